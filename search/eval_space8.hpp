// Space, pawn pushes and passed pawns' paths for chess's board (eval_space8.cpp): on a board closed
// to exactly 8 by 8 squares with chess's promotion ranks, what the pawns and the attacks of both
// sides let each side do next, and the pieces attacked by a safe pawn, as features whose weights
// were fitted to stockfish's scores with the tables, the threats, the pawns, the royals and the
// pieces (bench/eval_fit.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "search/eval_attacks.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// The features, each white's count less black's. "Rank" is a pawn's rank from its own side, its
// 2nd to its 7th as 0..5; "passed" is as eval_pawns8.hpp has it.
enum SpaceFeature : int {
    kPushThreat = 0,           // + victim (Q R B N): enemy pieces a safe pawn push would attack
    kPassedFreePath = 4,       // + rank: passed, and no piece on the squares in front of it
    kPassedSafePath = 10,      // + rank: passed, and the enemy attacks none of those squares
    kPassedStopDefended = 16,  // + rank: passed, and the own side attacks the square in front
    kSpace = 22,               // squares of files c to f on the own 2nd to 4th ranks, not an own
                               // pawn's, that no enemy pawn attacks
    kSpaceBehind = 23,         // those of them behind an own pawn, up to three ranks behind
    kSafePawnThreat = 24,      // + victim (Q R B N): enemy pieces attacked by a pawn that the enemy does
                               // not attack or the own side defends
    kSpaceFeatures = 28,
};
using SpaceCounts = std::array<int, kSpaceFeatures>;

// Counts the features of `board`, from the sets attack_counts found on it.
void space_counts(const AttackBoard& board, const AttackSets& sets, SpaceCounts& out);

// The weights, [middle|end][feature], in centipawns a count; and the features' worth, white's
// view, weighed by the phase (game_phase).
using SpaceWeights = std::array<std::array<std::int16_t, kSpaceFeatures>, 2>;
extern const SpaceWeights kSpaceWeights;
int space_terms(const SpaceCounts& x, int phase);

}  // namespace UICI_CORE_NS::search::eval_detail
