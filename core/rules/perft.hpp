// Perft: the number of leaf nodes of the legal move tree, with a per-root-move divide.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "core/board/position.hpp"
#include "core/rules/movegen.hpp"

namespace UICI_CORE_NS {

struct PerftResult {
    // Finite root moves in move order with their counts; at depth 1, a slide longer than
    // kPerftMaxSlide squares stays one entry of `whole_slides` (its number of squares), last.
    std::vector<std::pair<Move, std::uint64_t>> divide;
    std::vector<std::pair<SlideSet, std::uint64_t>> whole_slides;
    std::uint64_t nodes = 0;
    bool aborted = false;                   // stopped by `stop`, or refused (then a ray is named below)
    std::optional<SlideSet> unbounded_ray;  // perft is undefined here: a ray with no end
    // Refused because a node to expand holds a slide longer than kPerftMaxSlide squares (a
    // border at 10^15, say): that slide.
    std::optional<SlideSet> oversized_ray;
    bool too_many = false;  // refused: a count passed 2^64 - 1 (nothing else is reported)
    [[nodiscard]] bool refused() const { return unbounded_ray || oversized_ray || too_many; }
};

// Squares one slide may have at a node perft must expand (depth >= 2 below it); leaves are
// counted without playing the moves, so their slides may be of any finite length. With a
// border at 10^15, say, perft 1 answers (2 * 10^15 rook moves) and perft 2 refuses: it would
// have to play each of those moves.
inline constexpr std::uint64_t kPerftMaxSlide = 1'000'000;

// Every slide square, promotion choice, castling and en passant counts as one move; perft
// does not stop at game end. `stop` is polled at every expanded node.
// `root_done`, when given, is called after each root move's count is complete (with the number
// finished so far): progress for a caller, and a deterministic place for a test to raise `stop`.
PerftResult perft(const Position& p, int depth, const std::atomic<bool>* stop = nullptr,
                  const std::function<void(std::size_t)>& root_done = {});

}  // namespace UICI_CORE_NS
