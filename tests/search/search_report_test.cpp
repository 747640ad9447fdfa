// The search's info lines as runners read them: the last one before bestmove carries the move
// played (its pv starts with it) with a depth and a score, and between iterations progress
// lines come at least once a second, checked on an injected clock so no case depends on the
// machine's speed.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>

#include "core/game/game.hpp"
#include "core/variants/variants.hpp"
#include "search/search.hpp"
#include "search_helpers.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_search_report_test {

using namespace uici;
using namespace uici::test;

namespace {

// The word after `key` in a text info line ("" when absent).
std::string field(const std::string& line, const std::string& key) {
    const auto at = line.find(" " + key + " ");
    if (at == std::string::npos) return "";
    const auto start = at + key.size() + 2;
    return line.substr(start, line.find(' ', start) - start);
}

// A clock that moves `step` on at every reading: the same search reads it the same number of
// times, so the progress lines are deterministic.
struct FakeClock {
    std::chrono::steady_clock::time_point t{};
    std::chrono::microseconds step;
    std::chrono::steady_clock::time_point operator()() { return t += step; }
};

}  // namespace

TEST_SUITE("search reports") {
    TEST_CASE("the last info line before bestmove has its depth, a score, and a pv led by the move") {
        // Issue 25: go nodes 5000 ended with depth 2's pv 2,1>4,0 and then bestmove 1,2>1,4.
        for (const char* go : {"go nodes 5000", "go nodes 700", "go nodes 2500", "go nodes 12000", "go depth 3"}) {
            Session s;
            ask(s, "position startpos");
            const auto lines = run_go(s, go);
            INFO(go);
            REQUIRE(lines.size() >= 2);
            const std::string& best = lines.back();
            REQUIRE(best.starts_with("bestmove "));
            const std::string& last = lines[lines.size() - 2];
            CHECK(last.starts_with("info depth "));
            CHECK(last.find(" score cp ") != std::string::npos);
            CHECK(field(last, "pv") == best.substr(9));
        }
    }

    TEST_CASE("the same in JSON: the last info object's pv starts with the bestmove") {
        Session s;
        ask(s, "setoption name Output value json");
        ask(s, "position startpos");
        const auto lines = run_go(s, "go nodes 5000");
        REQUIRE(lines.size() >= 2);
        const auto best = nlohmann::json::parse(lines.back());
        const auto last = nlohmann::json::parse(lines[lines.size() - 2]);
        CHECK(last.at("reply") == "info");
        CHECK(last.contains("cp"));
        CHECK(last.at("depth").get<int>() >= 1);
        CHECK(last.at("pv").at(0) == best.at("move"));
    }

    TEST_CASE("a node limit hit in the first iteration still ends on an info line for the move") {
        Session s;
        ask(s, "position startpos");
        const auto lines = run_go(s, "go nodes 1");
        REQUIRE(lines.size() == 2);
        CHECK(lines[0].starts_with("info depth 0 seldepth 0 score cp "));
        CHECK(field(lines[0], "pv") == lines[1].substr(9));
    }

    TEST_CASE("progress lines: at least one a second, at most two, currmove from the first second on") {
        search::Searcher searcher(1);
        search::Limits limits;
        limits.nodes = 40'000;
        limits.clock = FakeClock{{}, std::chrono::microseconds(3200)};  // a read every 16 nodes
        std::vector<search::Info> infos;
        const std::atomic<bool> stop{false};
        Game g(*variant_position("Classical"));
        const auto r = searcher.go(g, limits, stop, [&](const search::Info& i) { infos.push_back(i); });
        REQUIRE(r.best);
        REQUIRE(infos.size() >= 3);
        int progress = 0, with_currmove = 0;
        std::int64_t before = 0;
        for (const auto& i : infos) {
            CHECK(i.time_ms - before <= 1000);  // never a second without a line
            if (!i.score) {
                ++progress;
                CHECK(i.pv.empty());
                CHECK(i.time_ms - before >= 500);  // never more than two a second
                CHECK(i.currmove.has_value() == (i.time_ms >= 1000));
                if (i.currmove) {
                    ++with_currmove;
                    CHECK(i.currmovenumber >= 1);
                }
            }
            before = i.time_ms;
        }
        CHECK(progress >= 3);
        CHECK(with_currmove >= 1);
        REQUIRE(infos.back().score);
        CHECK(infos.back().pv.front() == *r.best);
    }
}

}  // namespace search_search_report_test
