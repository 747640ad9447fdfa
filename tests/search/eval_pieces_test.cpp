#include <doctest/doctest.h>

#include <array>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_terms.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_pieces_test {

// c's piece terms alone, at `phase` (0: the ending, where the terms of the pieces-on phase count
// nothing).
int pieces_of(const Position& p, Color c, int phase = 0) {
    std::array<std::vector<search::eval_detail::Placed>, 2> pieces;
    std::array<std::vector<Square>, 2> pawns;
    std::array<long long, 2> material{};
    p.board.for_each([&](const Square& s, Piece q) {
        if (q.color == Color::Neutral) return;
        const auto i = static_cast<std::size_t>(index(q.color));
        pieces[i].push_back({s, q});
        if (q.type == PieceType::Pawn) pawns[i].push_back(s);
        else material[i] += search::material_value(q.type);
    });
    const auto us = static_cast<std::size_t>(index(c));
    return search::eval_detail::piece_terms(p, {&pieces[us], &pawns[us], &pawns[1 - us], material[1 - us], phase}, c);
}

TEST_SUITE("search") {
    TEST_CASE("piece terms: the bishop pair, rooks on open and half-open files, the royal's pawn shelter") {
        // Two bishops +30; one bishop nothing.
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1"), Color::White) == 30);
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), Color::White) == 0);
        // Rook a1 behind its own a2 pawn: nothing; on b1 with a black pawn on b7: half-open +10;
        // on c1: open +20.
        CHECK(pieces_of(fen("4k3/1p6/8/8/8/8/P7/R3K3 w - - 0 1"), Color::White) == 0);
        CHECK(pieces_of(fen("4k3/1p6/8/8/8/8/P7/1R2K3 w - - 0 1"), Color::White) == 10);
        CHECK(pieces_of(fen("4k3/1p6/8/8/8/8/P7/2R1K3 w - - 0 1"), Color::White) == 20);
        // Shelter: king g1 with pawns f2 g2 h3 while black has a queen and a knight: 10 + 10 + 5;
        // the same without black's knight: nothing (not enough to attack with).
        CHECK(pieces_of(fen("n3k2q/8/8/8/8/7P/5PP1/6K1 w - - 0 1"), Color::White) == 25);
        CHECK(pieces_of(fen("4k2q/8/8/8/8/7P/5PP1/6K1 w - - 0 1"), Color::White) == 0);
        // Black's shelter looks down the board.
        CHECK(pieces_of(fen("6k1/5pp1/7p/8/8/8/8/N3K2Q b - - 0 1"), Color::Black) == 25);
    }

    TEST_CASE("the phase: full from about chess's start on, down to 0 as the pieces come off") {
        using search::eval_detail::game_phase;
        using search::eval_detail::kPhaseFull;
        CHECK(game_phase(0) == 0);
        CHECK(game_phase(-500) == 0);
        CHECK(game_phase(3200) == kPhaseFull / 2);
        CHECK(game_phase(6400) == kPhaseFull);
        CHECK(game_phase(6500) == kPhaseFull);       // chess's start on 8x8
        CHECK(game_phase(1LL << 40) == kPhaseFull);  // 10,000,000 pieces
    }

    TEST_CASE("with the pieces on: files beside the royal without an own pawn, minor pieces at home") {
        using search::eval_detail::kPhaseFull;
        // King g1 behind f2 g2 h2: nothing. Without the g pawn its file counts -40 at the full
        // phase, -20 at half, nothing in the ending.
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/5PPP/6K1 w - - 0 1"), Color::White, kPhaseFull) == 0);
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1"), Color::White, kPhaseFull) == -40);
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1"), Color::White, kPhaseFull / 2) == -20);
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/5P1P/6K1 w - - 0 1"), Color::White, 0) == 0);
        // A king in the corner has two files beside and under it, not three (the border).
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/8/K7 w - - 0 1"), Color::White, kPhaseFull) == -80);
        // Knight b1 and bishop c1 at home: -30 each; the knight out on c3: the bishop alone.
        // Black, king e8 beside f7: the d and e files count, and its home rank is the 8th.
        CHECK(pieces_of(fen("4k3/8/8/8/8/8/5PPP/1NB3K1 w - - 0 1"), Color::White, kPhaseFull) == -60);
        CHECK(pieces_of(fen("4k3/8/8/8/8/2N5/5PPP/2B3K1 w - - 0 1"), Color::White, kPhaseFull) == -30);
        CHECK(pieces_of(fen("1n2k3/5ppp/8/8/8/8/8/4K3 b - - 0 1"), Color::Black, kPhaseFull) == -30 - 2 * 40);
    }

    TEST_CASE("piece terms on the open board: the same far away, mirrored positions score the negation") {
        const std::vector<At> pieces = {{"K", 7, 1}, {"P", 6, 2}, {"P", 7, 2}, {"P", 8, 3}, {"R", 3, 1}, {"B", 4, 4},
                                        {"B", 5, 4}, {"k", 5, 8}, {"q", 2, 6}, {"n", 9, 9}, {"p", 3, 7}, {"r", 1, 8}};
        const int white = pieces_of(open_board(pieces), Color::White);
        // The pair +30, the rook half-open on c (black's c7) +10, the shelter 25.
        CHECK(white == 30 + 10 + 25);
        // Black: the rook on a, open: +20; no pawn in front of its king.
        CHECK(pieces_of(open_board(pieces), Color::Black) == 20);
        for (long long shift : {-3LL, 1LL << 40, -(1LL << 59), 1LL << 59}) {
            CHECK(pieces_of(open_board(pieces, 'w', shift), Color::White) == white);
            CHECK(pieces_of(open_board(pieces, 'w', shift, true), Color::Black) == white);
        }
        const int here = white_view(open_board(pieces));
        CHECK(white_view(open_board(pieces, 'w', 0, true)) == -here);
        CHECK(white_view(open_board(pieces, 'b', 1LL << 59)) == here);
        const char* f = "r2qk2r/ppp2ppp/2n5/3b4/8/2B5/PP3PPP/R2Q1RK1 w - - 0 1";
        CHECK(white_view(fen(f)) == -white_view(fen(mirror_fen(f))));
    }
}

}  // namespace eval_pieces_test

