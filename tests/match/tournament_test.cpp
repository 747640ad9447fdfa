// Tournaments (-tournament roundrobin|gauntlet, docs/MATCH.md "Tournaments"): the schedule's
// pairings, colours and openings; a 4-engine round robin and a 3-engine gauntlet of the built-in
// random movers, every game replaying through `uici convert`, the cross table and the report
// summing to the games played.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/schedule.hpp"
#include "match/standings.hpp"
#include "tests/match/match_run.hpp"
#include "tests/match/replay.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_tournament_test {

namespace {

using uici::match::Schedule;
using uici::match::Tournament;

const std::string kUici = UICI_BINARY;

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-tour-" + name + "-" + std::to_string(getpid()))).string();
}

std::string movers(int n) {
    std::string s;
    for (int i = 0; i < n; ++i)
        s += "-engine cmd=" + kUici + " name=E" + std::to_string(i + 1) + " option.Seed=" + std::to_string(i + 1) + " ";
    return s + "-each option.Player=random nodes=1 -maxmoves 15 ";
}

}  // namespace

TEST_CASE("schedule: pairings, colours reversed within a pairing, every pairing on each round's opening") {
    const Schedule rr(4, Tournament::roundrobin, 1, 2, 3);
    CHECK(rr.pairings() == std::vector<std::pair<int, int>>{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}});
    CHECK(rr.total() == 36);
    CHECK(rr.games_per_round() == 12);
    for (int k = 0; k < rr.total(); ++k) {
        CAPTURE(k);
        CHECK(rr.round(k) == k / 12);
        CHECK(rr.pairing(k) == rr.pairings()[static_cast<std::size_t>((k % 12) / 2)]);
        // Game 2m+1 and 2m+2: the same pairing and opening, colours swapped.
        if (k % 2 == 1) {
            CHECK(rr.white(k) == rr.black(k - 1));
            CHECK(rr.round(k) == rr.round(k - 1));
        }
    }
    const Schedule g(3, Tournament::gauntlet, 1, 2, 1);
    CHECK(g.pairings() == std::vector<std::pair<int, int>>{{0, 1}, {0, 2}});
    const Schedule g2(4, Tournament::gauntlet, 2, 1, 1);
    CHECK(g2.pairings() == std::vector<std::pair<int, int>>{{0, 2}, {0, 3}, {1, 2}, {1, 3}});
    // -shard deals out blocks (a pairing's games of one opening): disjoint, and together all.
    std::vector<int> seen(static_cast<std::size_t>(rr.total()), 0);
    for (int s = 1; s <= 4; ++s)
        for (int k = 0; k < rr.total(); ++k)
            if (uici::match::Shard{s, 4}.plays(rr, k)) ++seen[static_cast<std::size_t>(k)];
    CHECK(std::all_of(seen.begin(), seen.end(), [](int c) { return c == 1; }));
}

TEST_CASE("standings: ranked by points, the cross table of points against each opponent") {
    using uici::match::GameResult;
    std::vector<GameResult> games;
    auto add = [&](int w, int b, const char* r) {
        GameResult g;
        g.number = static_cast<int>(games.size()) + 1;
        g.white = w;
        g.black = b;
        g.result = r;
        games.push_back(g);
    };
    add(0, 1, "1-0");
    add(1, 0, "1/2-1/2");
    add(0, 2, "0-1");
    add(2, 0, "1-0");
    add(1, 2, "1/2-1/2");
    add(2, 1, "0-1");
    const std::string t = uici::match::standings_table({"A", "B", "C"}, games);
    CAPTURE(t);
    // C: 2.5 of 4, B: 2 of 4, A: 1.5 of 4.
    CHECK(t.find("   1  C ") != std::string::npos);
    CHECK(t.find("   2  B ") != std::string::npos);
    CHECK(t.find("   3  A ") != std::string::npos);
    CHECK(t.find("\nA         -  1.5/2  0.0/2\n") != std::string::npos);
    CHECK(t.find("\nC     2.0/2  0.5/2      -\n") != std::string::npos);
}

