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
          1,  28,   7,   9,   9,   7,  28,   1,
          1,  13, -35, -12, -12, -35,  13,   1,
         -8,   0,   6, -14, -14,   6,   0,  -8,
         -2,   6,   4,  -2,  -2,   4,   6,  -2,
         -2,   1,   0,  -5,  -5,   0,   1,  -2,
          0,  -1,   0,   0,   0,   0,  -1,   0,
         -1,   0,   2,   3,   3,   2,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          6,   6,  -7,  12,  12,  -7,   6,   6,
          6,  -5,  13,  14,  14,  13,  -5,   6,
          7,  13,  -2,  -5,  -5,  -2,  13,   7,
          1,   3,  -1, -16, -16,  -1,   3,   1,
          7, -29,  -7,  -4,  -4,  -7, -29,   7,
          0,  10,   1, -19, -19,   1,  10,   0,
          0,   7,   6,   3,   3,   6,   7,   0,
          1,   7,   5,   3,   3,   5,   7,   1
    }},
    {{  // rook, a1..h1 first
        -12,  -6,  13,  25,  25,  13,  -6, -12,
        -29,  -4,   8, -10, -10,   8,  -4, -29,
        -28,  -3, -12, -10, -10, -12,  -3, -28,
          3,   2,  -3,  -3,  -3,  -3,   2,   3,
         -2,   0, -10, -16, -16, -10,   0,  -2,
          0,   3,  -2,  -5,  -5,  -2,   3,   0,
          2,  -1,   4,  11,  11,   4,  -1,   2,
         11,   6,   6,  -2,  -2,   6,   6,  11
    }},
    {{  // bishop, a1..h1 first
         31,  11,  31,  33,  33,  31,  11,  31,
          4,  31,  20,  21,  21,  20,  31,   4,
         18,  25,  10,  10,  10,  10,  25,  18,
         13,  -1,  16,   6,   6,  16,  -1,  13,
         12, -16,  11, -15, -15,  11, -16,  12,
         -9,   3,  -6,  17,  17,  -6,   3,  -9,
         -8,  -5,  -6,   2,   2,  -6,  -5,  -8,
          2,  -1,  -2,  -3,  -3,  -2,  -1,   2
    }},
    {{  // knight, a1..h1 first
          4,  14,   2,  20,  20,   2,  14,   4,
        -11,  15,   1,  11,  11,   1,  15, -11,
         -5,  32,   2,  16,  16,   2,  32,  -5,
          9,   3,  17,  13,  13,  17,   3,   9,
         -1,  -6,  -4,  -8,  -8,  -4,  -6,  -1,
         -1,   6,   3,  23,  23,   3,   6,  -1,
          4,  -1,   2, -11, -11,   2,  -1,   4,
        -18,  -4, -14,   2,   2, -14,  -4, -18
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -42, -10, -36, -58, -58, -36, -10, -42,
        -38, -13, -34, -50, -50, -34, -13, -38,
        -36, -22, -23, -23, -23, -23, -22, -36,
        -22,  -9,  -6, -14, -14,  -6,  -9, -22,
        -38, -20,   7,  -8,  -8,   7, -20, -38,
         -4, -19, -14,   4,   4, -14, -19,  -4,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
        -16, -31,  -8,  -8,  -8,  -8, -31, -16,
        -15,  -2,  11,   8,   8,  11,  -2, -15,
        -20,  -4,  -2,  -5,  -5,  -2,  -4, -20,
         -1,  -2,  -2,  -6,  -6,  -2,  -2,  -1,
          0,   1,   2,  -6,  -6,   2,   1,   0,
          4,   2,   9,  11,  11,   9,   2,   4,
          1,   8,  14,  22,  22,  14,   8,   1,
          0,   4,  10,  20,  20,  10,   4,   0
    }},
    {{  // queen, a1..h1 first
          3,  -1,   3,   1,   1,   3,  -1,   3,
          5,  -7,  -5, -13, -13,  -5,  -7,   5,
          4,   8,  13,  -1,  -1,  13,   8,   4,
          4,  13,  -7,   3,   3,  -7,  13,   4,
          2,  -2,   1,   3,   3,   1,  -2,   2,
         -2,   4,   3, -15, -15,   3,   4,  -2,
          4,  18,   4,   6,   6,   4,  18,   4,
          2,  10,   6,   2,   2,   6,  10,   2
    }},
    {{  // rook, a1..h1 first
          1,   3,  -1,   0,   0,  -1,   3,   1,
          0,  -7,  20, -10, -10,  20,  -7,   0,
          9,  -8,   1,  -1,  -1,   1,  -8,   9,
          2,  14, -12,  -2,  -2, -12,  14,   2,
          4,  -5,   1, -14, -14,   1,  -5,   4,
         -1,  -6,  -6, -20, -20,  -6,  -6,  -1,
         16,  12,  11,   0,   0,  11,  12,  16,
         17,  14,  17, -13, -13,  17,  14,  17
    }},
    {{  // bishop, a1..h1 first
          8,   4,  -2,  26,  26,  -2,   4,   8,
          4,   1,  -8,  15,  15,  -8,   1,   4,
          2,  17,  -4,  -6,  -6,  -4,  17,   2,
         -9,   7,  12,   6,   6,  12,   7,  -9,
          6,   2,   5,   2,   2,   5,   2,   6,
          7, -21,  -7, -10, -10,  -7, -21,   7,
         -7,  11,   5,  -4,  -4,   5,  11,  -7,
          9,  -3,  -4,   6,   6,  -4,  -3,   9
    }},
    {{  // knight, a1..h1 first
         -9,  -8, -14,  -2,  -2, -14,  -8,  -9,
         17,  -5,  -5,   2,   2,  -5,  -5,  17,
         10,   0,  -4,  -6,  -6,  -4,   0,  10,
        -11,   0, -16,  18,  18, -16,   0, -11,
        -19,  -3,   2,   6,   6,   2,  -3, -19,
         -5, -20,   3,   1,   1,   3, -20,  -5,
         -6,  -6, -12, -16, -16, -12,  -6,  -6,
         -6,  -7, -10,  -3,  -3, -10,  -7,  -6
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
         -6,  -2,   0,  14,  14,   0,  -2,  -6,
          1, -13, -12,  -5,  -5, -12, -13,   1,
        -29, -20, -34, -36, -36, -34, -20, -29,
        -43, -28, -28, -20, -20, -28, -28, -43,
        -29,   4, -41, -11, -11, -41,   4, -29,
        -15,   7, -18,  -9,  -9, -18,   7, -15,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
