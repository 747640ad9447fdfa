// The search as a process: info lines arrive while `go infinite` runs (before any stop), stop
// ends it with one bestmove, and a clock search answers on its own. No timing is asserted
// beyond the generous read timeouts of child_process.hpp, and progress lines counted over a
// long window with wide slack.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <vector>

#include "child_process.hpp"

using namespace uici::test;

TEST_SUITE("search process") {
    TEST_CASE("go infinite: info lines come before stop, and stop brings the one bestmove") {
        Child c;
        c.send("position startpos");
        c.send("go infinite");
        const auto first = c.read_line(Millis(20000));
        REQUIRE(first);
        CHECK(first->starts_with("info depth 1 "));  // written when the iteration ended
        c.send("isready");
        std::optional<std::string> l;
        do l = c.read_line(Millis(20000));
        while (l && *l != "readyok");
        REQUIRE(l);
        c.send("stop");
        int bestmoves = 0;
        do {
            l = c.read_line(Millis(20000));
            if (l && l->starts_with("bestmove ")) ++bestmoves;
            if (l) CHECK((l->starts_with("info depth ") || l->starts_with("bestmove ")));
            if (l && l->starts_with("info depth ") && l->find(" score ") == std::string::npos)
                CHECK(l->find(" pv ") == std::string::npos);  // a progress line: no score, no pv
        } while (l && !l->starts_with("bestmove "));
        CHECK(bestmoves == 1);
        c.send("isready");
        CHECK(c.read_line() == std::optional<std::string>("readyok"));
    }

    TEST_CASE("a clock search answers by itself with a legal move") {
        Child c;
        c.send("position startpos");
        c.send("go wtime 1000 btime 1000 winc 10 binc 10");
        std::optional<std::string> l;
        do l = c.read_line(Millis(20000));
        while (l && !l->starts_with("bestmove "));
        REQUIRE(l);
        c.send("legal " + l->substr(9));
        CHECK(c.read_line() == std::optional<std::string>("legal yes " + l->substr(9)));
    }

    TEST_CASE("go movetime uses its time: no answer before most of it has passed") {
        // A lower bound only, which a loaded machine cannot break (it can only answer later).
        // Before, movetime stopped starting iterations at half its time: 1000 ms took 550-750.
        Child c;
        c.send("position startpos");
        c.send("isready");
        REQUIRE(c.read_line() == std::optional<std::string>("readyok"));
        const auto start = std::chrono::steady_clock::now();
        c.send("go movetime 600");
        std::optional<std::string> l;
        do l = c.read_line(Millis(20000));
        while (l && !l->starts_with("bestmove "));
        REQUIRE(l);
        CHECK(std::chrono::steady_clock::now() - start >= std::chrono::milliseconds(500));
    }

    TEST_CASE("go infinite: progress lines at least once a second, with currmove after the first second") {
        // Issue 25: nothing was written for 1.8 to 5.3 s at a time. Over 4 s a line a second
        // gives about 4 lines besides the iterations; 2 with currmove leave room for a slow machine.
        // The 4 s are not stretched by UICI_TIME_SCALE: the lines come by the engine's clock, which
        // a sanitizer build does not slow (only the waits for a line are stretched).
        Child c;
        c.send("position startpos");
        c.send("go infinite");
        const auto start = Clock::now();
        int currmove = 0;
        while (Clock::now() - start < Millis(4000)) {
            const auto l = c.read_line(Millis(20000));
            REQUIRE(l);
            if (l->find(" currmove ") == std::string::npos) continue;
            ++currmove;
            CHECK(l->find(" currmovenumber ") != std::string::npos);
            CHECK(l->find(" score ") == std::string::npos);
        }
        CHECK(currmove >= 2);
        c.send("stop");
        std::optional<std::string> l, last_info;
        do {
            l = c.read_line(Millis(20000));
            if (l && l->starts_with("info ")) last_info = l;
        } while (l && !l->starts_with("bestmove "));
        REQUIRE(l);
        REQUIRE(last_info);
        CHECK(last_info->find(" score ") != std::string::npos);
        CHECK(last_info->find(" pv " + l->substr(9)) != std::string::npos);
    }

    TEST_CASE("go infinite on 400-digit coordinates waits for stop, then a legal move") {
        // Issue 32: from 311 digits the search failed at once ("non-finite number") and
        // answered bestmove (none) without waiting for stop.
        const std::string d(400, '9');
        Child c;
        c.send("position icn w K1,1|k" + d + ",1|Q5,5");
        c.send("go infinite");
        c.send("isready");
        std::optional<std::string> l;
        do {
            l = c.read_line(Millis(20000));
            REQUIRE(l);
            CHECK_FALSE(l->starts_with("bestmove"));
            CHECK_FALSE(l->starts_with("error"));
        } while (*l != "readyok");
        c.send("stop");
        do l = c.read_line(Millis(20000));
        while (l && !l->starts_with("bestmove "));
        REQUIRE(l);
        CHECK(*l != "bestmove (none)");
        c.send("legal " + l->substr(9));
        CHECK(c.read_line() == std::optional<std::string>("legal yes " + l->substr(9)));
    }

    TEST_CASE("go infinite: an info line every second by the engine's clock, currmove from 1 s, a few a second") {
        // The `time` field of each line is the engine's own: the gaps between lines are read
        // there, so a loaded machine that delays the pipe cannot fake a gap or hide one. The
        // wall clock bounds only how long the test runs (3.5 s, not stretched by UICI_TIME_SCALE:
        // the engine's lines come by its own clock).
        Child c;
        c.send("position startpos");
        c.send("go infinite");
        const auto start = Clock::now();
        std::vector<long long> times, progress;
        while (Clock::now() - start < Millis(3500)) {
            const auto l = c.read_line(Millis(20000));
            REQUIRE(l);
            REQUIRE(l->starts_with("info depth "));
            const auto at = l->find(" time ");
            REQUIRE(at != std::string::npos);
            const long long t = std::stoll(l->substr(at + 6));
            times.push_back(t);
            const bool cur = l->find(" currmove ") != std::string::npos;
            if (l->find(" score ") == std::string::npos) progress.push_back(t);
            CHECK_MESSAGE(cur == (l->find(" score ") == std::string::npos && t >= 1000), *l);
        }
        c.send("stop");
        std::optional<std::string> l;
        do l = c.read_line(Millis(20000));
        while (l && !l->starts_with("bestmove "));
        REQUIRE(l);
        REQUIRE(times.size() >= 3);
        for (std::size_t i = 1; i < times.size(); ++i) CHECK_MESSAGE(times[i] - times[i - 1] <= 1000, times[i]);
        // At most a few a second: progress lines come 500 ms after the last line of any kind.
        for (std::size_t i = 1; i < progress.size(); ++i) CHECK(progress[i] - progress[i - 1] >= 500);
    }
}
