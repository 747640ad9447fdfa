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
         29,  34,   4,   3,   3,   4,  34,  29,
         16,  27, -29, -28, -28, -29,  27,  16,
        -16,   6,  -8, -37, -37,  -8,   6, -16,
         -9,   9,   5,  -7,  -7,   5,   9,  -9,
         -3,   2,   3,  -9,  -9,   3,   2,  -3,
         -1,  -2,   0,  -1,  -1,   0,  -2,  -1,
         -1,   0,   4,   6,   6,   4,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          3,  -3,   8,  10,  10,   8,  -3,   3,
          4,  11,  22,  20,  20,  22,  11,   4,
          6,  14,   8,  11,  11,   8,  14,   6,
          8,   6,   8,  -1,  -1,   8,   6,   8,
         -1, -35, -18, -23, -23, -18, -35,  -1,
          1,  24,  -6, -13, -13,  -6,  24,   1,
         -2, -11,  13,   3,   3,  13, -11,  -2,
         -7,   8,  12,   9,   9,  12,   8,  -7
    }},
    {{  // rook, a1..h1 first
        -20, -17,  -2,  16,  16,  -2, -17, -20,
        -41, -16, -10,  -5,  -5, -10, -16, -41,
        -36, -10, -16, -15, -15, -16, -10, -36,
        -15,  -7,  -3,  -2,  -2,  -3,  -7, -15,
        -13,   9, -17, -21, -21, -17,   9, -13,
          4,  12,   5,   9,   9,   5,  12,   4,
         -4,  -9,  16,  26,  26,  16,  -9,  -4,
         15,  17,  10,  10,  10,  10,  17,  15
    }},
    {{  // bishop, a1..h1 first
         38,  28,   5,  25,  25,   5,  28,  38,
         18,  37,  34,  25,  25,  34,  37,  18,
         13,  35,  36,  24,  24,  36,  35,  13,
         33,  17,  32,  35,  35,  32,  17,  33,
         17,  11,  11,  12,  12,  11,  11,  17,
        -11,  10,   0,  33,  33,   0,  10, -11,
        -13, -12,  -6,  -2,  -2,  -6, -12, -13,
        -12,  -3, -13,  -9,  -9, -13,  -3, -12
    }},
    {{  // knight, a1..h1 first
         -6, -20,   3,  26,  26,   3, -20,  -6,
        -15,  14,  15,  15,  15,  15,  14, -15,
        -11,  24,  19,  28,  28,  19,  24, -11,
         17,  14,  45,  39,  39,  45,  14,  17,
          5,  12,   6,  24,  24,   6,  12,   5,
          3,  23,  17,  39,  39,  17,  23,   3,
          6,  -5,  20,  -8,  -8,  20,  -5,   6,
        -67,  -8, -32,   6,   6, -32,  -8, -67
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -52, -30, -39, -61, -61, -39, -30, -52,
        -47, -28, -40, -47, -47, -40, -28, -47,
        -44, -32, -21, -23, -23, -21, -32, -44,
        -33, -27, -20, -19, -19, -20, -27, -33,
        -24, -25,  17,   4,   4,  17, -25, -24,
         -5, -29, -13,  13,  13, -13, -29,  -5,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
        -23, -27, -24, -29, -29, -24, -27, -23,
        -22, -21,  -6, -12, -12,  -6, -21, -22,
        -23, -19, -18,  -8,  -8, -18, -19, -23,
         -2, -11, -17, -17, -17, -17, -11,  -2,
          8,  -4,  -5,  -6,  -6,  -5,  -4,   8,
          8,   6,  21,  26,  26,  21,   6,   8,
          1,  20,  37,  62,  62,  37,  20,   1,
         -1,  11,  32,  61,  61,  32,  11,  -1
    }},
    {{  // queen, a1..h1 first
          4,  -7,   0,   0,   0,   0,  -7,   4,
          6,  -5, -15, -26, -26, -15,  -5,   6,
          5,  15,  18,  -3,  -3,  18,  15,   5,
          4,  20,  -9,   5,   5,  -9,  20,   4,
          4,   5,  -2,  -1,  -1,  -2,   5,   4,
         -1,   9,   5, -14, -14,   5,   9,  -1,
          8,  25,  10,  10,  10,  10,  25,   8,
         -1,  10,  11,   4,   4,  11,  10,  -1
    }},
    {{  // rook, a1..h1 first
         -2,   4,   1,  -8,  -8,   1,   4,  -2,
         -2,  -6,   6,   0,   0,   6,  -6,  -2,
         10,  -6,   2,   4,   4,   2,  -6,  10,
         -6,  11,  -4,   9,   9,  -4,  11,  -6,
          4,   0,   8, -10, -10,   8,   0,   4,
          0,  -7,  -9, -23, -23,  -9,  -7,   0,
         14,  16,  14,   6,   6,  14,  16,  14,
         21,  28,  27,   3,   3,  27,  28,  21
    }},
    {{  // bishop, a1..h1 first
         -7,   5, -17,  12,  12, -17,   5,  -7,
         -4,  -6, -12, -11, -11, -12,  -6,  -4,
         12,  17,   6,   5,   5,   6,  17,  12,
        -16,   5,   9,  19,  19,   9,   5, -16,
         -3,  14,  13,  25,  25,  13,  14,  -3,
         12, -21,   3, -14, -14,   3, -21,  12,
        -11,  28,   9, -13, -13,   9,  28, -11,
          0,  -2, -12,   1,   1, -12,  -2,   0
    }},
    {{  // knight, a1..h1 first
        -21, -30, -13, -11, -11, -13, -30, -21,
         15, -19, -16,  -7,  -7, -16, -19,  15,
         -2,   2,   7,   2,   2,   7,   2,  -2,
        -22,  -2,  -1,  28,  28,  -1,  -2, -22,
        -12,  10,  31,  31,  31,  31,  10, -12,
        -11, -34,  13,   8,   8,  13, -34, -11,
         -9,  -9, -14, -15, -15, -14,  -9,  -9,
        -45, -26, -27,  -8,  -8, -27, -26, -45
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -23,  -6,   8,  18,  18,   8,  -6, -23,
        -30, -24,  -6, -14, -14,  -6, -24, -30,
        -28, -26, -38, -47, -47, -38, -26, -28,
        -22, -18, -32, -43, -43, -32, -18, -22,
        -14,   2, -46, -25, -25, -46,   2, -14,
        -10,  10,  -8,   1,   1,  -8,  10, -10,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
