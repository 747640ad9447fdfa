// The runner against misbehaving engines (tests/match/fake_engine.py): each fault loses the
// game with its termination, the next game is played with a fresh engine, the runner never
// hangs and leaves no process behind. Clocks are generous where the fault is no timing one,
// so that a loaded machine does not turn a slow legal move into a time forfeit.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "match/game_writer.hpp"
#include "tests/match/match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_faults_test {

namespace {

const std::string kFake = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";

struct Fault {
    const char* mode;
    const char* limits;
    const char* termination;
    const char* detail;
};

// The words of a match between the fake engine (MODE TRIGGER) as the first engine and the
// built-in random mover as the second.
std::string fake_vs_random(const std::string& mode, int trigger) {
    std::string args = "-engine cmd=/usr/bin/python3 name=fake args=\"";
    args += kFake;
    args += " " + mode + " " + std::to_string(trigger) + " ";
    args += UICI_BINARY;
    args += "\" -engine cmd=";
    args += UICI_BINARY;
    args += " name=rnd -each option.Player=random ";
    return args;
}

}  // namespace

TEST_CASE("match: every engine fault loses the game with its termination, and the match goes on") {
    const Fault faults[] = {
        {"illegal", "st=3", "illegal_move", "White played 0,0>0,50: no_piece"},
        {"crash", "st=3", "crash", "White: the engine ended"},
        {"hang", "st=0.5", "time_forfeit", "White: no move within its time"},
        {"hang", "nodes=1 timeout=2", "no_answer", "White: no move within 2000 ms"},
        {"flood", "st=3", "bad_output", "White: a flood of lines that are no reply"},
        {"longline", "st=3", "bad_output", "White: a line longer than 1048576 bytes"},
        // Judged the moment the line passes -maxline, not when a line end comes (none does) or
        // the clock runs out (time_forfeit before).
        {"nolf", "st=20 -maxline 65536", "bad_output", "White: a line longer than 65536 bytes"},
        // The engine's exit is a crash at once, though a process it started still holds its
        // stdout (time_forfeit after the whole clock before).
        {"orphan", "st=20", "crash", "White: the engine ended"},
        {"late", "st=0.5", "time_forfeit", "White: no move within its time"},
        {"garbage", "st=3", "bad_output", "White: bestmove 'hello' is no move"},
    };
    // Named by the process: two test runs at once (two clones) must not write one file.
    const std::string games =
        (std::filesystem::temp_directory_path() / ("uici-match-faults-" + std::to_string(getpid()) + ".icn")).string();
    for (const Fault& f : faults) {
        const std::string mode = f.mode;
        CAPTURE(mode);
        std::filesystem::remove(games);
        const std::string tag = std::string("fault-") + f.mode + "-" + std::to_string(getpid());
        const auto r = uici::test::run_match_cli(
            fake_vs_random(f.mode, 3) + f.limits + " -rounds 2 -maxmoves 20 -out file=" + games, tag);
        CHECK(r.code == 0);
        CHECK(uici::test::processes_tagged(tag) == 0);
        CHECK(r.out.find("Games: 2, Wins: 0, Draws: 0, Losses: 2") != std::string::npos);
        uici::match::RecoveredGames done;
        const std::string text = uici::test::slurp(games);
        REQUIRE_FALSE(uici::match::read_finished_games(text, 1, 0, done));
        CHECK(done.games.size() == 2);  // each stands: its moves leave the game going on
        CHECK(done.kept == text);
        for (const auto& [number, g] : done.games) CHECK(g.result == "0-1");
        const std::string term = std::string("[Termination \"") + f.termination + "\"]";
        const std::string detail = std::string("[TerminationDetail \"") + f.detail + "\"]";
        CHECK(text.find(term) != std::string::npos);
        CHECK(text.find(term, text.find(term) + 1) != std::string::npos);  // both games
        CHECK(text.find(detail) != std::string::npos);
    }
    std::filesystem::remove(games);
}

TEST_CASE("match: a faulty game ends when the fault happens, not when the clock runs out") {
    // Two games of the fake whose engine dies (its grandchild keeping the pipe) or floods with no
    // line end on its first move, under a clock of a minute a move: over in seconds.
    for (const std::string mode : {"orphan", "nolf"}) {
        CAPTURE(mode);
        const std::string tag = "quick-" + mode + "-" + std::to_string(getpid());
        const auto started = std::chrono::steady_clock::now();
        const auto r = uici::test::run_match_cli(fake_vs_random(mode, 1) + "st=60 -rounds 2 -maxline 65536", tag);
        const auto seconds =
            std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started).count();
        CHECK(r.code == 0);
        CHECK(seconds < 30);
        CHECK(r.out.find("Games: 2, Wins: 0, Draws: 0, Losses: 2") != std::string::npos);
        CHECK(uici::test::processes_tagged(tag) == 0);
    }
}

