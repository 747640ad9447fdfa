#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "tests/convert/convert_run.hpp"

using nlohmann::json;

namespace {

using uici::test::run_convert;
const auto& run = run_convert;

// The compact example game of ICN's documentation (its piece list and its 22 moves).
const std::string kReadmeGame =
    "0/100 (8|1) P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|"
    "p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+\n"
    "4,2>4,4|4,7>4,6|4,4>4,5|3,7>3,5|4,5>3,6|6,8>3,11|3,6>2,7|3,11>-4,4|2,7>1,8Q|-4,4>2,-2|5,1>4,2|7,8>6,6|"
    "1,8>2,8|5,8>7,8|2,8>1,7|4,8>0,4|1,7>7,13|7,8>8,8|7,13>7,7|8,8>7,7|8,2>8,4|0,4>4,4";

}  // namespace

TEST_SUITE("convert") {
    TEST_CASE("the documentation's example game: flags come from the board, en passant and castling included") {
        const auto r = run({"--to", "json"}, "w 1 " + kReadmeGame);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const json doc = json::parse(r.out);
        const auto& moves = doc["moves"];
        REQUIRE(moves.size() == 22);
        CHECK(moves[4]["enpassant"] == -1);
        CHECK(moves[4]["captured"] == "pawnsB");
        CHECK(moves[8]["promotion"] == "queensW");
        CHECK(moves[8]["captured"] == "rooksB");
        CHECK(moves[13]["castle"] == json{{"dir", 1}, {"coord", {8, 8}}});
        CHECK(moves[13]["type"] == "kingsB");
        // The source marks no checks, so none are written (as the reference converter does).
        CHECK_FALSE(moves[9].contains("check"));
    }

    TEST_CASE("the documentation's example game's position before the final move is the documented one") {
        const auto r = run({"--to", "icn", "--at", "21", "--dialect", "site"}, "w 1 " + kReadmeGame);
        REQUIRE_MESSAGE(r.code == 0, r.err);
        // ICN's documentation: b 8,3 0/100 11 (1|8) P1,2+|...|P8,4 (with the site's (8|1) promotion order).
        CHECK(r.out.rfind("b 8,3 0/100 11 (8|1) ", 0) == 0);
        for (const char* piece : {"k7,7", "K4,2", "q0,4", "P8,4", "b2,-2", "n6,6", "r6,8", "p4,6"})
            CHECK_MESSAGE(r.out.find(piece) != std::string::npos, piece);
        CHECK(r.out.find("Q4,1") != std::string::npos);
    }

    TEST_CASE("marked sources get check and mate flags computed from the board") {
        const auto r = run({"--to", "json"}, "w 0/100 K-100,-100|R5,1|R5,-1|R9,4|k0,0|p20,20\n1. R9,4 > 9,0 #");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const json m = json::parse(r.out)["moves"][0];
        CHECK(m["check"] == true);
        CHECK(m["mate"] == true);
        // A wrong mark is not trusted: the same move marked only '+' is still a mate.
        const auto r2 = run({"--to", "json"}, "w 0/100 K-100,-100|R5,1|R5,-1|R9,4|k0,0|p20,20\n1. R9,4 > 9,0 +");
        CHECK(json::parse(r2.out)["moves"][0]["mate"] == true);
    }

    TEST_CASE("the first illegal move is an error naming its index and reason") {
        const auto r = run({"--to", "json"}, "w K0,0|k10,10|R1,1\n1,1>1,5|10,10>9,9|1,5>2,6");
        CHECK(r.code == 1);
        CHECK(r.out.empty());
        CHECK(r.err == "error illegal_move index=2 move=\"1,5>2,6\" reason=bad_geometry\n");
    }

    TEST_CASE("notation errors name their code and column") {
        const auto r = run({"--to", "json"}, "w K0,0|k1,1|Zz5,5");
        CHECK(r.code == 1);
        CHECK(r.err == "error icn_syntax at=12 reason=bad_piece near=\"Zz5,5\"\n");
        // Coordinates have no range; more than kMaxDigits digits is too_large.
        CHECK(run({"--to", "json"}, "K99999999999999999999,0|k1,1").out.find("\"99999999999999999999,0\":\"kingsW\"") !=
              std::string::npos);
        const auto big = run({"--to", "json"}, "K" + std::string(2001, '9') + ",0|k1,1");
        CHECK(big.err.rfind("error too_large at=1 ", 0) == 0);
    }

    // A position past 64 bits whose numbers are written canonically keeps its squares as text
    // (core/notation/text_pieces.hpp); any other spelling takes the big-integer way. Both give
    // the same document, and a repeated square or a bad entry the same error as before.
    TEST_CASE("a position past 64 bits converts alike whether its numbers are spelled canonically or not") {
        const std::string plain =
            "[Event \"e\"] b 0/100 3 K123456789012345678901,-5+|q-99999999999999999999,7|"
            "ob0,0|R123456789012345678901,-123456789012345678902+|k1,1";
        const std::string odd =
            "[Event \"e\"] b 0/100 3 K0123456789012345678901,-05+|q-099999999999999999999,7|"
            "ob-0,0|R123456789012345678901,-123456789012345678902+|k1,01";
        for (const char* to : {"json", "icn"}) {
            CAPTURE(to);
            const auto a = run({"--to", to}, plain), b = run({"--to", to}, odd);
            REQUIRE_MESSAGE(a.code == 0, a.err);
            CHECK(a.out == b.out);
            // Display order: rank 7 first, the larger rank of two 21-digit negatives above the other.
            if (std::string(to) == "icn")
                CHECK(a.out.find("q-99999999999999999999,7|k1,1|ob0,0|K123456789012345678901,-5+|"
                                 "R123456789012345678901,-123456789012345678902+") != std::string::npos);
        }
        const auto json_out = run({"--to", "json"}, plain).out;
        for (const char* to : {"json", "icn"}) CHECK(run({"--to", to}, json_out).out == run({"--to", to}, plain).out);
        const auto twice = run({"--to", "json"}, "w K123456789012345678901,1|k1,1|Q123456789012345678901,1");
        CHECK(twice.code == 1);
        CHECK(twice.err == "error icn_syntax at=32 reason=icn_syntax near=\"Q123456789012345678901,1\"\n");
        CHECK(run({"--to", "icn"}, "w K123456789012345678901,1|Zz5,5").err ==
              "error icn_syntax at=27 reason=bad_piece near=\"Zz5,5\"\n");
    }

    TEST_CASE("a game past 64 bits converts alike whether its numbers are spelled canonically or not") {
        // The canonical one's start is written from its text while the moves are played on
        // numbers; one number spelled otherwise sends the other the usual way. The moves: a
        // pawn's double step, a queen's long slide giving check (marked), the king stepping out
        // of it (losing its right), a capture.
        const std::string head = "[Event \"e\"] w 0/100 1 K123456789012345678901,1+|R123456789012345678904,1+|";
        const std::string moves =
            "|q-99999999999999999999,7|P123456789012345678902,2+|b123456789012345678904,6 "
            "123456789012345678902,2>123456789012345678902,4|-99999999999999999999,7>123456789012345678901,7+|"
            "123456789012345678901,1>123456789012345678900,1|123456789012345678904,6>123456789012345678902,4";
        const std::string plain = head + "k123456789012345678901,9" + moves;
        const std::string odd = head + "k123456789012345678901,09" + moves;
        for (const std::vector<std::string>& args : {std::vector<std::string>{"--to", "json"},
                                                     {"--to", "icn"},
                                                     {"--to", "icn", "--dialect", "site"},
                                                     {"--to", "json", "--at", "2"},
                                                     {"--to", "icn", "--at", "end"}}) {
            CAPTURE(args[1]);
            CAPTURE(args.size());
            const auto a = run(args, plain), b = run(args, odd);
            REQUIRE_MESSAGE(a.code == 0, a.err);
            CHECK(a.out == b.out);
        }
        const auto icn = run({"--to", "icn"}, plain).out;
        // The start as it was read, rights and all, and the check mark kept.
        CHECK(icn.find("123456789012345678901,7+|") != std::string::npos);
        CHECK(icn.find("K123456789012345678901,1+|R123456789012345678904,1+") != std::string::npos);
        const auto json_out = run({"--to", "json"}, plain).out;
        for (const char* to : {"json", "icn"}) CHECK(run({"--to", to}, json_out).out == run({"--to", to}, odd).out);
        // An illegal move: the same error both ways (the king may not step back into the check).
        const std::string back = "|123456789012345678900,1>123456789012345678901,1";
        const auto e1 = run({"--to", "json"}, plain + back), e2 = run({"--to", "json"}, odd + back);
        CHECK(e1.code == 1);
        CHECK(e1.err == e2.err);
        CHECK(e1.err.rfind("error illegal_move index=4 ", 0) == 0);
    }

    TEST_CASE("egd and egd-jsonl of a game past 64 bits have every digit, pgn is refused as not chess") {
        std::string far(41, '0');  // 10^40
        far[0] = '1';
        const auto sq = [&](int x, int y) {
            std::string s = far;
            s += std::to_string(x);
            s += ',';
            s += far;
            s += std::to_string(y);
            return s;
        };
        // A part at a time: gcc 12 warns, wrongly, about overlap on a long chain of additions.
        std::string game = "w K";
        for (const std::string& part : {sq(5, 1), std::string("|k"), sq(5, 8), std::string("|R"), sq(1, 1),
                                        std::string("\n"), sq(1, 1), std::string(">"), sq(1, 7)})
            game += part;
        const auto egd = run({"--to", "egd"}, game);
        REQUIRE_MESSAGE(egd.code == 0, egd.err);
        const json doc = json::parse(egd.out);
        CHECK(doc["moves"]["1w"]["move"]["from_square"] == sq(1, 1));
        CHECK(doc["moves"]["1w"]["move"]["to_square"] == sq(1, 7));
        std::string rook = "R";
        rook += sq(1, 7);
        CHECK(doc["moves"]["1w"]["end_position"]["icn"].get<std::string>().find(rook) != std::string::npos);
        const auto lines = run({"--to", "egd-jsonl"}, game);
        REQUIRE_MESSAGE(lines.code == 0, lines.err);
        CHECK(json::parse(lines.out)["move"]["to_square"] == sq(1, 7));
        const auto pgn = run({"--to", "pgn"}, game);
        CHECK(pgn.code == 1);
        CHECK(pgn.err.rfind("error bad_position reason=not_chess ", 0) == 0);
    }

    TEST_CASE("a long-JSON field error names the field, not a column") {
        const auto r = run({"--to", "icn"}, R"({"turn":"white","startingPosition":{"1,1":"kingsW","8,8":"K"}})");
        CHECK(r.code == 1);
        CHECK(r.err == "error bad_json reason=bad_piece detail=\"startingPosition. Unknown piece \\\"K\\\".\"\n");
        const auto syntax = run({"--to", "icn"}, R"({"turn":"white","startingPosition":{"1,1" "kingsW"}})");
        CHECK(syntax.code == 1);
        CHECK(syntax.err.find(" at=") != std::string::npos);
    }

    TEST_CASE("long JSON in, ICN out, and back") {
        const std::string doc =
            R"({"metadata":{"White":"A"},"turn":"black","moveRule":"3/100","fullMove":7,)"
            R"("gameRules":{"promotionRanks":[8,1],"winConditions":{"white":["checkmate"],"black":["koth"]},"slideLimit":50},)"
            R"("specialRights":{"5,8":true},"startingPosition":{"5,1":"kingsW","5,8":"kingsB","1,7":"pawnsB"},"moves":["1,7>1,6"]})";
        const auto icn = run({"--to", "icn"}, doc);
        REQUIRE_MESSAGE(icn.code == 0, icn.err);
        CHECK(icn.out.find("[White \"A\"]") != std::string::npos);
        CHECK(icn.out.find("{\"slideLimit\":50}") != std::string::npos);
        const auto back = run({"--to", "json"}, icn.out);
        REQUIRE_MESSAGE(back.code == 0, back.err);
        const json j = json::parse(back.out);
        CHECK(j["turn"] == "black");
        CHECK(j["fullMove"] == 7);
        CHECK(j["gameRules"]["slideLimit"] == 50);
        CHECK(j["gameRules"]["winConditions"]["black"] == json{"koth"});
        CHECK(j["moves"][0]["startCoords"] == json{1, 7});
    }

    TEST_CASE("a game is written from the start as read, --at from the position played to") {
        // The start's pieces and rights are written from the list read (the moves are played on
        // a board of their own), --at's position from that board, with the rights the reference
        // converter keeps: castling, en passant, a capture and a marked check.
        const std::string game =
            "[Event \"t\"] w 0/100 1 K5,1+|R8,1+|R1,1+|k5,8+|r8,8+|P2,2+|p3,4+|q9,9\n"
            "5,1>7,1|8,8>8,7|2,2>2,4|3,4>2,3|6,1>6,8+";
        const std::string pieces = "q9,9|k5,8+|r8,8+|p3,4+|P2,2+|R1,1+|K5,1+|R8,1+";
        const std::string moves = "5,1>7,1|8,8>8,7|2,2>2,4|3,4>2,3|6,1>6,8+";
        CHECK(run({"--to", "icn"}, game).out == "[Event \"t\"]\nw 0/100 1 " + pieces + " " + moves + "\n");
        CHECK(run({"--to", "icn", "--at", "3"}, game).out ==
              "[Event \"t\"]\nb 2,3 0/100 2 q9,9|k5,8+|r8,7|P2,4|p3,4+|R1,1+|R6,1|K7,1\n");
        const std::string head = R"({"metadata":{"Event":"t"},"turn":")";
        const std::string rules = R"("gameRules":{"winConditions":{"white":["checkmate"],"black":["checkmate"]}},)";
        CHECK(run({"--to", "json"}, game).out ==
              head + R"(white","moveRule":"0/100","fullMove":1,)" + rules +
                  R"("specialRights":{"5,8":true,"8,8":true,"3,4":true,"2,2":true,"1,1":true,"5,1":true,"8,1":true},)"
                  R"("startingPosition":{"9,9":"queensB","5,8":"kingsB","8,8":"rooksB","3,4":"pawnsB","2,2":"pawnsW",)"
                  R"("1,1":"rooksW","5,1":"kingsW","8,1":"rooksW"},"moves":[)"
                  R"({"type":"kingsW","startCoords":[5,1],"endCoords":[7,1],"castle":{"dir":1,"coord":[8,1]}},)"
                  R"({"type":"rooksB","startCoords":[8,8],"endCoords":[8,7]},)"
                  R"({"type":"pawnsW","startCoords":[2,2],"endCoords":[2,4]},)"
                  R"({"type":"pawnsB","startCoords":[3,4],"endCoords":[2,3],"captured":"pawnsW","enpassant":1},)"
                  R"({"type":"rooksW","startCoords":[6,1],"endCoords":[6,8],"check":true}]})"
                  "\n");
        CHECK(run({"--to", "json", "--at", "end"}, game).out ==
              head + R"(black","moveRule":"1/100","fullMove":3,)" + rules +
                  R"("specialRights":{"5,8":true,"1,1":true},"startingPosition":{"9,9":"queensB","5,8":"kingsB",)"
                  R"("6,8":"rooksW","8,7":"rooksB","2,3":"pawnsB","1,1":"rooksW","7,1":"kingsW"},"moves":[]})"
                  "\n");
    }

    TEST_CASE("a game that names its variant instead of listing pieces starts from that variant") {
        const auto r = run({"--to", "json", "--at", "end"}, "[Variant \"Classical\"] 5,2>5,4|5,7>5,5");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        const json j = json::parse(r.out);
        CHECK(j["startingPosition"]["5,4"] == "pawnsW");
        CHECK(j["startingPosition"]["5,5"] == "pawnsB");
        CHECK(j["startingPosition"].size() == 32);
    }

    TEST_CASE("--at counts halfmoves, beyond the end it is an error naming the game's length") {
        const std::string game = "w K0,0|k10,10\n0,0>0,1|10,10>10,9|0,1>0,2";
        CHECK(json::parse(run({"--to", "json", "--at", "0"}, game).out)["startingPosition"].contains("0,0"));
        CHECK(json::parse(run({"--to", "json", "--at", "2"}, game).out)["startingPosition"].contains("0,1"));
        CHECK(json::parse(run({"--to", "json", "--at", "3"}, game).out)["startingPosition"].contains("0,2"));
        const auto past = run({"--to", "json", "--at", "99"}, game);
        CHECK(past.code == 1);
        CHECK(past.out.empty());
        CHECK(past.err == "error bad_argument \"--at 99\" for=convert need=halfmoves_0_to_3\n");
        // Past size_t is past the end too (it was once read as 0: the start position), and the
        // error echoes the number as given (it once echoed the clamped 18446744073709551614).
        const auto huge = run({"--to", "json", "--at", "0018446744073709551616999"}, game);
        CHECK(huge.code == 1);
        CHECK(huge.err == "error bad_argument \"--at 0018446744073709551616999\" for=convert need=halfmoves_0_to_3\n");
        CHECK(run({"--to=json", "--at=end"}, game).out == run({"--to", "json", "--at", "end"}, game).out);
        CHECK(run({"--to", "json", "--at", "-1"}, game).code == 2);
        CHECK(run({"--to", "json", "--at", "1x"}, game).code == 2);
        CHECK(json::parse(run({"--to", "json", "--at", "end"}, game).out)["moves"].empty());
    }

    TEST_CASE("single moves convert exactly") {
        CHECK(run({"--to", "json", "--move"}, "2,-3>2,-4ha").out ==
              "{\"startCoords\":[2,-3],\"endCoords\":[2,-4],\"promotion\":\"hawksB\"}\n");
        CHECK(run({"--to", "icn", "--move", "--dialect", "seed"},
                  R"({"startCoords":[2,-3],"endCoords":[2,-4],"promotion":"hawksB"})")
                  .out == "2,-3>2,-4ha\n");
        CHECK(run({"--to", "icn", "--move"}, "1,7>1,8=Q").out == "1,7>1,8Q\n");  // the reference's, by default
        CHECK(run({"--to", "icn", "--move", "--dialect", "site"}, "1,7>1,8Q").out == "1,7>1,8=Q\n");
        // Any size both ways: --move's own JSON output of a 20-digit move reads back exactly.
        const auto big = run({"--to", "json", "--move"}, "99999999999999999999,-123456789012345678901>1,8");
        REQUIRE(big.code == 0);
        CHECK(run({"--to", "icn", "--move"}, big.out).out == "99999999999999999999,-123456789012345678901>1,8\n");
        CHECK(run({"--to", "icn", "--move"}, R"({"startCoords":"-0099999999999999999999,7","endCoords":[1,8]})").out ==
              "-99999999999999999999,7>1,8\n");
        // Up to 300 digits: a longer literal could be written as JSON but no JSON reader takes it back.
        const std::string d300(300, '9');
        CHECK(run({"--to", "icn", "--move"}, run({"--to", "json", "--move"}, "1,-" + d300 + ">1,1").out).out ==
              "1,-" + d300 + ">1,1\n");
        CHECK(run({"--to", "json", "--move"}, "1,9" + d300 + ">1,1").err.rfind("error too_large", 0) == 0);
        CHECK(run({"--to", "icn", "--move"}, R"({"startCoords":[1,9)" + d300 + R"(],"endCoords":[1,1]})")
                  .err.rfind("error too_large", 0) == 0);
        // A float literal is a coordinate only when a double vouches for every digit.
        CHECK(run({"--to", "icn", "--move"}, R"({"startCoords":[1e2,7],"endCoords":[1,8]})").out == "100,7>1,8\n");
        CHECK(run({"--to", "icn", "--move"}, R"({"startCoords":[1e30,7],"endCoords":[1,8]})")
                  .err.rfind("error too_large", 0) == 0);
        CHECK(run({"--to", "icn", "--move"}, R"({"startCoords":[1,7],"endCoords":[1,1.5]})")
                  .err.rfind("error bad_json", 0) == 0);
    }

    TEST_CASE("bad usage exits 2 with the usage line") {
        for (const auto& args : std::vector<std::vector<std::string>>{{},
                                                                      {"--to"},
                                                                      {"--to", "xml"},
                                                                      {"--to", "json", "--at", "x"},
                                                                      {"--to", "json", "--bogus"},
                                                                      {"--to", "json", "--move", "--at", "1"},
                                                                      {"--to", "json", "a", "b"}}) {
            const auto r = run(args, "K0,0");
            CHECK(r.code == 2);
            CHECK(r.err.rfind("error bad_argument ", 0) == 0);
        }
    }
}
