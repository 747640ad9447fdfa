// 5D chess in the server: `position 5dpgn <text>` reads and replays a 5dpgn game (atomically: a
// text that does not read or replay leaves the session as it was), then `status` (mate and
// stalemate from a complete search of the mover's turns, `unknown` past its node budget), `d` (the
// boards of every timeline as text grids) and `json` (the document `uici convert --to json` writes).
#include <string>
#include <vector>

#include "multiverse/ast.hpp"
#include "multiverse/json.hpp"
#include "multiverse/search.hpp"
#include "protocol/commands/commands.hpp"
#include "protocol/text.hpp"

namespace uici {

namespace {

namespace mv5 = multiverse;

// The request line holds the whole file: `\n` stands for a line break and `\\` for a backslash,
// so line and column in errors count as in the file; any other backslash stays as it is.
std::string unescape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == 'n' || text[i + 1] == '\\')) {
            out += text[i + 1] == 'n' ? '\n' : '\\';
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

void error_at(ErrorCode code, const mv5::Error& e, Reply& r) {
    const std::string line = std::to_string(e.line), column = std::to_string(e.column);
    r.error(code, {number("line", line), number("column", column), message(e.message)});
}

std::string label(const mv5::Multiverse& mv, int l, int t2) {
    std::string s = "(";  // appended piece by piece: gcc 12 warns falsely (-Wrestrict) on "(" + string&&
    s += mv5::label_text(mv5::index_to_label(l, mv.even));
    s += 'T';
    s += std::to_string(mv5::turn_of(t2));
    s += mv5::white_at(t2) ? " w)" : " b)";
    return s;
}

// One timeline's boards side by side, a few to a row: a label line, the ranks from the top
// ('.' an empty square, upper case White, lower case Black), and the files below.
void timeline_lines(const mv5::Multiverse& mv, int l, const mv5::Timeline& tl, std::vector<std::string>& out) {
    constexpr int kPerRow = 6;
    std::string head = "Timeline " + mv5::label_text(mv5::index_to_label(l, mv.even));
    head += mv.is_active(l) ? " (active)" : " (inactive)";
    out.push_back(head);
    const int cell = std::max(mv.width, 10) + 2;
    auto pad = [&](std::string s) {
        s.resize(std::size_t(cell), ' ');
        return s;
    };
    for (int first = tl.start; first <= tl.end(); first += kPerRow) {
        const int last = std::min(tl.end(), first + kPerRow - 1);
        std::vector<std::string> rows(std::size_t(mv.height + 2));
        for (int t2 = first; t2 <= last; ++t2) {
            const mv5::Grid& g = *mv.board(l, t2);
            rows[0] += pad(label(mv, l, t2));
            for (int y = g.height - 1; y >= 0; --y) {
                std::string rank;
                for (int x = 0; x < g.width; ++x) {
                    const mv5::Piece& p = g.at(x, y);
                    const char c = p.empty() ? '.' : mv5::letter(p.kind);
                    rank += p.white || p.empty() ? c : char(c - 'A' + 'a');
                }
                rows[std::size_t(g.height - y)] += pad(rank);
            }
            std::string files;
            for (int x = 0; x < g.width; ++x) files += char('a' + x);
            rows.back() += pad(files);
        }
        for (std::string& row : rows) {
            while (!row.empty() && row.back() == ' ') row.pop_back();
            out.push_back(std::move(row));
        }
    }
}

}  // namespace

void refuse_on_5d(std::string_view verb, Reply& r) {
    r.error(ErrorCode::wrong_game, {token(verb), word("game", "5d"), word("need", "chess_game")});
}

void position_5dpgn(const Settings& s, MultiverseState& fived, const Args& a, Reply& r) {
    const std::string text = unescape(a.rest(2));
    if (a.size() < 3) return r.error(ErrorCode::missing_argument, {token("5dpgn"), word("need", "text")});
    auto tree = mv5::read_5dpgn(text, mv5::ReadOptions{s.strict_5d});
    if (!tree) return error_at(ErrorCode::bad_5dpgn, tree.error(), r);
    auto game = mv5::replay(*tree, mv5::ReplayOptions{s.strict_5d});
    if (!game) return error_at(ErrorCode::illegal_5d, game.error(), r);
    // The game is read from the state; a mark that disagrees is said, not refused (Strict5D).
    for (const mv5::Warning& w : game->warnings)
        r.info("warning line=" + std::to_string(w.line) + " column=" + std::to_string(w.column) +
               " move=" + quote_text(w.move) + " message=" + quote_text(w.message));
    fived.game = std::make_shared<const mv5::Replayed>(std::move(*game));
    fived.status = std::make_shared<StatusCache>();
    if (s.debug) r.info("5d game set, " + std::to_string(fived.game->facts.size()) + " turns played");
}

