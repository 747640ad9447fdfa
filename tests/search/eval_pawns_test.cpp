#include <doctest/doctest.h>

#include <array>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_terms.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_pawns_test {

// Each side's pawns' squares (white's, black's).
std::array<std::vector<Square>, 2> pawns_of(const Position& p) {
    std::array<std::vector<Square>, 2> pawns;
    p.board.for_each([&](const Square& s, Piece q) {
        if (q.type == PieceType::Pawn && q.color != Color::Neutral)
            pawns[static_cast<std::size_t>(index(q.color))].push_back(s);
    });
    return pawns;
}

// c's pawn structure term alone.
int structure_of(const Position& p, Color c) {
    const auto pawns = pawns_of(p);
    const auto us = static_cast<std::size_t>(index(c));
    return search::eval_detail::pawn_structure(p, pawns[us], pawns[1 - us], c);
}

// c's passed pawns' royal distances alone.
int kings_of(const Position& p, Color c) {
    const auto pawns = pawns_of(p);
    const auto us = static_cast<std::size_t>(index(c));
    return search::eval_detail::passer_kings(p, pawns[us], pawns[1 - us], c);
}

TEST_SUITE("search") {
    TEST_CASE("passed pawns and royals: the enemy royal far from its path and the own one near it count") {
        // e6, 2 steps left (weight 12): the square in front is e7. The black king on h1 is 5
        // or more away, the white king on a1 too: (19 * 5 / 4 - 2 * 5) * 12 / 2.
        CHECK(kings_of(fen("8/8/4P3/8/8/8/8/K6k w - - 0 1"), Color::White) == (23 - 10) * 6);
        // The black king on e8, next to e7: (4 - 10) * 6.
        CHECK(kings_of(fen("4k3/8/4P3/8/8/8/8/K7 w - - 0 1"), Color::White) == (4 - 10) * 6);
        // The white king escorting on d6 instead: (4 - 2) * 6, more than from a1.
        CHECK(kings_of(fen("4k3/8/3KP3/8/8/8/8/8 w - - 0 1"), Color::White) == (4 - 2) * 6);
        // Not passed (a black pawn ahead beside it), or far from promotion (5 steps): nothing.
        CHECK(kings_of(fen("8/3p4/4P3/8/8/8/8/K6k w - - 0 1"), Color::White) == 0);
        CHECK(kings_of(fen("8/8/8/8/8/4P3/8/K6k w - - 0 1"), Color::White) == 0);
        // Black's pawns go down the board: d3, 2 steps to rank 1, the white king far on h8.
        CHECK(kings_of(fen("k6K/8/8/8/8/3p4/8/8 w - - 0 1"), Color::Black) == (23 - 10) * 6);
        // Two black royals: no single royal to measure from.
        const auto two = read_icn("w 0/100 1 (8|1) 1,8,1,8 K1,1|P5,6|k8,1|k8,8");
        REQUIRE(two.has_value());
        CHECK(kings_of(two.value().position, Color::White) == 0);
    }

    TEST_CASE("pawn structure: a passed pawn gains by its steps left, doubled and isolated pawns lose") {
        // e5 with a black pawn on d7 ahead beside it: not passed, isolated (-10).
        CHECK(structure_of(fen("4k3/3p4/8/4P3/8/8/8/4K3 w - - 0 1"), Color::White) == -10);
        // The black pawn behind it on d4: passed with 3 steps left (+30), still isolated.
        CHECK(structure_of(fen("4k3/8/8/4P3/3p4/8/8/4K3 w - - 0 1"), Color::White) == 30 - 10);
        // Black's d4 is passed too (3 steps to rank 1) and isolated.
        CHECK(structure_of(fen("4k3/8/8/4P3/3p4/8/8/4K3 w - - 0 1"), Color::Black) == 30 - 10);
        // Doubled on e2 and e3: both isolated, e2 doubled, only e3 passed (5 steps, +10).
        CHECK(structure_of(fen("4k3/8/8/8/8/4P3/4P3/4K3 w - - 0 1"), Color::White) == -20 - 12 + 10);
        // Connected on d2 and e2: neither isolated, both passed (6 steps, +5 each).
        CHECK(structure_of(fen("4k3/8/8/8/8/8/3PP3/4K3 w - - 0 1"), Color::White) == 10);
        // A pawn on rank 7 one step from promotion: +60.
        CHECK(structure_of(fen("4k3/1P6/8/8/8/8/2P5/4K3 w - - 0 1"), Color::White) == 60 + 5);
    }

    TEST_CASE("pawn structure on the open board: the same far away, mirrored positions score the negation") {
        const std::vector<At> pieces = {{"K", 5, 1}, {"k", 5, 8}, {"P", 5, 5}, {"P", 2, 2}, {"P", 2, 3},
                                        {"p", 4, 4}, {"p", 7, 7}, {"p", 8, 6}, {"N", 3, 3}};
        const int white = structure_of(open_board(pieces), Color::White);
        const int black = structure_of(open_board(pieces), Color::Black);
        // e5 passed (3 steps) and isolated; b2 doubled and isolated; b3 passed (5 steps) and
        // isolated.
        CHECK(white == (30 - 10) + (-12 - 10) + (10 - 10));
        // d4 passed (3 steps) and isolated; g7 and h6 side by side, passed with 6 and 5 steps.
        CHECK(black == (30 - 10) + 5 + 10);
        for (long long shift : {-7LL, 1LL << 40, -(1LL << 59), 1LL << 59}) {
            CHECK(structure_of(open_board(pieces, 'w', shift), Color::White) == white);
            CHECK(structure_of(open_board(pieces, 'w', shift), Color::Black) == black);
            CHECK(structure_of(open_board(pieces, 'w', shift, true), Color::Black) == white);
        }
        const int here = white_view(open_board(pieces));
        CHECK(white_view(open_board(pieces, 'b', 0, true)) == -here);
        const char* f = "4k3/pp4pp/8/3pP3/8/1P6/1P3PPP/4K3 w - - 0 1";
        CHECK(white_view(fen(f)) == -white_view(fen(mirror_fen(f))));
    }
}

}  // namespace eval_pawns_test
