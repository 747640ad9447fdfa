// `uici convert` frees its input text once the last game is read (ConvertSink::release_input),
// so that the text and a board are never in memory together: called at most once, and only when
// nothing more is read from the text (here the "freed" text is overwritten, so a read after it
// would change the output).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "convert/convert.hpp"
#include "convert/convert_report.hpp"
#include "tests/convert/convert_run.hpp"

using uici::test::run_convert;

// The input goes once it is read where nothing written reads it any more: before a board is
// built (--at of a position, egd). Where the output is written from the piece list, whose squares
// point into the text (LoosePiece::text), it stays; the sink's release overwrites the text, so any
// later read of it would show in the output.
TEST_CASE("convert releases its input once, after the last game is read, unless its squares' text is written") {
    const std::string game = "w 0/100 1 K5,1+|R8,1+|k5,8+|r1,8+|P1,2+|p1,7+ 1,2>1,4|1,7>1,5|8,1>8,5";
    const std::string two_games = game + "\n\n" + "w 0/100 1 K1,1|k8,8 1,1>1,2";
    const std::string json_game = run_convert({"--to", "json"}, game).out;
    REQUIRE_FALSE(json_game.empty());
    struct Case {
        std::vector<std::string> args;
        std::string input;
        int releases;
    };
    const std::vector<Case> cases = {
        {{"--to", "json"}, game, 0},
        {{"--to", "icn"}, json_game, 0},
        {{"--to", "json"}, "w 0/100 1 K1,1|k8,8", 0},
        {{"--to", "json", "--at", "2"}, game, 0},
        {{"--to", "json", "--at", "end"}, "w 0/100 1 K1,1|k8,8", 1},
        {{"--to", "egd"}, game, 1},
        {{"--to", "egd"}, two_games, 1},
        {{"--to", "json"}, two_games, 0},
        {{"--to", "icn", "--game", "1"}, two_games, 0},
        {{"--to", "json"}, "w 0/100 1 K1,1|k8,8 1,1>5,5", 0},  // an illegal move: read, then refused
        {{"--to", "json"}, "w 0/100 1 K1,1|Zz8,8", 0},         // not read: the error quotes the text
    };
    for (const auto& c : cases) {
        CAPTURE(c.input);
        CAPTURE(c.args.back());
        const auto want = run_convert(c.args, c.input);
        std::string text = c.input, out;
        int releases = 0;
        uici::ConvertSink sink;
        sink.write = [&](std::string_view piece) { out += piece; };
        sink.release_input = [&] {
            ++releases;
            std::fill(text.begin(), text.end(), '#');
        };
        const int code = uici::convert(c.args, text, sink);
        CHECK(code == want.code);
        CHECK(out == want.out);
        CHECK(sink.err == want.err);
        CHECK(releases == c.releases);
    }
}
