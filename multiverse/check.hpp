// Attacks on royal pieces: castling through check, pinned pieces, "no submitting in check", and
// whether the player to move is in check (mate or stalemate).
#pragma once

#include "multiverse/state.hpp"

namespace uici::multiverse {

// Whether a piece of the given side on the same board could capture on `square` (moves on the board only).
bool square_attacked(const Multiverse& mv, const Pos& square, bool by_white);
// Whether moving from -> to on one board leaves a royal piece of the mover attacked on that board.
bool exposes_royal(const Multiverse& mv, const Pos& from, const Pos& to, bool en_passant);
// Whether the opponent, moving next on the boards where it is their turn, could capture a royal
// piece of `white`'s side anywhere in the multiverse.
// Check only grows as a turn goes on: a move adds boards and never changes one, so a royal piece
// capturable now stays capturable whatever else the mover plays in this turn.
bool in_check(const Multiverse& mv, bool white);
// Whether the player to move is in check: if they passed on every board of the present, the
// opponent could capture one of their royal pieces.
bool in_check_now(const Multiverse& mv);

}  // namespace uici::multiverse
