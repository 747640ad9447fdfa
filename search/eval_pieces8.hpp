// Pieces on chess's board (eval_pieces8.cpp): on a board closed to exactly 8 by 8 squares with
// chess's promotion ranks, outposts, rooks on open files and on the 7th rank, a bishop's own
// pawns on its colour, the bishop pair, and the imbalance of the pieces' numbers, as features
// whose weights were fitted to stockfish's scores with the square tables, the threats and the
// pawn structure (bench/eval_fit.cpp). In place of eval_pieces.cpp's hand-written terms, which
// hold on any other board (eval.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "search/eval_attacks.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// The features, each white's count less black's. Ranks are counted from the piece's own side.
enum PieceFeature : int {
    kKnightOutpost = 0,    // a knight on its 4th to 6th rank, defended by an own pawn, that no enemy
                           // pawn can ever attack (none on the files beside it, ahead of it)
    kBishopOutpost = 1,    // a bishop so
    kMinorBehindPawn = 2,  // a knight or bishop with an own pawn on the square in front of it
    kBishopPawns = 3,      // for each bishop, the own pawns on squares of its colour
    kRookOpen = 4,         // a rook on a file with no pawn
    kRookHalfOpen = 5,     // a rook on a file with an enemy pawn and no own pawn
    kRookSeventh = 6,      // a rook on its 7th rank
    kBishopPair = 7,       // bishops on squares of both colours
    kImbalance = 8,        // + pair: products of the own pieces' numbers, knights, bishops, rooks,
                           // queens with pawns; rooks with rooks less one, queens with rooks, queens
                           // and rooks with minor pieces
    kPieceFeatures = 16,
};
using PieceCounts = std::array<int, kPieceFeatures>;

// Counts the features of the pieces of `board`.
void piece_counts(const AttackBoard& board, PieceCounts& out);

// The weights, [middle|end][feature], in centipawns a count; and the features' worth, white's
// view, weighed by the phase (game_phase).
using PieceWeights = std::array<std::array<std::int16_t, kPieceFeatures>, 2>;
extern const PieceWeights kPieceWeights;
int piece8_terms(const PieceCounts& x, int phase);

}  // namespace UICI_CORE_NS::search::eval_detail
