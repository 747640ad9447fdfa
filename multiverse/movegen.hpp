// Every move the player to move could make from one of their playable boards (the latest board of
// a timeline, of their colour), in all four dimensions, castling included; and taking a move back.
// Checks are not looked at here: a turn is judged as a whole when it is submitted.
#pragma once

#include <vector>

#include "multiverse/replay.hpp"
#include "multiverse/resolve.hpp"

namespace uici::multiverse {

// The moves of the player to move, boards in timeline order, pieces from a1 upwards. A pawn or
// brawn reaching its last rank promotes to `promotion` only: which piece it becomes never decides
// whether the mover's own royal pieces are safe.
std::vector<ResolvedMove> candidate_moves(const Multiverse& mv, Kind promotion);
// The same for one board.
void board_moves(const Multiverse& mv, int l, Kind promotion, std::vector<ResolvedMove>& out);
// Takes back apply_move(mv, r) that returned `f`: the boards it appended and the timeline it made.
void undo_move(Multiverse& mv, const ResolvedMove& r, const MoveFacts& f);

}  // namespace uici::multiverse
