// Perft: the number of leaf nodes of the legal move tree, with a per-root-move divide.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/board/position.hpp"

namespace uici {

struct PerftResult {
    // Root move token -> count: finite moves in move order, and at depth 1 a slide longer than
    // kPerftMaxSlide squares as one entry (its slide token -> its number of squares), last.
    std::vector<std::pair<std::string, std::uint64_t>> divide;
    std::uint64_t nodes = 0;
    bool aborted = false;       // stopped by `stop`, or refused (then a ray is named below)
    std::string unbounded_ray;  // non-empty: perft is undefined here; names a ray token
    // Non-empty: refused because a node to expand holds a slide longer than
    // kPerftMaxSlide squares (a border at 10^15, say): names that slide.
    std::string oversized_ray;
    bool too_many = false;  // refused: a count passed 2^64 - 1 (nothing else is reported)
};

// Squares one slide may have at a node perft must expand (depth >= 2 below it); leaves are
// counted without playing the moves, so their slides may be of any finite length. With a
// border at 10^15, say, perft 1 answers (2 * 10^15 rook moves) and perft 2 refuses: it would
// have to play each of those moves.
inline constexpr std::uint64_t kPerftMaxSlide = 1'000'000;

// Every slide square, promotion choice, castling and en passant counts as one move; perft
// does not stop at game end. `stop` is polled at every expanded node.
PerftResult perft(const Position& p, int depth, const std::atomic<bool>* stop = nullptr);

}  // namespace uici
