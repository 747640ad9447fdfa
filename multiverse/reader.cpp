// The 5dpgn reader: tags and 5DFEN lines, then turns of moves, comments and a result.
#include <cctype>

#include "multiverse/ast.hpp"
#include "multiverse/cursor.hpp"
#include "multiverse/move_reader.hpp"

namespace uici::multiverse {

const Tag* GameNode::find_tag(std::string_view name) const {
    for (const auto& t : tags) {
        if (t.name.size() != name.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < name.size() && same; ++i)
            same = std::tolower(static_cast<unsigned char>(t.name[i])) ==
                   std::tolower(static_cast<unsigned char>(name[i]));
        if (same) return &t;
    }
    return nullptr;
}

namespace {

constexpr std::size_t kMaxText = 1 << 20;

std::string read_comment(Cursor& c) {
    const int line = c.line(), col = c.column();
    c.take();  // '{'
    std::string text;
    while (!c.done() && c.peek() != '}') text += c.take();
    if (c.done()) fail(line, col, "expected '}' to close the comment opened here");
    c.take();
    return text;
}

// `[Name "Value"]` or a 5DFEN board `[rows:L:T:C]`.
void read_bracket(Cursor& c, GameNode& g) {
    const int line = c.line(), col = c.column();
    const auto rest = c.rest();
    const auto close = rest.find(']');
    const auto space = rest.find_first_of(" \t\r\n\"");
    if (close != std::string_view::npos && (space == std::string_view::npos || space > close)) {
        g.boards.push_back(FenLine{std::string(rest.substr(0, close + 1)), line, col});
        for (std::size_t k = 0; k <= close; ++k) c.take();
        return;
    }
    c.take();  // '['
    Tag t;
    t.line = line;
    t.column = col;
    while (!c.done() && !c.at_space() && c.peek() != '"' && c.peek() != ']') t.name += c.take();
    if (t.name.empty()) c.error("expected a tag name after '[', found " + c.found());
    if (!c.at_space()) c.error("expected a space after the tag name, found " + c.found());
    c.skip_space();
    if (!c.accept('"')) c.error("expected '\"' to open the value of tag " + t.name + ", found " + c.found());
    while (!c.done() && c.peek() != '"' && c.peek() != '\n') {
        if (c.peek() == '\\' && (c.peek(1) == '"' || c.peek(1) == '\\')) c.take();
        t.value += c.take();
    }
    if (!c.accept('"')) c.error("expected '\"' to close the value of tag " + t.name + ", found " + c.found());
    c.skip_space();
    if (!c.accept(']')) c.error("expected ']' to close tag " + t.name + ", found " + c.found());
    g.tags.push_back(std::move(t));
}

bool at_token_end(const Cursor& c) {
    const char p = c.peek();
    return c.done() || c.at_space() || p == '{' || p == '(' || p == '/';
}

// A result token when the text at the cursor is one, followed by a token end.
std::string result_at(const Cursor& c) {
    for (std::string_view r : {"1/2-1/2", "1-0", "0-1", "*"}) {
        if (!c.starts(r)) continue;
        Cursor probe = c;
        probe.accept(r);
        if (at_token_end(probe)) return std::string(r);
    }
    return {};
}

class MovetextReader {
public:
    MovetextReader(Cursor& c, GameNode& g, ReadOptions o) : c_(c), g_(g), opt_(o) {}

    void run() {
        for (;;) {
            c_.skip_space();
            if (c_.done()) return;
            if (c_.peek() == '{') {
                comment(read_comment(c_));
                continue;
            }
            if (!g_.result.empty()) c_.error("expected only comments after the result, found " + c_.found());
            if (auto r = result_at(c_); !r.empty()) {
                c_.accept(r);
                g_.result = r;
                continue;
            }
            if (c_.at_digit() && turn_number()) continue;
            if (c_.peek() == '/') {
                slash();
                continue;
            }
            if (c_.peek() == '(' && (c_.starts("(>") || c_.starts("(~"))) {
                annotation();
                continue;
            }
            if (g_.actions.empty()) c_.error("expected a turn number such as '1.', found " + c_.found());
            g_.actions.back().moves.push_back(read_move(c_));
        }
    }

private:
    void comment(std::string text) {
        if (!g_.result.empty()) g_.final_comments.push_back(std::move(text));
        else if (g_.actions.empty()) g_.comments.push_back(std::move(text));
        else if (g_.actions.back().moves.empty()) g_.actions.back().comments.push_back(std::move(text));
        else g_.actions.back().moves.back().comments.push_back(std::move(text));
    }

