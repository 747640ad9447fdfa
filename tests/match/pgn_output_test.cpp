// -pgnout file=F (docs/MATCH.md "PGN output"): fastchess's tags and per-move comments, SAN with
// check marks, 80-character lines, a black-to-move start; the games of a match written as PGN
// read back through `uici convert` (PGN -> ICN) to the ICN record's positions and moves; openings
// off the 8x8 board refused before the first game; -recover makes the PGN file again. Each move's
// comment: line 1's score, depth, nodes and seldepth, the time, the mover's clock as [%clk]
// (ICN in infinitechess.org's form), and -pgnout's options that leave fields out.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "convert/convert.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/uci_map.hpp"
#include "match/game_text.hpp"
#include "match/game_writer.hpp"
#include "match/move_comment.hpp"
#include "match/pgn_output.hpp"
#include "pgn/chess_board.hpp"
#include "tests/match/match_run.hpp"
#include "tests/match/replay.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_pgn_output_test {

namespace {

using namespace uici;

const std::string kUiciBinary = UICI_BINARY;
const std::string kPgnFake = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";

std::string pgn_test_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-pgnout-" + std::to_string(getpid()) + "-" + name)).string();
}

// One game as the runner writes it in ICN: game 3 of a match of 2 games a round.
std::string icn_game(const Position& start, const std::vector<Move>& moves, const std::vector<std::string>& comments,
                     const std::string& result, const std::string& termination, const std::string& detail = "") {
    match::GameTags tags;
    tags.game = 3;
    tags.games_per_round = 2;
    tags.white = "A";
    tags.black = "B";
    tags.time_control = "nodes=1";
    tags.variant = "Chess";
    tags.date = "2026.11.26";
    tags.site = "host";
    match::GameRecord rec;
    rec.result = result;
    rec.termination = termination;
    rec.detail = detail;
    rec.plies = static_cast<int>(moves.size());
    rec.body = match::game_body(start, moves, comments);
    return match::write_game(tags, rec);
}

Move mv(int fx, int fy, int tx, int ty) { return Move{{fx, fy}, {tx, ty}, std::nullopt}; }

// The start position and the moves of an ICN game.
std::pair<std::string, std::vector<Move>> position_and_moves(const std::string& icn) {
    auto doc = read_icn(icn);
    REQUIRE_MESSAGE(doc.has_value(), icn);
    std::vector<Move> moves;
    for (const auto& m : doc->moves) moves.push_back(m.move);
    return {to_fen(doc->position), moves};
}

}  // namespace

TEST_CASE("-pgnout: a game in fastchess's form, its comments, check marks and lines") {
    const Position start = *pgn::read_fen(pgn::kStartFen);
    const std::vector<Move> scholar{mv(5, 2, 5, 4), mv(5, 7, 5, 5), mv(6, 1, 3, 4), mv(2, 8, 3, 6),
                                    mv(4, 1, 8, 5), mv(7, 8, 6, 6), mv(8, 5, 6, 7)};
    const std::vector<std::string> comments{"+0.31/12 0.105s", "+0.00/10 0.200s", "1.000s",      "-1.50/8 0.050s",
                                            "+M2/5 0.010s",    "-M1/4 0.020s",    "+M1/1 0.001s"};
    std::string pgn;
    REQUIRE_FALSE(match::append_pgn_game(pgn, icn_game(start, scholar, comments, "1-0", "checkmate")));
    CHECK(pgn ==
          "[Event \"uici match\"]\n[Site \"host\"]\n[Date \"2026.11.26\"]\n[Round \"2.1\"]\n[White \"A\"]\n"
          "[Black \"B\"]\n[Result \"1-0\"]\n[PlyCount \"7\"]\n[Termination \"normal\"]\n[TimeControl \"nodes=1\"]\n"
          "\n"
          "1. e4 {+0.31/12 0.105s} e5 {0.00/10 0.200s} 2. Bc4 {/0 1.000s}\n"
          "Nc6 {-1.50/8 0.050s} 3. Qh5 {+M3/5 0.010s} Nf6 {-M2/4 0.020s}\n"
          "4. Qxf7# {+M1/1 0.001s, checkmate} 1-0\n\n");

    // Black to move (ICN's "b", as an EPD opening is played): SetUp and FEN, "1... e5"; a fault
    // is fastchess's "abandoned", its detail after the last comment.
    Position black = *pgn::read_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    black.last_in_turn_order = Color::White;
    pgn.clear();
    REQUIRE_FALSE(match::append_pgn_game(
        pgn, icn_game(black, {mv(5, 7, 5, 5), mv(7, 1, 6, 3)}, {"-0.20/3 0.010s", "+0.40/4 0.020s"}, "1-0", "crash",
                      "B's process ended")));
    CHECK(pgn.find("[Result \"1-0\"]\n[SetUp \"1\"]\n"
                   "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"]\n[PlyCount \"2\"]\n"
                   "[Termination \"abandoned\"]\n") != std::string::npos);
    CHECK(pgn.ends_with("\n\n1... e5 {-0.20/3 0.010s} 2. Nf3 {+0.40/4 0.020s, B's process ended} 1-0\n\n"));

    // No move made: the ending alone.
    pgn.clear();
    REQUIRE_FALSE(match::append_pgn_game(pgn, icn_game(start, {}, {}, "0-1", "time_forfeit", "A lost on time")));
    CHECK(pgn.find("[Termination \"time forfeit\"]") != std::string::npos);
    CHECK(pgn.ends_with("\n\n{A lost on time} 0-1\n\n"));

    CHECK(match::pgn_termination("max_moves") == "adjudication");
    CHECK(match::pgn_termination("illegal_move") == "illegal move");
    CHECK(match::pgn_termination("repetition") == "normal");

    // Off the 8x8 board there is no PGN: an error, nothing appended.
    auto open = read_icn("w 0/100 1 (8|1) K5,1+|k5,8+|R1,1+");
    REQUIRE(open.has_value());
    CHECK(match::pgn_unfit(open->position) == "the board is not the world border 1,8,1,8");
    CHECK_FALSE(match::pgn_unfit(start));
    CHECK_FALSE(match::pgn_unfit(black));
}

