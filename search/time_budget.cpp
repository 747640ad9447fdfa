#include "search/time_budget.hpp"

#include <algorithm>

namespace UICI_CORE_NS::search {
namespace {

// The moves a clock is shared over when movestogo does not say. With 30, the search lost its
// short games against stockfish at tc=2+0.02 with half of its clock unused (0.9-1.1 s of 2 s
// after 23-28 moves, stockfish down to 0.1 s): 20 spent more of it in the opening and the
// middle game, where those games were decided (+35 in self-play), and 15 more again (+27 over
// 400 games against 20 on 8x8, 2026-11-30; 15 had lost by 24 +- 42 over 200 games on
// 2026-11-28, with a slower search; docs/SEARCH.md, Strength).
constexpr std::int64_t kMovesLeft = 15;

}  // namespace

TimeBudget plan_time(const Limits& limits, bool white_to_move) {
    TimeBudget b;
    const std::int64_t overhead = std::max<std::int64_t>(0, limits.move_overhead);
    if (limits.movetime) {
        const std::int64_t t = std::max<std::int64_t>(1, *limits.movetime);
        const std::int64_t hard = std::clamp<std::int64_t>(t - overhead, 1, t);
        // No soft bound: `movetime` asks for a search of that long (UCI: "search exactly x
        // mseconds"), so iterations go on to the hard stop and the stopped one's move is played;
        // stopping at half the time, as for a clock, answered 1000 ms at 550-750 ms.
        b.hard_ms = hard;
    }
    const auto& clock = white_to_move ? limits.wtime : limits.btime;
    if (clock) {
        const std::int64_t inc = std::max<std::int64_t>(0, (white_to_move ? limits.winc : limits.binc).value_or(0));
        const std::int64_t left = std::max<std::int64_t>(1, *clock - overhead);
        const std::int64_t moves = limits.movestogo ? std::clamp(*limits.movestogo, 1, 40) : kMovesLeft;
        const std::int64_t cap = std::max<std::int64_t>(1, left * 2 / 5);
        const std::int64_t soft = std::clamp<std::int64_t>(left / moves + inc * 3 / 4, 1, cap);
        const std::int64_t hard = std::clamp<std::int64_t>(soft * 4, 1, cap);
        b.soft_ms = b.soft_ms ? std::min(*b.soft_ms, soft) : soft;
        b.hard_ms = b.hard_ms ? std::min(*b.hard_ms, hard) : hard;
    }
    return b;
}

int soft_percent(int stable, int drop) {
    static constexpr int kByStability[] = {150, 115, 95, 80};
    const int base = kByStability[std::clamp(stable, 0, 3)];
    return drop >= 40 ? base * 13 / 10 : base;
}

}  // namespace UICI_CORE_NS::search
