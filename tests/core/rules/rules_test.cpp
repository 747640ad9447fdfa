// check_move: one small position per reason code and per piece type.
#include <doctest/doctest.h>

#include "core/rules/rules.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using test::move;
using test::pieces;

namespace {
Reason verdict(const Position& p, std::string_view m) { return check_move(p, move(m)); }
Reason verdict(std::string_view icn, std::string_view m) { return verdict(test::read(icn).position, m); }
}  // namespace

TEST_SUITE("rules") {
    TEST_CASE("reason codes") {
        CHECK(reason_code(Reason::legal) == "legal");
        CHECK(reason_code(Reason::castle_through_check) == "castle_through_check");
        CHECK(reason_code(Reason::game_over) == "game_over");
    }

    TEST_CASE("basic reasons: no piece, wrong side, geometry, blocked, own piece") {
        const Position p = pieces("K0,0|R0,3|P5,5|k9,9|ob2,2|vo-3,0|r9,-4");
        CHECK(verdict(p, "1,1>1,2") == Reason::no_piece);
        CHECK(verdict(p, "9,9>9,8") == Reason::wrong_side);
        CHECK(verdict(p, "2,2>2,3") == Reason::wrong_side);  // obstacles belong to nobody
        CHECK(verdict(p, "0,3>1,4") == Reason::bad_geometry);
        CHECK(verdict(p, "0,3>0,3") == Reason::bad_geometry);
        CHECK(verdict(p, "0,3>0,-1") == Reason::blocked);  // through the king
        CHECK(verdict(p, "0,3>0,0") == Reason::own_piece);
        CHECK(verdict(p, "0,0>1,1") == Reason::legal);
        CHECK(verdict(p, "0,3>0,1000000000000") == Reason::legal);  // far along an open ray
        CHECK(verdict(p, "0,3>-3,3") == Reason::legal);
        CHECK(verdict(p, "0,3>-4,3") == Reason::legal);
    }

    TEST_CASE("voids block slides and can never be landed on, obstacles can be captured") {
        const Position p = pieces("K9,0|k9,9|R0,0|vo3,0|ob0,3|N5,5|P6,6");
        CHECK(verdict(p, "0,0>3,0") == Reason::own_piece);
        CHECK(verdict(p, "0,0>4,0") == Reason::blocked);
        CHECK(verdict(p, "0,0>0,3") == Reason::legal);
        CHECK(verdict(p, "0,0>0,4") == Reason::blocked);
        const Position q = pieces("K9,0|k9,9|N0,0|vo1,2|P4,4|ob5,5|vo3,5");
        CHECK(verdict(q, "0,0>1,2") == Reason::own_piece);
        CHECK(verdict(q, "4,4>5,5") == Reason::legal);  // a pawn captures an obstacle
        CHECK(verdict(q, "4,4>3,5") == Reason::own_piece);
    }

    TEST_CASE("self check only under checkmate rules, any royal counts") {
        const Position p = pieces("K0,0|R0,1|r0,8|k5,5");
        CHECK(verdict(p, "0,1>1,1") == Reason::self_check);
        CHECK(verdict(p, "0,1>0,5") == Reason::legal);
        CHECK(verdict(p, "0,1>0,8") == Reason::legal);
        CHECK(verdict(p, "0,0>1,0") == Reason::legal);
        CHECK(verdict(p, "0,0>0,-1") == Reason::legal);  // the rook still blocks the file
        CHECK(verdict(p, "0,0>1,1") == Reason::legal);
        CHECK(verdict("w royalcapture K0,0|R0,1|r0,8|k5,5", "0,1>1,1") == Reason::legal);
        // Two royals: neither may be left attacked.
        const Position two = pieces("K0,0|RC10,0|N15,0|r20,0|k5,9");
        CHECK(verdict(two, "15,0>16,2") == Reason::self_check);
        CHECK(verdict(two, "0,0>0,1") == Reason::legal);
        CHECK(verdict(pieces("K0,0|RC10,0|r20,0|k5,9"), "0,0>0,1") == Reason::self_check);  // RC stays attacked
    }

    TEST_CASE("royal queen never moves onto an attacked square") {
        const Position p = pieces("RQ0,0|k9,9|r5,1|n3,-4");
        CHECK(verdict(p, "0,0>5,0") == Reason::self_check);  // the rook on 5,1 covers 5,0
        CHECK(verdict(p, "0,0>4,0") == Reason::legal);
        CHECK(verdict(p, "0,0>3,-3") == Reason::legal);
        CHECK(verdict(p, "0,0>2,-2") == Reason::self_check);  // the knight covers 2,-2
        CHECK(verdict(p, "0,0>0,1") == Reason::self_check);   // the rook's rank
    }

    TEST_CASE("pawns: push, double push by right only, captures, en passant, promotion") {
        const Position p = test::read("w (8;Q,N|1;q) P0,2+|P1,2|P3,6|p4,7|P5,7|k9,9|K-9,-9|p1,3|P6,-50+").position;
        CHECK(verdict(p, "0,2>0,3") == Reason::legal);
        CHECK(verdict(p, "0,2>0,4") == Reason::legal);
        CHECK(verdict(p, "6,-50>6,-48") == Reason::legal);  // no rank rule, only the right
        CHECK(verdict(p, "1,2>1,4") == Reason::bad_geometry);
        CHECK(verdict(p, "1,2>1,3") == Reason::blocked);
        CHECK(verdict(p, "0,2>1,3") == Reason::legal);
        CHECK(verdict(p, "1,2>2,3") == Reason::no_en_passant);
        CHECK(verdict(p, "0,2>0,1") == Reason::bad_geometry);
        CHECK(verdict(p, "5,7>5,8") == Reason::promotion_required);
        CHECK(verdict(p, "5,7>5,8=Q") == Reason::legal);
        CHECK(verdict(p, "5,7>5,8=N") == Reason::legal);
        CHECK(verdict(p, "5,7>5,8=R") == Reason::bad_promotion);  // not allowed
        CHECK(verdict(p, "5,7>5,8=q") == Reason::bad_promotion);  // wrong colour
        CHECK(verdict(p, "5,7>4,8=Q") == Reason::no_en_passant);
        CHECK(verdict(p, "3,6>3,7=Q") == Reason::bad_promotion);      // not a promotion rank
        CHECK(verdict(p, "-9,-9>-9,-8=Q") == Reason::bad_promotion);  // not a pawn
        // En passant: the state names the passed square and the pawn.
        const Position ep = test::read("w 4,6 K1,1|k8,8|P5,5|P3,5|p4,5|p6,7+").position;
        CHECK(verdict(ep, "5,5>4,6") == Reason::legal);
        CHECK(verdict(ep, "3,5>4,6") == Reason::legal);
        CHECK(verdict(ep, "5,5>6,6") == Reason::no_en_passant);
        // An en passant capture that opens the king's rank is refused.
        const Position pin = test::read("w 4,6 K1,5|k8,8|P5,5|p4,5|r8,5").position;
        CHECK(verdict(pin, "5,5>4,6") == Reason::self_check);
    }

    TEST_CASE("castling: nearest partner, rights, distance, check rules") {
        const Position p = pieces("K5,1+|R8,1+|R1,1+|k5,8");
        CHECK(verdict(p, "5,1>7,1") == Reason::legal);
        CHECK(verdict(p, "5,1>3,1") == Reason::legal);
        CHECK(verdict(pieces("K5,1|R8,1+|k5,8"), "5,1>7,1") == Reason::castle_rights);
        CHECK(verdict(pieces("K5,1+|R8,1|k5,8"), "5,1>7,1") == Reason::castle_rights);
        CHECK(verdict(pieces("K5,1+|R7,1+|k5,8"), "5,1>7,1") == Reason::castle_rights);       // too close
        CHECK(verdict(pieces("K5,1+|B7,1|R9,1+|k5,8"), "5,1>7,1") == Reason::castle_rights);  // not the nearest
        CHECK(verdict(pieces("K5,1+|P8,1+|k5,8"), "5,1>7,1") == Reason::castle_rights);       // pawn
        CHECK(verdict(pieces("K5,1+|r8,1+|k5,8"), "5,1>7,1") == Reason::castle_rights);       // enemy
        CHECK(verdict(pieces("K5,1+|Q15,1+|k5,8"), "5,1>7,1") == Reason::legal);              // any non-pawn partner
        CHECK(verdict(pieces("K5,1+|RQ15,1+|k5,8"), "5,1>7,1") == Reason::legal);             // even a royal queen
        CHECK(verdict(pieces("K5,1+|RC15,1+|k5,8"), "5,1>7,1") == Reason::castle_rights);     // not a jumping royal
        CHECK(verdict(pieces("RC5,1+|GU9,1+|k5,8"), "5,1>7,1") == Reason::legal);             // royal centaur castles
        CHECK(verdict(pieces("K5,1+|R8,1+|k5,8|r5,5"), "5,1>7,1") == Reason::castle_through_check);
        CHECK(verdict(pieces("K5,1+|R8,1+|k5,8|r6,5"), "5,1>7,1") == Reason::castle_through_check);
        CHECK(verdict(pieces("K5,1+|R8,1+|k5,8|r7,5"), "5,1>7,1") == Reason::castle_through_check);
        CHECK(verdict(pieces("K5,1+|R8,1+|k5,8|r8,5"), "5,1>7,1") == Reason::legal);  // the partner may be attacked
        CHECK(verdict("w royalcapture K5,1+|R8,1+|k5,8|r6,5", "5,1>7,1") == Reason::legal);
    }

    TEST_CASE("world border and slide limit") {
        Position p = test::read("w -5,5,-5,5 K0,0|k4,4|R0,2|N-4,-4").position;
        CHECK(verdict(p, "0,2>5,2") == Reason::legal);
        CHECK(verdict(p, "0,2>6,2") == Reason::outside_border);
        CHECK(verdict(p, "-4,-4>-6,-5") == Reason::outside_border);
        p.rules.slide_limit = 3;
        CHECK(verdict(p, "0,2>3,2") == Reason::legal);
        CHECK(verdict(p, "0,2>4,2") == Reason::bad_geometry);
    }

    TEST_CASE("leapers: hawk, camel, giraffe, zebra, centaur, guard, royal centaur") {
        const Position p = pieces("K-50,0|k50,50|HA0,0|CA10,0|GI20,0|ZE30,0|CE40,0|GU60,0|RC70,0|P3,3");
        CHECK(verdict(p, "0,0>2,2") == Reason::legal);
        CHECK(verdict(p, "0,0>3,3") == Reason::own_piece);
        CHECK(verdict(p, "0,0>-3,0") == Reason::legal);
        CHECK(verdict(p, "0,0>1,1") == Reason::bad_geometry);
        CHECK(verdict(p, "0,0>2,1") == Reason::bad_geometry);
        CHECK(verdict(p, "10,0>11,3") == Reason::legal);
        CHECK(verdict(p, "10,0>12,1") == Reason::bad_geometry);
        CHECK(verdict(p, "20,0>24,1") == Reason::legal);
        CHECK(verdict(p, "30,0>32,3") == Reason::legal);
        CHECK(verdict(p, "40,0>41,1") == Reason::legal);
        CHECK(verdict(p, "40,0>42,1") == Reason::legal);
        CHECK(verdict(p, "40,0>42,2") == Reason::bad_geometry);
        CHECK(verdict(p, "60,0>61,1") == Reason::legal);
        CHECK(verdict(p, "70,0>72,1") == Reason::legal);
    }

    TEST_CASE("sliders: chancellor, archbishop, amazon, knightrider") {
        const Position p = pieces("K-50,0|k50,50|CH0,0|AR10,0|AM20,0|NR30,0|P32,4|p29,-2");
        CHECK(verdict(p, "0,0>0,99") == Reason::legal);
        CHECK(verdict(p, "0,0>1,2") == Reason::legal);
        CHECK(verdict(p, "0,0>3,3") == Reason::bad_geometry);
        CHECK(verdict(p, "10,0>13,3") == Reason::legal);
        CHECK(verdict(p, "10,0>12,1") == Reason::legal);
        CHECK(verdict(p, "10,0>10,1") == Reason::bad_geometry);
        CHECK(verdict(p, "20,0>20,-40") == Reason::legal);
        CHECK(verdict(p, "20,0>21,-2") == Reason::legal);
        // Knightrider: only the hop points block.
        CHECK(verdict(p, "30,0>31,2") == Reason::legal);
        CHECK(verdict(p, "30,0>32,4") == Reason::own_piece);
        CHECK(verdict(p, "30,0>33,6") == Reason::blocked);
        CHECK(verdict(p, "30,0>29,-2") == Reason::legal);
        CHECK(verdict(p, "30,0>28,-4") == Reason::blocked);
        CHECK(verdict(p, "30,0>34,2") == Reason::legal);  // (2,1) line, passing over nothing
        CHECK(verdict(p, "30,0>30,2") == Reason::bad_geometry);
    }

    TEST_CASE("huygens: prime distances only, hops pieces at other distances, even voids") {
        const Position p = pieces("K-50,0|k50,50|HU0,0|vo1,0|P4,0|n5,0|ob0,3|P0,-2");
        CHECK(verdict(p, "0,0>2,0") == Reason::legal);
        CHECK(verdict(p, "0,0>3,0") == Reason::legal);         // hops the void at 1 and nothing at 2
        CHECK(verdict(p, "0,0>4,0") == Reason::bad_geometry);  // 4 is not prime
        CHECK(verdict(p, "0,0>5,0") == Reason::legal);         // captures at a prime distance
        CHECK(verdict(p, "0,0>7,0") == Reason::blocked);       // the knight at 5 blocks
        CHECK(verdict(p, "0,0>0,3") == Reason::legal);         // obstacle captured
        CHECK(verdict(p, "0,0>0,5") == Reason::blocked);
        CHECK(verdict(p, "0,0>0,-2") == Reason::own_piece);
        CHECK(verdict(p, "0,0>0,-3") == Reason::blocked);
        CHECK(verdict(p, "0,0>1000003,0") == Reason::blocked);
        CHECK(verdict(pieces("K-50,0|k50,50|HU0,0"), "0,0>0,1000003") == Reason::legal);
        CHECK(verdict(pieces("K-50,0|k50,50|HU0,0"), "0,0>0,1000001") == Reason::bad_geometry);
        CHECK(verdict(p, "0,0>1,1") == Reason::bad_geometry);
    }

    TEST_CASE("rose: circular knight paths") {
        const Position p = pieces("K-50,0|k50,50|RO0,0");
        CHECK(verdict(p, "0,0>-2,-1") == Reason::legal);
        CHECK(verdict(p, "0,0>0,6") == Reason::legal);
        CHECK(verdict(p, "0,0>0,1") == Reason::bad_geometry);
        CHECK(verdict(p, "0,0>6,0") == Reason::legal);
        // 6,0 is reached only through 2,1 (then 3,3 or ...) or 2,-1: block both first hops.
        const Position q = pieces("K-50,0|k50,50|RO0,0|P2,1|P2,-1|P1,2|P1,-2");
        CHECK(verdict(q, "0,0>6,0") == Reason::blocked);
        CHECK(verdict(q, "0,0>2,1") == Reason::own_piece);
    }

    TEST_CASE("coordinates at the edge of the int64 range") {
        const Coord big = INT64_MAX;
        Position p;
        p.board.put({big, 0}, {PieceType::Rook, Color::White});
        p.board.put({big - 1, big}, {PieceType::King, Color::White});
        p.board.put({INT64_MIN, INT64_MIN}, {PieceType::King, Color::Black});
        p.board.put({INT64_MIN + 1, 5}, {PieceType::Knight, Color::White});
        CHECK(check_move(p, {{big, 0}, {INT64_MIN, 0}, std::nullopt}) == Reason::legal);
        CHECK(check_move(p, {{big, 0}, {big, INT64_MIN}, std::nullopt}) == Reason::legal);
        CHECK(check_move(p, {{big, 0}, {INT64_MIN, INT64_MIN + 1}, std::nullopt}) == Reason::bad_geometry);
        CHECK(check_move(p, {{INT64_MIN + 1, 5}, {INT64_MIN, 7}, std::nullopt}) == Reason::legal);
        CHECK(check_move(p, {{big - 1, big}, {big, big}, std::nullopt}) == Reason::legal);
        CHECK(in_check(p, Color::Black) == false);
    }
}
