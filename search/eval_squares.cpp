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
         28,  31,   0,   0,   0,   0,  31,  28,
         15,  24, -29, -26, -26, -29,  24,  15,
        -14,   6,  -4, -31, -31,  -4,   6, -14,
         -6,   9,   5,  -7,  -7,   5,   9,  -6,
         -3,   2,   1,  -9,  -9,   1,   2,  -3,
         -1,  -2,   0,  -1,  -1,   0,  -2,  -1,
         -1,   0,   3,   5,   5,   3,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          6,   1,   7,  10,  10,   7,   1,   6,
          6,   8,  19,  18,  18,  19,   8,   6,
          8,  14,   3,   6,   6,   3,  14,   8,
         11,   4,   4,  -8,  -8,   4,   4,  11,
          0, -38, -18, -22, -22, -18, -38,   0,
          1,  22,  -4, -20, -20,  -4,  22,   1,
          0,  -4,  11,   3,   3,  11,  -4,   0,
         -3,   8,  10,   7,   7,  10,   8,  -3
    }},
    {{  // rook, a1..h1 first
        -15, -13,   2,  19,  19,   2, -13, -15,
        -36, -11,  -5,  -5,  -5,  -5, -11, -36,
        -30,  -9, -18, -15, -15, -18,  -9, -30,
         -9,  -5,  -4,  -4,  -4,  -4,  -5,  -9,
         -9,   5, -17, -24, -24, -17,   5,  -9,
          4,   9,   2,   3,   3,   2,   9,   4,
         -2,  -5,  11,  22,  22,  11,  -5,  -2,
         15,  15,   8,   6,   6,   8,  15,  15
    }},
    {{  // bishop, a1..h1 first
         51,  30,  36,  41,  41,  36,  30,  51,
         15,  36,  33,  23,  23,  33,  36,  15,
         18,  33,  29,  18,  18,  29,  33,  18,
         33,  12,  25,  25,  25,  25,  12,  33,
         17,   2,   8,  -2,  -2,   8,   2,  17,
        -11,   6,  -4,  29,  29,  -4,   6, -11,
        -11, -10,  -8,   0,   0,  -8, -10, -11,
         -5,  -3,  -9,  -7,  -7,  -9,  -3,  -5
    }},
    {{  // knight, a1..h1 first
          0,  13,  14,  39,  39,  14,  13,   0,
        -14,  16,  13,  13,  13,  13,  16, -14,
         -7,  23,  12,  23,  23,  12,  23,  -7,
         19,  11,  38,  28,  28,  38,  11,  19,
          6,   6,   1,  11,  11,   1,   6,   6,
          3,  20,  11,  34,  34,  11,  20,   3,
          6,  -4,  13, -11, -11,  13,  -4,   6,
        -52,  -8, -28,   5,   5, -28,  -8, -52
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -53, -26, -37, -58, -58, -37, -26, -53,
        -47, -25, -38, -46, -46, -38, -25, -47,
        -45, -30, -22, -22, -22, -22, -30, -45,
        -35, -26, -19, -18, -18, -19, -26, -35,
        -36, -29,  14,  -1,  -1,  14, -29, -36,
         -5, -28, -15,  12,  12, -15, -28,  -5,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
        -18, -24, -16, -20, -20, -16, -24, -18,
        -18, -16,   2,  -7,  -7,   2, -16, -18,
        -22, -14, -17,  -7,  -7, -17, -14, -22,
          2,  -8, -12, -17, -17, -12,  -8,   2,
          6,  -1,  -4,  -9,  -9,  -4,  -1,   6,
          7,   4,  16,  20,  20,  16,   4,   7,
          0,  15,  29,  48,  48,  29,  15,   0,
         -1,   8,  26,  48,  48,  26,   8,  -1
    }},
    {{  // queen, a1..h1 first
          4,  -5,   3,   3,   3,   3,  -5,   4,
          7,  -7, -13, -24, -24, -13,  -7,   7,
          5,  13,  17,  -3,  -3,  17,  13,   5,
          6,  20, -11,   5,   5, -11,  20,   6,
          3,   2,  -2,  -3,  -3,  -2,   2,   3,
         -1,   9,   4, -17, -17,   4,   9,  -1,
          8,  24,   8,  10,  10,   8,  24,   8,
          1,  11,  10,   4,   4,  10,  11,   1
    }},
    {{  // rook, a1..h1 first
          9,  10,   4,  -6,  -6,   4,  10,   9,
          3,  -6,  13,   0,   0,  13,  -6,   3,
         14,  -8,   0,   1,   1,   0,  -8,  14,
         -3,  11, -11,   3,   3, -11,  11,  -3,
          4,  -2,   3, -19, -19,   3,  -2,   4,
          1,  -7,  -9, -25, -25,  -9,  -7,   1,
         17,  17,  14,   3,   3,  14,  17,  17,
         22,  28,  25,  -4,  -4,  25,  28,  22
    }},
    {{  // bishop, a1..h1 first
          4,   7,  -6,  24,  24,  -6,   7,   4,
         -2,  -1, -10,  -3,  -3, -10,  -1,  -2,
         11,  19,   1,  -1,  -1,   1,  19,  11,
        -13,   7,   9,  12,  12,   9,   7, -13,
          2,  13,   8,  15,  15,   8,  13,   2,
         13, -21,  -2, -16, -16,  -2, -21,  13,
         -8,  26,   9, -11, -11,   9,  26,  -8,
          6,  -2,  -9,   5,   5,  -9,  -2,   6
    }},
    {{  // knight, a1..h1 first
        -18, -19, -11,  -2,  -2, -11, -19, -18,
         18, -14, -10,   0,   0, -10, -14,  18,
          6,   4,   6,  -1,  -1,   6,   4,   6,
        -18,  -2,  -8,  23,  23,  -8,  -2, -18,
        -16,   9,  20,  23,  23,  20,   9, -16,
         -9, -31,  10,   2,   2,  10, -31,  -9,
         -9,  -9, -15, -18, -18, -15,  -9,  -9,
        -32, -20, -22,  -6,  -6, -22, -20, -32
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
         -5,   8,  12,  25,  25,  12,   8,  -5,
        -21, -18,  -6, -14, -14,  -6, -18, -21,
        -34, -29, -41, -41, -41, -41, -29, -34,
        -45, -34, -39, -37, -37, -39, -34, -45,
        -32,  -2, -57, -21, -21, -57,  -2, -32,
        -16,   9, -17,  -4,  -4, -17,   9, -16,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
