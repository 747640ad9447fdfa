// Files of many games through `uici convert`: a real `uici match -out` file, a multi-game PGN
// and what convert itself writes for several games, read back (issue 25).
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "tests/convert/convert_run.hpp"
#include "tests/match/match_run.hpp"

using nlohmann::json;
using uici::test::run_convert;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t nl = text.find('\n', i);
        out.push_back(text.substr(i, nl - i));
        i = nl == std::string::npos ? text.size() : nl + 1;
    }
    return out;
}

// The records of an ICN output (games a blank line apart), without their line ends.
std::vector<std::string> records(std::string text) {
    while (!text.empty() && text.back() == '\n') text.pop_back();
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = text.find("\n\n", i);
        if (end == std::string::npos) end = text.size();
        out.push_back(text.substr(i, end - i));
        i = end + 2;
    }
    return out;
}

// A match of the random test mover, ten games, written with -out (its file's text).
const std::string& match_file() {
    static const std::string text = [] {
        const std::string path =
            (std::filesystem::temp_directory_path() / ("uici-convert-games-" + std::to_string(getpid()) + ".icn"))
                .string();
        std::filesystem::remove(path);
        const std::string engines = "-engine cmd=" + std::string(UICI_BINARY) +
                                    " name=A option.Seed=3 -engine cmd=" + UICI_BINARY +
                                    " name=B option.Seed=4 -each option.Player=random nodes=1" +
                                    " -maxmoves 40 -repeat -concurrency 2 -rounds 5";
        const auto r = uici::test::run_match_cli(engines + " -out file=" + path, "cg-" + std::to_string(getpid()));
        REQUIRE_MESSAGE(r.code == 0, r.err);
        std::string t = uici::test::slurp(path);
        std::filesystem::remove(path);
        return t;
    }();
    return text;
}

const std::string kPgn =
    "[Event \"one\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n\n"
    "[Event \"two\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. c4 dxc4 1-0\n\n"
    "[Event \"three\"]\n[Result \"*\"]\n\n1. Nf3 *\n";

}  // namespace