    // `N.`, `Nw.` or `Nb.`; false (nothing consumed) when the digits start something else.
    bool turn_number() {
        Cursor probe = c_;
        long n = 0;
        while (probe.at_digit()) {
            n = n * 10 + (probe.take() - '0');
            if (n > 100000000) c_.error("turn number too large");
        }
        char colour = 0;
        if (probe.peek() == 'w' || probe.peek() == 'b') colour = probe.take();
        if (!probe.accept('.')) return false;
        const int line = c_.line(), col = c_.column();
        c_ = probe;
        if (opt_.strict && last_number_ && n != *last_number_ + 1 && !(colour == 'b' && n == *last_number_))
            fail(line, col,
                 "expected turn number " + std::to_string(*last_number_ + 1) + ", found " + std::to_string(n) +
                     " (strict mode)");
        last_number_ = int(n);
        ActionNode a;
        a.white = colour != 'b';
        a.number = int(n);
        a.explicit_colour = colour != 0;
        a.line = line;
        a.column = col;
        g_.actions.push_back(std::move(a));
        return true;
    }

    void slash() {
        const int line = c_.line(), col = c_.column();
        if (g_.actions.empty() || !g_.actions.back().white || g_.actions.back().explicit_colour)
            c_.error("expected '/' only after White's moves of a turn written 'N.'");
        c_.take();
        ActionNode a;
        a.white = false;
        a.number = g_.actions.back().number;
        a.line = line;
        a.column = col;
        g_.actions.push_back(std::move(a));
    }

    // `(>Lx)` (the timeline just created) or `(~Tx)` (where the present moved to).
    void annotation() {
        const int line = c_.line(), col = c_.column();
        if (g_.actions.empty() || g_.actions.back().moves.empty())
            c_.error("expected a move before the annotation " + std::string(c_.rest().substr(0, 2)) + "...)");
        MoveNode& m = g_.actions.back().moves.back();
        c_.take();
        if (c_.accept(">")) {
            if (!c_.accept('L')) c_.error("expected 'L' in (>Lx), found " + c_.found());
            if (m.new_timeline) fail(line, col, "expected one (>Lx) per move");
            m.new_timeline = read_label(c_, "a timeline index in (>Lx)");
        } else {
            c_.take();  // '~'
            if (!c_.accept('T')) c_.error("expected 'T' in (~Tx), found " + c_.found());
            if (m.present_turn) fail(line, col, "expected one (~Tx) per move");
            m.present_turn = read_number(c_, "a turn in (~Tx)");
        }
        if (!c_.accept(')')) c_.error("expected ')' to close the annotation, found " + c_.found());
    }

    Cursor& c_;
    GameNode& g_;
    ReadOptions opt_;
    std::optional<int> last_number_;
};

}  // namespace

Result<GameNode> read_5dpgn(std::string_view text, ReadOptions options) {
    try {
        if (text.size() > kMaxText) fail(1, 1, "expected at most 1 MiB of 5dpgn text");
        GameNode g;
        Cursor c(text);
        if (c.starts("\xEF\xBB\xBF")) c.accept("\xEF\xBB\xBF");
        for (;;) {
            c.skip_space();
            if (c.peek() == '[') read_bracket(c, g);
            else if (c.peek() == '{' && g.actions.empty()) g.comments.push_back(read_comment(c));
            else break;
        }
        MovetextReader(c, g, options).run();
        return g;
    } catch (const Failure& f) {
        return f.error;
    }
}

}  // namespace uici::multiverse
