// The starting multiverse of a game: a named setup from the variant table or custom 5DFEN boards.
#include <algorithm>
#include <cctype>

#include "multiverse/replay.hpp"
#include "multiverse/variants.hpp"

namespace uici::multiverse {

namespace {

// Errors about a tag point at the tag.
[[noreturn]] void tag_fail(const GameNode& g, std::string_view name, std::string message) {
    const Tag* t = g.find_tag(name);
    fail(t ? t->line : 1, t ? t->column : 1, std::move(message));
}

std::string lower(std::string s) {
    for (auto& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

void parse_size(const GameNode& g, const std::string& v, int& w, int& h) {
    const auto x = v.find('x');
    try {
        if (x == std::string::npos) throw std::invalid_argument("x");
        std::size_t used = 0;
        w = std::stoi(v.substr(0, x), &used);
        if (used != x) throw std::invalid_argument("w");
        h = std::stoi(v.substr(x + 1), &used);
        if (used != v.size() - x - 1) throw std::invalid_argument("h");
    } catch (const std::exception&) {
        tag_fail(g, "Size", "expected the Size tag as WxH (for example 8x8), found \"" + v + "\"");
    }
    if (w < 1 || h < 1 || w > kMaxBoardSide || h > kMaxBoardSide)
        tag_fail(
            g, "Size",
            "expected a board size from 1x1 to " + std::to_string(kMaxBoardSide) + "x" + std::to_string(kMaxBoardSide));
}

}  // namespace

Result<Multiverse> starting_multiverse(const GameNode& game, std::string* variant_out) {
    try {
        const std::string* board_tag = game.tag("Board");
        if (!board_tag) board_tag = game.tag("Variant");
        std::string name = board_tag ? *board_tag : (game.boards.empty() ? "Standard" : "custom");
        const bool custom = lower(name) == "custom";
        int w = 8, h = 8;
        std::vector<FenLine> fens;
        if (custom) {
            if (const auto* size = game.tag("Size")) parse_size(game, *size, w, h);
            if (game.boards.empty())
                tag_fail(game, game.find_tag("Board") ? "Board" : "Variant",
                         "expected 5DFEN boards after the tags: the Board tag says custom");
            fens = game.boards;
            name = "custom";
        } else {
            const VariantSetup* v = find_variant(name);
            if (!v)
                tag_fail(game, game.find_tag("Board") ? "Board" : "Variant",
                         "unknown variant \"" + name +
                             "\" in the Board tag: expected a name from the variant table or custom");
            if (!game.boards.empty())
                fail(game.boards.front().line, game.boards.front().column,
                     "expected no 5DFEN boards unless the Board tag is custom");
            w = v->width;
            h = v->height;
            if (const auto* size = game.tag("Size")) {
                int sw = 0, sh = 0;
                parse_size(game, *size, sw, sh);
                if (sw != w || sh != h)
                    tag_fail(game, "Size",
                             "the Size tag " + *size + " does not match " + std::string(v->name) + " (" +
                                 std::to_string(w) + "x" + std::to_string(h) + ")");
            }
            for (auto b : v->boards) fens.push_back(FenLine{std::string(b), 0, 0});
            name = std::string(v->name);
        }
        if (const auto* mode = game.tag("Mode"); mode && lower(*mode) != "5d")
            tag_fail(game, "Mode", "expected the Mode tag to be 5D, found \"" + *mode + "\"");
        struct Placed {
            FenBoard board;
            int line, column;
        };
        std::vector<Placed> boards;
        bool even = false;
        for (const auto& f : fens) {
            const int line = f.line ? f.line : 1, column = f.column ? f.column : 1;
            boards.push_back({read_fen_board(f.text, w, h, line, column), line, column});
            even = even || boards.back().board.timeline.signed_zero();
        }
        Multiverse mv;
        mv.width = w;
        mv.height = h;
        mv.even = even;
        std::stable_sort(boards.begin(), boards.end(), [&](const Placed& a, const Placed& b) {
            const int la = label_to_index(a.board.timeline, even), lb = label_to_index(b.board.timeline, even);
            return la != lb ? la < lb : t2_of(a.board.turn, a.board.white) < t2_of(b.board.turn, b.board.white);
        });
        for (const auto& [b, bl, bc] : boards) {
            if (even && b.timeline.magnitude == 0 && !b.timeline.sign)
                fail(bl, bc, "expected +0 or -0 rather than 0 in a game that starts with -0 and +0");
            const int l = label_to_index(b.timeline, even);
            const int t2 = t2_of(b.turn, b.white);
            auto [it, fresh] = mv.timelines.try_emplace(l);
            if (fresh) it->second.start = t2;
            else if (t2 != it->second.end() + 1)
                fail(bl, bc,
                     "expected the 5DFEN boards of timeline " + label_text(b.timeline) +
                         " to follow each other in time, one per half-turn");
            it->second.boards.push_back(b.grid);
        }
        mv.min_initial = mv.timelines.begin()->first;
        mv.max_initial = mv.timelines.rbegin()->first;
        mv.white_to_move = white_at(mv.present());
        if (variant_out) *variant_out = name;
        return mv;
    } catch (const Failure& f) {
        return f.error;
    }
}

}  // namespace uici::multiverse
