// Pawn structure for chess's board (eval_pawns8.cpp): on a board closed to exactly 8 by 8
// squares with chess's promotion ranks, passed, connected, doubled, isolated and backward pawns
// counted by rank, as features whose weights were fitted to stockfish's scores with the square
// tables and the threats (bench/eval_fit.cpp). In place of eval_pawns.cpp's terms, which hold
// on any other board (eval.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "search/eval_attacks.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// The features, each white's count less black's. "Rank" is the pawn's rank from its own side,
// its 2nd to its 7th as 0..5.
enum PawnFeature : int {
    kPassedPawn = 0,         // + rank: no enemy pawn ahead on its file or the files beside it
    kPassedBlocked = 6,      // + rank: passed, and a piece stands on the square in front of it
    kPassedOwnRoyal = 12,    // + rank: passed; its own royal's distance to that square
    kPassedTheirRoyal = 18,  // + rank: passed; the enemy royal's distance to that square
    kPhalanxPawn = 24,       // + rank: an own pawn beside it on the same rank
    kSupportedPawn = 30,     // + rank: defended by an own pawn
    kDoubledPawn = 36,       // an own pawn ahead of it on its file
    kIsolatedPawn = 37,      // no own pawn on the files beside it
    kBackwardPawn = 38,      // no own pawn beside it or behind on those files, and the square in
                             // front attacked by an enemy pawn
    kPawnFeatures = 39,
};
using PawnCounts = std::array<int, kPawnFeatures>;

// Whether p's promotion ranks are chess's on the frame (white's its top rank, black's its
// bottom one): the features mean nothing otherwise, and are not counted.
bool chess_promotion(const Position& p, const SquareFrame& frame);

// Counts the features of the pawns of `board`.
void pawn_counts(const AttackBoard& board, PawnCounts& out);

// The weights, [middle|end][feature], in centipawns a count; and the features' worth, white's
// view, weighed by the phase (game_phase).
using PawnWeights = std::array<std::array<std::int16_t, kPawnFeatures>, 2>;
extern const PawnWeights kPawnWeights;
int pawn_terms(const PawnCounts& x, int phase);

}  // namespace UICI_CORE_NS::search::eval_detail
