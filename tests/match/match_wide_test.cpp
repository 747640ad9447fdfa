// Games past +-2^60 (match/wide_game.hpp): an opening placed at 10^30 is played on the wide
// build, and a narrow game whose engine answers a square past 2^60 goes on on the wide build;
// every game is written with every digit and replays through `uici convert`, and -recover
// reads such games back. A number of more than 2,000 digits is too_large, never a crash.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "convert/convert.hpp"
#include "match/game_writer.hpp"
#include "tests/match/match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_wide_test {

namespace {

const std::string kWideFake = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";
const std::string kFar = "1000000000000000000000000000000";  // 10^30

std::string temp_file(const std::string& what) {
    return (std::filesystem::temp_directory_path() / ("uici-match-" + what + "-" + std::to_string(getpid()))).string();
}

void write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path);
    out << text;
}

// The games of an output file, each replayed to its end by `uici convert`.
std::vector<std::string> replayed_games(const std::string& text) {
    std::vector<std::string> games;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find("\n\n", pos);
        if (end == std::string::npos) break;
        games.push_back(text.substr(pos, end - pos));
        pos = end + 2;
        std::string out, err;
        CHECK_MESSAGE(uici::convert({"--to", "icn", "--at", "end"}, games.back(), out, err) == 0, err);
    }
    return games;
}

// A match of the fake engine (white) against the random player from `opening`.
uici::test::MatchRun fake_match(const std::string& fake_args, const std::string& opening, const std::string& games,
                                const std::string& tag) {
    const std::string openings = temp_file("wide-opening-" + tag);
    write_file(openings, opening + "\n");
    const std::string uici = UICI_BINARY, fake = "-engine cmd=/usr/bin/python3 name=fake " + fake_args;
    const std::string args = fake + " -engine cmd=" + uici + " name=rnd -each option.Player=random depth=1" +
                             " -maxmoves 8 -rounds 1 -openings file=" + openings + " -out file=" + games;
    const auto r = uici::test::run_match_cli(args, tag);
    std::filesystem::remove(openings);
    CHECK(uici::test::processes_tagged(tag) == 0);
    return r;
}

}  // namespace

TEST_CASE("match: an opening at 10^30 is played on the wide build, written with every digit, and recovered") {
    const std::string openings = temp_file("far-openings") + ".icn";
    const std::string games = temp_file("far-games") + ".icn";
    std::filesystem::remove(games);
    // Kings, queens and rooks moved by 10^30 along x; a bordered one around them too.
    const std::string k = kFar.substr(0, kFar.size() - 1);
    write_file(openings, "w K" + k + "5,1|k" + k + "5,8|Q" + k + "4,1|q" + k + "4,8|R" + k + "1,1|r" + k + "1,8\nw " +
                             k + "0," + k + "9,0,9 K" + k + "5,1|k" + k + "5,8|Q" + k + "4,1|q" + k + "4,8|R" + k +
                             "1,1|r" + k + "1,8\n");
    // The built-in player through the uici protocol against uici's own sprt-json dialect.
    const std::string engines = "-engine cmd=" + std::string(UICI_BINARY) + " name=A -engine cmd=" + UICI_BINARY +
                                " name=B proto=sprt-json \"args=--dialect sprt-json\" -each depth=1 -maxmoves 6"
                                " -repeat -openings file=" +
                                openings + " -out file=" + games;
    const std::string tag = "far-" + std::to_string(getpid());
    auto r = uici::test::run_match_cli(engines + " -rounds 1", tag);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("(2 games)") != std::string::npos);
    std::string text = uici::test::slurp(games);
    auto played = replayed_games(text);
    REQUIRE(played.size() == 2);
    for (const std::string& g : played) {
        CHECK(g.find("[Termination \"") != std::string::npos);
        CHECK(g.find("bad_output") == std::string::npos);
        CHECK(g.find("K" + k + "5,1") != std::string::npos);  // the start, every digit
        CHECK(g.find(">" + k) != std::string::npos);          // and moves of the same size
        CHECK(g.find("[Variant") == std::string::npos);       // the openings name no variant
    }
    // -recover reads the wide games back and plays the missing ones, the bordered opening too.
    r = uici::test::run_match_cli(engines + " -rounds 2 -recover", tag);
    REQUIRE(r.code == 0);
    CHECK(r.err.find("Finished game 1/") == std::string::npos);
    CHECK(r.err.find("Finished game 4/4") != std::string::npos);
    text = uici::test::slurp(games);
    played = replayed_games(text);
    CHECK(played.size() == 4);
    CHECK(text.find(" " + k + "0," + k + "9,0,9 ") != std::string::npos);
    CHECK(uici::test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
    std::filesystem::remove(openings);
}

