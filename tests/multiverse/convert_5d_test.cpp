// `uici convert --from 5dpgn`: the three outputs and the error lines.
#include <doctest/doctest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "tests/convert/convert_run.hpp"
#include "tests/multiverse/corpus.hpp"

using uici::test::run_convert;

TEST_SUITE("multiverse convert") {
    TEST_CASE("json carries the whole-state hash and every board's 5DFEN") {
        const auto r = run_convert({"--from", "5dpgn", "--to", "json"}, uici::test5d::read_game("notation__1.1.5dpgn"));
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const auto j = nlohmann::json::parse(r.out);
        CHECK(j["hash"] == "492ca567ec19aa7d7c530c91ec7e8fb5");
        CHECK(j["variant"] == "Standard");
        REQUIRE(j["timelines"].size() == 2);
        CHECK(j["timelines"][1]["timeline"] == "1");
        CHECK(j["timelines"][1]["boards"][0]["fen"] ==
              "[r*nbqk*bnr*/p*p*p*p*p*Qp*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBQK*BNR*:+1:1:b]");
        CHECK(j["timelines"][0]["boards"][0]["hash"] == "d574889fd9da3f2bc65249ff27249b00");
        CHECK(j["moves"][8]["new_timeline"] == "1");
        CHECK(j["game"]["actions"].size() == 15);
    }

    TEST_CASE("a tag value that is not UTF-8 is written as U+FFFD, not refused (a fuzzer's find)") {
        const auto r = run_convert({"--from", "5dpgn", "--to", "json"}, "[Date \"20\xd4.08\"]\n1. e4\n");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.out.find("20\xef\xbf\xbd.08") != std::string::npos);
    }

    TEST_CASE("5dpgn writes the canonical text, 5dfen every board") {
        auto r = run_convert({"--from", "5dpgn", "--to", "5dpgn"}, "1. e4 / e5");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.out == "1. (0T1)e4 / (0T1)e5\n");
        r = run_convert({"--from", "5dpgn", "--to", "5dfen"}, "1. d4 / d5");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.out.find("[r*nbqk*bnr*/p*p*p*1p*p*p*p*/8/3p4/3P4/8/P*P*P*1P*P*P*P*/R*NBQK*BNR*:0:2:w]\n") !=
              std::string::npos);
        CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 3);
    }

    TEST_CASE("errors: one line with the place, and bad option combinations") {
        auto r = run_convert({"--from", "5dpgn", "--to", "json"}, "1. (0T1)e4 / (0Q1)e5");
        CHECK(r.code == 1);
        CHECK(r.err == "error bad_5dpgn line=1 column=16 message=\"expected 'T' and a turn in (LT), found 'Q'\"\n");
        r = run_convert({"--from", "5dpgn", "--to", "json"}, "1. e5");
        CHECK(r.code == 1);
        CHECK(r.err.rfind("error illegal_5d line=1 column=4 message=", 0) == 0);
        CHECK(run_convert({"--from", "5dpgn", "--to", "icn"}, "").code == 2);
        CHECK(run_convert({"--to", "5dfen"}, "").code == 2);
        CHECK(run_convert({"--from", "fen", "--to", "json"}, "").code == 2);  // (pgn is chess PGN now)
        CHECK(run_convert({"--from", "pgn", "--to", "5dfen"}, "").code == 2);
    }

    // 5dchess-tools writes '~' on a branching jump whose new timeline starts at the next present;
    // convert refused such games ("'~' says the present moves to a new branch, but ...").
    const std::string kTildeAtPresent = "[Board \"Standard - Two Timelines\"]\n1. (-0T1)e3 (+0T1)Nb1>>(-0T1)b3~\n";

    TEST_CASE("a mark that disagrees with the game: a warning (JSON list, or stderr), an error with --strict") {
        auto r = run_convert({"--from", "5dpgn", "--to", "json"}, kTildeAtPresent);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        CHECK(r.err.empty());
        const auto j = nlohmann::json::parse(r.out);
        REQUIRE(j["warnings"].size() == 1);
        CHECK(j["warnings"][0]["line"] == 2);
        CHECK(j["warnings"][0]["column"] == 13);
        CHECK(j["warnings"][0]["move"] == "(+0T1)Nb1>>(-0T1)b3~");
        CHECK(j["warnings"][0]["message"].get<std::string>().starts_with("'~' says the present moves"));
        CHECK(j["timelines"].size() == 3);
        r = run_convert({"--from", "5dpgn", "--to", "5dpgn"}, kTildeAtPresent);
        REQUIRE(r.code == 0);
        CHECK(r.out.ends_with("(+0T1)Nb1>>(-0T1)b3~\n"));  // the text's marks are kept as written
        CHECK(r.err.starts_with("warning line=2 column=13 move=\"(+0T1)Nb1>>(-0T1)b3~\" message=\"'~' says"));
        r = run_convert({"--from", "5dpgn", "--to", "json", "--strict"}, kTildeAtPresent);
        CHECK(r.code == 1);
        CHECK(r.out.empty());
        CHECK(r.err.starts_with("error illegal_5d line=2 column=13 message=\"'~' says"));
        CHECK(r.err.ends_with("(strict mode)\"\n"));
        // --strict also refuses a repeated turn number, and applies to 5dpgn input only.
        CHECK(run_convert({"--from", "5dpgn", "--to", "json", "--strict"}, "1. e4 / e5\n1. d4").code == 1);
        CHECK(run_convert({"--from", "5dpgn", "--to", "json"}, "1. e4 / e5\n1. d4").code == 0);
        CHECK(run_convert({"--to", "json", "--strict"}, "w K1,1|k8,8").code == 2);
    }
}