TEST_CASE("match: an engine that knows only UCI's handshake (uci, ucinewgame) plays every game") {
    const std::string games =
        (std::filesystem::temp_directory_path() / ("uici-match-ucionly-" + std::to_string(getpid()) + ".icn")).string();
    std::filesystem::remove(games);
    const std::string tag = "ucionly-" + std::to_string(getpid());
    const auto r = uici::test::run_match_cli(
        fake_vs_random("ucionly", 0) + "nodes=1 timeout=3 -rounds 2 -maxmoves 4 -out file=" + games, tag);
    CHECK(r.code == 0);
    CHECK(r.err.find("did not start") == std::string::npos);
    const std::string text = uici::test::slurp(games);
    CHECK(text.find("[Termination \"crash\"]") == std::string::npos);
    CHECK(text.find("[Termination \"max_moves\"]") != std::string::npos);
    CHECK(uici::test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
}

TEST_CASE("match: an engine that cannot start loses each game, no process is left") {
    const std::string tag = "nostart-" + std::to_string(getpid());
    const auto r =
        uici::test::run_match_cli("-engine cmd=/nonexistent/engine name=ghost -engine cmd=" + std::string(UICI_BINARY) +
                                      " name=rnd -each nodes=1 -rounds 2",
                                  tag);
    CHECK(r.code == 0);
    CHECK(r.err.find("crash: White did not start: cannot start '/nonexistent/engine'") != std::string::npos);
    CHECK(r.out.find("Wins: 0, Draws: 0, Losses: 2") != std::string::npos);
    CHECK(uici::test::processes_tagged(tag) == 0);
}

TEST_CASE("match: the depth and score of an engine's last info line go into its move's comment") {
    const std::string games =
        (std::filesystem::temp_directory_path() / ("uici-match-scores-" + std::to_string(getpid()) + ".icn")).string();
    std::filesystem::remove(games);
    const std::string tag = "scores-" + std::to_string(getpid());
    const auto r =
        uici::test::run_match_cli(fake_vs_random("scores", 1) + "st=3 -rounds 1 -maxmoves 1 -out file=" + games, tag);
    CHECK(r.code == 0);
    CHECK(uici::test::processes_tagged(tag) == 0);
    const std::string text = uici::test::slurp(games);
    // The fake's lines: depth 7 cp -123, an info string (not read), then tab-separated depth 9
    // and mate -3, the last one standing. The random player's own moves carry no score.
    CHECK(text.find("{-M3/9 ") != std::string::npos);
    CHECK(text.find("/99") == std::string::npos);
    std::filesystem::remove(games);
}

TEST_CASE("match: a game slot's thread runs under SCHED_BATCH when asked, its engines never") {
    // The fake writes its own policy and those of the runner's threads (0 normal, 3 batch).
    for (const std::string sched : {"batch", "normal"}) {
        CAPTURE(sched);
        const std::string log =
            (std::filesystem::temp_directory_path() / ("uici-match-sched-" + std::to_string(getpid()) + ".log"))
                .string();
        std::filesystem::remove(log);
        const std::string tag = "sched-" + sched + "-" + std::to_string(getpid());
        const auto r = uici::test::run_match_cli(
            fake_vs_random("sched", 1) + "st=3 -rounds 1 -maxmoves 1 -scheduling " + sched + " -log file=" + log, tag);
        CHECK(r.code == 0);
        CHECK(uici::test::processes_tagged(tag) == 0);
        const std::string text = uici::test::slurp(log);
        const std::size_t at = text.find("info string policy ");
        REQUIRE(at != std::string::npos);
        const std::string line = text.substr(at, text.find('\n', at) - at);
        CAPTURE(line);
        CHECK(line.rfind("info string policy 0 runner 0", 0) == 0);  // the engine, the main thread
        CHECK((line.find(" 3") != std::string::npos) == (sched == "batch"));
        std::filesystem::remove(log);
    }
}

TEST_CASE("match: SIGINT ends a match of two slots at once, and no process is left") {
    const std::string tag = "sigint-" + std::to_string(getpid());
    // Both slots' fakes never answer their first go, under a clock of a minute a move.
    const auto r = uici::test::run_match_cli(fake_vs_random("hang", 1) + "st=60 -rounds 4 -concurrency 2", tag,
                                             "timeout --preserve-status -s INT 3");
    CHECK(r.code == 130);
    CHECK(r.out.find("Games: 0") != std::string::npos);
    CHECK(uici::test::processes_tagged(tag) == 0);
}

}  // namespace match_match_faults_test