namespace {

// The status reply: `info string status stopped ...` first when stop ended the search.
void status_reply(const mv5::Replayed& g, const mv5::TurnSearch& st, Reply& r) {
    const bool white = g.state.white_to_move;
    const std::string verdict(mv5::verdict_name(st.verdict));
    const std::string result = st.verdict == mv5::Verdict::checkmate   ? (white ? "0-1" : "1-0")
                               : st.verdict == mv5::Verdict::stalemate ? "1/2-1/2"
                                                                       : "";
    const int present = mv5::turn_of(g.state.present());
    const std::string nodes = std::to_string(st.nodes);
    if (r.json()) {
        Json j{{"reply", "status"}, {"game", "5d"}, {"status", verdict}};
        if (!result.empty()) j["result"] = result;
        j["turn"] = white ? "w" : "b";
        j["present"] = present;
        j["check"] = st.in_check;
        j["nodes"] = st.nodes;
        j["aborted"] = st.stopped;
        return r.object(j);
    }
    if (st.stopped) r.info("status stopped after " + nodes + " partial turns: the verdict is unknown");
    std::string line = "status " + verdict;
    if (!result.empty()) line += " result=" + result;
    line += std::string(" turn=") + (white ? "w" : "b") + " present=" + std::to_string(present) +
            " check=" + (st.in_check ? "yes" : "no") + " nodes=" + nodes;
    r.line(line);
}

}  // namespace

void status_5d(const Settings& s, const MultiverseState& fived, const Args& a, Reply& r) {
    if (a.size() > 1)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", "status"), word("need", "nothing")});
    const std::uint64_t budget = s.status_nodes_5d;
    // A verdict found once holds whatever the budget; `unknown` only for the budget it had.
    const StatusCache& cache = *fived.status;
    if (cache.result && (cache.result->verdict != mv5::Verdict::unknown || cache.budget == budget))
        return status_reply(*fived.game, *cache.result, r);
    // The search may take seconds: a job, so isready, ping, stop and quit are answered meanwhile.
    r.start_job(Job{
        [game = fived.game, cache = fived.status, budget, mode = r.mode()](const std::atomic<bool>& stop, const Emit&) {
            try {
                const mv5::TurnSearch st = mv5::game_status(*game, budget, &stop);
                if (!st.stopped) *cache = StatusCache{st, budget};
                Reply out(mode);
                status_reply(*game, st, out);
                return out.output();
            } catch (const std::exception& e) {
                Reply out(mode);
                out.error(ErrorCode::internal, {token(e.what(), "what")});
                return out.output();
            }
        }});
}

void d_5d(const MultiverseState& fived, const Args& a, Reply& r) {
    if (a.size() > 1)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", "d"), word("need", "nothing")});
    const mv5::Multiverse& mv = fived.game->state;
    std::vector<std::string> lines;
    for (const auto& [l, tl] : mv.timelines) {
        if (!lines.empty()) lines.emplace_back();
        timeline_lines(mv, l, tl, lines);
    }
    const std::string turn = mv.white_to_move ? "w" : "b";
    const std::string present = std::to_string(mv5::turn_of(mv.present()));
    if (r.json())
        return r.object(Json{{"reply", "d"},
                             {"game", "5d"},
                             {"boards", lines},
                             {"turn", turn},
                             {"present", mv5::turn_of(mv.present())},
                             {"hash", mv.hash()}});
    for (const std::string& l : lines) r.line(l);
    r.line("");
    r.line("Turn: " + turn);
    r.line("Present: T" + present);
    r.line("Hash: " + mv.hash());
}

void json_5d(const MultiverseState& fived, const Args& a, Reply& r) {
    if (a.size() > 1)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", "json"), word("need", "nothing")});
    const std::string text = mv5::replay_json(*fived.game).dump(-1, ' ', false, Json::error_handler_t::replace);
    if (r.json()) return r.object(Json{{"reply", "json"}, {"json", text}});
    r.line("json " + text);
}

}  // namespace uici
