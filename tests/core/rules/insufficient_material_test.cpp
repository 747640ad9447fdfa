#include <doctest/doctest.h>

#include <string_view>

#include "core/rules/insufficient_material.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// "K0,0|k5,5|B2,2": pieces only, enough for these tests (the ICN reader is tested elsewhere).
Position with_pieces(std::string_view list) {
    Position p;
    while (!list.empty()) {
        const auto bar = list.find('|');
        const std::string_view item = list.substr(0, bar);
        list = bar == std::string_view::npos ? std::string_view{} : list.substr(bar + 1);
        const auto digits = item.find_first_of("-0123456789");
        const auto piece = piece_from_code(item.substr(0, digits));
        Square s;
        REQUIRE(piece);
        REQUIRE(parse_square(item.substr(digits), s) == IntParse::ok);
        p.board.put(s, *piece);
    }
    return p;
}

bool drawn(std::string_view list) { return insufficient_material(with_pieces(list)); }

void promote_at(Position& p, Color c, Coord rank, std::vector<PieceType> to) {
    p.rules.of(c).promotion_ranks = {rank};
    p.rules.of(c).promotions = std::move(to);
}

const std::vector<PieceType> kQRBN = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};

}  // namespace

TEST_SUITE("insufficient material") {
    TEST_CASE("royals only are always drawn, a royal queen is not a royal of that list") {
        CHECK(drawn("K0,0|k5,5"));
        CHECK(drawn("K0,0|K1,0|RC2,0|k5,5|rc6,6|rc7,7"));
        CHECK(drawn(""));  // an empty board is a subset of everything
        CHECK_FALSE(drawn("K0,0|RQ1,0|k5,5"));
    }

    TEST_CASE("both kings: entries, their subsets and swapped colours") {
        CHECK(drawn("K0,0|Q1,0|k5,5|q6,6"));
        CHECK(drawn("K0,0|Q1,0|k5,5|r6,6"));
        CHECK(drawn("K0,0|R1,0|k5,5|q6,6"));  // colours swapped
        CHECK(drawn("K0,0|Q1,0|k5,5"));       // subset
        CHECK(drawn("K0,0|R1,0|k5,5|r6,6"));
        CHECK(drawn("K0,0|R1,0|N2,0|k5,5|n6,6"));
        CHECK(drawn("K0,0|N1,0|N2,0|N3,0|k5,5"));
        CHECK(drawn("K0,0|N1,0|N2,0|k5,5|n6,6"));
        CHECK(drawn("K0,0|N1,0|N2,0|k5,5|p6,6"));
        CHECK(drawn("K0,0|P1,0|P2,0|P3,0|k5,5|p6,6"));  // nobody promotes by default
        CHECK_FALSE(drawn("K0,0|Q1,0|Q2,0|k5,5"));
        CHECK_FALSE(drawn("K0,0|Q1,0|k5,5|q6,6|p7,7"));
        CHECK_FALSE(drawn("K0,0|R1,0|R2,0|k5,5"));
        CHECK_FALSE(drawn("K0,0|N1,0|N2,0|N3,0|N4,0|k5,5"));
        CHECK_FALSE(drawn("K0,0|N1,0|N2,0|k5,5|n6,6|n7,7"));
        CHECK_FALSE(drawn("K0,0|P1,0|P2,0|P3,0|P4,0|k5,5"));
    }

    TEST_CASE("fairy entries with both kings") {
        CHECK(drawn("K0,0|CH1,0|k5,5"));
        CHECK(drawn("K0,0|GU1,0|k5,5"));
        CHECK(drawn("K0,0|HA1,0|HA2,0|k5,5"));
        CHECK(drawn("K0,0|NR1,0|NR2,0|k5,5"));
        CHECK(drawn("K0,0|HU1,0|HU2,0|k5,5|hu6,6"));
        CHECK(drawn("K0,0|AR1,0|N2,0|k5,5"));
        CHECK_FALSE(drawn("K0,0|CH1,0|k5,5|n6,6"));
        CHECK_FALSE(drawn("K0,0|NR1,0|NR2,0|NR3,0|k5,5"));
        CHECK_FALSE(drawn("K0,0|AM1,0|k5,5"));
        CHECK_FALSE(drawn("K0,0|HU1,0|HU2,0|k5,5|hu6,6|hu7,7"));
    }

    TEST_CASE("bishops are counted per square colour") {
        // Any number on one colour plus one on the other.
        CHECK(drawn("K0,0|k5,5|B0,2|B0,4|B0,6|B0,8|B0,10|B0,12|B1,2"));
        CHECK(drawn("K0,0|k5,5|B1,0|B3,0|B5,0|B7,0|B2,0"));  // the same, square colours swapped
        CHECK(drawn("K0,0|k5,5|b1,0|b3,0|b5,0|b7,0|b2,0"));  // the same for black
        CHECK_FALSE(drawn("K0,0|k5,5|B0,2|B0,4|B1,2|B1,4"));
        // One of each colour against a bishop: the entry says nothing about which colour.
        CHECK(drawn("K0,0|k5,5|B0,2|B1,2|b6,6"));
        CHECK(drawn("K0,0|k5,5|B0,2|B1,2|b6,7"));
        CHECK_FALSE(drawn("K0,0|k5,5|B0,2|B1,2|b6,6|b6,8"));
        // Same-coloured bishops and a knight; two different colours and a knight is not.
        CHECK(drawn("K0,0|k5,5|B0,2|B0,4|B0,6|N1,1"));
        CHECK_FALSE(drawn("K0,0|k5,5|B0,2|B1,2|B0,4|N1,1"));
    }

    TEST_CASE("white without a king: the lone black king table, and its colour swap") {
        CHECK(drawn("k5,5|Q1,0|R2,0"));
        CHECK(drawn("K5,5|q1,0|r2,0"));
        CHECK(drawn("k5,5|Q1,0|N2,0"));
        CHECK(drawn("k5,5|Q1,0|P2,0"));
        CHECK(drawn("k5,5|R1,0|R2,0|B2,2"));
        CHECK(drawn("k5,5|N1,0|N2,0|N3,0|N4,0"));
        CHECK(drawn("k5,5|P1,0|P2,0|P3,0|P4,0|P5,0|P6,0"));
        CHECK(drawn("k5,5|AM1,0"));
        CHECK(drawn("k5,5|AR1,0|AR2,0"));
        CHECK(drawn("k5,5|NR1,0|NR2,0|NR3,0"));
        CHECK(drawn("k5,5|HU1,0|HU2,0|HU3,0|HU4,0"));
        CHECK(drawn("k5,5|B0,2|B0,4|B1,2|B1,4"));
        CHECK_FALSE(drawn("k5,5|Q1,0|R2,0|N3,0"));
        CHECK_FALSE(drawn("k5,5|N1,0|N2,0|N3,0|N4,0|N5,0"));
        CHECK_FALSE(drawn("k5,5|B0,2|B0,4|B0,6|B1,2|B1,4"));
        CHECK_FALSE(drawn("k5,5|AM1,0|P2,0"));
        CHECK_FALSE(drawn("k5,5|k6,6|Q1,0"));  // two black kings: no entry
    }

    TEST_CASE("amazon against a lone royal centaur") {
        CHECK(drawn("AM1,0|rc5,5"));
        CHECK(drawn("am1,0|RC5,5"));
        CHECK_FALSE(drawn("K0,0|AM1,0|rc5,5"));
        CHECK_FALSE(drawn("AM1,0|AM2,0|rc5,5"));
    }

    TEST_CASE("fewer than 11 pieces, voids counted and never drawn, obstacles ignored") {
        CHECK(drawn("K0,0|K1,0|K2,0|K3,0|K4,0|k0,5|k1,5|k2,5|k3,5|k4,5"));
        CHECK_FALSE(drawn("K0,0|K1,0|K2,0|K3,0|K4,0|K5,0|k0,5|k1,5|k2,5|k3,5|k4,5"));
        CHECK(drawn("K0,0|k5,5|ob1,1|ob1,2|ob1,3|ob1,4|ob1,5|ob1,6|ob1,7|ob1,8|ob1,9|ob1,10"));
        CHECK_FALSE(drawn("K0,0|k5,5|vo1,1"));  // a void is a piece no entry has
    }

    TEST_CASE("a nearby world border switches to the small table") {
        Position p = with_pieces("K0,0|N1,0|k5,5");
        CHECK(insufficient_material(p));
        p.rules.border.top = 1'000'000;
        CHECK(insufficient_material(p));
        p = with_pieces("K0,0|Q1,0|k5,5");
        p.rules.border.left = -1'000'001;
        CHECK(insufficient_material(p));  // far: the unbounded table
        p.rules.border.left = -1'000'000;
        CHECK_FALSE(insufficient_material(p));
        p = with_pieces("K0,0|k5,5|ob3,3");
        p.rules.border = {-8, 8, -8, 8};
        CHECK(insufficient_material(p));
        // Bishops of both sides on one square colour are drawn; on different colours not.
        p = with_pieces("K0,0|B0,2|B2,0|k5,5|b5,7");
        p.rules.border.right = 100;
        CHECK(insufficient_material(p));
        p = with_pieces("K0,0|B0,2|B2,0|k5,5|b5,6");
        p.rules.border.right = 100;
        CHECK_FALSE(insufficient_material(p));
        p = with_pieces("K0,0|N1,0|N2,0|k5,5");
        p.rules.border.bottom = -5;
        CHECK_FALSE(insufficient_material(p));
    }

    TEST_CASE("promotable pawns are expanded into every outcome") {
        Position p = with_pieces("K0,0|P1,0|k5,5");
        promote_at(p, Color::White, 8, kQRBN);
        CHECK(insufficient_material(p));  // K+P, K+Q, K+R, K+B, K+N against k are all drawn
        promote_at(p, Color::White, 8, {PieceType::Amazon});
        CHECK_FALSE(insufficient_material(p));  // K+AM against k is not
        promote_at(p, Color::White, 8, {});
        CHECK(insufficient_material(p));  // nothing to promote to: a plain pawn

        // Two pawns: every pair of outcomes must be drawn (here Q+Q is not).
        p = with_pieces("K0,0|P1,0|P2,0|k5,5");
        promote_at(p, Color::White, 8, kQRBN);
        CHECK_FALSE(insufficient_material(p));
        promote_at(p, Color::White, 8, {PieceType::Knight});
        CHECK_FALSE(insufficient_material(p));  // K+P+N against k has no entry

        // Both sides' pawns: each pair of outcomes is in the table (Q vs q, B vs b, N vs p, ...).
        p = with_pieces("K0,0|P1,0|k5,5|p6,6");
        promote_at(p, Color::White, 8, kQRBN);
        promote_at(p, Color::Black, -8, kQRBN);
        CHECK(insufficient_material(p));

        // A pawn of a player without promotion ranks is not promotable.
        p = with_pieces("K0,0|P1,0|P2,0|P3,0|k5,5|p6,6");
        CHECK(insufficient_material(p));
        promote_at(p, Color::Black, -8, {PieceType::Knight});
        CHECK_FALSE(insufficient_material(p));  // black's pawn may become a knight: 3P vs n
    }

    TEST_CASE("more than two promotable pawns skip the check") {
        Position p = with_pieces("K0,0|P1,0|P2,0|k5,5|p6,6");
        CHECK(insufficient_material(p));
        promote_at(p, Color::White, 8, {PieceType::Knight});
        promote_at(p, Color::Black, -8, {PieceType::Knight});
        CHECK_FALSE(insufficient_material(p));
    }
}
