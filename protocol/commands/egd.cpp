// egd [chess]: the game as EGD, one record per move with the positions before and after
// (README "EGD"). Plain `egd` writes the lattice layout (ICN positions, coordinate squares) for
// any game; `egd chess` the chess layout (FEN, SAN, the egd gem's codes) for a game on the 8x8
// board. In JSON output mode the document travels as a string, like `json`.
#include <string>
#include <vector>

#include "pgn/egd_icn.hpp"
#include "protocol/commands/commands.hpp"
#if !UICI_WIDE
#include "pgn/convert.hpp"
#endif

namespace UICI_CORE_NS {

void cmd_egd(SessionState& s, const Args& a, Reply& r) {
    if (a.size() > 2 || (a.size() == 2 && a.tokens[1] != "chess"))
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[a.size() > 2 && a.tokens[1] == "chess" ? 2 : 1]), word("for", "egd"),
                        word("need", a.size() > 2 && a.tokens[1] == "chess" ? "nothing" : "chess")});
    const Game& g = current_game(s.chess);
    std::vector<Move> moves;
    moves.reserve(g.history().size());
    for (const PlayedMove& pm : g.history()) moves.push_back(pm.move);
        // The lattice layout has every digit on either build; a game with a number past the narrow
        // build is never on the 8x8 board.
#if UICI_WIDE
    if (a.size() == 2) return r.error(ErrorCode::bad_position, {word("reason", "not_chess")});
    auto text = pgn::icn_egd(g.start(), moves, false);
#else
    auto text = a.size() == 2 ? pgn::chess_egd(g.start(), moves) : pgn::icn_egd(g.start(), moves, false);
#endif
    if (!text) {
        if (text.error().code == "not_chess") return r.error(ErrorCode::bad_position, {word("reason", "not_chess")});
        return r.error(ErrorCode::internal, {token(text.error().message)});
    }
    // Both layouts are one line without a line end.
    if (r.json()) return r.object(Json{{"reply", "egd"}, {"egd", *text}});
    r.line("egd " + *text);
}

}  // namespace UICI_CORE_NS
