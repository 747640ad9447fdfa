// The runner's pure parts: the command line, the statistics, UCI mapping.
#include <doctest/doctest.h>

#include "core/notation/icn.hpp"
#include "core/notation/uci_map.hpp"
#include "core/variants/variants.hpp"
#include "match/match_options.hpp"
#include "match/scheduling.hpp"
#include "match/stats.hpp"
#include "pgn/chess_board.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_unit_test {

using namespace uici;
using namespace uici::match;

TEST_CASE("match options: fastchess style words, -each, errors name the word") {
    MatchOptions o;
    const std::vector<std::string> args{"-engine",
                                        "cmd=a",
                                        "name=A",
                                        "option.Hash=16",
                                        "-engine",
                                        "cmd=b",
                                        "-each",
                                        "tc=40/60+0.6",
                                        "timemargin=50",
                                        "-rounds",
                                        "3",
                                        "-repeat",
                                        "-sprt",
                                        "elo0=0",
                                        "elo1=10",
                                        "-draw",
                                        "movenumber=30",
                                        "movecount=8",
                                        "score=10",
                                        "-resign",
                                        "movecount=3",
                                        "score=600",
                                        "-concurrency",
                                        "2"};
    REQUIRE_FALSE(parse_match_options(args, o));
    REQUIRE(o.engines.size() == 2);
    CHECK(o.engines[0].name == "A");
    CHECK(o.engines[1].name == "b");
    CHECK(o.engines[0].options.at(0) == std::pair<std::string, std::string>{"Hash", "16"});
    CHECK(o.engines[1].tc->moves == 40);
    CHECK(o.engines[1].tc->base_ms == 60000);
    CHECK(o.engines[1].tc->inc_ms == 600);
    CHECK(o.engines[1].margin_ms == 50);
    CHECK(describe_limits(o.engines[0]) == "40/60+0.6");
    CHECK(o.games == 2);
    CHECK(o.rounds == 3);
    CHECK(o.adjudication.draw->movecount == 8);
    CHECK(o.adjudication.resign->score == 600);
    MatchOptions bad;
    CHECK(*parse_match_options({"-engine", "cmd=a", "tc=fast", "-engine", "cmd=b"}, bad) ==
          "error bad_argument \"tc=fast\" for=match need=tc");
    MatchOptions one;
    CHECK(*parse_match_options({"-engine", "cmd=a"}, one) ==
          "error bad_argument \"-engine\" for=match need=two_engines given=1");
    MatchOptions unknown;
    CHECK(*parse_match_options({"-bogus"}, unknown) == "error bad_argument \"-bogus\" for=match need=flag");
    MatchOptions rounds;
    CHECK(*parse_match_options({"-rounds", "0"}, rounds) ==
          "error bad_argument \"0\" for=match need=number flag=-rounds min=1");
    // -variant: the rules' spelling kept; an unknown name lists the names there are.
    MatchOptions variant;
    REQUIRE_FALSE(parse_match_options({"-engine", "cmd=a", "-engine", "cmd=b", "-variant", "classical"}, variant));
    CHECK(variant.variant == "Classical");
    MatchOptions foo;
    const std::string foo_error = *parse_match_options({"-variant", "Foo"}, foo);
    CHECK(foo_error.rfind("error bad_argument \"Foo\" for=match need=variant names=", 0) == 0);
    CHECK(foo_error.find(",Classical,") != std::string::npos);
    CHECK(foo_error.find('\n') == std::string::npos);
    CHECK(o.scheduling == Scheduling::automatic);
    MatchOptions batch;
    REQUIRE_FALSE(parse_match_options({"-engine", "cmd=a", "-engine", "cmd=b", "-scheduling", "batch"}, batch));
    CHECK(batch.scheduling == Scheduling::batch);
    for (const std::string w : {"fast", "-rounds"}) {
        MatchOptions sched;
        CHECK(*parse_match_options({"-engine", "cmd=a", "-engine", "cmd=b", "-scheduling", w}, sched) ==
              "error bad_argument \"" + w + "\" for=match need=scheduling names=auto,batch,normal");
    }
    MatchOptions last;
    CHECK(*parse_match_options({"-engine", "cmd=a", "-engine", "cmd=b", "-scheduling"}, last) ==
          "error bad_argument \"-scheduling\" for=match need=scheduling names=auto,batch,normal");
}

