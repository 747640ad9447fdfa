// -report file=F format=json (docs/MATCH.md "Report"): the keys in their documented order, the
// results counted from the games, the pentanomial counts and the SPRT state the text table
// gives, every game with its opening and termination, and a fault spelled as engine/fault.hpp
// spells it.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/fault.hpp"
#include "tests/match/match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_report_test {

namespace {

using Json = nlohmann::ordered_json;

const std::string kUici = UICI_BINARY;
const std::string kFake = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-report-" + name + "-" + std::to_string(getpid()))).string();
}

std::vector<std::string> keys(const Json& j) {
    std::vector<std::string> out;
    for (const auto& [k, v] : j.items()) out.push_back(k);
    return out;
}

}  // namespace

TEST_CASE("match -report: results, pentanomial, SPRT and every game as JSON") {
    const std::string report = temp_path("sprt.json");
    const auto r = uici::test::run_match_cli(
        "-engine cmd=" + kUici + " name=A option.Seed=1 -engine cmd=" + kUici +
            " name=B option.Seed=2 -each option.Player=random nodes=1 -maxmoves 30 -repeat -rounds 4"
            " -concurrency 2 -sprt elo0=0 elo1=10 -report file=" +
            report + " format=json",
        "report-" + std::to_string(getpid()));
    REQUIRE(r.code == 0);
    const Json j = Json::parse(uici::test::slurp(report));
    CHECK(keys(j) == std::vector<std::string>{"format", "version", "config", "total_games", "finished_games", "engines",
                                              "pairs", "sprt", "games"});
    CHECK(j["format"] == "uici-match-report");
    CHECK(j["version"] == 1);
    CHECK(keys(j["config"]) == std::vector<std::string>{"engines", "tournament", "seeds", "rounds", "games_per_round",
                                                        "repeat", "concurrency", "variant", "openings", "seed", "sprt",
                                                        "adjudication", "shard"});
    CHECK(j["config"]["engines"][0]["name"] == "A");
    // -each's fields come first, then the engine's own.
    CHECK(j["config"]["engines"][1]["options"][0] == Json{{"name", "Player"}, {"value", "random"}});
    CHECK(j["config"]["engines"][1]["options"][1] == Json{{"name", "Seed"}, {"value", "2"}});
    CHECK(j["config"]["engines"][0]["limits"] == "nodes=1");
    CHECK(j["config"]["adjudication"]["maxmoves"] == 30);
    CHECK(j["total_games"] == 8);
    REQUIRE(j["finished_games"] == 8);
    REQUIRE(j["games"].size() == 8);
    // The engines' W/D/L mirror each other and sum to the games.
    const Json& a = j["engines"][0];
    const Json& b = j["engines"][1];
    CHECK(a["wins"] == b["losses"]);
    CHECK(a["draws"] == b["draws"]);
    CHECK(a["wins"].get<int>() + a["draws"].get<int>() + a["losses"].get<int>() == 8);
    // The pair: the same score, and four game pairs in the pentanomial count.
    REQUIRE(j["pairs"].size() == 1);
    const Json& p = j["pairs"][0];
    CHECK(p["first"] == "A");
    CHECK(p["second"] == "B");
    CHECK(p["wins"] == a["wins"]);
    CHECK(p["points"] == a["points"]);
    int pairs = 0;
    for (const auto& c : p["pentanomial"]) pairs += c.get<int>();
    CHECK(pairs == 4);
    // The text table says the same.
    const std::string ptnml =
        "Ptnml(0-2): [" + std::to_string(p["pentanomial"][0].get<int>()) + ", " +
        std::to_string(p["pentanomial"][1].get<int>()) + ", " + std::to_string(p["pentanomial"][2].get<int>()) + ", " +
        std::to_string(p["pentanomial"][3].get<int>()) + ", " + std::to_string(p["pentanomial"][4].get<int>()) + "]";
    CHECK_MESSAGE(r.out.find(ptnml) != std::string::npos, r.out);
    CHECK(keys(j["sprt"]) ==
          std::vector<std::string>{"elo0", "elo1", "alpha", "beta", "llr", "lower", "upper", "state"});
    CHECK(j["sprt"]["state"] == "continue");
    CHECK(j["sprt"]["upper"].get<double>() > 2.9);
    // Every game: its number, colours swapped within a pair, the one opening, a termination.
    for (int k = 0; k < 8; ++k) {
        const Json& g = j["games"][static_cast<std::size_t>(k)];
        CAPTURE(g.dump());
        CHECK(keys(g) == std::vector<std::string>{"number", "round", "pair", "white", "black", "opening", "result",
                                                  "termination", "detail", "plies"});
        CHECK(g["number"] == k + 1);
        CHECK(g["round"] == k / 2 + 1);
        CHECK(g["pair"] == k / 2 + 1);
        CHECK(g["white"] == (k % 2 == 0 ? "A" : "B"));
        CHECK(g["opening"]["index"] == 1);
        CHECK(g["opening"]["text"].get<std::string>().find("K5,1") != std::string::npos);
        CHECK(g["plies"].get<int>() > 0);
        CHECK(g["plies"].get<int>() <= 60);
        if (g["termination"] == "max_moves") CHECK(g["plies"] == 60);
    }
    std::filesystem::remove(report);
}

TEST_CASE("match -report: a fault's termination is engine/fault.hpp's name, no SPRT is null") {
    const std::string report = temp_path("crash.json");
    const auto r = uici::test::run_match_cli("-engine cmd=/usr/bin/python3 name=fake args=\"" + kFake + " crash 2 " +
                                                 kUici + "\" -engine cmd=" + kUici +
                                                 " name=rnd -each option.Player=random st=3 -report file=" + report,
                                             "report-crash-" + std::to_string(getpid()));
    REQUIRE(r.code == 0);
    const Json j = Json::parse(uici::test::slurp(report));
    REQUIRE(j["games"].size() == 1);
    const Json& g = j["games"][0];
    CHECK(g["termination"] == std::string(uici::engine::fault_name(uici::engine::Fault::crash)));
    CHECK(g["result"] == "0-1");
    CHECK(g["detail"] == "White: the engine ended");
    CHECK(g["plies"] == 2);
    CHECK(g["pair"].is_null());
    CHECK(j["sprt"].is_null());
    CHECK(j["pairs"][0]["pentanomial"].is_null());
    CHECK(j["engines"][0]["losses"] == 1);
    // A clean sweep: the Elo is infinite, which JSON writes as null.
    CHECK(j["engines"][0]["elo"].is_null());
    std::filesystem::remove(report);
}

TEST_CASE("match -report: a bad field is a usage error") {
    const auto r = uici::test::run_match_cli("-engine cmd=a -engine cmd=b -report file=x format=xml",
                                             "report-bad-" + std::to_string(getpid()));
    CHECK(r.code == 2);
    CHECK(r.err == "error bad_argument \"format=xml\" for=match need=field flag=-report\n");
}

}  // namespace match_match_report_test
