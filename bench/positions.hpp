// The positions and texts the benchmark runs on, built the same way on every run (fixed seeds).
#pragma once

#include <cstdint>
#include <random>
#include <string>

#include "core/board/position.hpp"

namespace uici::bench {

// Kings at the edge plus `n` random pieces in a square of side `side`, of the movable types up to
// `last` (Pawn: the six classical types; Knightrider: those the reference converter knows). The
// line indices are left to the first query.
Position crowd(std::size_t n, Coord side, std::mt19937_64& rng, PieceType last = PieceType::Rose);

// The side of the square a crowd of n pieces fills a quarter of (the density of a busy board).
Coord crowd_side(std::size_t n);

// ICN of the classical start (32 pieces) or of a crowd of n pieces, as `position icn` gets it;
// `side` 0 for crowd_side(n).
std::string icn_text(std::size_t n, Coord side = 0, PieceType last = PieceType::Rose);
// The side over which 100,000 pieces make the issue's ICN of "about 1.3 MB" (coordinates of
// mostly four digits): the size the reference converter's 65 ms was measured on.
inline constexpr Coord kIssueReadSide = 16'000;
// In a crowd's ICN, a white rook stands left of the crowd on this square, with the crowd's
// pieces all along its rank to the right: a move through them needs the line indices.
Square crowd_rook(std::size_t n);

// Anchors of tests/data/perft.json with their verified node counts.
struct PerftAnchor {
    const char* id;
    const char* icn;
    int depth;
    std::uint64_t nodes;
    const char* about;
};
extern const PerftAnchor kClassicalBorder10;  // classical_border10, depth 3
extern const PerftAnchor kFairyLeapers;       // fairy_leapers_infinite, depth 3
extern const PerftAnchor kChess8x8;           // chess_startpos_8x8, depth 5
extern const PerftAnchor kKiwipete;           // kiwipete_8x8, depth 3

// "position icn ... moves ..." of `moves` moves: two rooks walking apart on an open board,
// never repeating, no move rule (as tests/engine_interface/chess_process_test.cpp does).
std::string walking_rooks_line(int moves);
// What "icn position" answers after it.
std::string walking_rooks_result(int moves);

}  // namespace uici::bench
