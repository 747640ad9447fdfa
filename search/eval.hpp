// The static evaluation: centipawns for the side to move.
#pragma once

#include "core/board/position.hpp"

namespace UICI_CORE_NS::search {

// Material, in centipawns, by piece type: the value column of core/board/piece.hpp's
// kPieceRows (PROTOCOL.md repeats it).
constexpr int piece_value(PieceType t) { return spec(t).value; }
// A royal king is priceless but counts nothing; the other royals count their moves' worth.
constexpr int material_value(PieceType t) { return t == PieceType::King ? 0 : piece_value(t); }

// The position's worth for the side to move, in centipawns, within +-20000.
int evaluate(const Position& p);

}  // namespace UICI_CORE_NS::search
