// A match of the built-in test mover against itself: every game replays legally through
// `uici convert`, and -recover finishes an interrupted match without replaying its games.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "match/game_writer.hpp"
#include "tests/match/match_run.hpp"
#include "tests/match/replay.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_play_test {

TEST_CASE("match: built-in players, every game replays through convert, -recover resumes") {
    const std::string games =
        (std::filesystem::temp_directory_path() / ("uici-match-play-" + std::to_string(getpid()) + ".icn")).string();
    std::filesystem::remove(games);
    const std::string engines =
        "-engine cmd=" + std::string(UICI_BINARY) + " name=A option.Seed=1 -engine cmd=" + UICI_BINARY +
        " name=B option.Seed=2 -each option.Player=random nodes=1 -maxmoves 60 -repeat -concurrency 2";
    const std::string tag = "play-" + std::to_string(getpid());
    auto r = uici::test::run_match_cli(engines + " -rounds 3 -out file=" + games, tag);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("(6 games)") != std::string::npos);
    // stderr is a file here: a line per game and no status line, not one escape code.
    CHECK(r.err.find("Finished game 6/6") != std::string::npos);
    CHECK(r.err.find_first_of("\r\x1b") == std::string::npos);
    CHECK(r.out.find("Ptnml(0-2):") != std::string::npos);
    std::string text = uici::test::slurp(games);
    CHECK(text.find("[Variant \"Classical\"]") != std::string::npos);  // -variant's default start
    uici::match::RecoveredGames done;
    REQUIRE_FALSE(uici::match::read_finished_games(text, 2, 60, done));
    CHECK(done.games.size() == 6);
    CHECK(done.kept == text);
    // Round is the round and the game of it: three rounds of a pair.
    for (const char* round : {"1.1", "1.2", "2.1", "2.2", "3.1", "3.2"})
        CHECK(text.find("[Round \"" + std::string(round) + "\"]") != std::string::npos);
    // Each game read back, replayed to its end by the rules.
    int replayed = 0;
    CHECK(uici::test::replay_games(text, replayed).empty());
    CHECK(replayed == 6);
    // Interrupted after 6 games, half a game written: -recover drops the half game and plays 4 more.
    {
        std::ofstream cut(games, std::ios::app);
        cut << "[Event \"uici match\"]\n[Round";
    }
    r = uici::test::run_match_cli(engines + " -rounds 5 -recover -out file=" + games, tag);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("(10 games)") != std::string::npos);
    CHECK(r.err.find("Finished game 1/") == std::string::npos);
    CHECK(r.err.find("Finished game 7/10") != std::string::npos);
    text = uici::test::slurp(games);
    done = {};
    REQUIRE_FALSE(uici::match::read_finished_games(text, 2, 60, done));
    CHECK(done.games.size() == 10);
    CHECK(done.kept == text);
    CHECK(uici::test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
}

TEST_CASE("match: a UCI engine refuses a position off the 8x8 board before any game") {
    const auto r = uici::test::run_match_cli(
        "-engine cmd=stockfish proto=uci -engine cmd=" + std::string(UICI_BINARY) + " -variant Core -each nodes=1",
        "uci-" + std::to_string(getpid()));
    CHECK(r.code == 1);
    CHECK(r.err.find("error bad_position opening=1 proto=uci reason=\"") == 0);
    CHECK(r.err.find('\n') == r.err.size() - 1);  // one line
}

}  // namespace match_match_play_test
