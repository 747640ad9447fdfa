// SAN and PGN written by uici against the corpus (tests/data/egd/*.pgn: seeded random games and
// stockfish self-play, made by scripts/egd/selfplay.mjs, SAN written by chess.js):
// every move's SAN, disambiguation and check mark come out as chess.js wrote them, and the PGN
// reads back to the same moves.
#include <fstream>
#include <sstream>

#include <doctest/doctest.h>

#include "core/notation/icn.hpp"
#include "pgn/chess_game.hpp"
#include "pgn/pgn_writer.hpp"

using namespace uici::pgn;

namespace {

std::vector<PgnGame> corpus() {
    std::vector<PgnGame> out;
    for (const std::string name : {"random-games.pgn", "selfplay-games.pgn"}) {
        std::ifstream f(std::string(UICI_TEST_DATA_DIR) + "/egd/" + name);
        REQUIRE(f);
        std::stringstream ss;
        ss << f.rdbuf();
        auto games = read_pgn(ss.str());
        REQUIRE(games.has_value());
        out.insert(out.end(), games->begin(), games->end());
    }
    return out;
}

}  // namespace

TEST_CASE("pgn writer: SAN as chess.js writes it, on every move of the corpus") {
    const auto games = corpus();
    CHECK(games.size() >= 100);
    std::size_t plies = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        auto g = play_pgn(games[i], i + 1);
        REQUIRE_MESSAGE(g.has_value(), g.error().message);
        auto written = chess_game_of(g->start, g->moves, g->tags, g->result);
        REQUIRE(written.has_value());
        CHECK(written->sans == games[i].sans);
        plies += g->moves.size();
        std::string pgn;
        append_pgn(pgn, *written);
        auto again = read_pgn(pgn);
        REQUIRE(again.has_value());
        REQUIRE(again->size() == 1);
        CHECK((*again)[0].sans == games[i].sans);
        CHECK((*again)[0].termination == g->result);
        for (std::size_t at = 0; at < pgn.size();) {
            const std::size_t nl = pgn.find('\n', at);
            CHECK(nl - at <= 80);
            at = nl + 1;
        }
    }
    CHECK(plies > 12000);
}

TEST_CASE("pgn writer: tags, a set-up start and black to move first") {
    PgnGame in;
    in.tags = {{"Event", "a \"b\" \\ c"}, {"FEN", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30"}};
    in.sans = {"Kd7", "e4", "Kc6"};
    in.termination = "1/2-1/2";
    auto g = play_pgn(in, 1);
    REQUIRE(g.has_value());
    std::string out;
    append_pgn(out, *g);
    CHECK(out ==
          "[Event \"a \\\"b\\\" \\\\ c\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n[Result \"1/2-1/2\"]\n\n"
          "30... Kd7 31. e4 Kc6 1/2-1/2\n");
}

TEST_CASE("pgn writer: an ICN game that starts with black to move (\"b\", the turn order b:w)") {
    // What `uici convert --at 1 --to icn` writes after 1. e4: ICN's "b" reads as black first,
    // full moves counted after white's; PGN counts them after black's, as chess does.
    const auto doc = uici::read_icn(
        "b 5,3 0/100 1 (8;q,r,b,n|1;q,r,b,n) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|"
        "p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,4|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|"
        "K5,1+|B6,1|N7,1|R8,1+ 5,7>5,5|7,1>6,3|2,8>3,6");
    REQUIRE(doc.has_value());
    REQUIRE(doc->position.last_in_turn_order == uici::Color::White);
    std::vector<uici::Move> moves;
    for (const auto& m : doc->moves) moves.push_back(m.move);
    const auto g = chess_game_of(doc->position, moves, {}, "*");
    REQUIRE(g.has_value());
    std::string out;
    append_pgn(out, *g);
    CHECK(out ==
          "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"]\n\n"
          "1... e5 2. Nf3 Nc6 *\n");
    CHECK(g->fens.back() == "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
}
