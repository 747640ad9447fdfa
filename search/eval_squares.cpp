// Square tables for chess's board; see eval_squares.hpp.
//
// Why: on 8x8 the evaluation's other terms are the same as on the unbounded board (cohesion
// around the centre of mass, mobility), and know nothing of chess's own squares: a pawn on its
// home square in front of the castled king, a knight on the rim, a rook on the seventh rank.
// The values below were fitted, not written by hand: bench/eval_fit.cpp (uici_eval_fit) took
// 56,371 quiet positions of 870 games that scripts/eval_fit_data.py had stockfish 15.1 play
// from random short openings at depth 8, and found the tables that bring the evaluation's win
// probability nearest stockfish's scores with every other term as it was (files folded a with
// h, a light pull toward zero; squared error on the 87 held-out games 0.01619 -> 0.01308). In
// games on 8x8 at tc=2+0.02 they scored +149 +- 51 over 173 games against the evaluation
// without them (docs/PERFORMANCE.md, 2026-11-29, session 43). Fitted again together with the
// threats of eval_attacks.cpp (session 44): the values below are that fit's.
#include "search/eval_squares.hpp"

namespace UICI_CORE_NS::search::eval_detail {

SquareFrame square_frame(const Border& b) {
    SquareFrame f;
    if (!b.left || !b.right || !b.bottom || !b.top) return f;
    if (static_cast<Wide>(*b.right) - *b.left != 7 || static_cast<Wide>(*b.top) - *b.bottom != 7) return f;
    f.on = true;
    f.left = *b.left;
    f.bottom = *b.bottom;
    f.top = *b.top;
    return f;
}

int square_index_wide(const SquareFrame& f, const Square& s, Color c) {
    const Wide file = static_cast<Wide>(s.x) - f.left;
    const Wide rank = c == Color::White ? static_cast<Wide>(s.y) - f.bottom : static_cast<Wide>(f.top) - s.y;
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return -1;
    return static_cast<int>(rank) * 8 + static_cast<int>(file);
}

// clang-format off
const SquareTable kSquaresMiddle{{
    {{  // king, a1..h1 first
          4,  31,   9,  10,  10,   9,  31,   4,
          5,  15, -38, -16, -16, -38,  15,   5,
        -10,   0,   8, -20, -20,   8,   0, -10,
         -3,   7,   5,  -4,  -4,   5,   7,  -3,
         -3,   2,   0,  -7,  -7,   0,   2,  -3,
          0,  -2,   0,   0,   0,   0,  -2,   0,
         -1,   0,   3,   4,   4,   3,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          8,   8,  -6,  14,  14,  -6,   8,   8,
          8,  -7,  15,  16,  16,  15,  -7,   8,
          9,  14,  -3,  -7,  -7,  -3,  14,   9,
          1,   2,  -1, -19, -19,  -1,   2,   1,
          8, -39, -10,  -6,  -6, -10, -39,   8,
          1,  13,   1, -27, -27,   1,  13,   1,
          1,   8,   7,   3,   3,   7,   8,   1,
          2,  10,   7,   4,   4,   7,  10,   2
    }},
    {{  // rook, a1..h1 first
        -14,  -8,  12,  26,  26,  12,  -8, -14,
        -32,  -5,  11, -11, -11,  11,  -5, -32,
        -34,  -5, -14, -11, -11, -14,  -5, -34,
          2,   2,  -2,  -2,  -2,  -2,   2,   2,
         -4,  -1, -13, -20, -20, -13,  -1,  -4,
          0,   5,  -3,  -5,  -5,  -3,   5,   0,
          3,  -3,   5,  15,  15,   5,  -3,   3,
         16,   8,   7,  -2,  -2,   7,   8,  16
    }},
    {{  // bishop, a1..h1 first
         40,  16,  35,  44,  44,  35,  16,  40,
          5,  35,  24,  25,  25,  24,  35,   5,
         22,  30,  15,  13,  13,  15,  30,  22,
         19,   0,  19,  10,  10,  19,   0,  19,
         18, -14,  13, -16, -16,  13, -14,  18,
        -10,   6,  -7,  23,  23,  -7,   6, -10,
        -10,  -8,  -8,   3,   3,  -8,  -8, -10,
          3,  -2,  -3,  -4,  -4,  -3,  -2,   3
    }},
    {{  // knight, a1..h1 first
          5,  19,   4,  28,  28,   4,  19,   5,
        -15,  20,   4,  15,  15,   4,  20, -15,
         -2,  37,   5,  20,  20,   5,  37,  -2,
         14,   7,  23,  18,  18,  23,   7,  14,
          1,  -1,  -5,  -5,  -5,  -5,  -1,   1,
         -1,   7,   4,  30,  30,   4,   7,  -1,
          6,  -1,   3, -14, -14,   3,  -1,   6,
        -26,  -6, -21,   3,   3, -21,  -6, -26
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -49, -13, -39, -63, -63, -39, -13, -49,
        -44, -14, -37, -55, -55, -37, -14, -44,
        -41, -21, -28, -29, -29, -28, -21, -41,
        -29, -15, -12, -21, -21, -12, -15, -29,
        -44, -25,  10,  -7,  -7,  10, -25, -44,
         -4, -25, -15,   9,   9, -15, -25,  -4,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
        -19, -34,  -9, -11, -11,  -9, -34, -19,
        -19,  -3,  11,   6,   6,  11,  -3, -19,
        -25,  -4,  -6,  -7,  -7,  -6,  -4, -25,
          0,  -5,  -5, -10, -10,  -5,  -5,   0,
          1,   3,   2,  -9,  -9,   2,   3,   1,
          6,   3,  12,  14,  14,  12,   3,   6,
          1,  10,  19,  30,  30,  19,  10,   1,
          0,   5,  15,  28,  28,  15,   5,   0
    }},
    {{  // queen, a1..h1 first
          4,  -2,   5,   4,   4,   5,  -2,   4,
          6, -10, -10, -19, -19, -10, -10,   6,
          6,   9,  17,  -4,  -4,  17,   9,   6,
          5,  17, -11,   4,   4, -11,  17,   5,
          3,  -3,   0,   1,   1,   0,  -3,   3,
         -3,   5,   4, -20, -20,   4,   5,  -3,
          6,  24,   5,   8,   8,   5,  24,   6,
          3,  13,   8,   3,   3,   8,  13,   3
    }},
    {{  // rook, a1..h1 first
          3,   6,  -1,   2,   2,  -1,   6,   3,
          3,  -9,  25, -14, -14,  25,  -9,   3,
         15, -11,   4,   1,   1,   4, -11,  15,
          0,  17, -16,  -1,  -1, -16,  17,   0,
          4,  -7,   2, -17, -17,   2,  -7,   4,
         -3,  -7,  -9, -25, -25,  -9,  -7,  -3,
         20,  15,  14,  -1,  -1,  14,  15,  20,
         22,  20,  22, -16, -16,  22,  20,  22
    }},
    {{  // bishop, a1..h1 first
         10,   4,  -5,  34,  34,  -5,   4,  10,
          4,  -1, -13,  15,  15, -13,  -1,   4,
          1,  22,  -6,  -8,  -8,  -6,  22,   1,
        -13,  10,  16,   7,   7,  16,  10, -13,
          8,   3,   5,   5,   5,   5,   3,   8,
         10, -23,  -8, -13, -13,  -8, -23,  10,
         -9,  17,   8,  -6,  -6,   8,  17,  -9,
         12,  -5,  -6,   9,   9,  -6,  -5,  12
    }},
    {{  // knight, a1..h1 first
        -16, -10, -18,  -2,  -2, -18, -10, -16,
         22,  -7,  -5,   5,   5,  -5,  -7,  22,
         13,   2,   0,  -6,  -6,   0,   2,  13,
        -15,   2, -18,  24,  24, -18,   2, -15,
        -24,  -2,   6,  12,  12,   6,  -2, -24,
         -7, -25,   6,   2,   2,   6, -25,  -7,
         -8,  -7, -16, -19, -19, -16,  -7,  -8,
         -9, -11, -14,  -4,  -4, -14, -11,  -9
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
         -4,  11,   4,  22,  22,   4,  11,  -4,
         -5, -15, -15,  -6,  -6, -15, -15,  -5,
        -36, -26, -42, -41, -41, -42, -26, -36,
        -46, -31, -36, -23, -23, -36, -31, -46,
        -30,   5, -49, -13, -13, -49,   5, -30,
        -18,  12, -19, -11, -11, -19,  12, -18,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
