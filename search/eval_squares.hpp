// Square tables for chess's board (eval_squares.cpp): on a board closed to 8 by 8 squares, what a
// piece of chess's six types is worth on each square, for the middlegame and for the ending.
#pragma once

#include <array>
#include <cstdint>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// The board's frame when its border closes exactly 8 by 8 squares; `on` false otherwise (the
// tables then count nothing).
struct SquareFrame {
    bool on = false;
    Coord left{}, bottom{}, top{};
};
SquareFrame square_frame(const Border& b);

// 0..63 from c's own side (a1 = 0, h1 = 7, a8 = 56; black's squares mirrored by rank), or -1
// off the frame. Inline and in 64 bits on the narrow build: it runs for every piece of every
// evaluation on 8x8, where the 128-bit form in another unit cost about 2 % of the search's
// instructions.
int square_index_wide(const SquareFrame& f, const Square& s, Color c);
inline int square_index(const SquareFrame& f, const Square& s, Color c) {
#if !UICI_WIDE
    // Unsigned differences: exact once the square is known not to lie before the frame's edge.
    std::uint64_t file = 0, rank = 0;
    if (s.x < f.left) return -1;
    file = static_cast<std::uint64_t>(s.x) - static_cast<std::uint64_t>(f.left);
    if (c == Color::White) {
        if (s.y < f.bottom) return -1;
        rank = static_cast<std::uint64_t>(s.y) - static_cast<std::uint64_t>(f.bottom);
    } else {
        if (s.y > f.top) return -1;
        rank = static_cast<std::uint64_t>(f.top) - static_cast<std::uint64_t>(s.y);
    }
    if (file > 7 || rank > 7) return -1;
    return static_cast<int>(rank * 8 + file);
#else
    return square_index_wide(f, s, c);
#endif
}

// A type's table row (0 King .. 5 Pawn), or -1 for the types the tables do not know.
inline int square_row(PieceType t) {
    return static_cast<int>(t) <= static_cast<int>(PieceType::Pawn) ? static_cast<int>(t) : -1;
}

// The middlegame's and the ending's values, [row][index].
using SquareTable = std::array<std::array<std::int16_t, 64>, 6>;
extern const SquareTable kSquaresMiddle;
extern const SquareTable kSquaresEnd;

}  // namespace UICI_CORE_NS::search::eval_detail
