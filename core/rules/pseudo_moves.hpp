// Pseudo-legal moves of one piece (everything but check), slides as step ranges.
#pragma once

#include "core/rules/movegen.hpp"

namespace UICI_CORE_NS {

// Appends the pseudo-legal moves of the piece `pc` on `from` to `out`.
void pseudo_moves(const Position& p, SquareArg from, Piece pc, GeneratedMoves& out);

// The moves of pseudo_moves(p, from, pc) that take an enemy piece (takes_piece) or promote, in
// its order (finite moves, then each slide's capture on its last square), appended to `out`;
// without working out the slides' quiet squares. Not for huygens and roses: their slides'
// captures are settled only by the full list (primes, the rose's tiles).
void pseudo_captures(const Position& p, SquareArg from, Piece pc, std::vector<Move>& out);

// The slide of a piece on `from` along (family, sense), blockers and border applied, or
// nothing when it keeps no square.
std::optional<SlideSet> pseudo_slide(const Position& p, SquareArg from, Piece pc, int family, int sense);

}  // namespace UICI_CORE_NS