TEST_SUITE("convert") {
    TEST_CASE("a uici match -out file of ten games: every game, or the one --game names") {
        const std::string& file = match_file();
        const auto end = run_convert({"--to", "icn", "--at", "end"}, file);
        REQUIRE_MESSAGE(end.code == 0, end.err);
        const auto positions = records(end.out);
        REQUIRE(positions.size() == 10);
        const auto whole = run_convert({"--to", "icn"}, file);
        REQUIRE_MESSAGE(whole.code == 0, whole.err);
        const auto games = records(whole.out);
        REQUIRE(games.size() == 10);
        for (std::size_t n = 1; n <= 10; ++n) {
            CAPTURE(n);
            const auto one = run_convert({"--to", "icn", "--at", "end", "--game", std::to_string(n)}, file);
            REQUIRE_MESSAGE(one.code == 0, one.err);
            CHECK(one.out == positions[n - 1] + "\n");
            CHECK(games[n - 1].find("[Round \"") != std::string::npos);
            // Each game written reads back as itself.
            CHECK(run_convert({"--to", "icn"}, games[n - 1]).out == games[n - 1] + "\n");
        }
        // The output of several games reads back as the same games.
        CHECK(run_convert({"--to", "icn"}, whole.out).out == whole.out);
        const auto json_lines = run_convert({"--to", "json"}, file);
        REQUIRE_MESSAGE(json_lines.code == 0, json_lines.err);
        const auto docs = lines_of(json_lines.out);
        REQUIRE(docs.size() == 10);
        for (const auto& d : docs) CHECK(json::accept(d));
        CHECK(run_convert({"--to", "icn"}, json_lines.out).out == whole.out);
        const auto egd = run_convert({"--to", "egd"}, file);
        REQUIRE_MESSAGE(egd.code == 0, egd.err);
        CHECK(lines_of(egd.out).size() == 10);
        // Past the last game: an error naming how many there are.
        const auto past = run_convert({"--to", "icn", "--game", "11"}, file);
        CHECK(past.code == 1);
        CHECK(past.err == "error bad_argument \"--game 11\" for=convert need=game_1_to_10\n");
        // A number past size_t is echoed as given, not as the largest count.
        CHECK(run_convert({"--to", "icn", "--game", "99999999999999999999"}, file).err ==
              "error bad_argument \"--game 99999999999999999999\" for=convert need=game_1_to_10\n");
    }

    TEST_CASE("a multi-game PGN to ICN and back, and --game on PGN") {
        const auto icn = run_convert({"--from", "pgn", "--to", "icn"}, kPgn);
        REQUIRE_MESSAGE(icn.code == 0, icn.err);
        REQUIRE(records(icn.out).size() == 3);
        const auto back = run_convert({"--to", "pgn"}, icn.out);
        REQUIRE_MESSAGE(back.code == 0, back.err);
        // PGN has a blank line inside each game too: its games start at their tags.
        CHECK(back.out.rfind("[Event \"one\"]", 0) == 0);
        CHECK(back.out.find("1-0\n\n[Event \"three\"]") != std::string::npos);
        CHECK(back.out == run_convert({"--to", "pgn"}, kPgn).out);
        CHECK(run_convert({"--to", "icn", "--at", "end", "--game", "2"}, icn.out).out.find("p3,4") !=
              std::string::npos);
        const auto second = run_convert({"--to", "pgn", "--game", "2"}, kPgn);
        REQUIRE_MESSAGE(second.code == 0, second.err);
        CHECK(second.out.find("[Event \"two\"]") != std::string::npos);
        CHECK(second.out.find("[Event \"one\"]") == std::string::npos);
        CHECK(run_convert({"--to", "pgn", "--game", "4"}, kPgn).err ==
              "error bad_argument \"--game 4\" for=convert need=game_1_to_3\n");
    }

    TEST_CASE("PGN is recognised without --from by its movetext, ICN's tags are not PGN") {
        const auto pgn = run_convert({"--to", "icn"}, kPgn);
        REQUIRE_MESSAGE(pgn.code == 0, pgn.err);
        CHECK(pgn.out == run_convert({"--from", "pgn", "--to", "icn"}, kPgn).out);
        for (const std::string& text : {std::string("1.e4 e5 *"), std::string("[White \"a\"]\n\n1. Nf3 1... Nf6 *"),
                                        std::string("{a comment} e4 *"), std::string("[Event \"x\"]\n1-0")}) {
            CAPTURE(text);
            CHECK(run_convert({"--to", "pgn"}, text).code == 0);
        }
        // ICN with the same tags: a position section or coordinate moves follow them.
        for (const std::string& text :
             {std::string("[Event \"x\"]\nw K1,1|k8,8"), std::string("[Variant \"Classical\"] 5,2>5,4"),
              std::string("[Variant \"Classical\"]"), std::string("[Event \"x\"] 1. K1,1>1,2 k8,8>8,7 w K1,1|k8,8")}) {
            CAPTURE(text);
            const auto r = run_convert({"--to", "json"}, text);
            CHECK(r.err.find("reason=pgn_syntax") == std::string::npos);
            CHECK(r.err.find("illegal_san") == std::string::npos);
        }
        CHECK(run_convert({"--to", "json", "--game=2", "--dialect=seed", "--from=pgn"}, kPgn).out ==
              run_convert({"--to", "json", "--game", "2", "--from", "pgn"}, kPgn).out);
    }

    TEST_CASE("a blank line inside one ICN game does not split it") {
        for (const std::string& game :
             {std::string("[Event \"x\"]\n\nw K1,1|k8,8\n\n1,1>1,2|8,8>8,7"), std::string("\tw\n\n0/100\nK1,1|k8,8"),
              std::string("w K1,1|k8,8\n\n1. 1,1>1,2 {a comment\n\nover a blank line} 8,8>8,7")}) {
            CAPTURE(game);
            const auto r = run_convert({"--to", "json"}, game);
            REQUIRE_MESSAGE(r.code == 0, r.err);
            CHECK(lines_of(r.out).size() == 1);
        }
        // Games without tags split where a new position starts after a blank line.
        const auto two = run_convert({"--to", "json"}, "w K1,1|k8,8 1,1>1,2\n\nb K2,2|k7,7");
        REQUIRE_MESSAGE(two.code == 0, two.err);
        CHECK(lines_of(two.out).size() == 2);
    }

    TEST_CASE("games of empty positions split at their second turn section, and read back") {
        // Two empty positions: convert writes each as "w 1", a game with no piece list and no
        // moves; its turn section after a blank line begins the next game (the fuzzer's find).
        const auto icn = run_convert({"--to", "icn"}, "{}\n\n{}\n");
        REQUIRE_MESSAGE(icn.code == 0, icn.err);
        CHECK(icn.out == "w 1\n\nw 1\n");
        const auto back = run_convert({"--to", "json"}, icn.out);
        REQUIRE_MESSAGE(back.code == 0, back.err);
        CHECK(lines_of(back.out).size() == 2);
        CHECK(lines_of(run_convert({"--to", "json"}, "w 1\n\nb:w 0/100\n\nw").out).size() == 3);
        // A turn section repeated without a blank line is still one game's error.
        CHECK(run_convert({"--to", "json"}, "w 1 w").code == 1);
    }

    TEST_CASE("an error in the second of several games names the game") {
        const auto r = run_convert({"--to", "json"}, "w K1,1|k8,8\n\nw K1,1|k8,8 1,1>5,5");
        CHECK(r.code == 1);
        CHECK(r.err == "error illegal_move game=2 index=0 move=\"1,1>5,5\" reason=bad_geometry\n");
        const auto j = run_convert({"--to", "json", "--json"}, "w K1,1|k8,8\n\nw K1,1|Zz8,8");
        CHECK(j.code == 1);
        CHECK(json::parse(j.err)["error"]["game"] == 2);
    }

    // A text that opens with '{' is read as one JSON document before it is checked to be JSON
    // (convert.cpp): each way it can turn out must give what the check first gave.
    TEST_CASE("a text opening with '{' is one JSON document, JSON Lines or an ICN game with options") {
        const std::string doc = R"({"turn":"white","startingPosition":{"1,1":"kingsW","8,8":"kingsB"}})";
        const auto one = run_convert({"--to", "icn"}, doc);
        REQUIRE_MESSAGE(one.code == 0, one.err);
        CHECK(one.out == "w 1 k8,8|K1,1\n");
        // Two documents, a line each: two games, and --game picks one.
        const std::string other = R"({"turn":"black","startingPosition":{"2,2":"queensW"}})";
        const auto lines = run_convert({"--to", "icn"}, doc + "\n" + other + "\n");
        REQUIRE_MESSAGE(lines.code == 0, lines.err);
        CHECK(records(lines.out).size() == 2);
        const auto second = run_convert({"--to", "icn", "--game", "2"}, doc + "\n" + other + "\n");
        REQUIRE_MESSAGE(second.code == 0, second.err);
        CHECK(second.out.find("Q2,2") != std::string::npos);
        const auto first = run_convert({"--to", "icn", "--game", "1"}, doc + "\n" + other + "\n");
        CHECK(first.out == one.out);
        // ICN opening with its options block: ICN, and an ICN error is ICN's.
        const auto icn = run_convert({"--to", "json"}, "{\"slideLimit\":50} w K1,1|k8,8");
        REQUIRE_MESSAGE(icn.code == 0, icn.err);
        CHECK(json::parse(icn.out)["gameRules"]["slideLimit"] == 50);
        CHECK(run_convert({"--to", "json"}, "{\"slideLimit\":50} w K1,1|Zz8,8").err.find("bad_piece") !=
              std::string::npos);
        // JSON that does not read as a game: the JSON reader's error, as before.
        const auto bad = run_convert({"--to", "icn"}, R"({"turn":"white","startingPosition":{"1,1":"kingsX"}})");
        CHECK(bad.code == 1);
        CHECK(bad.err.rfind("error ", 0) == 0);
        CHECK(bad.err.find("icn_syntax") == std::string::npos);
        // A number past 2^60 goes to the wide build, valid JSON or not.
        const auto wide = run_convert({"--to", "icn"}, R"({"startingPosition":{"99999999999999999999,1":"kingsW"}})");
        REQUIRE_MESSAGE(wide.code == 0, wide.err);
        CHECK(wide.out.find("K99999999999999999999,1") != std::string::npos);
        const auto broken =
            run_convert({"--to", "icn"}, R"({"startingPosition":{"99999999999999999999,1":"kingsW"}} x)");
        CHECK(broken.code == 1);
        CHECK(broken.err.find("kingsW") == std::string::npos);
    }
}
