// How long one `go` may take, from its limits and the side to move's clock.
#pragma once

#include <cstdint>
#include <optional>

#include "search/search.hpp"

namespace UICI_CORE_NS::search {

struct TimeBudget {
    // Past `soft` no new iteration starts; at `hard` the search stops. Nothing: no clock limit.
    std::optional<std::int64_t> soft_ms, hard_ms;
};

// movetime T: T less the overhead (at least 1 ms, at most T), all of it. A clock of t ms with increment i:
// t/N + 3i/4 (N = movestogo up to 40, else 20), never more than 2/5 of what is left after the
// overhead, nor beyond it: at 1 s + 10 ms a move that is ~56 ms a move, and the last
// milliseconds of a clock still leave the overhead for the pipes.
TimeBudget plan_time(const Limits& limits, bool white_to_move);

// How much of the soft bound an iteration may start within, in percent, from how the search is
// going: `stable` iterations in a row ended with the best move of the one before (0: it just
// changed), and the score fell by `drop` centipawns in the last one. A move that keeps changing
// or a falling score is given more time (up to 195 %), a settled one less (down to 80 %). The
// hard bound stays as it is.
int soft_percent(int stable, int drop);

}  // namespace UICI_CORE_NS::search
