#include <doctest/doctest.h>

#include <string>

#include "core/board/limits.hpp"
#include "core/notation/icn.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using test::read_bad;

namespace {

// Reads text that must be valid.
IcnDocument read_ok(const std::string& text) {
    auto doc = read_icn(text);
    REQUIRE_MESSAGE(doc.has_value(), text, " -> ", doc.has_value() ? "" : doc.error().message);
    return *std::move(doc);
}

const PlayerRules& white(const IcnDocument& d) { return d.position.rules.of(Color::White); }
const PlayerRules& black(const IcnDocument& d) { return d.position.rules.of(Color::Black); }

const std::vector<PieceType> kDefault = {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight};

}  // namespace

TEST_SUITE("icn reader: pieces and squares") {
    TEST_CASE("every piece code reads in both colours, the neutral pieces only in lower case") {
        for (int t = 0; t < kPieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const std::string lower(spec(type).code);
            std::string upper = lower;
            for (auto& c : upper) c = static_cast<char>(c - 'a' + 'A');
            const auto doc = read_ok(upper == "OB" || upper == "VO" ? lower + "1,2" : upper + "1,2|" + lower + "3,-4");
            const Piece* first = doc.position.board.find({1, 2});
            REQUIRE(first != nullptr);
            CHECK(first->type == type);
            if (spec(type).neutral) {
                CHECK(first->color == Color::Neutral);
                CHECK(read_bad(upper + "1,2").code == "bad_piece");
            } else {
                CHECK(first->color == Color::White);
                REQUIRE(doc.position.board.find({3, -4}) != nullptr);
                CHECK(*doc.position.board.find({3, -4}) == Piece{type, Color::Black});
            }
        }
    }

    TEST_CASE("unknown and mixed-case piece codes are bad_piece at the entry's column") {
        for (const char* text : {"K1,1|X2,2", "Am1,1", "OB1,1", "Kk1,1"}) {
            const auto e = read_bad(text);
            CHECK_MESSAGE(e.code == "bad_piece", text);
        }
        CHECK(read_bad("K1,1|X2,2").column == 5);
    }

    TEST_CASE("a plus sign marks a special right on any piece") {
        const auto doc = read_ok("K0,0+|Q1,1+|N2,2|ob4,4+|vo5,5+|NR6,6+");
        CHECK(doc.position.has_right({0, 0}));
        CHECK(doc.position.has_right({1, 1}));
        CHECK_FALSE(doc.position.has_right({2, 2}));
        CHECK(doc.position.has_right({4, 4}));
        CHECK(doc.position.special_rights.size() == 5);
    }

    TEST_CASE("numbers past the narrow range go to the wide build, which reads them exactly up to the digit limit") {
#if UICI_WIDE
        const auto doc = read_ok("K9223372036854775807,-9223372036854775808|k0,0");
        CHECK(doc.position.board.find({INT64_MAX, INT64_MIN}) != nullptr);
        const auto big = read_ok("K0,0|k-9223372036854775809" + std::string(60, '1') + ",0");
        CHECK(big.position.board.find({Coord("-9223372036854775809" + std::string(60, '1')), 0}) != nullptr);
        const auto e = read_bad("K0,0|k" + std::string(kMaxDigits + 1, '7') + ",0");
        CHECK(e.code == "too_large");
        CHECK(e.column == 6);
        CHECK(read_ok("K0,0|k" + std::string(kMaxDigits, '7') + ",0").position.board.size() == 2);
#else
        const auto doc = read_ok("K1152921504606846976,-1152921504606846976|k0,0");
        CHECK(doc.position.board.find({kNarrowLimit, -kNarrowLimit}) != nullptr);
        const auto e = read_bad("K0,0|k1152921504606846977,0");
        CHECK(e.code == "needs_wide");
        CHECK(e.column == 6);
        CHECK(read_bad("w -9223372036854775809,3 K0,0").code == "needs_wide");
#endif
    }

    TEST_CASE("leading zeros and -0 are normalised, so they can name the same square twice") {
        const auto doc = read_ok("K01,-002|k-0,5");
        CHECK(doc.position.board.find({1, -2}) != nullptr);
        CHECK(doc.position.board.find({0, 5}) != nullptr);
        const auto e = read_bad("K-0,0|k0,-0");
        CHECK(e.code == "icn_syntax");
        CHECK(e.column == 6);
    }

    TEST_CASE("a square given twice is refused instead of keeping one of the pieces") {
        const auto e = read_bad("P1,2+|Q1,2|K5,5");
        CHECK(e.code == "icn_syntax");
        CHECK(e.column == 6);
    }

    TEST_CASE("broken piece lists end in an error, never in a loop") {
        for (const char* text : {"K1,1|Qa", "K1,1|Q", "K1,1|garbage", "K1,1||Q2,2", "K1,1++|Q2,2", "K1,1,1|Q2,2",
                                 "K1,1|Q2,2,2", "K1.5,2|k3,3", "K1,1| Q2,2", "K1,1+Q2,2", "K1,1||", "|K1,1", "K1,1|+"})
            CHECK_MESSAGE(!read_icn(text).has_value(), text);
    }

    TEST_CASE("a '|' after the last entry ends the piece list, as the reference converter reads it") {
        for (const char* text : {"K1,1|", "K1,1+|k2,2|", "w K1,1|k2,2| 1,1>1,2"}) {
            const auto doc = read_ok(text);
            CHECK_MESSAGE(
                doc.position.board.size() == (std::string_view(text).find("k2,2") == std::string_view::npos ? 1u : 2u),
                text);
        }
        CHECK(read_ok("K1,1+|k2,2|").position.has_right({1, 1}));
        CHECK(read_ok("w K1,1|k2,2| 1,1>1,2").moves.size() == 1);
    }

    TEST_CASE("a missing piece list is no error: empty text, blanks, or metadata only") {
        for (const char* text : {"", "  \n\t ", "[Variant \"Classical\"]", "w 0/100 1 (8|1)"}) {
            const auto doc = read_ok(text);
            CHECK_FALSE(doc.has_piece_list);
            CHECK(doc.position.board.empty());
        }
        CHECK(read_ok("K0,0").has_piece_list);
    }
}

