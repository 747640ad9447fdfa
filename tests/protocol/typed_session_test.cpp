// The session's typed requests (Session::set_position_icn, Session::go), which the sprt-json
// dialect calls instead of writing request lines and reading reply lines back.
#include <doctest/doctest.h>

#include <atomic>
#include <string>

#include "protocol/go_request.hpp"
#include "protocol/session.hpp"
#include "tests/protocol/session_helpers.hpp"

using namespace uici;
using namespace uici::test;

namespace {

GoParams at_depth(int d) {
    GoParams p;
    p.depth = d;
    return p;
}

// Runs a typed go to its end: the answer its writer was handed.
GoAnswer typed_go(Session& s, const GoParams& p) {
    GoAnswer got;
    bool written = false;
    Reply r = s.go(p, [&](const GoAnswer& a, Reply&) {
        got = a;
        written = true;
    });
    REQUIRE_FALSE(r.has_error());
    if (r.job()) {
        const std::atomic<bool> stop{false};
        (void)r.job()->collect(stop);
    }
    CHECK(written);
    return got;
}

}  // namespace

TEST_SUITE("typed session") {
    TEST_CASE("set_position_icn sets the game as `position icn` does, atomically") {
        const std::string icn = "w 0/100 1 K5,1|k5,8|R1,7", far = "w 0/100 1 K5,1|k5,8|R100000000000000000000,7";
        Session ref;
        REQUIRE(ask(ref, "position icn " + icn).empty());
        const Lines near_shown = ask(ref, "icn");
        REQUIRE(ask(ref, "position icn " + far).empty());
        const Lines far_shown = ask(ref, "icn");

        Session s;
        CHECK_FALSE(s.set_position_icn(icn).has_error());
        CHECK(ask(s, "icn") == near_shown);
        const Reply bad = s.set_position_icn("w 0/100 1 1,8,1,8 K5,1|k5,8|R20,20");
        CHECK(bad.first_error() == ErrorCode::bad_position);
        CHECK(ask(s, "icn") == near_shown);
        // A number past the narrow build: the game is played on the wide one.
        CHECK_FALSE(s.set_position_icn(far).has_error());
        CHECK(s.state().chess.wide);
        CHECK(ask(s, "icn") == far_shown);
    }

    TEST_CASE("go hands the answer over as values: the move, the depth and the score") {
        Session s;
        REQUIRE_FALSE(s.set_position_icn("w 0/100 1 1,8,1,8 K6,6|Q7,1|k8,8").has_error());
        const GoAnswer a = typed_go(s, at_depth(3));
        REQUIRE(a.best);
        CHECK(a.best->from == "7,1");
        CHECK(a.mate == 1);
        CHECK_FALSE(a.cp);
        CHECK(a.depth >= 1);
        CHECK_FALSE(a.failure);

        // Mated: no move. On the wide build too.
        REQUIRE_FALSE(s.set_position_icn("b 0/100 1 1,8,1,8 K6,6|Q7,7|k8,8").has_error());
        CHECK_FALSE(typed_go(s, at_depth(2)).best);
        REQUIRE_FALSE(s.set_position_icn("w 0/100 1 K100000000000000000005,1|k100000000000000000005,8").has_error());
        const GoAnswer far = typed_go(s, at_depth(1));
        REQUIRE(far.best);
        CHECK(far.best->from == "100000000000000000005,1");
    }

    TEST_CASE("go answers with the test mover at once, and is refused on a 5D game") {
        Session s;
        REQUIRE(ask(s, "setoption name Player value random").empty());
        REQUIRE_FALSE(s.set_position_icn("w 0/100 1 K5,1|k5,8").has_error());
        GoAnswer got;
        GoParams movetime_10;
        movetime_10.movetime_ms = 10;
        Reply r = s.go(movetime_10, [&](const GoAnswer& a, Reply& out) {
            got = a;
            out.line("answered");
        });
        CHECK_FALSE(r.job());
        CHECK(r.lines() == Lines{"answered"});
        REQUIRE(got.best);
        CHECK(got.best->from == "5,1");
        CHECK_FALSE(got.depth);

        REQUIRE(ask(s, "position 5dpgn 1. e4").empty());
        const Reply refused = s.go(at_depth(1), [](const GoAnswer&, Reply&) {});
        CHECK(refused.first_error() == ErrorCode::wrong_game);
    }
}