TEST_CASE("match: an opening number of more than 2,000 digits is too_large, a UCI engine refuses a far opening") {
    const std::string file = temp_file("huge-openings") + ".icn";
    write_file(file, "w K5,1|k5,8|Q4,1|q4,8|R1,1|r1,8\nw K1" + std::string(2001, '0') + ",1|k5,8|Q4,1|q4,8\n");
    const std::string uici = UICI_BINARY;
    auto r = uici::test::run_match_cli(
        "-engine cmd=" + uici + " -engine cmd=" + uici + " -each nodes=1 -openings file=" + file,
        "huge-" + std::to_string(getpid()));
    CHECK(r.code == 1);
    CHECK(r.err.find("error too_large path=\"" + file + "\" line=2 reason=\"") == 0);
    write_file(file, "w K" + kFar + ",1|k5,8|Q4,1|q4,8|R1,1|r1,8\n");
    r = uici::test::run_match_cli(
        "-engine cmd=stockfish proto=uci -engine cmd=" + uici + " -each nodes=1 -openings file=" + file,
        "far-uci-" + std::to_string(getpid()));
    CHECK(r.code == 1);
    CHECK(r.err.find("error bad_position opening=1 proto=uci reason=\"") == 0);
    std::filesystem::remove(file);
}

TEST_CASE("match: an engine's move to 10^30 in a narrow game is read exactly and the game goes on wide") {
    const std::string games = temp_file("slide-games") + ".icn";
    const std::string opening = "w K5,1|k5,8|R1,2|r8,7|Q4,1|q4,8";
    const std::string far = "1,2>-" + kFar + ",2";  // the rook along an open rank
    const std::string pid = std::to_string(getpid());
    SUBCASE("uici protocol: a legal slide, then play on both sides") {
        std::filesystem::remove(games);
        const auto r = fake_match("args=\"" + kWideFake + " say 1 " + UICI_BINARY + " " + far + "\"", opening, games,
                                  "slide-" + pid);
        REQUIRE(r.code == 0);
        const std::string text = uici::test::slurp(games);
        const auto played = replayed_games(text);
        REQUIRE(played.size() == 1);
        CHECK(text.find(" " + far + " {") != std::string::npos);
        // Played on to its end by the rules on the wide build: 8 full moves.
        CHECK(text.find("[Termination \"max_moves\"]") != std::string::npos);
        CHECK(r.out.find("Draws: 1") != std::string::npos);
    }
    SUBCASE("sprt-json: the slide is applied and the next request carries the far square") {
        std::filesystem::remove(games);
        const auto r = fake_match("proto=sprt-json args=\"" + kWideFake + " sprt 1 " + UICI_BINARY + " " + far + "\"",
                                  opening, games, "slide-sprt-" + pid);
        REQUIRE(r.code == 0);
        const std::string text = uici::test::slurp(games);
        CHECK(replayed_games(text).size() == 1);
        CHECK(text.find(" " + far + " {") != std::string::npos);
        CHECK(text.find("[TerminationDetail \"White: error 'saw_-" + kFar + ",2'\"]") != std::string::npos);
    }
    SUBCASE("a square of more than 2,000 digits loses as bad_output (too_large)") {
        std::filesystem::remove(games);
        const auto r =
            fake_match("args=\"" + kWideFake + " say 1 " + UICI_BINARY + " 1,2>-1" + std::string(2001, '0') + ",2\"",
                       opening, games, "slide-huge-" + pid);
        REQUIRE(r.code == 0);
        const std::string text = uici::test::slurp(games);
        CHECK(replayed_games(text).size() == 1);
        CHECK(text.find("[Termination \"bad_output\"]") != std::string::npos);
        CHECK(text.find("is no move (too_large)\"]") != std::string::npos);
        CHECK(r.out.find("Losses: 1") != std::string::npos);
    }
    std::filesystem::remove(games);
}

}  // namespace match_match_wide_test
