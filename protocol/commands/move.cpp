// move <m>... and undo [n]: change the game in place. A move list is all or nothing: on the
// first bad move, the moves already played from it are taken back before the error line.
#include <charconv>
#include <cstddef>
#include <string>
#include <vector>

#include "core/board/limits.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/rules.hpp"
#include "protocol/commands/commands.hpp"

namespace UICI_CORE_NS {

void cmd_move(ChessState& c, const Args& a, Reply& r) {
    if (a.size() < 2) return r.error(ErrorCode::missing_argument, {token("move"), word("need", "move")});
    Game& g = current_game(c);
    const std::size_t total = g.history().size() + (a.size() - 1);
    if (total > kMaxGameMoves) return too_many_moves(total, r);
    std::vector<std::string> played;
    played.reserve(a.size() - 1);
    auto take_back = [&] {
        for (std::size_t k = 0; k < played.size(); ++k) g.undo();
    };
    for (std::size_t i = 1; i < a.size(); ++i) {
        const long index = static_cast<long>(i - 1);
        const auto parsed = read_move(a.tokens[i], index, r);
        if (!parsed) return take_back();
        const Move m = *parsed;
        const Reason why = g.play(m);
        if (why != Reason::legal) {
            take_back();
            const std::string idx = std::to_string(index);
            return r.error(ErrorCode::illegal_move,
                           {number("index", idx), token(a.tokens[i], "move"), word("reason", reason_code(why))});
        }
        played.push_back(format_move(m));
    }
    if (r.json()) return r.object(Json{{"reply", "ok"}, {"moves", played}});
    std::string line = "ok";
    for (const std::string& m : played) line.append(" ").append(m);
    r.line(line);
}

void cmd_undo(ChessState& c, const Args& a, Reply& r) {
    if (a.size() > 2)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[2]), word("for", "undo"), word("need", "one_count")});
    std::uint64_t n = 1;
    Game& g = current_game(c);
    if (a.size() == 2) {
        const std::string_view t = a.tokens[1];
        const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
        // A count past 64 bits is still a count, only more than any game holds.
        if (ec == std::errc::result_out_of_range && ptr == t.data() + t.size()) {
            const std::string played = std::to_string(g.history().size());
            // (A count of more than 80 digits is quoted, so the line is cut like any token.)
            return r.error(ErrorCode::no_history,
                           {number("played", played), t.size() <= 80 ? number("asked", t) : token(t, "asked")});
        }
        if (ec != std::errc() || ptr != t.data() + t.size() || n == 0)
            return r.error(ErrorCode::bad_argument, {token(t), word("for", "undo"), word("need", "count>=1")});
    }
    if (n > g.history().size()) {
        const std::string have = std::to_string(g.history().size()), want = std::to_string(n);
        return r.error(ErrorCode::no_history, {number("played", have), number("asked", want)});
    }
    for (std::uint64_t k = 0; k < n; ++k) g.undo();
    if (r.json()) return r.object(Json{{"reply", "ok"}, {"undo", n}});
    r.line("ok undo " + std::to_string(n));
}

}  // namespace UICI_CORE_NS
