// EPD and PGN opening suites (-openings format=epd|pgn): en passant squares, castling rights
// and move counters reach the engine exactly as written; a bad entry is an error naming the file
// and line before the first game; the games played from a suite replay through `uici convert`.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/notation/uci_map.hpp"
#include "match/opening_suites.hpp"
#include "match/openings.hpp"
#include "tests/match/match_run.hpp"
#include "tests/match/replay.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_opening_suites_test {

namespace {

using uici::match::Opening;
using uici::match::read_suite;
using uici::match::SuiteFormat;

const std::string kUici = UICI_BINARY;
const std::string kFake = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-suite-" + name + "-" + std::to_string(getpid()))).string();
}

void write_file(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

std::string fen_of(const Opening& op) {
    REQUIRE(op.position);
    return uici::to_fen(*op.position);
}

}  // namespace

TEST_CASE("EPD suite: en passant, castling rights and counters as written") {
    const std::string text =
        "# a comment, then an empty line\n"
        "\n"
        "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3\n"
        "r3k2r/8/8/8/8/8/8/R3K2R w Kq - hmvc 7; fmvn 23; id \"castles\";\n"
        "4k3/8/8/8/8/8/8/4K2R w K - bm O-O; id \"no counters\";\n"
        "4k3/8/8/8/8/8/8/4K2R b - -\n"
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1;\n";
    std::vector<Opening> out;
    REQUIRE_FALSE(read_suite(SuiteFormat::epd, text, -1, out));
    REQUIRE(out.size() == 5);
    CHECK(fen_of(out[0]) == "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    CHECK(fen_of(out[1]) == "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 7 23");
    CHECK(fen_of(out[2]) == "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(fen_of(out[3]) == "4k3/8/8/8/8/8/8/4K2R b - - 0 1");
    CHECK(fen_of(out[4]) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    CHECK(out[0].index == 1);
    CHECK(out[4].index == 5);
    CHECK(out[1].text == "r3k2r/8/8/8/8/8/8/R3K2R w Kq - hmvc 7; fmvn 23; id \"castles\";");
    CHECK(out[0].variant == "Chess");
}

TEST_CASE("EPD suite: the first bad line is an error with its line number") {
    const char* bad[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",            // three fields
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",     // no pawn made e3
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",      // no rook for K
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc x;",  // no count
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 1",   // no ';'
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",      // a rank of nine
        "7k/5QQ1/8/8/8/8/8/K7 b - - 0 1",                                // mate already
    };
    for (const char* line : bad) {
        CAPTURE(line);
        std::vector<Opening> out;
        const auto e =
            read_suite(SuiteFormat::epd, std::string("4k3/8/8/8/8/8/8/4K2R w - - 0 1\n\n") + line + "\n", -1, out);
        REQUIRE(e);
        CHECK(e->line == 3);
        CHECK_FALSE(e->reason.empty());
    }
}

TEST_CASE("PGN suite: the position after plies= moves, a FEN tag's start, errors name the game's line") {
    const std::string text =
        "[Event \"one\"]\n[Result \"*\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 *\n\n"
        "[Event \"two\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 4 30\"]\n[SetUp \"1\"]\n\n30... O-O 31. Kd2 *\n";
    std::vector<Opening> all;
    const auto failed = read_suite(SuiteFormat::pgn, text, -1, all);
    REQUIRE_FALSE_MESSAGE(failed, failed->reason);
    REQUIRE(all.size() == 2);
    CHECK(fen_of(all[0]) == "rnbqkbnr/pp2pppp/3p4/2p5/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq d3 0 3");
    CHECK(fen_of(all[1]) == "r4rk1/8/8/8/8/8/3K4/R6R b - - 6 31");
    CHECK(all[0].text == "1. e4 c5 2. Nf3 d6 3. d4");
    CHECK(all[1].text == "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 4 30\"] 30... O-O 31. Kd2");
    std::vector<Opening> two;
    REQUIRE_FALSE(read_suite(SuiteFormat::pgn, text, 2, two));
    CHECK(fen_of(two[0]) == "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
    CHECK(fen_of(two[1]) == "r4rk1/8/8/8/8/8/3K4/R6R b - - 6 31");
    CHECK(two[0].text == "1. e4 c5");
    // An illegal move in the second game: its line (where its tags start) and its number.
    std::string broken = text;
    broken.replace(broken.find("Kd2"), 3, "Kd4");
    std::vector<Opening> none;
    const auto e = read_suite(SuiteFormat::pgn, broken, -1, none);
    REQUIRE(e);
    CHECK(e->line == 6);
    CHECK(e->game == 2);
    CHECK(e->reason.find("Kd4") != std::string::npos);
}

TEST_CASE("match: EPD and PGN suites played, the exact FEN sent to a UCI engine, a bad line stops it first") {
    const std::string epd = temp_path("suite.epd"), pgn = temp_path("suite.pgn"), games = temp_path("games.icn"),
                      log = temp_path("log.txt"), report = temp_path("report.json");
    write_file(epd,
               "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3\n"
               "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Kq - hmvc 7; fmvn 23;\n");
    write_file(pgn, "[Event \"x\"]\n\n1. e4 c5 2. Nf3 *\n\n[Event \"y\"]\n\n1. d4 d5 2. c4 e6 *\n");
    const std::string movers = "-engine cmd=" + kUici + " name=A option.Seed=1 -engine cmd=" + kUici +
                               " name=B option.Seed=2 -each option.Player=random nodes=1 -maxmoves 20 -repeat ";
    const std::string tag = "suite-" + std::to_string(getpid());
    for (const auto& [file, format] : {std::pair{epd, "epd"}, std::pair{pgn, "pgn"}}) {
        CAPTURE(format);
        std::filesystem::remove(games);
        const auto r = uici::test::run_match_cli(movers + "-rounds 2 -openings file=" + file + " format=" + format +
                                                     " -out file=" + games + " -report file=" + report,
                                                 tag);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.out.find("(4 games)") != std::string::npos);
        const std::string text = uici::test::slurp(games);
        CHECK(text.find("[Variant \"Chess\"]") != std::string::npos);
        int replayed = 0;
        CHECK(uici::test::replay_games(text, replayed).empty());
        CHECK(replayed == 4);
        const auto j = nlohmann::json::parse(uici::test::slurp(report));
        CHECK(j["config"]["openings"]["format"] == format);
        CHECK(j["games"][2]["opening"]["index"] == 2);
    }
    // A UCI engine is given the suite's position exactly: the en passant square and counters.
    const auto r = uici::test::run_match_cli(
        "-engine cmd=/usr/bin/python3 name=fake proto=uci args=\"" + kFake + " uci 0 x\" -engine cmd=" + kUici +
            " name=rnd -each option.Player=random st=3 -openings file=" + epd + " format=epd -log file=" + log,
        tag);
    CHECK_MESSAGE(r.code == 0, r.err);
    CHECK_MESSAGE(uici::test::slurp(log).find(
                      "position fen rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3") != std::string::npos,
                  uici::test::slurp(log));
    // A bad line: one error line naming the file and the line, and no game.
    write_file(epd, "4k3/8/8/8/8/8/8/4K2R w - - 0 1\n4k3/8/8/8/8/8/8/4K3 w - e9 0 1\n");
    std::filesystem::remove(games);
    const auto bad =
        uici::test::run_match_cli(movers + "-openings file=" + epd + " format=epd -out file=" + games, tag);
    CHECK(bad.code == 1);
    CHECK(bad.err.find("error bad_position path=\"" + epd + "\" line=2 reason=\"") == 0);
    CHECK(bad.err.find('\n') == bad.err.size() - 1);
    CHECK_FALSE(std::filesystem::exists(games));
    CHECK(uici::test::processes_tagged(tag) == 0);
    for (const auto& f : {epd, pgn, games, log, report}) std::filesystem::remove(f);
}

// The games of a match share their opening across threads; a large board read in bulk answers its
// first queries by writing its indices (core/board/board.hpp), so the loader builds them first.
TEST_CASE("ICN openings: a large board is indexed and hashed before any game reads it") {
    std::string icn = "w K0,0|k40,40";
    for (int x = 0; x < 40; ++x)
        for (int y = 10; y < 40; ++y) icn += "|P" + std::to_string(x * 3) + "," + std::to_string(y);
    const std::string file = temp_path("large.icn");
    write_file(file, icn + "\n");
    uici::match::MatchOptions o;
    o.openings_file = file;
    std::vector<Opening> out;
    REQUIRE_FALSE(uici::match::load_openings(o, out));
    REQUIRE(out.size() == 1);
    REQUIRE(out[0].position);
    CHECK(out[0].position->board.size() == 1202);
    CHECK(out[0].position->board.fully_indexed());
    std::filesystem::remove(file);
}

}  // namespace match_opening_suites_test
