// What a first-time user of `uici convert` met: the full-move number of a game black began,
// a piece list ending in '|', repeated promotion pieces, the error of an entry without a code.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "tests/convert/convert_run.hpp"

using nlohmann::json;
using uici::test::run_convert;

TEST_SUITE("convert") {
    TEST_CASE("full moves count after every black move, also in a game black began") {
        // b, then w, then b: each black move ends a full move (22 -> 23 -> 23 -> 24).
        const std::string game = "b 37/100 22 K1,1|k8,8\n8,8>7,7|1,1>2,1|7,7>6,6";
        for (const auto& [at, want] :
             {std::pair{"0", "b 37/100 22 "}, std::pair{"1", "w 38/100 23 "}, std::pair{"2", "b 39/100 23 "},
              std::pair{"3", "w 40/100 24 "}, std::pair{"end", "w 40/100 24 "}}) {
            CAPTURE(at);
            const auto r = run_convert({"--to", "icn", "--at", at}, game);
            REQUIRE_MESSAGE(r.code == 0, r.err);
            CHECK(r.out.rfind(want, 0) == 0);
        }
        const auto j = run_convert({"--to", "json", "--at", "1"}, game);
        REQUIRE_MESSAGE(j.code == 0, j.err);
        CHECK(json::parse(j.out)["fullMove"] == 23);
        // A game white began: unchanged (after black's reply).
        const auto w = run_convert({"--to", "icn", "--at", "2"}, "w 5 K1,1|k8,8\n1,1>2,1|8,8>7,7");
        CHECK(w.out.rfind("w 5 ", 0) == std::string::npos);
        CHECK(w.out.rfind("w 6 ", 0) == 0);
        // The long format's "turn": "black" counts the same way.
        const auto l =
            run_convert({"--to", "icn", "--at", "1"},
                        R"({"turn":"black","fullMove":22,"startingPosition":"K1,1|k8,8","moves":["8,8>7,7"]})");
        REQUIRE_MESSAGE(l.code == 0, l.err);
        CHECK(l.out.rfind("w 23 ", 0) == 0);
    }

    TEST_CASE("a piece list ending in '|' reads as the reference converter reads it") {
        const auto r = run_convert({"--to", "icn"}, "w K1,1+|k2,2|");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.out == "w 1 k2,2|K1,1+\n");
        const auto game = run_convert({"--to", "json"}, "w K1,1|k8,8| 1,1>1,2");
        REQUIRE_MESSAGE(game.code == 0, game.err);
        CHECK(json::parse(game.out)["moves"].size() == 1);
        CHECK(run_convert({"--to", "icn"}, "w K1,1||k2,2").code == 1);
    }

    TEST_CASE("a promotion list keeps a repeated piece as written, in both directions") {
        const std::string icn = "w (8;Q,Q,R,B|1;q,r,b,n,n) K1,1|k2,2";
        const auto j = run_convert({"--to", "json"}, icn);
        REQUIRE_MESSAGE(j.code == 0, j.err);
        const json allowed = json::parse(j.out)["gameRules"]["promotionsAllowed"];
        CHECK(allowed["white"] == json{"queens", "queens", "rooks", "bishops"});
        CHECK(allowed["black"] == json{"queens", "rooks", "bishops", "knights", "knights"});
        CHECK(run_convert({"--to", "icn", "--dialect", "seed"}, icn).out == "w 1 (8;Q,Q,R,B|1;q,r,b,n,n) k2,2|K1,1\n");
        CHECK(run_convert({"--to", "icn", "--dialect", "site"}, icn).out == "w 1 (8;q,q,r,b|1;q,r,b,n,n) k2,2|K1,1\n");
        // And back from the long format.
        const auto back = run_convert({"--to", "icn", "--dialect", "seed"}, j.out);
        CHECK(back.out == "w 1 (8;Q,Q,R,B|1;q,r,b,n,n) k2,2|K1,1\n");
    }

    TEST_CASE("an entry without its piece code is named, with what was expected") {
        const auto r = run_convert({"--to", "json"}, "w 9999999999999999999999,1|k1,1");
        CHECK(r.code == 1);
        CHECK(r.err ==
              "error icn_syntax at=2 reason=icn_syntax near=\"9999999999999999999999,1\" expected=\"CODEx,y\"\n");
        const auto later = run_convert({"--to", "json"}, "w K1,1|5,5|k1,2");
        CHECK(later.err == "error icn_syntax at=7 reason=icn_syntax near=\"5,5\" expected=\"CODEx,y\"\n");
    }

    TEST_CASE("convert --help prints the usage and the options on stdout and exits 0") {
        for (const char* flag : {"--help", "-h"}) {
            const auto r = run_convert({flag}, "");
            CHECK(r.code == 0);
            CHECK(r.err.empty());
            CHECK(r.out.rfind("usage: uici convert ", 0) == 0);
            CHECK(r.out.find("--dialect") != std::string::npos);
        }
        CHECK(run_convert({"--to", "json", "--help"}, "").code == 2);  // not alone: bad usage, as before
    }
}
