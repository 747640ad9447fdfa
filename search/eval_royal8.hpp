// Royal safety for chess's board (eval_royal8.cpp): on a board closed to exactly 8 by 8 squares,
// the attacks on the squares round each royal, the checks the other side could give, the pawns
// in front of the royal, and the pawns and enemy pieces near it, as features whose weights were
// fitted to stockfish's scores with the square tables, the threats and the pawn structure
// (bench/eval_fit.cpp). In place of the royal's neighbours in eval.cpp (and, with chess's
// promotion ranks, eval_pieces.cpp's shelter), which hold on any other board.
#pragma once

#include <array>
#include <cstdint>

#include "search/eval_attacks.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// The features, each white's count less black's. A royal's "zone" is its square and the eight
// round it; the features of a side's royal count only when it has exactly one. The first four
// rows are the attacker's (white's: its attack on black's royal), the others the royal's own.
enum RoyalFeature : int {
    kZoneAttacks = 0,         // + type (Q R B N): zone squares its pieces of that type attack, a piece each
    kZoneAttackers = 4,       // + min(n, 5) - 1: n >= 1 of its pieces besides pawns and royals attack the zone
    kSafeChecks = 9,          // + type (Q R B N): squares its pieces of that type reach and would check
                              // from, on which it has no piece and the enemy attacks nothing
    kWeakZone = 13,           // zone squares it attacks that the enemy guards with its royal alone or not at all
    kRoyalShelterNear = 14,   // own pawns a rank in front of the royal, on its file and those beside
    kRoyalShelterFar = 15,    // own pawns two ranks in front, on those files
    kRoyalStorm = 16,         // enemy pawns one to three ranks in front, on those files
    kRoyalOpenFiles = 17,     // of those files, the ones with no own pawn
    kRoyalNearPawns = 18,     // its own pawns within two squares (Chebyshev) of it
    kRoyalNearEnemies = 19,   // the enemy's pieces besides pawns and royals within three squares
    kRoyalPawnDistance = 20,  // the distance to its nearest own pawn, 0 with none
    kRoyalFeatures = 21,
};
using RoyalCounts = std::array<int, kRoyalFeatures>;

// Counts the features of `board`, from the sets attack_counts found on it.
void royal_counts(const AttackBoard& board, const AttackSets& sets, RoyalCounts& out);

// The weights, [middle|end][feature], in centipawns a count; and the features' worth, white's
// view, weighed by the phase (game_phase).
using RoyalWeights = std::array<std::array<std::int16_t, kRoyalFeatures>, 2>;
extern const RoyalWeights kRoyalWeights;
int royal_terms(const RoyalCounts& x, int phase);

}  // namespace UICI_CORE_NS::search::eval_detail
