// What `uici match` writes, and what it says when it cannot: the tags of its games, -recover's
// judgment of a written game, errors in the one grammar (PROTOCOL.md section 6) with their exit
// codes, and every write checked.
#include <doctest/doctest.h>

#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <span>
#include <string>
#include <vector>

#include "core/variants/variants.hpp"
#include "match/game_text.hpp"
#include "match/game_writer.hpp"
#include "tests/match/match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_output_test {

namespace {

const std::string kUici = UICI_BINARY;
const std::string kFakeEngine = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-match-" + name + "-" + std::to_string(getpid()))).string();
}

// Two built-in random movers, games of `moves` full moves at most.
std::string random_movers(int moves) {
    return "-engine cmd=" + kUici + " name=A option.Seed=1 -engine cmd=" + kUici +
           " name=B option.Seed=2 -each option.Player=random nodes=1 -maxmoves " + std::to_string(moves);
}

// The exit code of a shell command.
int shell(const std::string& cmd) {
    const int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Fool's mate as match writes it, as game `game`: Chess's start (on the 8x8 board, where the king
// cannot step off to escape), f3 e5 g4 Qh4#, `plies` of its moves.
std::string fools_mate(std::size_t plies, int game) {
    using namespace uici;
    using namespace uici::match;
    const Position start = *variant_position("Chess");
    const std::vector<Move> moves = {Move{{6, 2}, {6, 3}, {}}, Move{{5, 7}, {5, 5}, {}}, Move{{7, 2}, {7, 4}, {}},
                                     Move{{4, 8}, {8, 4}, {}}};
    GameRecord rec;
    rec.result = "0-1";
    rec.termination = "checkmate";
    rec.body = game_body(start, std::span(moves).first(plies), {});
    GameTags tags;
    tags.game = game;
    tags.white = "A";
    tags.black = "B";
    return write_game(tags, rec);
}

}  // namespace

TEST_CASE("match -recover: a game stands only if its moves reach the end its tags state") {
    uici::match::RecoveredGames whole;
    const std::string mate = fools_mate(4, 2);
    REQUIRE_FALSE(uici::match::read_finished_games(mate, 1, 0, whole));
    CHECK(whole.games.size() == 1);
    CHECK(whole.games.at(2).result == "0-1");
    CHECK(whole.kept == mate);
    // Game 1 cut at a move boundary and ended by an empty line: its Result and checkmate never
    // came. It is left out (to be played again); game 2 after it stands.
    for (std::size_t plies : {0, 1, 2, 3}) {
        CAPTURE(plies);
        uici::match::RecoveredGames cut;
        REQUIRE_FALSE(uici::match::read_finished_games(fools_mate(plies, 1) + mate, 1, 0, cut));
        CHECK(cut.games.size() == 1);
        CHECK(cut.games.contains(2));
        CHECK(cut.short_of_end == std::vector<int>{1});
        CHECK(cut.kept == mate);
    }
}

TEST_CASE("match -recover: a game cut at a move boundary is played again, nothing left to play is said") {
    const std::string games = temp_path("cut") + ".icn";
    std::filesystem::remove(games);
    const std::string tag = "cut-" + std::to_string(getpid());
    auto r = uici::test::run_match_cli(random_movers(4) + " -rounds 2 -out file=" + games, tag);
    REQUIRE(r.code == 0);
    std::string text = uici::test::slurp(games);
    // The first game cut after its third move, an empty line after it.
    const std::size_t second = text.find("[Event", 1);
    REQUIRE(second != std::string::npos);
    std::string first = text.substr(0, second - 2);
    for (int i = 0; i < 5; ++i) first.erase(first.rfind('|'));
    std::ofstream(games, std::ios::trunc) << first << "\n\n" << text.substr(second);
    r = uici::test::run_match_cli(random_movers(4) + " -rounds 2 -recover -out file=" + games, tag);
    REQUIRE(r.code == 0);
    CHECK(r.err.find("Recovered game 1 does not reach its stated end: played again") != std::string::npos);
    CHECK(r.err.find("Finished game 1/2") != std::string::npos);
    CHECK(r.err.find("Finished game 2/2") == std::string::npos);
    uici::match::RecoveredGames now;
    text = uici::test::slurp(games);
    REQUIRE_FALSE(uici::match::read_finished_games(text, 1, 4, now));
    CHECK(now.games.size() == 2);
    CHECK(now.kept == text);
    // Everything played: no game, and no share of a core from a few milliseconds of wall time.
    r = uici::test::run_match_cli(random_movers(4) + " -rounds 2 -recover -out file=" + games, tag);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("(2 games)") != std::string::npos);
    CHECK(r.err.find("Runner: nothing was left to play\n") != std::string::npos);
    CHECK(r.err.find("of a core") == std::string::npos);
    CHECK(uici::test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
}

TEST_CASE("match: games of proto=uci engines are Chess (the bordered 8x8 board), not Classical") {
    const std::string games = temp_path("uci-variant") + ".icn";
    std::filesystem::remove(games);
    const std::string fake = "cmd=/usr/bin/python3 proto=uci args=\"" + kFakeEngine + " uci 0 " + kUici + "\"";
    const std::string tag = "uci-variant-" + std::to_string(getpid());
    const auto r = uici::test::run_match_cli(
        "-engine " + fake + " name=U -engine " + fake + " name=V -each nodes=1 -maxmoves 1 -out file=" + games, tag);
    REQUIRE(r.code == 0);
    const std::string text = uici::test::slurp(games);
    CHECK(text.find("[Termination \"max_moves\"]") != std::string::npos);
    CHECK(text.find("[Variant \"Chess\"]") != std::string::npos);
    CHECK(text.find("Classical") == std::string::npos);
    CHECK(uici::test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
}

TEST_CASE("match: usage errors name the bad word in one line, exit 2, --help prints the help") {
    struct Case {
        const char* args;
        const char* line;
    };
    const Case cases[] = {
        {"-foo", "error bad_argument \"-foo\" for=match need=flag\n"},
        {"-rounds x", "error bad_argument \"x\" for=match need=number flag=-rounds min=1\n"},
        {"-engine cmd=a proto=xboard -engine cmd=b",
         "error bad_argument \"proto=xboard\" for=match need=proto names=uici,uci,sprt-json\n"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.args);
        const auto r = uici::test::run_match_cli(c.args, "usage-" + std::to_string(getpid()));
        CHECK(r.code == 2);
        CHECK(r.err == c.line);
        CHECK(r.out.empty());
    }
    const auto foo = uici::test::run_match_cli("-engine cmd=a -engine cmd=b -variant Foo", "variant");
    CHECK(foo.code == 2);
    CHECK(foo.err.rfind("error bad_argument \"Foo\" for=match need=variant names=", 0) == 0);
    CHECK(foo.err.find(",Chess,Classical,") != std::string::npos);
    CHECK(foo.err.find('\n') == foo.err.size() - 1);
    const auto help = uici::test::run_match_cli("--help", "help");
    CHECK(help.code == 0);
    CHECK(help.out.find("-engine cmd=") != std::string::npos);
}

TEST_CASE("match: a write that fails is an io error and exit 1 (-out, stdout)") {
    const std::string tag = "full-" + std::to_string(getpid());
    auto r = uici::test::run_match_cli(random_movers(2) + " -rounds 2 -out file=/dev/full", tag);
    CHECK(r.code == 1);
    CHECK(r.err.find("error io path=\"/dev/full\" op=write reason=\"No space left on device\"\n") != std::string::npos);
    CHECK(r.err.find("Finished game 2/2") == std::string::npos);  // the match stops at the first failure
    CHECK(uici::test::processes_tagged(tag) == 0);
    const std::string err = temp_path("full") + ".err";
    CHECK(shell(kUici + " match " + random_movers(2) + " >/dev/full 2>" + err) == 1);
    CHECK(uici::test::slurp(err).find("error io path=\"-\" op=write reason=\"No space left on device\"\n") !=
          std::string::npos);
    std::filesystem::remove(err);
}

}  // namespace match_match_output_test