TEST_CASE("-pgnout: a match's PGN reads back through convert to the ICN record's games, -recover") {
    const std::string epd = pgn_test_path("book.epd"), icn = pgn_test_path("games.icn"),
                      pgn = pgn_test_path("games.pgn");
    std::ofstream(epd) << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
                          "r3k2r/pppq1ppp/2np1n2/4p3/4P3/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 4 8\n";
    const std::string match = "-engine cmd=" + kUiciBinary + " name=A option.Seed=3 -engine cmd=" + kUiciBinary +
                              " name=B option.Seed=4 -each option.Player=random nodes=1 -maxmoves 40 -repeat"
                              " -rounds 3 -openings file=" +
                              epd + " format=epd -out file=" + icn + " -pgnout file=" + pgn;
    std::filesystem::remove(icn);
    std::filesystem::remove(pgn);
    const auto run = uici::test::run_match_cli(match, "pgnout");
    REQUIRE_MESSAGE(run.code == 0, run.err);
    const auto icn_games = uici::test::game_blocks_of(uici::test::slurp(icn));
    const std::string pgn_text = uici::test::slurp(pgn);
    REQUIRE(icn_games.size() == 6);
    // Each PGN game, converted to ICN, starts where the ICN game starts and makes its moves.
    std::size_t at = 0;
    for (int g = 0; g < 6; ++g) {
        const std::size_t next = pgn_text.find("\n\n[Event", at);
        const std::string one = pgn_text.substr(at, next == std::string::npos ? std::string::npos : next + 2 - at);
        at = next + 2;
        std::string out, err;
        REQUIRE_MESSAGE(uici::convert({"--from", "pgn", "--to", "icn"}, one, out, err) == 0, err);
        CHECK(position_and_moves(out) == position_and_moves(icn_games[static_cast<std::size_t>(g)]));
        CHECK(one.find("[Round \"" + std::to_string(g / 2 + 1) + "." + std::to_string(g % 2 + 1) + "\"]") !=
              std::string::npos);
    }
    CHECK(pgn_text.find("\n1... ") != std::string::npos);  // the first opening: black to move

    // Cut in the middle of its fourth game (both files), -recover plays it again and makes the
    // PGN file again from the ICN games that stand.
    {
        const std::string text = uici::test::slurp(icn);
        std::size_t cut = 0;
        for (int g = 0; g < 3; ++g) cut = text.find("\n\n", cut) + 2;
        std::ofstream(icn, std::ios::trunc) << text.substr(0, cut) << "[Event \"uici match\"]\n[Ro";
        std::ofstream(pgn, std::ios::trunc) << pgn_text.substr(0, pgn_text.size() / 2);
    }
    const auto again = uici::test::run_match_cli(match + " -recover", "pgnout-recover");
    REQUIRE_MESSAGE(again.code == 0, again.err);
    CHECK(again.err.find("Finished game 4/6") != std::string::npos);
    CHECK(again.err.find("Finished game 3/6") == std::string::npos);
    std::string from_icn;
    for (const std::string& g : uici::test::game_blocks_of(uici::test::slurp(icn)))
        if (!g.empty()) REQUIRE_FALSE(match::append_pgn_game(from_icn, g + "\n\n"));
    CHECK(uici::test::slurp(pgn) == from_icn);

    // An opening off the 8x8 board: refused before the first game.
    const auto off = uici::test::run_match_cli("-engine cmd=" + kUiciBinary + " -engine cmd=" + kUiciBinary +
                                                   " -each option.Player=random nodes=1 -pgnout file=" + pgn,
                                               "pgnout-off");
    CHECK(off.code == 1);
    CHECK(off.err == "error bad_position opening=1 for=pgnout reason=\"the board is not the world border 1,8,1,8\"\n");
    for (const auto& f : {epd, icn, pgn}) std::filesystem::remove(f);
}

