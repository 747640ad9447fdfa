// The static evaluation: centipawns for the side to move.
#pragma once

#include "core/board/position.hpp"

namespace UICI_CORE_NS::search {

// Material, in centipawns, by piece type: the value column of core/board/piece.hpp's
// kPieceRows (PROTOCOL.md repeats it).
constexpr int piece_value(PieceType t) { return spec(t).value; }
// A royal king is priceless but counts nothing; the other royals count their moves' worth.
constexpr int material_value(PieceType t) { return t == PieceType::King ? 0 : piece_value(t); }

// The position's worth for the side to move, in centipawns, within +-20000:
// evaluate_scaled(p, evaluate_placement(p)).
int evaluate(const Position& p);
// Its two halves: the worth of the placement for the side to move (a function of the pieces,
// the side to move and the rules alone, so a search may keep it by position key), and that
// worth shrunk as the move-rule counter nears its limit and clamped.
long long evaluate_placement(const Position& p);
int evaluate_scaled(const Position& p, long long placement);

}  // namespace UICI_CORE_NS::search