TEST_CASE("match scheduling: batch when asked, never when told normal, automatic up to the usable cores") {
    CHECK(use_batch_scheduling(Scheduling::batch, 1000));
    CHECK_FALSE(use_batch_scheduling(Scheduling::normal, 1));
    CHECK(use_batch_scheduling(Scheduling::automatic, 1));
    CHECK_FALSE(use_batch_scheduling(Scheduling::automatic, 1 << 20));
}

TEST_CASE("match stats: Elo, LOS, pentanomial SPRT") {
    Score s;
    s.wins = 60;
    s.draws = 20;
    s.losses = 20;
    const Summary m = summarise(s, SprtBounds{0, 5, 0.05, 0.05}, false);
    CHECK(m.elo == doctest::Approx(147.19).epsilon(0.001));
    CHECK(m.los > 0.99);
    CHECK(m.draw_ratio == doctest::Approx(0.2));
    CHECK(m.lower == doctest::Approx(-2.944).epsilon(0.001));
    CHECK(m.upper == doctest::Approx(2.944).epsilon(0.001));
    CHECK(*m.llr == doctest::Approx(0.883).epsilon(0.01));  // 100 games cannot tell 0 from 5 Elo yet
    Score even;
    even.wins = even.losses = 10;
    even.penta = {0, 0, 10, 0, 0};
    CHECK(summarise(even, std::nullopt, true).elo == doctest::Approx(0).epsilon(1e-9));
    const std::string table = result_table("A", "B", even, std::nullopt, true);
    CHECK(table.find("Ptnml(0-2): [0, 0, 10, 0, 0]") != std::string::npos);
    // A clean sweep is inf Elo (not a clamp's 2400), all draws 0.00 (not -0.00).
    Score sweep;
    sweep.wins = 4;
    CHECK(result_table("A", "B", sweep, std::nullopt, false).find("Elo: inf +/- inf,") != std::string::npos);
    std::swap(sweep.wins, sweep.losses);
    CHECK(result_table("A", "B", sweep, std::nullopt, false).find("Elo: -inf +/- inf,") != std::string::npos);
    Score draws;
    draws.draws = 4;
    CHECK(result_table("A", "B", draws, std::nullopt, false).find("Elo: 0.00 +/- 0.00,") != std::string::npos);
    Score close;
    close.wins = 3;
    close.losses = 1;  // the 95% interval reaches a score of 1: no finite error bar
    CHECK(result_table("A", "B", close, std::nullopt, false).find("Elo: 190.85 +/- inf,") != std::string::npos);
}

TEST_CASE("match UCI mapping: FEN of the classical start, moves both ways, refusals") {
    const Position start = *variant_position("Classical");
    CHECK_FALSE(uci_unfit(start));
    CHECK(to_fen(start) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(to_uci_move(Move{{5, 7}, {5, 8}, Piece{PieceType::Queen, Color::White}}) == "e7e8q");
    auto m = from_uci_move("e7e8n", Color::White);
    REQUIRE(m);
    CHECK(*m == Move{{5, 7}, {5, 8}, Piece{PieceType::Knight, Color::White}});
    CHECK_FALSE(from_uci_move("e7e9", Color::White));
    CHECK_FALSE(from_uci_move("0000", Color::White));
    CHECK(*uci_unfit(*variant_position("Core")) != "");
    auto off = read_icn("w (8|1) K5,1|k5,8|R9,1");
    REQUIRE(off.has_value());
    CHECK(*uci_unfit(off->position) == "a piece stands off the 8x8 board at 9,1");
    CHECK(on_chess_board(start).rules.border.right == 8);
}

TEST_CASE("match UCI mapping: black to move is fit, in chess's turn order as in ICN's b:w") {
    // As chess counts full moves (pgn's FEN reader): black's move ends one.
    auto fen = pgn::read_fen("4k3/3p4/8/8/4P3/8/8/4K2R b K - 0 3");
    REQUIRE(fen.has_value());
    Position p = *fen;
    REQUIRE(p.last_in_turn_order == Color::Black);
    CHECK_FALSE(uci_unfit(p));
    CHECK(to_fen(p) == "4k3/3p4/8/8/4P3/8/8/4K2R b K - 0 3");
    p.last_in_turn_order = Color::White;  // ICN's "b" (b:w)
    CHECK_FALSE(uci_unfit(p));
    CHECK(to_fen(p) == "4k3/3p4/8/8/4P3/8/8/4K2R b K - 0 3");
}

}  // namespace match_match_unit_test
