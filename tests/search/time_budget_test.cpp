// How long a go may think (search/time_budget.cpp): the share of a clock, its caps, movetime,
// and how much of the soft bound an iteration may start within.
#include <doctest/doctest.h>

#include "search/time_budget.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_time_budget_test {

using uici::search::Limits;
using uici::search::plan_time;

TEST_SUITE("search") {
    TEST_CASE("plan_time: a clock is shared over 15 moves when movestogo does not say, capped at 2/5 of it") {
        Limits l;  // move overhead 20 ms
        l.wtime = 2000;
        l.winc = 20;
        // (2000 - 20) / 15 + 3/4 of 20: 132 + 15. Four times that for the hard stop.
        auto b = plan_time(l, true);
        CHECK(b.soft_ms == 147);
        CHECK(b.hard_ms == 588);
        // Black's clock is its own: none given, no limit.
        b = plan_time(l, false);
        CHECK_FALSE(b.soft_ms);
        CHECK_FALSE(b.hard_ms);
        l.btime = 60000;
        b = plan_time(l, false);
        CHECK(b.soft_ms == 59980 / 15);
        CHECK(b.hard_ms == 59980 / 15 * 4);
        // movestogo shares it over that many moves (at most 40).
        l.movestogo = 5;
        CHECK(plan_time(l, true).soft_ms == 1980 / 5 + 15);
        CHECK(plan_time(l, true).hard_ms == 1980 * 2 / 5);  // (the cap: 4 x 411 is more)
        l.movestogo = 200;
        CHECK(plan_time(l, true).soft_ms == 1980 / 40 + 15);
        // The last milliseconds: never more than 2/5 of what is left after the overhead.
        l = Limits{};
        l.wtime = 30;
        l.winc = 20;
        b = plan_time(l, true);
        CHECK(b.soft_ms == 4);
        CHECK(b.hard_ms == 4);
        l.wtime = 5;  // less than the overhead: 1 ms
        CHECK(plan_time(l, true).hard_ms == 1);
    }

    TEST_CASE("plan_time: movetime is all of it less the overhead, with no soft bound, with a clock, the smaller") {
        Limits l;
        l.movetime = 100;
        auto b = plan_time(l, true);
        CHECK_FALSE(b.soft_ms);
        CHECK(b.hard_ms == 80);
        l.movetime = 10;  // shorter than the overhead: at least 1 ms
        CHECK(plan_time(l, true).hard_ms == 1);
        l.movetime = 1000;
        l.wtime = 2000;
        b = plan_time(l, true);
        CHECK(b.soft_ms == 132);
        CHECK(b.hard_ms == 528);
        // No limit at all: none.
        b = plan_time(Limits{}, true);
        CHECK_FALSE(b.soft_ms);
        CHECK_FALSE(b.hard_ms);
    }

    TEST_CASE("soft_percent: more time while the best move changes or the score falls, less once it holds") {
        using uici::search::soft_percent;
        CHECK(soft_percent(0, 0) == 150);
        CHECK(soft_percent(1, 0) == 115);
        CHECK(soft_percent(2, 0) == 95);
        CHECK(soft_percent(3, 0) == 80);
        CHECK(soft_percent(30, -500) == 80);
        // Each step of stability gives less, whatever the score did.
        for (int drop : {-100, 0, 39, 40, 500})
            for (int stable = 0; stable < 4; ++stable)
                CHECK(soft_percent(stable + 1, drop) <= soft_percent(stable, drop));
        // A fall of 40 centipawns or more: 30 % more.
        CHECK(soft_percent(0, 40) == 195);
        CHECK(soft_percent(3, 39) == 80);
        CHECK(soft_percent(3, 40) == 104);
    }
}

}  // namespace search_time_budget_test
