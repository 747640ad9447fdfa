// The evaluation's terms beyond material and cohesion (search/eval.cpp adds them up), each for
// one side; every one reads the board by its line index or by hash probes near a piece, never
// an array indexed by a coordinate, so that it means the same on 8x8 and on the unbounded board.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// d = a - b when it fits 64 bits (false when not: then |a - b| is past anything the terms
// compare). The narrow build's 128-bit differences were a fifth of pawn_structure's instructions.
inline bool diff64(const Coord& a, const Coord& b, std::int64_t& d) {
#if UICI_WIDE
    const Wide w = a - b;
    if (w < INT64_MIN || w > INT64_MAX) return false;
    d = static_cast<std::int64_t>(w);
    return true;
#else
    return !__builtin_sub_overflow(a, b, &d);
#endif
}

struct Placed {
    Square s;
    Piece p;
};

// Mobility of c's pieces (eval_mobility.cpp), in centipawns.
int mobility(const Position& p, const std::vector<Placed>& ours, Color c);

// Pawn structure of c (eval_pawns.cpp): passed, doubled and isolated pawns, from the squares of
// c's pawns and of the other side's.
int pawn_structure(const Position& p, const std::vector<Square>& ours, const std::vector<Square>& theirs, Color c);
// Both sides' pawn_structure (white's, black's) from both sides' pawns, through a cache.
std::array<int, 2> pawn_structures(const Position& p, const std::array<std::vector<Square>, 2>& pawns);

// What piece_terms reads besides the position: c's pieces, both sides' pawns, and the other
// side's material besides pawns.
struct PieceContext {
    const std::vector<Placed>* ours;
    const std::vector<Square>* our_pawns;
    const std::vector<Square>* their_pawns;
    long long their_pieces;
};
// The bishop pair, rooks on open files and the pawn shelter of c's royals (eval_pieces.cpp).
int piece_terms(const Position& p, const PieceContext& ctx, Color c);

// Whether the border closes a board at most kSmallBoard squares wide and high, and a type's
// material there (eval_material.cpp).
constexpr int kSmallBoard = 16;
bool small_board(const Border& b);
int small_board_value(PieceType t);

}  // namespace UICI_CORE_NS::search::eval_detail
