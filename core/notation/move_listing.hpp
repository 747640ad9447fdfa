// The written forms of what the rules compute: slide tokens, the move listing of `moves`, and
// perft's divide lines. The rules hand over moves and slides; only this room builds text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/board/position.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"

namespace UICI_CORE_NS {

// A slide's token in the listing grammar of core/rules/movegen.hpp: "1,1>1,2..1,7~p".
std::string format_slide(const SlideSet& s);

struct MoveListing {
    std::vector<std::string> tokens;  // finite moves (sorted), then slide tokens (sorted)
    // Exact number of legal moves when finite, else nothing: unbounded rays, and (rarely)
    // prime-filtered slides too long to count (more than 2^22 squares to test).
    std::optional<std::uint64_t> count;
    // The same count in decimal, exact also past 64 bits (slides of ~2^63 squares on a board
    // bordered near the int64 limits); "inf" when there is none.
    std::string count_text;
};
MoveListing list_moves(const Position& p, std::optional<Square> from = std::nullopt);

// Perft's divide as "<token>, <count>" pairs: finite root moves in move order, then the
// slides counted whole.
std::vector<std::pair<std::string, std::uint64_t>> divide_entries(const PerftResult& r);

}  // namespace UICI_CORE_NS