TEST_SUITE("icn reader: position sections") {
    TEST_CASE("w and b set the side to move and the last player of the turn order") {
        auto doc = read_ok("w K0,0");
        CHECK(doc.position.turn == Color::White);
        CHECK(doc.position.last_in_turn_order == Color::Black);
        doc = read_ok("b K0,0");
        CHECK(doc.position.turn == Color::Black);
        CHECK(doc.position.last_in_turn_order == Color::White);
        CHECK(read_ok("w:b K0,0").position.turn == Color::White);
        CHECK(read_ok("b:w K0,0").position.last_in_turn_order == Color::White);
        CHECK(read_ok("K0,0").position.turn == Color::White);
    }

    TEST_CASE("other turn orders are bad_turn") {
        for (const char* text : {"r:b K0,0", "w:b:r K0,0", "W K0,0", "bu K0,0", "w:w K0,0"})
            CHECK_MESSAGE(read_bad(text).code == "bad_turn", text);
        CHECK(read_bad("w b K0,0").code == "icn_syntax");  // a second turn
    }

    TEST_CASE("the en passant pawn stands one step past the target, on the side of the player who just moved") {
        auto doc = read_ok("w -3,-6 K0,0");  // black just moved: its pawn went down to y-1
        REQUIRE(doc.position.en_passant);
        CHECK(doc.position.en_passant->target == Square{-3, -6});
        CHECK(doc.position.en_passant->pawn == Square{-3, -7});
        doc = read_ok("4,3 b K0,0");  // the turn may come later
        CHECK(doc.position.en_passant->pawn == Square{4, 4});
#if UICI_WIDE
        CHECK(read_ok("b 0,9223372036854775807 K0,0").position.en_passant->pawn.y == Coord("9223372036854775808"));
#else
        CHECK(read_bad("b 0,9223372036854775807 K0,0").code == "needs_wide");
#endif
    }

    TEST_CASE("the move rule keeps its text only when it is not canonical, and N > M is refused") {
        auto doc = read_ok("0/100 K0,0");
        REQUIRE(doc.position.move_rule);
        CHECK(doc.position.move_rule->counter == 0);
        CHECK(doc.position.move_rule->limit == 100);
        CHECK(doc.position.move_rule_text.empty());
        doc = read_ok("007/0100 K0,0");
        CHECK(doc.position.move_rule->counter == 7);
        CHECK(doc.position.move_rule_text == "007/0100");
        CHECK(read_ok("3232098/2319080123213").position.move_rule->limit == 2319080123213);
        // Past the limit: a game played on after its move-rule draw, as the writer writes it.
        CHECK(read_ok("w 101/100 K0,0").position.move_rule->counter == 101);
        CHECK(read_bad("5/ K0,0").code == "icn_syntax");
        CHECK(read_bad("1/99999999999999999999").code == "too_large");  // a counter, not a coordinate
    }

    TEST_CASE("the full-move number defaults to 1, 0 means 1, leading zeros are dropped") {
        CHECK(read_ok("K0,0").position.fullmove == 1);
        CHECK(read_ok("0 K0,0").position.fullmove == 1);
        CHECK(read_ok("007 K0,0").position.fullmove == 7);
        CHECK(read_bad("-5 K0,0").code == "icn_syntax");
        CHECK(read_bad("3 4 K0,0").code == "icn_syntax");
    }

    TEST_CASE("promotion sections: per-player ranks and lists, defaults, empty sides") {
        auto doc = read_ok("(8;Q,R,N|1;n,b,am) K0,0");
        CHECK(doc.position.rules.promotion_section);
        CHECK(white(doc).promotion_ranks == std::vector<Coord>{8});
        CHECK(white(doc).promotions == std::vector{PieceType::Queen, PieceType::Rook, PieceType::Knight});
        CHECK(black(doc).promotions == std::vector{PieceType::Knight, PieceType::Bishop, PieceType::Amazon});
        doc = read_ok("(3|-4;q,r)");
        CHECK(white(doc).promotions == kDefault);
        CHECK(black(doc).promotion_ranks == std::vector<Coord>{-4});
        doc = read_ok("(8,16|)");
        CHECK(white(doc).promotion_ranks == std::vector<Coord>{8, 16});
        CHECK(black(doc).promotion_ranks.empty());
        CHECK(black(doc).promotions.empty());  // no ranks, no list (the reference's [])
        doc = read_ok("(|)");
        CHECK(doc.position.rules.promotion_section);
        CHECK(white(doc).promotion_ranks.empty());
        CHECK_FALSE(read_ok("K0,0").position.rules.promotion_section);
    }

    TEST_CASE(
        "promotion lists take codes in either case, keep repeats as written, and store the default set in order") {
        auto doc = read_ok("(8;N,B,R,Q|1;q,Q,am,AM)");
        CHECK(white(doc).promotions == kDefault);
        CHECK(black(doc).promotions ==
              std::vector{PieceType::Queen, PieceType::Queen, PieceType::Amazon, PieceType::Amazon});
        doc = read_ok("(8;Q,Q,R,B|1;q,r,b,n,n)");  // nothing read is dropped, not even a repeat
        CHECK(white(doc).promotions ==
              std::vector{PieceType::Queen, PieceType::Queen, PieceType::Rook, PieceType::Bishop});
        CHECK(black(doc).promotions.size() == 5);
        doc = read_ok("(8;Q;R|1)");  // text after a second ';' is ignored, as by the reference
        CHECK(white(doc).promotions == std::vector{PieceType::Queen});
        doc = read_ok("(8;hu,RO,ob|1)");
        CHECK(white(doc).promotions == std::vector{PieceType::Huygens, PieceType::Rose, PieceType::Obstacle});
    }

    TEST_CASE("broken promotion sections are bad_promotion") {
        for (const char* text :
             {"(8)", "(8|1|2)", "(8;X|1)", "(8;|1)", "(;Q|1)", "(0x10|1)", "(8abc|1)", "()", "(8,|1)"})
            CHECK_MESSAGE(read_bad(text).code == "bad_promotion", text);
        CHECK(read_bad("(8;Q|1;Zz)").column == 7);
        CHECK(read_bad("(8|1) (7|2)").code == "icn_syntax");
    }

    TEST_CASE("a parenthesised section is told apart by its content, not its place") {
        auto doc = read_ok("(checkmate|checkmate,allpiecescaptured) (8|1) K0,0");
        CHECK(white(doc).win_conditions == std::vector{WinCondition::Checkmate});
        CHECK(black(doc).win_conditions == std::vector{WinCondition::Checkmate, WinCondition::AllPiecesCaptured});
        CHECK(white(doc).promotion_ranks == std::vector<Coord>{8});
        doc = read_ok("(royalcapture)");
        CHECK(black(doc).win_conditions == std::vector{WinCondition::RoyalCapture});
        CHECK(read_bad("(8|checkmate)").code == "icn_syntax");
        CHECK(read_bad("(8|1").code == "icn_syntax");
        CHECK(read_bad("(8|(1))").code == "icn_syntax");
    }

    TEST_CASE("win conditions: shared bare lists, per-player lists, every name, no unknown names") {
        auto doc = read_ok("checkmate,threecheck K0,0");
        CHECK(black(doc).win_conditions == std::vector{WinCondition::Checkmate, WinCondition::ThreeCheck});
        doc = read_ok("koth|allroyalscaptured");
        CHECK(white(doc).win_conditions == std::vector{WinCondition::Koth});
        CHECK(black(doc).win_conditions == std::vector{WinCondition::AllRoyalsCaptured});
        doc = read_ok("(koth,koth|koth,checkmate)");
        CHECK(white(doc).win_conditions == std::vector{WinCondition::Koth});
        CHECK(read_ok("K0,0").position.rules.has(Color::White, WinCondition::Checkmate));
        for (const char* text : {"hello", "checkmate,asd", "(checkmate|)", "checkmate,,koth", "(a|b|c)"})
            CHECK_MESSAGE(read_bad(text).code == "bad_win_condition", text);
        CHECK(read_bad("w checkmate,asd").column == 12);
    }

    TEST_CASE("the world border takes integers or _ per side and refuses an empty box") {
        auto doc = read_ok("w 1 -100,_,_,50 K0,0");
        const Border& b = doc.position.rules.border;
        CHECK(b.left == -100);
        CHECK_FALSE(b.right);
        CHECK_FALSE(b.bottom);
        CHECK(b.top == 50);
        CHECK(read_ok("1,8,1,8").position.rules.border == Border{1, 8, 1, 8});
        CHECK(read_bad("5,1,0,0").code == "bad_border");
        CHECK(read_bad("1,2,3,4 1,2,3,4").code == "icn_syntax");
#if UICI_WIDE
        CHECK(*read_ok("1,8,1,99999999999999999999").position.rules.border.top == Coord("99999999999999999999"));
#else
        CHECK(read_bad("1,8,1,99999999999999999999").code == "needs_wide");
#endif
    }

    TEST_CASE("the site's Squares: and Rays: annotations are accepted and dropped") {
        const auto doc = read_ok("w Squares:1,2|-3,4 Rays:14,-140>-1,-1|0,0>1,0 K0,0");
        CHECK(doc.position.board.size() == 1);
        CHECK(read_bad("Rays:1,2>3").code == "icn_syntax");
        CHECK(read_bad("Squares:1,2|x").code == "icn_syntax");
    }

    TEST_CASE("optional sections come in any order, also after the piece list") {
        const auto a = read_ok("w 0/100 1 (8|1) checkmate K5,1+|k5,8+");
        const auto b = read_ok("checkmate (8|1) 1 0/100 w K5,1+|k5,8+");
        const auto c = read_ok("K5,1+|k5,8+ (8|1) 0/100 w");
        CHECK(same_state(a.position, b.position));
        CHECK(same_state(a.position, c.position));
    }

    TEST_CASE("every JavaScript whitespace character separates sections") {
        const auto doc = read_ok("\tw\n\n0/100\t\t(8|1)\r\nK5,1+|k5,8\v\f");
        CHECK(doc.position.board.size() == 2);
        for (const char* space : {"\xC2\xA0", "\xE1\x9A\x80", "\xE2\x80\x80", "\xE2\x80\x8A", "\xE2\x80\xA8",
                                  "\xE2\x80\xA9", "\xE2\x80\xAF", "\xE2\x81\x9F", "\xE3\x80\x80", "\xEF\xBB\xBF"}) {
            const auto d = read_ok(std::string("b") + space + "K5,1");
            CHECK(d.position.turn == Color::Black);
        }
        CHECK(read_bad("b\xC2\xA1K5,1").code == "icn_syntax");  // U+00A1 is no space
    }

    TEST_CASE("columns count characters, not bytes") {
        CHECK(read_bad("w\xC2\xA0X1,1").column == 2);
        CHECK(read_bad("[Event \"\xC3\xA9t\xC3\xA9\"] X1,1").column == 14);
        const auto doc = read_ok("[Event \"\xC3\xA9\"]\xE3\x80\x80K1,1 1,1>1,2 {\xC3\xA9} 1,2>1,3");
        REQUIRE(doc.moves.size() == 2);
        CHECK(doc.moves[0].column == 17);
        CHECK(doc.moves[1].column == 29);
        // A piece list takes ASCII alone (the moves' columns pass over its bytes uncounted).
        CHECK(read_bad("K1,1|k\xC3\xA9"
                       "2,2 1,1>1,2")
                  .column == 5);
        CHECK(read_bad("K1,1|k2\xC3\xA9,2 1,1>1,2").column == 5);
        CHECK(read_bad("K1,1|k2,2\xC3\xA9 1,1>1,2").column == 9);
        const std::string text = "w\xC2\xA0X1,1";
        CHECK(text.substr(column_to_byte(text, read_bad(text).column)) == "X1,1");
        CHECK(column_to_byte(text, 99) == text.size());
    }

    TEST_CASE("stray closing brackets and unknown text are errors at their column") {
        auto e = read_bad("x] [y] K1,1");
        CHECK(e.code == "icn_syntax");
        e = read_bad("K1,1 ] w");
        CHECK(e.column == 5);
        e = read_bad("K1,1 }");
        CHECK(e.column == 5);
        CHECK(read_bad("w O-O").code == "icn_syntax");
    }
}

