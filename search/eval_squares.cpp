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
// without them (docs/PERFORMANCE.md, 2026-11-29, session 43).
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
          0,  22,   3,   7,   7,   3,  22,   0,
          0,   8, -25,  -8,  -8, -25,   8,   0,
         -5,   0,   4,  -8,  -8,   4,   0,  -5,
         -1,   3,   2,  -1,  -1,   2,   3,  -1,
         -1,   0,   0,  -3,  -3,   0,   0,  -1,
          0,  -1,   0,   0,   0,   0,  -1,   0,
         -1,   0,   1,   2,   2,   1,   0,  -1,
          0,   0,   1,   0,   0,   1,   0,   0
    }},
    {{  // queen, a1..h1 first
          4,   4,  -5,   7,   7,  -5,   4,   4,
          3,  -4,  10,   7,   7,  10,  -4,   3,
          4,  10,  -1,  -3,  -3,  -1,  10,   4,
          1,   3,  -1,  -9,  -9,  -1,   3,   1,
          5, -15,  -3,   0,   0,  -3, -15,   5,
          0,   6,   1,  -9,  -9,   1,   6,   0,
         -1,   5,   4,   3,   3,   4,   5,  -1,
          0,   4,   3,   2,   2,   3,   4,   0
    }},
    {{  // rook, a1..h1 first
         -9,  -6,  12,  19,  19,  12,  -6,  -9,
        -21,  -3,   4,  -8,  -8,   4,  -3, -21,
        -19,  -2,  -8,  -8,  -8,  -8,  -2, -19,
          2,   1,  -4,  -2,  -2,  -4,   1,   2,
          0,   0,  -6, -10, -10,  -6,   0,   0,
          0,   1,  -1,  -3,  -3,  -1,   1,   0,
          1,   0,   2,   6,   6,   2,   0,   1,
          6,   3,   4,  -2,  -2,   4,   3,   6
    }},
    {{  // bishop, a1..h1 first
         16,   6,  24,  18,  18,  24,   6,  16,
          3,  22,  11,  14,  14,  11,  22,   3,
         11,  17,   5,   6,   6,   5,  17,  11,
          7,  -1,  13,   4,   4,  13,  -1,   7,
          6, -14,   7, -10, -10,   7, -14,   6,
         -6,   1,  -3,  10,  10,  -3,   1,  -6,
         -5,  -2,  -3,   1,   1,  -3,  -2,  -5,
          1,  -1,  -1,  -2,  -2,  -1,  -1,   1
    }},
    {{  // knight, a1..h1 first
          2,  12,   1,  10,  10,   1,  12,   2,
         -6,   8,   0,   3,   3,   0,   8,  -6,
         -8,  21,   2,   9,   9,   2,  21,  -8,
          3,   0,   8,   6,   6,   8,   0,   3,
         -2,  -7,  -2,  -9,  -9,  -2,  -7,  -2,
         -1,   4,   2,  14,  14,   2,   4,  -1,
          2,  -1,   1,  -6,  -6,   1,  -1,   2,
        -10,  -2,  -7,   1,   1,  -7,  -2, -10
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
        -34,  -8, -30, -57, -57, -30,  -8, -34,
        -27,  -9, -25, -42, -42, -25,  -9, -27,
        -29, -14, -18, -13, -13, -18, -14, -29,
        -17,   0,  -4,  -5,  -5,  -4,   0, -17,
        -25, -12,   4,  -4,  -4,   4, -12, -25,
         -2, -10,  -8,   2,   2,  -8, -10,  -2,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
const SquareTable kSquaresEnd{{
    {{  // king, a1..h1 first
         -8, -20,  -4,  -5,  -5,  -4, -20,  -8,
         -7,   0,   9,   6,   6,   9,   0,  -7,
        -12,  -3,   0,  -3,  -3,   0,  -3, -12,
         -1,  -1,  -1,  -4,  -4,  -1,  -1,  -1,
         -1,  -2,   0,  -3,  -3,   0,  -2,  -1,
          1,   0,   5,   6,   6,   5,   0,   1,
          0,   4,   8,  14,  14,   8,   4,   0,
          0,   2,   6,  12,  12,   6,   2,   0
    }},
    {{  // queen, a1..h1 first
          2,   0,   1,  -1,  -1,   1,   0,   2,
          3,  -4,  -1,  -6,  -6,  -1,  -4,   3,
          2,   6,   8,   1,   1,   8,   6,   2,
          3,   8,  -3,   3,   3,  -3,   8,   3,
          2,   0,   2,   5,   5,   2,   0,   2,
         -1,   3,   3,  -7,  -7,   3,   3,  -1,
          2,  11,   3,   4,   4,   3,  11,   2,
          1,   7,   3,   1,   1,   3,   7,   1
    }},
    {{  // rook, a1..h1 first
         -2,   1,  -1,   0,   0,  -1,   1,  -2,
         -2,  -4,  12,  -6,  -6,  12,  -4,  -2,
          2,  -5,  -1,  -1,  -1,  -1,  -5,   2,
          3,   7,  -8,  -1,  -1,  -8,   7,   3,
          3,  -3,   0,  -9,  -9,   0,  -3,   3,
          0,  -4,  -3, -11, -11,  -3,  -4,   0,
         10,   7,   6,   1,   1,   6,   7,  10,
         11,   8,  11,  -8,  -8,  11,   8,  11
    }},
    {{  // bishop, a1..h1 first
          4,   3,  -2,  15,  15,  -2,   3,   4,
          3,   2,  -4,  12,  12,  -4,   2,   3,
          1,  12,  -1,  -3,  -3,  -1,  12,   1,
         -5,   4,   7,   5,   5,   7,   4,  -5,
          3,   2,   3,   0,   0,   3,   2,   3,
          4, -14,  -4,  -5,  -5,  -4, -14,   4,
         -4,   6,   2,  -2,  -2,   2,   6,  -4,
          5,  -2,  -2,   3,   3,  -2,  -2,   5
    }},
    {{  // knight, a1..h1 first
         -5,  -7,  -9,  -4,  -4,  -9,  -7,  -5,
         10,  -4,  -5,  -3,  -3,  -5,  -4,  10,
          6,  -4,  -9,  -8,  -8,  -9,  -4,   6,
         -7,  -1, -12,   8,   8, -12,  -1,  -7,
        -12,  -3,  -2,   0,   0,  -2,  -3, -12,
         -3, -14,   0,   0,   0,   0, -14,  -3,
         -4,  -4,  -8, -11, -11,  -8,  -4,  -4,
         -3,  -4,  -6,  -2,  -2,  -6,  -4,  -3
    }},
    {{  // pawn, a1..h1 first
          0,   0,   0,   0,   0,   0,   0,   0,
         -3,  -2,   1,   9,   9,   1,  -2,  -3,
          0, -11, -11,  -7,  -7, -11, -11,   0,
        -24, -18, -28, -33, -33, -28, -18, -24,
        -36, -24, -19, -17, -17, -19, -24, -36,
        -21,   1, -26,  -6,  -6, -26,   1, -21,
         -8,   3, -10,  -6,  -6, -10,   3,  -8,
          0,   0,   0,   0,   0,   0,   0,   0
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
