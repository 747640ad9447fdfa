// How a session's game changes form between the two coordinate builds (core/board/coord.hpp):
// the narrow build writes the whole game (start position and every move) as ICN, the wide
// build reads it back and replays it. Built twice, like every chess verb. Why text and not a
// direct conversion: core is one set of headers compiled twice, so no source file sees both
// builds' Game (or Position, Square) at once; the handover needs a form neither build owns, and
// ICN is core's complete one (the seed dialect keeps even a move rule's own spelling). It is
// paid once per game that outgrows the narrow build (a `position` or `move` with a far number).
#include "core/notation/icn.hpp"
#include "protocol/commands/commands.hpp"

namespace UICI_CORE_NS {

std::string game_as_icn(const ChessState& c) {
    const Game& g = current_game(c);
    std::vector<Move> moves;
    moves.reserve(g.history().size());
    for (const PlayedMove& pm : g.history()) moves.push_back(pm.move);
    // The seed dialect also keeps a move rule's own spelling: nothing of the position is lost.
    return write_icn_game(g.start(), moves, Dialect::Seed);
}

bool adopt_icn_game(ChessState& c, std::string_view icn) {
    auto doc = read_icn(icn);
    if (!doc) return false;
    Game g(std::move(doc->position));
    g.reserve(doc->moves.size());
    for (const IcnMove& m : doc->moves)
        if (g.play(m.move) != Reason::legal) return false;
    set_game(c, std::move(g));
    return true;
}

}  // namespace UICI_CORE_NS