TEST_SUITE("icn reader: options and metadata") {
    TEST_CASE("slideLimit and cannotPassTurn become rules, other keys stay raw JSON in order") {
        const auto doc = read_ok(R"({"b": [1, 2], "slideLimit": 7, "cannotPassTurn": true, "a": {"x": "y"}} K0,0)");
        const GameRules& r = doc.position.rules;
        CHECK(r.slide_limit == 7);
        CHECK(r.cannot_pass_turn == true);
        REQUIRE(r.extra_options.size() == 2);
        CHECK(r.extra_options[0] == std::pair<std::string, std::string>{"b", "[1,2]"});
        CHECK(r.extra_options[1] == std::pair<std::string, std::string>{"a", R"({"x":"y"})"});
        CHECK(read_ok(R"({"slideLimit": "Infinity"})").position.rules.slide_limit == std::nullopt);
    }

    TEST_CASE("several option blocks merge, a later key replacing an earlier one in place") {
        const auto doc = read_ok(R"({"a": 1, "b": 2} {"b": 3, "slideLimit": 5} {"slideLimit": 6})");
        const auto& extra = doc.position.rules.extra_options;
        REQUIRE(extra.size() == 2);
        CHECK(extra[1].second == "3");
        CHECK(doc.position.rules.slide_limit == 6);
    }

    TEST_CASE("braces and brackets inside the JSON are neither the block's end nor metadata") {
        const auto doc = read_ok(R"({"note": "} { | ( ) [x] \" }"} K5,1)");
        REQUIRE(doc.position.rules.extra_options.size() == 1);
        CHECK(doc.position.metadata.empty());
        CHECK(doc.position.board.size() == 1);
    }

    TEST_CASE("broken option blocks are bad_json, deep nesting too_large") {
        for (const char* text :
             {R"({"a": 1 K1,1)", "{", R"({"a":1}K1,1)", R"({slideLimit: 7})", R"({"slideLimit": -1})",
              R"({"slideLimit": 1.5})", R"({"cannotPassTurn": 1})", R"({"promotionRanks": [5, 6]})", R"({"a": 1]})",
              R"({"promotionRanks": [5e999]} K1,1)", R"({"a": 1, "b": 2, "a": 3} K1,1)"})
            CHECK_MESSAGE(read_bad(text).code == "bad_json", text);
        CHECK(read_bad(std::string(65, '{') + std::string(65, '}')).code == "too_large");
        CHECK(read_bad(R"(w {"a":1}K1,1)").column == 9);
    }

    TEST_CASE("metadata entries and JSON option keys past their limits are too_large") {
        std::string meta, options = "{";
        for (std::size_t i = 0; i <= kMaxMetadata; ++i) meta += "[k" + std::to_string(i) + " \"v\"]";
        CHECK(read_bad(meta + " K1,1").code == "too_large");
        for (std::size_t i = 0; i <= kMaxJsonKeys; ++i) options += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":1";
        CHECK(read_bad(options + "} K1,1").code == "too_large");
    }

    TEST_CASE("a piece list past the piece limit is too_large, checked before a piece is placed") {
        const auto e = read_bad("w K1,1" + std::string(kMaxPieces, '|'));
        CHECK(e.code == "too_large");
        CHECK(e.column == 2);
    }

    TEST_CASE("metadata in PGN style and in the [Key: value] style, anywhere between sections") {
        const auto doc = read_ok("[Event \"say \"hi\" now\"] w [Date: 2024/03/17 13:42:06] K5,1 [Site \"x\"]");
        const Position& p = doc.position;
        REQUIRE(p.metadata.size() == 3);
        CHECK(*p.metadata_value("Event") == "say \"hi\" now");
        CHECK(*p.metadata_value("Date") == "2024/03/17 13:42:06");
        CHECK(p.metadata[2].first == "Site");
        CHECK(p.board.size() == 1);
    }

    // Found by the icn_reader fuzzer: written back, such a key would read as PGN style.
    TEST_CASE("a colon-style key holding a double quote is refused, not changed on the way back") {
        CHECK(read_bad("[\ne \":D] K1,1").code == "icn_syntax");
        CHECK(read_bad("[a\" b: v] K1,1").code == "icn_syntax");
    }

    TEST_CASE("a repeated metadata key keeps the last value in the first place, empty values are no values") {
        const auto doc = read_ok("[Event \"one\"] [Round \"1\"] [Event \"two\"] [Foo] [Bar: ] [Round \"\"]");
        const Position& p = doc.position;
        REQUIRE(p.metadata.size() == 1);
        CHECK(p.metadata[0] == std::pair<std::string, std::string>{"Event", "two"});
    }

    TEST_CASE("unclosed or keyless metadata is an error") {
        CHECK(read_bad("[Event \"x\" K1,1").code == "icn_syntax");
        CHECK(read_bad("[ \"x\"] K1,1").code == "icn_syntax");
        CHECK(read_bad("w [Event \"x\" K1,1").column == 2);
    }
}