TEST_CASE("move comments: the ICN record's fields, [%clk] as infinitechess.org writes it, fastchess's PGN form") {
    // The site's H:MM:SS.D, rounded up to a tenth (a clock never shows less than is left).
    CHECK(match::clk_text(0) == "0:00:00.0");
    CHECK(match::clk_text(-250) == "0:00:00.0");
    CHECK(match::clk_text(1) == "0:00:00.1");
    CHECK(match::clk_text(58400) == "0:00:58.4");
    CHECK(match::clk_text(58401) == "0:00:58.5");
    CHECK(match::clk_text(3723456) == "1:02:03.5");
    CHECK(match::clk_text(36000000) == "10:00:00.0");

    // Line 1's last scored line gives nodes and seldepth; line 2 and an unscored line do not.
    engine::EngineAnswer a;
    a.fault.reset();
    a.score_cp = 31;
    a.depth = 12;
    a.elapsed_ms = 105;
    for (const char* line : {"info depth 11 seldepth 13 score cp 20 nodes 9000 pv e2e4",
                             "info depth 12 seldepth 15 multipv 1 score cp 31 nodes 12345 nps 1 pv e2e4",
                             "info depth 12 seldepth 16 multipv 2 score cp 10 nodes 12500 pv d2d4",
                             "info depth 12 currmove e2e4 nodes 13000"})
        a.lines.take(*engine::read_info_line(line));
    CHECK(match::icn_comment(a, 58401) == "[%clk 0:00:58.5] +0.31/12 0.105s, n=12345, sd=15");
    CHECK(match::icn_comment(a, std::nullopt) == "+0.31/12 0.105s, n=12345, sd=15");
    // An engine that names no seldepth (or no nodes) has none written: never a zero.
    engine::EngineAnswer b = a;
    b.lines = {};
    b.lines.take(*engine::read_info_line("info depth 12 score cp 31 nodes 77 pv e2e4"));
    CHECK(match::icn_comment(b, 1000) == "[%clk 0:00:01.0] +0.31/12 0.105s, n=77");
    b.lines = {};  // a negative count is no count
    b.lines.take(*engine::read_info_line("info depth 12 seldepth -1 score cp 31 nodes -5 pv e2e4"));
    CHECK(match::icn_comment(b, std::nullopt) == "+0.31/12 0.105s");
    // sprt-json gives a score and a depth only; a mate, and a move without a score.
    engine::EngineAnswer c;
    c.fault.reset();
    c.mate = -3;
    c.depth = 20;
    c.elapsed_ms = 500;
    CHECK(match::icn_comment(c, std::nullopt) == "-M3/20 0.500s");
    c.mate.reset();
    CHECK(match::icn_comment(c, 0) == "[%clk 0:00:00.0] 0.500s");

    // The PGN comment: fastchess's `score/depth time, n=, sd=`, then the clock; -pgnout's options.
    const std::string icn = "[%clk 0:00:58.5] +0.31/12 0.105s, n=12345, sd=15";
    CHECK(match::pgn_comment(icn, {}) == "+0.31/12 0.105s, n=12345, sd=15, [%clk 0:00:58.5]");
    CHECK(match::pgn_comment(icn, {.nodes = false}) == "+0.31/12 0.105s, sd=15, [%clk 0:00:58.5]");
    CHECK(match::pgn_comment(icn, {.seldepth = false, .clk = false}) == "+0.31/12 0.105s, n=12345");
    CHECK(match::pgn_comment(icn, {false, false, false, false}) == "+0.31/12 0.105s");
    CHECK(match::pgn_comment("[%clk 0:00:00.0] 0.500s", {}) == "/0 0.500s, [%clk 0:00:00.0]");
    CHECK(match::pgn_comment("-M3/20 0.500s, n=7", {}) == "-M6/20 0.500s, n=7");
    CHECK(match::pgn_comment("-0.00/3 0.010s", {}) == "0.00/3 0.010s");  // the form of earlier records
    CHECK(match::pgn_comment("+M9223372036854775807/1 0.001s", {}) == "+M9223372036854775807/1 0.001s");
    CHECK(match::pgn_comment("+0.10/3 0.010s [%clk 0:01:00.0]", {}) == "+0.10/3 0.010s, [%clk 0:01:00.0]");

    // min=true: the seven tags (and SetUp, FEN), no comment, no ending.
    const Position start = *pgn::read_fen(pgn::kStartFen);
    std::string pgn;
    REQUIRE_FALSE(match::append_pgn_game(pgn, icn_game(start, {mv(5, 2, 5, 4)}, {icn}, "1-0", "crash", "B crashed"),
                                         {.min = true}));
    CHECK(pgn ==
          "[Event \"uici match\"]\n[Site \"host\"]\n[Date \"2026.11.26\"]\n[Round \"2.1\"]\n[White \"A\"]\n"
          "[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n");
}

