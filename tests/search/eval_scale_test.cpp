#include <doctest/doctest.h>

#include <array>
#include <string>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_terms.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_scale_test {

// The ending's factor for a position, as the evaluation asks it (white's lead from `lead`).
int factor(const Position& p, long long lead) {
    std::array<std::vector<search::eval_detail::Placed>, 2> pieces;
    std::array<long long, 2> material{};
    p.board.for_each([&](const Square& s, Piece q) {
        if (q.color == Color::Neutral || q.type == PieceType::Pawn) return;
        const auto i = static_cast<std::size_t>(index(q.color));
        pieces[i].push_back({s, q});
        material[i] += search::eval_detail::small_board_value(q.type);
    });
    return search::eval_detail::ending_scale(p, {lead, material, {&pieces[0], &pieces[1]}});
}
int factor(const std::string& f, long long lead) { return factor(fen(f), lead); }

// Both colours alike: the position turned over scores the same for the other side.
void check_mirrored(const std::string& f) {
    CAPTURE(f);
    CHECK(white_view(fen(f)) == -white_view(fen(mirror_fen(f))));
}

TEST_SUITE("search") {
    TEST_CASE("ending scale: the factor for the endings chess knows as drawn") {
        // A lone minor piece: nothing; a rook against a minor piece, and a rook and a minor
        // against a rook, very little.
        CHECK(factor("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1", 300) == 0);
        CHECK(factor("4k3/8/8/2b5/8/8/8/R3K3 w - - 0 1", 150) == 4);
        CHECK(factor("4k3/8/8/2r5/8/8/8/R1N1K3 w - - 0 1", 300) == 14);
        // The side ahead is told by the lead's sign: black's lone knight is black's draw.
        CHECK(factor("4k3/8/8/2n5/8/8/8/4K3 w - - 0 1", -300) == 0);
        // A rook alone against a bare king is won: no pawns, but a rook more. A rook and a pawn
        // against a rook keeps its score (the rest of the evaluation judges it).
        CHECK(factor("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", 600) == 64);
        CHECK(factor("4k3/8/8/2r5/8/8/4P3/R3K3 w - - 0 1", 100) == 64);
        // A knight against pawns and no pawn of its own cannot mate.
        CHECK(factor("4k3/pp6/8/8/8/8/8/1N2K3 w - - 0 1", 100) == 0);
        // Bishops of opposite colours (c1 and c6): alone with pawns, much drawn, and with one
        // pawn more so; with other pieces, less.
        CHECK(factor("4k3/pp6/2b5/8/8/8/PPP5/2B1K3 w - - 0 1", 100) == 31);
        CHECK(factor("4k3/8/2b5/8/8/8/P7/2B1K3 w - - 0 1", 100) == 9);
        CHECK(factor("r3k3/pp6/2b5/8/8/8/PPPP4/R1B1K3 w - - 0 1", 100) == 46);
        // Only in chess's game: where white wins by taking every piece, or a side has two
        // royals, a lone knight keeps its score.
        Position all_pieces = fen("4k3/pp6/8/8/8/8/8/1N2K3 w - - 0 1");
        all_pieces.rules.player[0].win_conditions = {WinCondition::AllPiecesCaptured};
        CHECK(factor(all_pieces, 100) == 64);
        Position two_kings = fen("4k3/pp6/8/8/8/8/8/1N2K3 w - - 0 1");
        two_kings.board.put({8, 1}, {PieceType::King, Color::White});
        CHECK(factor(two_kings, 100) == 64);
        // Bishops of one colour: the full score.
        CHECK(factor("4k3/pp6/3b4/8/8/8/PPP5/2B1K3 w - - 0 1", 100) == 64);
        CHECK(factor("4k3/8/3b4/8/8/8/P7/2B1K3 w - - 0 1", 100) == 64);
    }
    TEST_CASE("ending scale: drawn endings score near nothing, and the middlegame keeps its score") {
        // A rook against a bishop was scored about as the exchange; now little.
        const int rook_bishop = white_view(fen("4k3/8/8/2b5/8/8/8/R3K3 w - - 0 1"));
        CHECK(rook_bishop > 0);
        CHECK(rook_bishop < 60);
        // The same rook against a bare king keeps most of its worth.
        CHECK(white_view(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")) > 300);
        // A pawn more in a bishops' ending of opposite colours counts less than of one colour.
        const int opposite = white_view(fen("4k3/pp6/2b5/8/8/8/PPP5/2B1K3 w - - 0 1"));
        const int same = white_view(fen("4k3/pp6/3b4/8/8/8/PPP5/2B1K3 w - - 0 1"));
        CHECK(opposite < same);
        // Chess's start less a black knight: the full factor.
        CHECK(factor("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 300) == 64);
        // Black's side of each scaled ending is the negation of white's.
        for (const char* f : {"4k3/8/8/2b5/8/8/8/R3K3 w - - 0 1", "4k3/pp6/2b5/8/8/8/PPP5/2B1K3 w - - 0 1",
                              "4k3/8/8/2r5/8/8/8/R1N1K3 w - - 0 1", "6k1/5pp1/8/8/8/8/5PPP/3R2K1 w - - 0 1"})
            check_mirrored(f);
    }
}

}  // namespace eval_scale_test
