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
         28,  33,   2,   2,   2,   2,  33,  28,
         15,  26, -30, -28, -28, -30,  26,  15,
        -15,   6,  -6, -34, -34,  -6,   6, -15,
         -7,   9,   5,  -7,  -7,   5,   9,  -7,
         -3,   2,   2,  -9,  -9,   2,   2,  -3,
         -1,  -2,   0,  -1,  -1,   0,  -2,  -1,
         -1,   0,   4,   6,   6,   4,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          4,  -1,   8,  10,  10,   8,  -1,   4,
          5,  10,  21,  20,  20,  21,  10,   5,
          7,  14,   6,   9,   9,   6,  14,   7,
          9,   5,   7,  -3,  -3,   7,   5,   9,
          0, -36, -18, -22, -22, -18, -36,   0,
          1,  23,  -5, -16, -16,  -5,  23,   1,
         -1,  -8,  12,   3,   3,  12,  -8,  -1,
         -5,   8,  11,   8,   8,  11,   8,  -5
    }},
    {{  // rook, a1..h1 first
        -20, -16,  -1,  18,  18,  -1, -16, -20,
        -41, -14,  -8,  -5,  -5,  -8, -14, -41,
        -34, -10, -17, -15, -15, -17, -10, -34,
        -13,  -6,  -3,  -3,  -3,  -3,  -6, -13,
        -11,   7, -17, -22, -22, -17,   7, -11,
          4,  11,   4,   6,   6,   4,  11,   4,
         -3,  -7,  14,  24,  24,  14,  -7,  -3,
         15,  16,   9,   8,   8,   9,  16,  15
    }},
    {{  // bishop, a1..h1 first
         43,  29,   8,  32,  32,   8,  29,  43,
         17,  38,  34,  26,  26,  34,  38,  17,
         15,  34,  34,  24,  24,  34,  34,  15,
         33,  15,  30,  31,  31,  30,  15,  33,
         17,   9,  10,   7,   7,  10,   9,  17,
        -11,   8,  -2,  31,  31,  -2,   8, -11,
        -12, -11,  -7,  -1,  -1,  -7, -11, -12,
         -9,  -3, -11,  -8,  -8, -11,  -3,  -9
    }},
    {{  // knight, a1..h1 first
         -3, -15,   8,  32,  32,   8, -15,  -3,
        -14,  15,  15,  16,  16,  15,  15, -14,
         -9,  24,  18,  26,  26,  18,  24,  -9,
         18,  13,  42,  35,  35,  42,  13,  18,
          6,  11,   4,  19,  19,   4,  11,   6,
          3,  22,  14,  37,  37,  14,  22,   3,
          6,  -4,  17,  -9,  -9,  17,  -4,   6,
        -60,  -8, -30,   6,   6, -30,  -8, -60
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -49, -27, -34, -55, -55, -34, -27, -49,
        -45, -24, -38, -45, -45, -38, -24, -45,
        -42, -27, -20, -20, -20, -20, -27, -42,
        -31, -22, -21, -19, -19, -21, -22, -31,
        -27, -26,  16,   2,   2,  16, -26, -27,
         -5, -28, -14,  13,  13, -14, -28,  -5,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
        -21, -26, -21, -25, -25, -21, -26, -21,
        -21, -18,  -3, -10, -10,  -3, -18, -21,
        -23, -17, -18,  -8,  -8, -18, -17, -23,
          0, -10, -15, -17, -17, -15, -10,   0,
          7,  -3,  -5,  -7,  -7,  -5,  -3,   7,
          7,   5,  19,  24,  24,  19,   5,   7,
          0,  18,  34,  57,  57,  34,  18,   0,
         -1,  10,  30,  56,  56,  30,  10,  -1
    }},
    {{  // queen, a1..h1 first
          4,  -6,   1,   2,   2,   1,  -6,   4,
          6,  -6, -14, -25, -25, -14,  -6,   6,
          5,  14,  18,  -3,  -3,  18,  14,   5,
          5,  20, -10,   5,   5, -10,  20,   5,
          4,   4,  -2,  -2,  -2,  -2,   4,   4,
         -1,   9,   5, -15, -15,   5,   9,  -1,
          8,  24,   9,  10,  10,   9,  24,   8,
          0,  10,  10,   4,   4,  10,  10,   0
    }},
    {{  // rook, a1..h1 first
          2,   6,   2,  -8,  -8,   2,   6,   2,
          0,  -6,   9,   0,   0,   9,  -6,   0,
         12,  -7,   1,   3,   3,   1,  -7,  12,
         -5,  11,  -7,   7,   7,  -7,  11,  -5,
          4,  -1,   6, -14, -14,   6,  -1,   4,
          0,  -7,  -9, -24, -24,  -9,  -7,   0,
         15,  16,  14,   5,   5,  14,  16,  15,
         21,  28,  26,   0,   0,  26,  28,  21
    }},
    {{  // bishop, a1..h1 first
         -2,   6, -12,  17,  17, -12,   6,  -2,
         -2,  -4, -11,  -8,  -8, -11,  -4,  -2,
         11,  18,   4,   3,   3,   4,  18,  11,
        -14,   6,   9,  16,  16,   9,   6, -14,
         -1,  14,  11,  21,  21,  11,  14,  -1,
         13, -21,   1, -15, -15,   1, -21,  13,
         -9,  27,   9, -12, -12,   9,  27,  -9,
          3,  -2, -11,   3,   3, -11,  -2,   3
    }},
    {{  // knight, a1..h1 first
        -19, -24, -12,  -7,  -7, -12, -24, -19,
         17, -17, -13,  -3,  -3, -13, -17,  17,
          3,   3,   7,   1,   1,   7,   3,   3,
        -20,  -2,  -4,  26,  26,  -4,  -2, -20,
        -14,  10,  26,  28,  28,  26,  10, -14,
        -10, -33,  11,   5,   5,  11, -33, -10,
         -9,  -9, -15, -17, -17, -15,  -9,  -9,
        -39, -23, -25,  -7,  -7, -25, -23, -39
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -18,   0,  11,  22,  22,  11,   0, -18,
        -27, -20,  -5, -13, -13,  -5, -20, -27,
        -26, -24, -39, -45, -45, -39, -24, -26,
        -26, -20, -34, -41, -41, -34, -20, -26,
        -20,   1, -50, -23, -23, -50,   1, -20,
        -12,  10, -12,  -1,  -1, -12,  10, -12,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