TEST_CASE("-pgnout: a match's comments carry line 1's fields and the mover's clock, as the ICN record") {
    const std::string icn = pgn_test_path("clk.icn"), pgn = pgn_test_path("clk.pgn");
    // The fake engine's White moves come after info lines whose line 1 names seldepth 8 and nodes
    // 1234; its Black moves' line 1 names nodes 999 and no seldepth. 10 s + 0.1 s a move.
    const std::string fake = "cmd=/usr/bin/python3 proto=uci args=\"" + kPgnFake + " uciinfo 0 x\"";
    const std::string match =
        "-engine " + fake + " name=A -engine " + fake + " name=B -each tc=10+0.1 -maxmoves 1 -repeat -rounds 2";
    for (const auto& f : {icn, pgn}) std::filesystem::remove(f);
    const auto run = uici::test::run_match_cli(match + " -out file=" + icn + " -pgnout file=" + pgn, "pgnout-clk");
    REQUIRE_MESSAGE(run.code == 0, run.err);
    const std::string icn_text = uici::test::slurp(icn), pgn_text = uici::test::slurp(pgn);
    // Each move's clock is the mover's 10 s less the time the move took (its comment says it to the
    // millisecond) plus 0.1 s, shown in tenths rounded up: replayed here from the comments.
    const auto clk_of = [](const std::string& secs, const std::string& millis) {
        const long left = 10000 - (std::stol(secs) * 1000 + std::stol(millis)) + 100;
        const long tenths = (left + 99) / 100;
        return "0:00:" + std::string(tenths / 10 < 10 ? "0" : "") + std::to_string(tenths / 10) + "." +
               std::to_string(tenths % 10);
    };
    const std::regex icn_games(R"(5,2>5,4 ?\{\[%clk (0:00:\d\d\.\d)\] \+0\.31/5 (\d+)\.(\d{3})s, n=1234, sd=8\})"
                               R"(\|5,7>5,5 ?\{\[%clk (0:00:\d\d\.\d)\] -0\.20/4 (\d+)\.(\d{3})s, n=999\})");
    int icn_seen = 0;
    for (auto it = std::sregex_iterator(icn_text.begin(), icn_text.end(), icn_games); it != std::sregex_iterator();
         ++it, ++icn_seen) {
        CHECK((*it)[1] == clk_of((*it)[2], (*it)[3]));
        CHECK((*it)[4] == clk_of((*it)[5], (*it)[6]));
    }
    CHECK_MESSAGE(icn_seen == 4, icn_text);
    const std::regex pgn_games(
        R"(\n1\. e4 \{\+0\.31/5 (\d+)\.(\d{3})s, n=1234, sd=8, \[%clk (0:00:\d\d\.\d)\]\}\s)"
        R"(e5 \{-0\.20/4 (\d+)\.(\d{3})s, n=999, \[%clk (0:00:\d\d\.\d)\], max_moves\} 1/2-1/2)");
    const auto pgn_seen = [&](const std::string& text) {
        int seen = 0;
        for (auto it = std::sregex_iterator(text.begin(), text.end(), pgn_games); it != std::sregex_iterator();
             ++it, ++seen) {
            CHECK((*it)[3] == clk_of((*it)[1], (*it)[2]));
            CHECK((*it)[6] == clk_of((*it)[4], (*it)[5]));
        }
        return seen;
    };
    CHECK_MESSAGE(pgn_seen(pgn_text) == 4, pgn_text);
    // The PGN reads back through convert to the ICN games' moves.
    std::string out, err;
    REQUIRE_MESSAGE(uici::convert({"--from", "pgn", "--to", "icn"}, pgn_text.substr(0, pgn_text.find("\n\n[Event") + 2),
                                  out, err) == 0,
                    err);
    CHECK(position_and_moves(out).second == std::vector<Move>{mv(5, 2, 5, 4), mv(5, 7, 5, 5)});

    // Played as two shards, `match merge` joins their PGN files: the same comments, in order.
    std::string merge = kUiciBinary + " match merge";
    std::vector<std::string> shard_files;
    for (const std::string k : {"1", "2"}) {
        const std::string r = pgn_test_path("s" + k + ".json"), g = pgn_test_path("s" + k + ".icn"),
                          p = pgn_test_path("s" + k + ".pgn");
        for (const auto& f : {r, g, p}) std::filesystem::remove(f);
        const auto shard = uici::test::run_match_cli(
            match + " -shard " + k + "/2 -report file=" + r + " -out file=" + g + " -pgnout file=" + p, "pgnout-s" + k);
        REQUIRE_MESSAGE(shard.code == 0, shard.err);
        merge += " " + r + " " + g + " " + p;
        shard_files.insert(shard_files.end(), {r, g, p});
    }
    const std::string joined = pgn_test_path("joined.pgn"), joined_report = pgn_test_path("joined.json");
    REQUIRE(std::system((merge + " -out " + joined_report + " -pgnout " + joined + " >/dev/null").c_str()) == 0);
    const std::string joined_text = uici::test::slurp(joined);
    CHECK_MESSAGE(pgn_seen(joined_text) == 4, joined_text);
    CHECK(joined_text.find("[Round \"1.1\"]") < joined_text.find("[Round \"1.2\"]"));
    CHECK(joined_text.find("[Round \"1.2\"]") < joined_text.find("[Round \"2.1\"]"));
    shard_files.insert(shard_files.end(), {joined, joined_report});
    for (const auto& f : shard_files) std::filesystem::remove(f);

    // fastchess's own form: nodes=false seldepth=false clk=false leave `score/depth time`.
    for (const auto& f : {icn, pgn}) std::filesystem::remove(f);
    const auto plain = uici::test::run_match_cli(
        match + " -out file=" + icn + " -pgnout file=" + pgn + " nodes=false seldepth=false clk=false", "pgnout-plain");
    REQUIRE_MESSAGE(plain.code == 0, plain.err);
    const std::string plain_text = uici::test::slurp(pgn);
    CHECK(std::regex_search(plain_text,
                            std::regex(R"(1\. e4 \{\+0\.31/5 \d+\.\d{3}s\} e5 \{-0\.20/4 \d+\.\d{3}s, max_moves\})")));
    CHECK(plain_text.find("n=") == std::string::npos);
    CHECK(plain_text.find("[%clk") == std::string::npos);
    CHECK(uici::test::slurp(icn).find("n=1234, sd=8") != std::string::npos);  // the record keeps every field
    const auto bad = uici::test::run_match_cli(match + " -pgnout file=" + pgn + " nodes=yes", "pgnout-bad");
    CHECK(bad.code == 2);
    CHECK(bad.err == "error bad_argument \"nodes=yes\" for=match need=field flag=-pgnout\n");
    for (const auto& f : {icn, pgn}) std::filesystem::remove(f);
}

}  // namespace match_pgn_output_test
