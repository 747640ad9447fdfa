// EGD of games of the lattice, the server's egd verb and the convert command line: every record
// stands alone (its end is its start with its move played), and the features are the engine's.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "../convert/convert_run.hpp"
#include "../protocol/session_helpers.hpp"
#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/apply.hpp"
#include "pgn/convert.hpp"
#include "pgn/json_text.hpp"

using namespace uici;
using nlohmann::ordered_json;

namespace {

// Castling, a double step taken en passant, a promotion to an amazon, then a mate by a rook on
// the open board.
constexpr std::string_view kGame =
    "w 0/100 1 (8;Q,AM|1;q) K5,1+|R8,1+|P2,7|P4,5|p3,7+|k10,10 5,1>7,1|3,7>3,5|4,5>3,6|10,10>10,9|2,7>2,8=AM|10,9>9,9";

std::vector<ordered_json> records(std::string_view icn) {
    const auto run = test::run_convert({"--to", "egd-jsonl"}, std::string(icn));
    REQUIRE_MESSAGE(run.code == 0, run.err);
    std::vector<ordered_json> out;
    std::size_t at = 0;
    while (at < run.out.size()) {
        const std::size_t nl = run.out.find('\n', at);
        REQUIRE(nl != std::string::npos);
        out.push_back(ordered_json::parse(run.out.substr(at, nl - at)));
        at = nl + 1;
    }
    return out;
}

Position read(const std::string& icn) {
    auto doc = read_icn(icn);
    REQUIRE_MESSAGE(doc.has_value(), icn);
    // ICN ties the turn order to the side to move ("b" reads as black first), so a record with
    // black to move, read alone, would count full moves after white's; these games began with white.
    doc->position.last_in_turn_order = Color::Black;
    return doc->position;
}

}  // namespace

TEST_CASE("egd icn: each record stands alone and chains to the next") {
    const auto recs = records(kGame);
    REQUIRE(recs.size() == 6);
    for (std::size_t i = 0; i < recs.size(); ++i) {
        const auto& r = recs[i];
        CAPTURE(i);
        Position p = read(r["start_position"]["icn"]);
        const auto m = parse_move(r["move"]["move"].get<std::string>());
        REQUIRE(m.has_value());
        REQUIRE(check_move(p, *m) == Reason::legal);
        apply_move(p, *m);
        CHECK(same_state(p, read(r["end_position"]["icn"])));
        if (i) CHECK(r["start_position"] == recs[i - 1]["end_position"]);
        CHECK(r["move"]["from_square"] == to_string(m->from));
        CHECK(r["game"] == 1);
    }
    CHECK(recs[0]["move"]["move_type"] == "castle");
    CHECK(recs[0]["move"]["castle_partner"] == "8,1");
    CHECK(recs[2]["move"]["move_type"] == "ep_capture");
    CHECK(recs[2]["move"]["captured_piece"] == "p");
    CHECK(recs[4]["move"]["move_type"] == "promotion");
    CHECK(recs[4]["move"]["promotion"] == "AM");
    CHECK(recs[5]["move"]["piece"] == "k");
}

TEST_CASE("egd icn: features are the engine's check, checkmate and stalemate") {
    // Two rooks mate a king on the open board; the engine's own queries must agree.
    const std::string game =
        "w K0,0|R1,5|R2,6|k9,9 "
        "2,6>2,9|9,9>8,8|1,5>1,8|8,8>7,7|2,9>2,7|7,7>6,6|1,8>1,6|6,6>5,5|2,7>2,5|5,5>4,4|1,6>1,4|4,4>3,3";
    const auto recs = records(game);
    auto doc = read_icn(game);
    REQUIRE(doc.has_value());
    Game g(doc->position);
    for (std::size_t i = 0; i < recs.size(); ++i) {
        REQUIRE(g.play(doc->moves[i].move) == Reason::legal);
        const auto& f = recs[i]["end_position"]["features"];
        const Position& p = g.position();
        CAPTURE(i);
        CHECK(f.value("check", false) == in_check(p, p.turn));
        CHECK(f.value("checkmate", false) == (g.status().reason == "checkmate"));
        CHECK(f.value("stalemate", false) == (g.status().reason == "stalemate"));
    }
    const auto mate = records("w 1,8,1,8 K6,6|Q7,1|k8,8 7,1>7,7");
    CHECK(mate[0]["end_position"]["features"].dump() == R"({"check":true,"checkmate":true})");
    const auto stalemate = records("w 1,8,1,8 K6,6|Q7,1|k8,8 7,1>7,6");
    CHECK(stalemate[0]["end_position"]["features"].dump() == R"({"stalemate":true})");
}