namespace eval_material_test {

TEST_SUITE("search") {
    TEST_CASE("material: chess's values on a small closed board, the unbounded board's elsewhere") {
        using search::eval_detail::small_board;
        CHECK(small_board(Border{1, 8, 1, 8}));
        CHECK(small_board(Border{-1000000000000LL, -1000000000000LL + 15, 5, 20}));
        CHECK_FALSE(small_board(Border{1, 17, 1, 8}));
        CHECK_FALSE(small_board(Border{1, 8, 1, std::nullopt}));
        CHECK_FALSE(small_board(Border{}));
        CHECK(search::eval_detail::small_board_value(PieceType::Knight) == 320);
        CHECK(search::eval_detail::small_board_value(PieceType::Amazon) == search::piece_value(PieceType::Amazon));
        // A bishop against a knight on the same square: nearly even on 8x8 (10 cp of material and
        // a few of mobility), 140 cp of material on the open board.
        const int bishop8 = uici::test::white_view(uici::test::fen("4k3/8/8/8/8/8/8/1B2K3 w - - 0 1"));
        const int knight8 = uici::test::white_view(uici::test::fen("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"));
        CHECK(bishop8 - knight8 < 30);
        CHECK(bishop8 - knight8 > 0);
        const int bishop = uici::test::white_view(uici::test::open_board({{"K", 5, 1}, {"k", 5, 8}, {"B", 2, 1}}));
        const int knight = uici::test::white_view(uici::test::open_board({{"K", 5, 1}, {"k", 5, 8}, {"N", 2, 1}}));
        CHECK(bishop - knight > 140);
    }
}

}  // namespace eval_material_test
