#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/notation/icn.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

Position read_position(const std::string& text) {
    auto doc = read_icn(text);
    REQUIRE_MESSAGE(doc.has_value(), text, " -> ", doc.has_value() ? "" : doc.error().message);
    return doc->position;
}

std::string site(const std::string& text) { return write_icn_position(read_position(text), Dialect::Site); }
std::string seed(const std::string& text) { return write_icn_position(read_position(text), Dialect::Seed); }

const char* kClassical =
    "w 0/100 1 (8|1) P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|"
    "p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|q4,8|K5,1+|k5,8+";

}  // namespace

TEST_SUITE("icn writer") {
    TEST_CASE("the site form lists pieces top rank first, then by file") {
        CHECK(site(kClassical) ==
              "w 0/100 1 (8|1) r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|"
              "p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|K5,1+|B6,1|N7,1|R8,1+");
    }

    TEST_CASE("the site form writes every section in the site's order") {
        CHECK(site("K0,0 koth|checkmate -5,5,_,9 (8;Q,AM|-1,-3) 3,4 b 12/50 7") ==
              "b 3,4 12/50 7 (8;q,am|-1,-3) -5,5,_,9 (koth|checkmate) K0,0");
        CHECK(site("K0,0") == "w 1 K0,0");
        CHECK(site("") == "w 1");
    }

    TEST_CASE("promotion lists: lower case for the site, the player's case for the seed dialect, default left out") {
        CHECK(site("(8;N,Q|1;n,q) K0,0") == "w 1 (8;n,q|1;n,q) K0,0");
        CHECK(seed("(8;N,Q|1;n,q) K0,0") == "w 1 (8;N,Q|1;n,q) K0,0");
        CHECK(site("(8;Q,R,B,N|1;b,n,r,q)") == "w 1 (8|1)");
        CHECK(site("(8|)") == "w 1 (8|)");
        CHECK(site("(|)") == "w 1 (|)");
        CHECK(site("(8,16;hu,ro|1,-7)") == "w 1 (8,16;hu,ro|1,-7)");
        CHECK(seed("(8;ob,Q|1;VO)") == "w 1 (8;ob,Q|1;vo)");
    }

    TEST_CASE("win conditions: left out when both are checkmate, bare when shared, else per player") {
        CHECK(site("checkmate") == "w 1");
        CHECK(site("checkmate,koth") == "w 1 checkmate,koth");
        CHECK(site("(checkmate|checkmate,allpiecescaptured)") == "w 1 (checkmate|checkmate,allpiecescaptured)");
        CHECK(site("threecheck") == "w 1 threecheck");
        CHECK(seed("(checkmate|checkmate,allpiecescaptured)") == "w 1 checkmate|checkmate,allpiecescaptured");
    }

    TEST_CASE("options the site cannot express are written as a JSON options block in both dialects") {
        const char* text = R"({"cannotPassTurn": false, "z": [1, {"y": null}], "slideLimit": 100} K0,0)";
        CHECK(site(text) == R"(w 1 {"slideLimit":100,"cannotPassTurn":false,"z":[1,{"y":null}]} K0,0)");
        CHECK(seed(text) == site(text));
    }

    TEST_CASE("the seed dialect keeps a non-canonical move rule, the site writes plain numbers") {
        CHECK(seed("007/0100 K0,0") == "w 007/0100 1 K0,0");
        CHECK(site("007/0100 K0,0") == "w 7/100 1 K0,0");
        Position p = read_position("007/0100 K0,0");
        p.move_rule->counter = 8;  // the text no longer says the same: plain numbers again
        CHECK(write_icn_position(p, Dialect::Seed) == "w 8/100 1 K0,0");
    }

    TEST_CASE("a game: metadata lines, the position, then the moves joined by pipes") {
        auto doc = read_icn("[Event \"E\"] [Variant: Classical] w K5,1|k5,8 P1,7x1,8=Q+ | 5,8>5,7");
        REQUIRE(doc.has_value());
        std::vector<Move> moves;
        for (const auto& m : doc->moves) moves.push_back(m.move);
        CHECK(write_icn_game(doc->position, moves, Dialect::Site) ==
              "[Event \"E\"]\n[Variant \"Classical\"]\nw 1 k5,8|K5,1 1,7>1,8=Q|5,8>5,7");
        CHECK(write_icn_game(doc->position, moves, Dialect::Seed) ==
              "[Event \"E\"]\n[Variant \"Classical\"]\nw 1 k5,8|K5,1 1,7>1,8Q|5,8>5,7");
        CHECK(write_icn_game(doc->position, {}, Dialect::Site) ==
              "[Event \"E\"]\n[Variant \"Classical\"]\nw 1 k5,8|K5,1");
    }

    TEST_CASE("metadata keys with spaces are written in the [Key: value] style, so they read back") {
        Position p = read_position("[My Key: a \"b\"] [Event \"x\"] K0,0");
        CHECK(write_icn_game(p, {}) == "[My Key: a \"b\"]\n[Event \"x\"]\nw 1 K0,0");
        CHECK(read_position(write_icn_game(p, {})).metadata == p.metadata);
    }

    TEST_CASE("output does not depend on the order pieces were placed in") {
        Position a = read_position(""), b = read_position("");  // (GCC 12 misreports Position{} here)
        const std::pair<Square, Piece> pieces[] = {{{3, 3}, {PieceType::Hawk, Color::White}},
                                                   {{-7, 3}, {PieceType::Void, Color::Neutral}},
                                                   {{0, 9}, {PieceType::Rose, Color::Black}}};
        for (const auto& [s, p] : pieces) a.board.put(s, p);
        for (int i = 2; i >= 0; --i) b.board.put(pieces[i].first, pieces[i].second);
        CHECK(write_icn_position(a) == write_icn_position(b));
        CHECK(write_icn_position(a) == "w 1 ro0,9|vo-7,3|HA3,3");
    }

    TEST_CASE("a position built in code round-trips through both dialects") {
        Position p;
        p.board.put({0, 0}, {PieceType::King, Color::White});
        p.board.put({-kNarrowLimit, kNarrowLimit}, {PieceType::Knightrider, Color::Black});
        p.special_rights.insert({0, 0});
        p.turn = Color::Black;
        p.last_in_turn_order = Color::White;
        p.en_passant = EnPassant{{4, 3}, {4, 4}};
        p.move_rule = MoveRule{3, 50};
        p.fullmove = 12;
        p.rules.promotion_section = true;
        p.rules.of(Color::White).promotion_ranks = {8, 16};
        p.rules.of(Color::White).promotions = {PieceType::Amazon, PieceType::Queen};
        p.rules.of(Color::Black).promotions.clear();  // no ranks: ICN has no place for a list
        p.rules.of(Color::Black).win_conditions = {WinCondition::Koth, WinCondition::RoyalCapture};
        p.rules.border = Border{-10, std::nullopt, std::nullopt, 10};
        p.rules.slide_limit = 20;
        p.rules.cannot_pass_turn = true;
        p.rules.extra_options = {{"note", "\"hi\""}};
        p.metadata = {{"Event", "Test"}, {"Site", "here"}};
        for (Dialect d : {Dialect::Site, Dialect::Seed}) {
            const auto doc = read_icn(write_icn_game(p, {}, d));
            REQUIRE(doc.has_value());
            CHECK(same_state(doc->position, p));
            CHECK(doc->position.metadata == p.metadata);
        }
    }

    TEST_CASE("an allowed list of a player without promotion ranks cannot be written and reads back empty") {
        Position p = read_position("(8|1)");
        p.rules.of(Color::Black).promotion_ranks.clear();
        CHECK(write_icn_position(p) == "w 1 (8|)");
        CHECK(read_position(write_icn_position(p)).rules.of(Color::Black).promotions.empty());
    }
}
