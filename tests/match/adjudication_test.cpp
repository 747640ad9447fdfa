// -adjudicate material=N moves=M (docs/MATCH.md "Adjudication"): the side whose material, counted
// with core/board/piece.hpp's values (fairy pieces too), stays N centipawns ahead for M plies wins
// by adjudication; a smaller lead, or a lead shorter than M plies, plays on.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "tests/match/match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_adjudication_test {

namespace {

const std::string kUici = UICI_BINARY;

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-adj-" + name + "-" + std::to_string(getpid()))).string();
}

nlohmann::json play(const std::string& openings, const std::string& adjudicate, int rounds) {
    const std::string file = temp_path("openings.icn"), report = temp_path("report.json");
    std::ofstream(file) << openings;
    const auto r = uici::test::run_match_cli("-engine cmd=" + kUici + " name=A option.Seed=1 -engine cmd=" + kUici +
                                                 " name=B option.Seed=2 -each option.Player=random nodes=1"
                                                 " -maxmoves 10 -rounds " +
                                                 std::to_string(rounds) + " -openings file=" + file + " -adjudicate " +
                                                 adjudicate + " -report file=" + report,
                                             "adj-" + std::to_string(getpid()));
    REQUIRE_MESSAGE(r.code == 0, r.err);
    auto j = nlohmann::json::parse(uici::test::slurp(report));
    std::filesystem::remove(file);
    std::filesystem::remove(report);
    return j;
}

}  // namespace

TEST_CASE("-adjudicate material: fairy values from the piece table, either side, after M plies") {
    // White: an amazon (1450) and a pawn against a queen (1100) and a pawn: +350.
    // Black to move, a queen and two pawns against a pawn: -1200.
    const std::string openings = "w K5,1|k5,8|AM4,1|q4,8|P1,2|p1,7\nb K5,1|k5,8|q4,8|P1,2|p1,7|p2,7\n";
    auto j = play(openings, "material=300 moves=1", 2);
    REQUIRE(j["games"].size() == 2);
    CHECK(j["config"]["adjudication"]["material"] == nlohmann::json{{"material", 300}, {"moves", 1}});
    const auto& w = j["games"][0];
    CHECK(w["result"] == "1-0");
    CHECK(w["termination"] == "adjudication");
    CHECK(w["plies"] == 1);
    CHECK(w["detail"].get<std::string>().starts_with("White wins on material (+"));
    const auto& b = j["games"][1];
    CHECK(b["result"] == "0-1");
    CHECK(b["termination"] == "adjudication");
    CHECK(b["plies"] == 1);
    CHECK(b["detail"] == "Black wins on material (-1200 cp)");
    // Three plies in a row: not before the third.
    j = play(openings, "material=300 moves=3", 2);
    for (const auto& g : j["games"]) {
        CAPTURE(g.dump());
        if (g["termination"] == "adjudication") CHECK(g["plies"].get<int>() >= 3);
    }
    // A margin above the lead: the amazon game is not adjudicated on its first ply.
    j = play("w K5,1|k5,8|AM4,1|q4,8|P1,2|p1,7\n", "material=2000", 1);
    CHECK(j["games"][0]["plies"].get<int>() > 1);
}

TEST_CASE("-adjudicate: a bad field is a usage error") {
    const auto r = uici::test::run_match_cli("-engine cmd=a -engine cmd=b -adjudicate material=0",
                                             "adj-bad-" + std::to_string(getpid()));
    CHECK(r.code == 2);
    CHECK(r.err == "error bad_argument \"material=0\" for=match need=field flag=-adjudicate\n");
}

}  // namespace match_adjudication_test
