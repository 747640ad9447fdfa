// Replies a first-time user met through the server: the error of a piece list entry without
// its code, repeated promotion pieces, a piece list ending in '|'.
#include <doctest/doctest.h>

#include "session_helpers.hpp"

using namespace uici;
using namespace uici::test;

TEST_SUITE("session") {
    TEST_CASE("a mistyped piece list names the entry and what was expected, not the whole list") {
        Session s;
        CHECK(ask(s, "position icn 9999999999999999999999,1|k1,1") ==
              Lines{R"(error icn_syntax at=0 reason=icn_syntax near="9999999999999999999999,1" expected="CODEx,y")"});
        CHECK(ask(s, "position icn w K1,1|3,3|k8,8") ==
              Lines{R"(error icn_syntax at=7 reason=icn_syntax near="3,3" expected="CODEx,y")"});
        CHECK(ask(s, "position icn w K1,1x|k8,8") ==
              Lines{R"(error icn_syntax at=6 reason=icn_syntax near="x" expected="|")"});
        // Errors the reader has no better word for keep their shape.
        CHECK(ask(s, "position icn w K1,1|k8,8|Zz3,3") ==
              Lines{R"(error icn_syntax at=12 reason=bad_piece near="Zz3,3")"});
        CHECK(ask(s, "position icn w K1,1|Zz3,3|k8,8") ==
              Lines{R"(error icn_syntax at=7 reason=bad_piece near="Zz3,3")"});
    }

    TEST_CASE("a repeated promotion piece is kept as written and offered once") {
        Session s;
        CHECK(ask(s, "position icn w (8;Q,Q,R|1) K-10,1|k20,2|P3,7").empty());
        CHECK(ask(s, "moves 3,7") == Lines{"moves 2 3,7>3,8=Q 3,7>3,8=R"});
        CHECK(ask(s, "icn") == Lines{"icn w 1 (8;q,q,r|1) P3,7|k20,2|K-10,1"});
        CHECK(
            ask(s,
                R"(position json {"gameRules":{"promotionRanks":[8,1],"promotionsAllowed":{"white":["queens","queens"],"black":[]}},"startingPosition":{"-10,1":"kingsW","20,2":"kingsB","3,7":"pawnsW"}})")
                .empty());
        CHECK(ask(s, "moves 3,7") == Lines{"moves 1 3,7>3,8=Q"});
    }

    TEST_CASE("a piece list may end in '|'") {
        Session s;
        CHECK(ask(s, "position icn w K1,1|k8,8| moves 1,1>1,2").empty());
        CHECK(ask(s, "icn") == Lines{"icn w 1 k8,8|K1,1 1,1>1,2"});
    }
}
