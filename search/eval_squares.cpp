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
         25,  30,   0,   0,   0,   0,  30,  25,
         14,  22, -30, -26, -26, -30,  22,  14,
        -13,   6,  -2, -28, -28,  -2,   6, -13,
         -4,   9,   5,  -6,  -6,   5,   9,  -4,
         -3,   2,   1,  -9,  -9,   1,   2,  -3,
         -1,  -2,   0,  -1,  -1,   0,  -2,  -1,
         -1,   0,   3,   5,   5,   3,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          7,   2,   5,  10,  10,   5,   2,   7,
          7,   4,  18,  19,  19,  18,   4,   7,
          8,  13,   1,   4,   4,   1,  13,   8,
          9,   3,   1, -11, -11,   1,   3,   9,
          1, -39, -16, -17, -17, -16, -39,   1,
          0,  21,  -3, -23, -23,  -3,  21,   0,
          0,   0,   9,   3,   3,   9,   0,   0,
         -1,   8,   9,   6,   6,   9,   8,  -1
    }},
    {{  // rook, a1..h1 first
        -16, -12,   3,  21,  21,   3, -12, -16,
        -36,  -9,   0,  -5,  -5,   0,  -9, -36,
        -29, -10, -19, -14, -14, -19, -10, -29,
         -6,  -3,  -4,  -3,  -3,  -4,  -3,  -6,
         -7,   3, -16, -23, -23, -16,   3,  -7,
          2,   7,   1,   1,   1,   1,   7,   2,
         -1,  -4,   8,  21,  21,   8,  -4,  -1,
         15,  13,   7,   3,   3,   7,  13,  15
    }},
    {{  // bishop, a1..h1 first
         49,  26,  37,  43,  43,  37,  26,  49,
         12,  37,  32,  24,  24,  32,  37,  12,
         19,  32,  25,  18,  18,  25,  32,  19,
         30,   8,  22,  20,  20,  22,   8,  30,
         16,  -2,   9,  -7,  -7,   9,  -2,  16,
        -12,   5,  -5,  28,  28,  -5,   5, -12,
        -11, -10,  -9,   1,   1,  -9, -10, -11,
         -2,  -3,  -7,  -6,  -6,  -7,  -3,  -2
    }},
    {{  // knight, a1..h1 first
          1,  14,  13,  36,  36,  13,  14,   1,
        -15,  18,  13,  15,  15,  13,  18, -15,
         -5,  25,  11,  24,  24,  11,  25,  -5,
         18,   9,  33,  23,  23,  33,   9,  18,
          5,   2,   0,   7,   7,   0,   2,   5,
          2,  17,   9,  32,  32,   9,  17,   2,
          6,  -3,   9, -13, -13,   9,  -3,   6,
        -44,  -7, -25,   4,   4, -25,  -7, -44
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -55, -24, -38, -58, -58, -38, -24, -55,
        -49, -24, -38, -47, -47, -38, -24, -49,
        -46, -29, -21, -21, -21, -21, -29, -46,
        -35, -26, -17, -18, -18, -17, -26, -35,
        -39, -28,  13,  -3,  -3,  13, -28, -39,
         -5, -26, -16,  11,  11, -16, -26,  -5,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
        -17, -25, -15, -19, -19, -15, -25, -17,
        -19, -13,   4,  -6,  -6,   4, -13, -19,
        -23, -11, -18,  -6,  -6, -18, -11, -23,
          3,  -6,  -8, -15, -15,  -8,  -6,   3,
          4,   2,  -2,  -9,  -9,  -2,   2,   4,
          6,   4,  15,  19,  19,  15,   4,   6,
         -1,  14,  26,  43,  43,  26,  14,  -1,
         -1,   7,  23,  42,  42,  23,   7,  -1
    }},
    {{  // queen, a1..h1 first
          4,  -4,   4,   4,   4,   4,  -4,   4,
          7,  -9, -12, -23, -23, -12,  -9,   7,
          5,  12,  17,  -3,  -3,  17,  12,   5,
          6,  20, -12,   6,   6, -12,  20,   6,
          2,   0,  -2,  -2,  -2,  -2,   0,   2,
         -2,   8,   4, -18, -18,   4,   8,  -2,
          7,  24,   7,  10,  10,   7,  24,   7,
          2,  11,   9,   4,   4,   9,  11,   2
    }},
    {{  // rook, a1..h1 first
          8,  10,   5,  -6,  -6,   5,  10,   8,
          4,  -8,  18,  -1,  -1,  18,  -8,   4,
         15, -10,  -1,   1,   1,  -1, -10,  15,
         -2,  12, -14,   2,   2, -14,  12,  -2,
          4,  -3,   3, -21, -21,   3,  -3,   4,
         -1,  -7,  -9, -24, -24,  -9,  -7,  -1,
         18,  17,  14,   3,   3,  14,  17,  18,
         20,  26,  23,  -9,  -9,  23,  26,  20
    }},
    {{  // bishop, a1..h1 first
          7,   5,  -6,  28,  28,  -6,   5,   7,
         -1,   2, -11,   3,   3, -11,   2,  -1,
          8,  20,  -2,  -4,  -4,  -2,  20,   8,
        -13,   8,  12,  11,  11,  12,   8, -13,
          4,  11,   7,  11,  11,   7,  11,   4,
         12, -22,  -5, -16, -16,  -5, -22,  12,
         -8,  23,   9, -10, -10,   9,  23,  -8,
          8,  -3,  -8,   7,   7,  -8,  -3,   8
    }},
    {{  // knight, a1..h1 first
        -17, -18, -13,  -1,  -1, -13, -18, -17,
         19, -11,  -8,   1,   1,  -8, -11,  19,
          8,   4,   5,  -1,  -1,   5,   4,   8,
        -17,  -2, -12,  23,  23, -12,  -2, -17,
        -19,   6,  15,  21,  21,  15,   6, -19,
         -8, -30,   9,   0,   0,   9, -30,  -8,
         -8,  -9, -15, -20, -20, -15,  -9,  -8,
        -25, -17, -19,  -5,  -5, -19, -17, -25
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
         -3,   9,  12,  30,  30,  12,   9,  -3,
        -19, -18,  -6, -11, -11,  -6, -18, -19,
        -32, -29, -44, -42, -42, -44, -29, -32,
        -44, -33, -40, -36, -36, -40, -33, -44,
        -28,   4, -56, -18, -18, -56,   4, -28,
        -17,  12, -20,  -6,  -6, -20,  12, -17,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
