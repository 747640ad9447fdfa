// -pgnout file=F (docs/MATCH.md "PGN output"): fastchess's tags and per-move comments, SAN with
// check marks, 80-character lines, a black-to-move start; the games of a match written as PGN
// read back through `uici convert` (PGN -> ICN) to the ICN record's positions and moves; openings
// off the 8x8 board refused before the first game; -recover makes the PGN file again.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "convert/convert.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/uci_map.hpp"
#include "match/game_text.hpp"
#include "match/game_writer.hpp"
#include "match/pgn_output.hpp"
#include "pgn/chess_board.hpp"
#include "tests/match/match_run.hpp"
#include "tests/match/replay.hpp"

namespace {

using namespace uici;

const std::string kUiciBinary = UICI_BINARY;

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

TEST_CASE("-pgnout: a match's PGN reads back through convert to the ICN record's games; -recover") {
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
