// Pawn structure on chess's board; see eval_pawns8.hpp.
//
// Why: eval_pawns.cpp's terms (a passed pawn by steps left, doubled, isolated) are written by
// hand, the same in the middlegame and the ending, and know nothing of connected or backward
// pawns; stockfish's scores of pawn endings and of positions with an advanced passed pawn differ
// from ours by a great deal. Counted on the threats' bit sets (eval_attacks.hpp), so they cost a
// few table reads a pawn. Fitted with the tables and the threats (bench/eval_fit.cpp,
// docs/PERFORMANCE.md, 2026-11-29, session 46): held-out squared error 0.01226 -> 0.01182, where
// refitting the tables and the threats alone reached 0.01219.
#include "search/eval_pawns8.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace UICI_CORE_NS::search::eval_detail {
namespace {

// For each side and square (white's index, rank * 8 + file): the squares ahead on its file, and
// the squares on the files beside it level with it or behind it. "Ahead" is up the ranks for
// white, down for black.
struct PawnMasks {
    std::array<std::array<std::uint64_t, 64>, 2> front{}, behind_beside{};
    std::array<std::uint64_t, 8> beside{};  // the files beside a file
};

const PawnMasks& pawn_masks() {
    static const PawnMasks m = [] {
        PawnMasks t;
        for (int file = 0; file < 8; ++file)
            for (int rank = 0; rank < 8; ++rank) {
                if (file > 0) t.beside[static_cast<std::size_t>(file)] |= square_bit(rank * 8 + file - 1);
                if (file < 7) t.beside[static_cast<std::size_t>(file)] |= square_bit(rank * 8 + file + 1);
            }
        for (int at = 0; at < 64; ++at) {
            const int file = at % 8, rank = at / 8;
            const auto a = static_cast<std::size_t>(at);
            for (int r = 0; r < 8; ++r)
                for (int f = std::max(0, file - 1); f <= std::min(7, file + 1); ++f) {
                    const std::uint64_t b = square_bit(r * 8 + f);
                    for (std::size_t side = 0; side < 2; ++side) {
                        const bool ahead = side == 0 ? r > rank : r < rank;
                        if (ahead && f == file) t.front[side][a] |= b;
                        if (!ahead && f != file) t.behind_beside[side][a] |= b;
                    }
                }
        }
        return t;
    }();
    return m;
}

int distance(int a, int b) { return std::max(std::abs(a % 8 - b % 8), std::abs(a / 8 - b / 8)); }

}  // namespace

bool chess_promotion(const Position& p, const SquareFrame& frame) {
    const auto& white = p.rules.of(Color::White).promotion_ranks;
    const auto& black = p.rules.of(Color::Black).promotion_ranks;
    return frame.on && white.size() == 1 && white[0] == frame.top && black.size() == 1 && black[0] == frame.bottom;
}

void pawn_counts(const AttackBoard& board, PawnCounts& out) {
    out.fill(0);
    const PawnMasks& masks = pawn_masks();
    const std::array<std::uint64_t, 2> pawns{board.victims[0][4], board.victims[1][4]};
    const std::array<std::uint64_t, 2> pawn_attacks = pawn_attack_sets(board);
    const std::array<std::uint64_t, 2> passed = passed_pawns(board);
    const std::uint64_t occupied = board.own[0] | board.own[1] | board.neutral;
    // Each side's first royal, for the distances to a passed pawn's path (-1: none).
    std::array<int, 2> royal{-1, -1};
    for (int m = board.moving - 1; m >= 0; --m) {
        const AttackBoard::Mover& mover = board.movers[static_cast<std::size_t>(m)];
        if (spec(mover.type).royal) royal[mover.side] = mover.at;
    }
    for (std::size_t side = 0; side < 2; ++side) {
        const std::size_t them = 1 - side;
        const int sign = side == 0 ? 1 : -1;
        const std::uint64_t own = pawns[side];
        for (std::uint64_t left = own; left != 0; left &= left - 1) {
            const int at = std::countr_zero(left);
            const auto a = static_cast<std::size_t>(at);
            const int file = at % 8, rank = at / 8;
            const int step = side == 0 ? 8 : -8;
            const int row = side == 0 ? rank - 1 : 6 - rank;
            if (row < 0 || row > 5) continue;  // (a pawn on its first rank or its last)
            const auto count = [&](int feature, int n = 1) { out[static_cast<std::size_t>(feature)] += sign * n; };
            const std::uint64_t beside = masks.beside[static_cast<std::size_t>(file)];
            if (masks.front[side][a] & own) count(kDoubledPawn);
            if ((beside & own) == 0) count(kIsolatedPawn);
            const std::uint64_t level = beside & (std::uint64_t{0xff} << (rank * 8));
            if (level & own) count(kPhalanxPawn + row);
            if (pawn_attacks[side] & square_bit(at)) count(kSupportedPawn + row);
            const int stop = at + step;
            if ((masks.behind_beside[side][a] & own) == 0 && (beside & own) != 0 &&
                (pawn_attacks[them] & square_bit(stop)))
                count(kBackwardPawn);
            if ((passed[side] & square_bit(at)) == 0) continue;
            count(kPassedPawn + row);
            if (occupied & square_bit(stop)) count(kPassedBlocked + row);
            if (royal[side] >= 0) count(kPassedOwnRoyal + row, distance(royal[side], stop));
            if (royal[them] >= 0) count(kPassedTheirRoyal + row, distance(royal[them], stop));
        }
    }
}

int pawn_terms(const PawnCounts& x, int phase) { return phase_weighed(x, kPawnWeights, phase); }

// clang-format off
const PawnWeights kPawnWeights{{
    {{  // middlegame
          3,  -1,  -6,  -5,   6,  -1,  // passed, by rank (2nd..7th)
          5, -11,  -9,  -5, -10, -27,  // passed and blocked
          4,   1,   0,   4,   1,   3,  // passed: own royal's distance to the square in front
         -6,  -4,  -1,  -3,   2,   3,  // passed: the enemy royal's distance
          7,   3,   7,  22,  13,   4,  // phalanx
          0,  13,   6,  16,  31,   7,  // supported
        -14,  -4,  -6,  // doubled, isolated, backward
    }},
    {{  // ending
          9,  -5,  24,  26,  37,  27,  // passed, by rank (2nd..7th)
         -6, -13,  -8,  -9,  -2, -40,  // passed and blocked
          0,  -6, -11, -14, -14,  -5,  // passed: own royal's distance to the square in front
         -3,   9,  14,  25,  39,  60,  // passed: the enemy royal's distance
         -9,   5,   9,  16,  34,   9,  // phalanx
          0,   4,  10,  15,  32,  18,  // supported
        -19,  -7, -14,  // doubled, isolated, backward
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