TEST_CASE("match: a 4-engine round robin and a 3-engine gauntlet, games replay, tables sum to the games") {
    const std::string games = temp_path("games.icn"), report = temp_path("report.json");
    const std::string tag = "tour-" + std::to_string(getpid());
    struct Case {
        int engines;
        std::string flags;
        int total;
        std::vector<std::pair<std::string, std::string>> pairs;
    };
    const Case cases[] = {
        {4,
         "-tournament roundrobin -repeat -rounds 1",
         12,
         {{"E1", "E2"}, {"E1", "E3"}, {"E1", "E4"}, {"E2", "E3"}, {"E2", "E4"}, {"E3", "E4"}}},
        {3, "-tournament gauntlet -seeds 1 -repeat -rounds 2", 8, {{"E1", "E2"}, {"E1", "E3"}}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.flags);
        std::filesystem::remove(games);
        const auto r = uici::test::run_match_cli(
            movers(c.engines) + c.flags + " -concurrency 2 -out file=" + games + " -report file=" + report, tag);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.err.find("Finished game " + std::to_string(c.total) + "/" + std::to_string(c.total)) !=
              std::string::npos);
        CHECK(r.out.find("Cross table") != std::string::npos);
        const std::string text = uici::test::slurp(games);
        int replayed = 0;
        CHECK(uici::test::replay_games(text, replayed).empty());
        CHECK(replayed == c.total);
        const auto j = nlohmann::ordered_json::parse(uici::test::slurp(report));
        REQUIRE(j["games"].size() == static_cast<std::size_t>(c.total));
        CHECK(j["config"]["tournament"] == (c.engines == 4 ? "roundrobin" : "gauntlet"));
        double points = 0;
        int engine_games = 0;
        for (const auto& e : j["engines"]) {
            points += e["points"].get<double>();
            engine_games += e["games"].get<int>();
            // The standings line of the text output has the engine's points.
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.1f\n", e["points"].get<double>());
            CHECK(r.out.find(e["name"].get<std::string>()) != std::string::npos);
        }
        CHECK(points == c.total);            // a point a game
        CHECK(engine_games == 2 * c.total);  // two engines a game
        REQUIRE(j["pairs"].size() == c.pairs.size());
        int pair_games = 0;
        for (std::size_t p = 0; p < c.pairs.size(); ++p) {
            CHECK(j["pairs"][p]["first"] == c.pairs[p].first);
            CHECK(j["pairs"][p]["second"] == c.pairs[p].second);
            pair_games += j["pairs"][p]["games"].get<int>();
            int penta = 0;
            for (const auto& n : j["pairs"][p]["pentanomial"]) penta += n.get<int>();
            CHECK(2 * penta == j["pairs"][p]["games"].get<int>());
        }
        CHECK(pair_games == c.total);
        // Each pair of games: one pairing, colours reversed, one opening.
        for (std::size_t k = 1; k < j["games"].size(); k += 2) {
            const auto& a = j["games"][k - 1];
            const auto& b = j["games"][k];
            CHECK(a["white"] == b["black"]);
            CHECK(a["black"] == b["white"]);
            CHECK(a["opening"] == b["opening"]);
            CHECK(a["pair"] == b["pair"]);
        }
    }
    CHECK(uici::test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
    std::filesystem::remove(report);
}

TEST_CASE("match: SPRT stays a two-engine test, a gauntlet needs fewer seeds than engines") {
    auto r = uici::test::run_match_cli("-engine cmd=a -engine cmd=b -engine cmd=c -sprt",
                                       "tour-bad-" + std::to_string(getpid()));
    CHECK(r.code == 2);
    CHECK(r.err == "error bad_argument \"-sprt\" for=match need=two_engines engines=3\n");
    r = uici::test::run_match_cli("-engine cmd=a -engine cmd=b -tournament gauntlet -seeds 2",
                                  "tour-bad-" + std::to_string(getpid()));
    CHECK(r.code == 2);
    CHECK(r.err == "error bad_argument \"-seeds\" for=match need=fewer_seeds_than_engines engines=2\n");
    r = uici::test::run_match_cli("-engine cmd=a -tournament swiss", "tour-bad-" + std::to_string(getpid()));
    CHECK(r.code == 2);
    CHECK(r.err == "error bad_argument \"swiss\" for=match need=tournament names=gauntlet,roundrobin\n");
}

}  // namespace match_tournament_test
