// The static evaluation: centipawns for the side to move.
#pragma once

#include <array>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::search {

// Material, in centipawns, by piece type (index(PieceType)); PROTOCOL.md repeats the table.
// Values are for an unbounded board, where long lines are worth more and short leapers less
// than on 8x8: a rook, a bishop and a queen reach everything in one move, a knight does not.
//   k 0   q 1100   r 600   b 400   n 260   p 100   am 1450   ha 420   ch 900   ar 850
//   gu 280   ca 240   gi 220   ze 230   ce 560   rq 1100   rc 560   nr 700   hu 480   ro 450
//   ob 0   vo 0
// Royals (k, rq, rc) count as material too where they are not the game's stake: both sides
// usually have the same ones, so their value cancels, and when a royal can be captured (the
// capture win conditions) the search scores the end of the game itself.
inline constexpr std::array<int, 22> kPieceValue{0,   1100, 600, 400, 260,  100, 1450, 420, 900, 850, 280,
                                                 240, 220,  230, 560, 1100, 560, 700,  480, 450, 0,   0};
inline int piece_value(PieceType t) { return kPieceValue[static_cast<std::size_t>(index(t))]; }
// A royal king is priceless but counts nothing; the other royals count their moves' worth.
inline int material_value(PieceType t) { return t == PieceType::King ? 0 : piece_value(t); }

// The position's worth for the side to move, in centipawns, within +-20000.
int evaluate(const Position& p);

}  // namespace UICI_CORE_NS::search
