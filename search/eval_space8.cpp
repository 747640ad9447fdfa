// Space, pawn pushes and passed pawns' paths on chess's board; see eval_space8.hpp.
//
// Why: the square tables value a passed pawn by where it stands, not by whether it can go on, and
// the threats count attacks that exist, not the ones a pawn push would make; stockfish scores
// both, the centre its pawns hold, and a piece attacked by a pawn that cannot be taken for free.
// Counted on the threats' bit sets with a few shifts a side.
#include "search/eval_space8.hpp"

#include <bit>

namespace UICI_CORE_NS::search::eval_detail {
namespace {

constexpr std::uint64_t kRank3 = 0x0000000000FF0000ULL, kRank6 = 0x0000FF0000000000ULL;
// Files c to f on white's 2nd to 4th ranks, and on black's.
constexpr std::uint64_t kCentreWhite = 0x000000003C3C3C00ULL, kCentreBlack = 0x003C3C3C00000000ULL;

}  // namespace

void space_counts(const AttackBoard& board, const AttackSets& sets, SpaceCounts& out) {
    out.fill(0);
    const std::array<std::uint64_t, 2> pawns{board.victims[0][4], board.victims[1][4]};
    const std::array<std::uint64_t, 2> pawn_attacks = pawn_attack_sets(board);
    const std::uint64_t occupied = sets.occupied;
    const std::array<std::uint64_t, 2> passed = passed_pawns(board);
    for (std::size_t side = 0; side < 2; ++side) {
        const std::size_t them = 1 - side;
        const int sign = side == 0 ? 1 : -1;
        const auto add = [&](int feature, int n) { out[static_cast<std::size_t>(feature)] += sign * n; };
        // Pushes to an empty square (two from the first move's rank), safe when no enemy pawn
        // attacks it and the enemy does not attack it unless the own side defends it.
        std::uint64_t pushes = step_ahead(pawns[side], side) & ~occupied;
        pushes |= step_ahead(pushes & (side == 0 ? kRank3 : kRank6), side) & ~occupied;
        const std::uint64_t safe = pushes & ~pawn_attacks[them] & (sets.all[side] | ~sets.all[them]);
        const std::uint64_t pushed_attacks = pawn_attacks_of(safe, side);
        const std::uint64_t safe_attacks = pawn_attacks_of(pawns[side] & (sets.all[side] | ~sets.all[them]), side);
        for (std::size_t v = 0; v < 4; ++v) {
            add(kPushThreat + static_cast<int>(v), bit_count(pushed_attacks & board.victims[them][v]));
            add(kSafePawnThreat + static_cast<int>(v), bit_count(safe_attacks & board.victims[them][v]));
        }
        // Each passed pawn's path: the squares in front of it up to its promotion rank.
        for (std::uint64_t left = passed[side]; left != 0; left &= left - 1) {
            const int at = std::countr_zero(left);
            const int row = side == 0 ? at / 8 - 1 : 6 - at / 8;
            if (row < 0 || row > 5) continue;  // (a pawn on its first rank or its last)
            const std::uint64_t path = step_ahead(forward_fill(square_bit(at), side), side);
            if ((path & occupied) == 0) add(kPassedFreePath + row, 1);
            if ((path & sets.all[them]) == 0) add(kPassedSafePath + row, 1);
            if (step_ahead(square_bit(at), side) & sets.all[side]) add(kPassedStopDefended + row, 1);
        }
        const std::uint64_t centre = (side == 0 ? kCentreWhite : kCentreBlack) & ~pawns[side] & ~pawn_attacks[them];
        add(kSpace, bit_count(centre));
        const std::uint64_t shade = step_back(pawns[side], side);
        add(kSpaceBehind,
            bit_count(centre & (shade | step_back(shade, side) | step_back(step_back(shade, side), side))));
    }
}

int space_terms(const SpaceCounts& x, int phase) { return phase_weighed(x, kSpaceWeights, phase); }

// clang-format off
const SpaceWeights kSpaceWeights{{
    {{  // middlegame
         10,  13,  17,  16,  // push threats: Q R B N
         -6,  -1, -11,  -4,  -2,  10,  // passed, free path, by rank (2nd..7th)
         -3,   0,  -5,   0,   3,   6,  // passed, safe path
          6,   6,   4,  16,  20,   8,  // passed, the square in front defended
          0,   1,  // space, space behind pawns
          3,   4,   6,   3,  // safe pawn threats: Q R B N
    }},
    {{  // ending
          1,   9,   4,   6,  // push threats: Q R B N
         10,   0,  12,  15,  21,  35,  // passed, free path, by rank (2nd..7th)
          6,  15,  19,  26,  39,  38,  // passed, safe path
         -1,   2,   8,  18,  32,  30,  // passed, the square in front defended
         11,   1,  // space, space behind pawns
          1,   2,   4,   0,  // safe pawn threats: Q R B N
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
