// The 5D verbs at the Session level: position 5dpgn, status, d and json of a 5D game, the chess
// verbs refused while it is loaded, atomic errors, and the way back to chess.
#include <doctest/doctest.h>

#include <atomic>

#include <nlohmann/json.hpp>

#include "session_helpers.hpp"

using namespace uici;
using namespace uici::test;

namespace {

const char* kMate = "position 5dpgn [Board \"custom\"] [Size \"8x8\"] [8/8/8/8/8/6k1/6q1/7K:0:1:w]";

}  // namespace

TEST_SUITE("protocol 5d") {
    TEST_CASE("position 5dpgn is silent, status gives the verdict, the mover, the present and check") {
        Session s;
        CHECK(ask(s, kMate).empty());
        CHECK(run(s, "status") == Lines{"status checkmate result=0-1 turn=w present=1 check=yes nodes=4"});
        CHECK(ask(s, "position 5dpgn 1. e4").empty());
        const Lines st = run(s, "status");
        REQUIRE(st.size() == 1);
        CHECK(st[0].starts_with("status ongoing turn=b present=1 check=no nodes="));
    }

    TEST_CASE("\\n stands for a line break, so errors count lines as in the file, the game stays") {
        Session s;
        REQUIRE(ask(s, "position 5dpgn 1. d4 / d5").empty());
        const std::string before = ask(s, "json").at(0);
        CHECK(ask(s, "position 5dpgn [Board \"Standard\"]\\n1. e4 / e5\\n2. Ke3") ==
              Lines{"error illegal_5d line=3 column=4 message=\"no K on (0T2) can move to (0T2)e3\""});
        CHECK(
            ask(s, "position 5dpgn 1. (0T1") ==
            Lines{"error bad_5dpgn line=1 column=8 message=\"expected ')' to close (LT), found the end of the text\""});
        CHECK(ask(s, "position 5dpgn [Board \"Nonesuch\"]").at(0).starts_with("error illegal_5d line=1 column="));
        CHECK(ask(s, "json").at(0) == before);
    }

    TEST_CASE("chess verbs answer wrong_game, other positions and newgame switch back") {
        Session s;
        REQUIRE(ask(s, kMate).empty());
        for (const char* verb : {"move 5,2>5,4", "undo", "legal 5,2>5,4", "moves", "icn", "egd", "perft 1", "go"}) {
            CAPTURE(verb);
            const Lines r = ask(s, verb);
            REQUIRE(r.size() == 1);
            CHECK(r[0].starts_with("error wrong_game \""));
            CHECK(r[0].ends_with("game=5d need=chess_game"));
        }
        REQUIRE(ask(s, "position startpos").empty());
        CHECK(ask(s, "move 5,2>5,4") == Lines{"ok 5,2>5,4"});
        REQUIRE(ask(s, kMate).empty());
        REQUIRE(ask(s, "newgame").empty());
        CHECK(ask(s, "status") == Lines{"status ongoing"});
    }

    TEST_CASE("d draws every timeline, json is convert's document with the whole-state hash") {
        Session s;
        REQUIRE(ask(s, "position 5dpgn 1. e4").empty());
        const Lines d = ask(s, "d");
        REQUIRE(d.size() >= 12);
        CHECK(d[0] == "Timeline 0 (active)");
        CHECK(d[1] == "(0T1 w)     (0T1 b)");
        CHECK(d[2] == "rnbqkbnr    rnbqkbnr");
        CHECK(d[6] == "........    ....P...");
        CHECK(d.back().starts_with("Hash: "));
        const Lines j = ask(s, "json");
        REQUIRE(j.size() == 1);
        REQUIRE(j[0].starts_with("json "));
        const auto doc = nlohmann::json::parse(j[0].substr(5));
        CHECK(doc["hash"] == d.back().substr(6));
        CHECK(doc["timelines"][0]["boards"].size() == 2);
    }

    TEST_CASE("JSON output: status and errors as objects") {
        Session s({.output = OutputMode::json});
        REQUIRE(ask(s, kMate).empty());
        const auto st = nlohmann::json::parse(run(s, "status").at(0));
        CHECK(st["status"] == "checkmate");
        CHECK(st["aborted"] == false);
        CHECK(st["result"] == "0-1");
        CHECK(st["check"] == true);
        const auto e = nlohmann::json::parse(ask(s, "position 5dpgn 1. e5").at(0));
        CHECK(e["error"]["code"] == "illegal_5d");
        CHECK(e["error"]["line"] == 1);
        CHECK(e["error"]["column"] == 4);
    }

    TEST_CASE("status is a job: stop ends it with unknown, said first, a verdict is kept, unknown is not") {
        Session s;
        REQUIRE(ask(s, kMate).empty());
        Reply r = s.handle("status");
        REQUIRE(r.job());
        CHECK(r.lines().empty());
        std::atomic<bool> stop{true};
        CHECK(r.job()->collect(stop) ==
              "info string status stopped after 0 partial turns: the verdict is unknown\n"
              "status unknown turn=w present=1 check=yes nodes=0\n");
        // Stopped is not kept: the next status searches again, and its verdict is kept.
        CHECK(run(s, "status") == Lines{"status checkmate result=0-1 turn=w present=1 check=yes nodes=4"});
        CHECK(!s.handle("status").job());
        CHECK(ask(s, "status") == Lines{"status checkmate result=0-1 turn=w present=1 check=yes nodes=4"});
    }

    TEST_CASE("StatusNodes5D bounds the search: unknown past it, kept only for that budget") {
        Session s;
        CHECK(ask(s, "setoption name StatusNodes5D value 0") ==
              Lines{"error bad_option_value \"StatusNodes5D\" value=\"0\""});
        REQUIRE(ask(s, "setoption name StatusNodes5D value 2").empty());
        REQUIRE(ask(s, kMate).empty());
        CHECK(run(s, "status") == Lines{"status unknown turn=w present=1 check=yes nodes=2"});
        CHECK(!s.handle("status").job());  // the same budget: the same answer, kept
        REQUIRE(ask(s, "setoption name StatusNodes5D value 200000").empty());
        CHECK(run(s, "status") == Lines{"status checkmate result=0-1 turn=w present=1 check=yes nodes=4"});
    }

    TEST_CASE("a mark that disagrees with the game is an info string warning, Strict5D refuses it") {
        // '~' on a branching jump whose new timeline starts at the next present, not at or before
        // the present the move was made in (5dchess-tools writes it so); uici refused it.
        const std::string game =
            "position 5dpgn [Board \"Standard - Two Timelines\"]\\n1. (-0T1)e3 (+0T1)Nb1>>(-0T1)b3~";
        Session s;
        const Lines w = ask(s, game);
        REQUIRE(w.size() == 1);
        CHECK(
            w[0].starts_with("info string warning line=2 column=13 move=\"(+0T1)Nb1>>(-0T1)b3~\" message=\"'~' says"));
        CHECK(run(s, "status").at(0).starts_with("status ongoing turn=b present=1"));
        REQUIRE(ask(s, "setoption name Strict5D value true").empty());
        const Lines e = ask(s, game);
        REQUIRE(e.size() == 1);
        CHECK(e[0].starts_with("error illegal_5d line=2 column=13 message=\"'~' says"));
        CHECK(e[0].ends_with("(strict mode)\""));
    }
}