TEST_CASE("convert: chess conversions on the command line") {
    auto r = test::run_convert({"--from", "pgn", "--to", "egd"}, "1. e4 e5 *\n\n1. d4 1-0\n");
    CHECK(r.code == 0);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 2);
    r = test::run_convert({"--from", "pgn", "--to", "pgn"},
                          "[White \"a\"]\n1. Nf3 Nf6 2. Nc3 Nc6 3. Nb5 Nb4 4. Nbd4 *");
    CHECK(r.out == "[White \"a\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Nc3 Nc6 3. Nb5 Nb4 4. Nbd4 *\n");
    r = test::run_convert({"--from", "pgn", "--to", "icn"}, "[White \"a\"]\n1. e4 *");
    CHECK(r.out.find("[White \"a\"]\n[Result \"*\"]\nw 0/100 1 (8|1) 1,8,1,8 r1,8+|") == 0);
    CHECK(r.out.find(" 5,2>5,4\n") != std::string::npos);
    r = test::run_convert({"--from", "pgn", "--to", "json"}, "1. e4 *");
    CHECK(r.out.find("\"worldBorder\"") != std::string::npos);
    // A game from ICN back to PGN, and an ICN game that is not chess.
    const std::string chess_icn = "w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 K5,1+|R8,1+|k5,8 5,1>7,1|5,8>4,8|8,1... ";
    r = test::run_convert({"--to", "pgn"}, "w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 K5,1+|R8,1+|k5,8 5,1>7,1|5,8>4,8");
    CHECK(r.out == "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd8 *\n");
    r = test::run_convert({"--to", "pgn"}, std::string(kGame));
    CHECK(r.code == 1);
    CHECK(r.err.rfind("error bad_position reason=not_chess ", 0) == 0);
    r = test::run_convert({"--from", "pgn", "--to", "egd"}, "1. e4 e5 2. Ke3 *");
    // Where and what as details of their own, the message only why.
    CHECK(r.err ==
          "error illegal_move reason=illegal_san game=1 ply=3 san=\"Ke3\" message=\"is illegal (bad_geometry)\"\n");
    r = test::run_convert({"--json", "--from", "pgn", "--to", "egd"}, "1. e4 e5 2. Ke3 *");
    CHECK(r.err ==
          R"({"reply":"error","ok":false,"error":{"code":"illegal_move","reason":"illegal_san","game":1,"ply":3,)"
          R"x("san":"Ke3","message":"is illegal (bad_geometry)"}})x"
          "\n");
    r = test::run_convert({"--from", "pgn", "--to", "egd", "--at", "1"}, "1. e4 *");
    CHECK(r.code == 2);
    (void)chess_icn;
}

TEST_CASE("egd verb: the session's game") {
    Session s;
    auto lines = test::ask_all(s, {"position startpos moves 5,2>5,4 5,7>5,5", "egd"});
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].rfind("egd {\"game_tags\":{", 0) == 0);
    const auto doc = ordered_json::parse(lines[0].substr(4));
    CHECK(doc["moves"].size() == 2);
    CHECK(doc["moves"]["1b"]["move"]["move"] == "5,7>5,5");
    // Classical has no border: not chess for `egd chess`.
    CHECK(test::ask(s, "egd chess") == test::Lines{"error bad_position reason=not_chess"});
    CHECK(test::ask(s, "egd fen") == test::Lines{"error bad_argument \"fen\" for=egd need=chess"});
    CHECK(test::ask(s, "egd chess x") == test::Lines{"error bad_argument \"x\" for=egd need=nothing"});
    const std::string board = "position icn w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) 1,8,1,8 K5,1+|R8,1+|k5,8 moves 5,1>7,1";
    lines = test::ask_all(s, {board, "egd chess"});
    REQUIRE(lines.size() == 1);
    const auto chess = ordered_json::parse(lines[0].substr(4));
    CHECK(
        chess["moves"]["1w"]["move"].dump() ==
        R"({"player":"w","san":"O-O","lran":"O-O","from_square":"e1","to_square":"g1","piece":"K","move_type":"short_castle"})");
}

TEST_CASE("append_json_string escapes what JSON needs, runs of plain text whole, as nlohmann writes it") {
    const std::string controls(std::string("\x01\x1f\x7f", 3));
    for (const std::string& s :
         {std::string(), std::string("plain"), std::string("\"q\" and \\ at the ends\\"), "a\nb\rc\td\be\ff" + controls,
          std::string("w K1,1|k8,8 {\"k\":\"v\"} caf\xc3\xa9 /")}) {
        std::string out = "x";
        pgn::append_json_string(out, s);
        CHECK(out == "x" + nlohmann::json(s).dump());
    }
}
