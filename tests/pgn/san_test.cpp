// SAN against positions: every disambiguation, castling spellings, promotions, long forms,
// illegal and ambiguous moves; and SAN written back with the disambiguation it needs.
#include <doctest/doctest.h>

#include "pgn/chess_board.hpp"
#include "pgn/chess_game.hpp"
#include "pgn/san.hpp"

using namespace uici;
using namespace uici::pgn;

namespace {

Position fen(std::string_view f) {
    auto p = read_fen(f);
    REQUIRE_MESSAGE(p.has_value(), (p.has_value() ? "" : p.error().message));
    return *p;
}

// The move a SAN names, as "from-to" square names; "illegal" or "ambiguous" otherwise.
std::string resolve(const Position& p, std::string_view san) {
    const auto s = parse_san(san);
    if (!s) return "no_san";
    const SanMatch m = match_san(p, *s);
    if (m.fits > 1) return "ambiguous";
    if (!m.move) return "illegal";
    std::string out = square_name(m.move->from) + "-" + square_name(m.move->to);
    if (m.move->promotion) {
        out.push_back('=');
        out.push_back(piece_letter(m.move->promotion->type));
    }
    return out;
}

}  // namespace

TEST_CASE("san: disambiguation by file, rank and both") {
    // Three white queens: a1, a8, h1 (knights aside); the target d4 is reached by all three? No:
    // a1-d4 diagonal, a8-d5 no. Use the classic: queens on a4, a8, e8 (rank and file clashes).
    const Position p = fen("Q3Q3/8/8/8/Q7/8/8/K1k5 w - - 0 1");
    CHECK(resolve(p, "Qa6") == "ambiguous");  // a4 and a8 (file a), e8? no: e8-a4 diagonal, e8-a6? no
    CHECK(resolve(p, "Q4a6") == "a4-a6");
    CHECK(resolve(p, "Q8a6") == "a8-a6");
    CHECK(resolve(p, "Qc6") == "ambiguous");  // a4-c6 and a8-c6 and e8-c6
    CHECK(resolve(p, "Qec6") == "e8-c6");
    CHECK(resolve(p, "Qa8c6") == "a8-c6");
    CHECK(resolve(p, "Qac6") == "ambiguous");
    CHECK(write_san(p, {{1, 4}, {1, 6}, std::nullopt}) == "Q4a6");
    CHECK(write_san(p, {{5, 8}, {3, 6}, std::nullopt}) == "Qec6");
    CHECK(write_san(p, {{1, 8}, {3, 6}, std::nullopt}) == "Qa8c6");
    // Knights: a pinned one does not count, in reading or in writing.
    const Position n = fen("4r1k1/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
    CHECK(resolve(n, "Nd4") == "b3-d4");
    CHECK(resolve(n, "Ned4") == "illegal");
    CHECK(write_san(n, {{2, 3}, {4, 4}, std::nullopt}) == "Nd4");
    const Position free = fen("6k1/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
    CHECK(resolve(free, "Nd4") == "ambiguous");
    CHECK(write_san(free, {{2, 3}, {4, 4}, std::nullopt}) == "Nbd4");
}

TEST_CASE("san: castling, promotions, en passant and long forms") {
    const Position p = fen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    CHECK(resolve(p, "O-O") == "e1-g1");
    CHECK(resolve(p, "0-0") == "e1-g1");
    CHECK(resolve(p, "O-O-O") == "e1-c1");
    CHECK(resolve(p, "0-0-0") == "e1-c1");
    CHECK(resolve(p, "exd6") == "e5-d6");
    CHECK(resolve(p, "bxa8=Q") == "b7-a8=Q");
    CHECK(resolve(p, "bxa8N") == "b7-a8=N");
    CHECK(resolve(p, "b8=R") == "b7-b8=R");
    CHECK(resolve(p, "b8") == "illegal");  // no promotion piece
    CHECK(resolve(p, "b8=K") == "no_san");
    CHECK(resolve(p, "Ke1-f1") == "e1-f1");
    CHECK(resolve(p, "e5e6") == "e5-e6");
    CHECK(resolve(p, "Ke2") == "e1-e2");
    CHECK(resolve(p, "Kd3") == "illegal");
    CHECK(resolve(p, "Nf3") == "illegal");
    CHECK(resolve(p, "exf6") == "illegal");
    CHECK(write_san(p, {{5, 1}, {7, 1}, std::nullopt}) == "O-O");
    CHECK(write_san(p, {{5, 5}, {4, 6}, std::nullopt}) == "exd6");
    CHECK(write_san(p, {{2, 7}, {1, 8}, Piece{PieceType::Knight, Color::White}}) == "bxa8=N");
    CHECK(write_san(p, {{1, 1}, {1, 8}, std::nullopt}) == "Rxa8");
}

TEST_CASE("san: games name the ply of an illegal or ambiguous move") {
    PgnGame g;
    g.sans = {"e4", "e5", "Nf3", "Nf6", "Nc3", "Nc6", "Nb5", "Nb4", "Nd4"};
    auto r = play_pgn(g, 3);
    REQUIRE(!r);
    CHECK(r.error().code == "ambiguous_san");
    CHECK(r.error().message == "fits more than one legal move");
    CHECK((r.error().game == 3 && r.error().ply == 9 && r.error().san == "Nd4"));
    g.sans = {"e4", "e5", "Ke3"};
    r = play_pgn(g, 1);
    REQUIRE(!r);
    CHECK(r.error().code == "illegal_san");
    CHECK(r.error().message == "is illegal (bad_geometry)");
    CHECK((r.error().game == 1 && r.error().ply == 3 && r.error().san == "Ke3"));
    g.sans = {"e4", "xx"};
    CHECK(play_pgn(g, 1).error().message == "is no SAN move");
    CHECK(play_pgn(g, 1).error().san == "xx");
    g.sans = {"f3", "e5", "g4", "Qh4#", "a3"};  // no move after mate
    CHECK(play_pgn(g, 1).error().code == "illegal_san");
    g.tags = {{"FEN", "8/8/8/8/8/8/8/8 w - - 0 1"}};
    CHECK(play_pgn(g, 1).error().code == "bad_fen");
    g.tags = {{"FEN", "4k3/8\n\"/8 w"}};
    CHECK(play_pgn(g, 1).error().message == "fewer than four fields in FEN \"4k3/8?\?/8 w\"");
    CHECK(play_pgn(g, 1).error().game == 1);
}

TEST_CASE("fen: read and written back, bad ones refused") {
    for (const std::string_view f : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                     "r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 3 40", "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"})
        CHECK(write_fen(fen(f)) == f);
    CHECK(write_fen(fen("4k3/8/8/8/8/8/8/4K3 w - -")) == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK(write_fen(fen("4k3/8/8/8/8/8/8/4K3 w - - 7")) == "4k3/8/8/8/8/8/8/4K3 w - - 7 1");
    for (const std::string_view bad :
         {"4k3/8/8/8/8/8/8/4K3 x - - 0 1", "4k3/8/8/8/8/8/8/4K2 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
          "4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3P w - - 0 1",
          "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
          "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x"}) {
        CAPTURE(bad);
        CHECK(read_fen(bad).error().code == "bad_fen");
    }
}
