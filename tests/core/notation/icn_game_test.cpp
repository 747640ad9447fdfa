#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <vector>

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using test::read_bad;

namespace {

std::vector<std::string> tokens(const std::string& text) {
    auto doc = read_icn(text);
    REQUIRE_MESSAGE(doc.has_value(), text, " -> ", doc.has_value() ? "" : doc.error().message);
    std::vector<std::string> out;
    for (const auto& m : doc->moves) out.push_back(format_move(m.move));
    return out;
}

std::vector<std::size_t> columns(const std::string& text) {
    auto doc = read_icn(text);
    REQUIRE(doc.has_value());
    std::vector<std::size_t> out;
    for (const auto& m : doc->moves) out.push_back(m.column);
    return out;
}

using Tokens = std::vector<std::string>;

}  // namespace

TEST_SUITE("icn reader: games") {
    TEST_CASE("compact moves separated by pipes, dots, comments or line breaks") {
        const Tokens want{"4,2>4,4", "4,7>4,6", "4,4>4,5", "3,7>3,5"};
        CHECK(tokens("K5,1 4,2>4,4|4,7>4,6|4,4>4,5|3,7>3,5") == want);
        CHECK(tokens("K5,1 4,2>4,4.4,7>4,6.4,4>4,5.3,7>3,5.") == want);
        CHECK(tokens("K5,1\n4,2>4,4{c0}4,7>4,6{c1}4,4>4,5{c2}3,7>3,5{c3}") == want);
        CHECK(tokens("K5,1\n4,2>4,4\n4,7>4,6\r\n4,4>4,5 | 3,7>3,5\n") == want);
    }

    TEST_CASE("whitespace between compact moves does not swallow a minus sign or a piece letter") {
        CHECK(tokens("K0,0|k5,5|R-3,4 0,0>0,1 -3,4>-3,9") == Tokens{"0,0>0,1", "-3,4>-3,9"});
        CHECK(tokens("K0,0 P4,2>4,4 p4,7>4,6") == Tokens{"4,2>4,4", "4,7>4,6"});
        CHECK(tokens("K0,0 2,7>1,8Q -4,4>2,-2") == Tokens{"2,7>1,8=Q", "-4,4>2,-2"});
    }

    TEST_CASE("promotions in the seed dialect's style, site style, verbose style and after a space") {
        CHECK(tokens("K0,0 1,7>1,8Q|2,2>2,1n|3,7>3,8AM|4,2>4,1=am|5,7>5,8 =RQ|6,7>6,8 N") ==
              Tokens{"1,7>1,8=Q", "2,2>2,1=n", "3,7>3,8=AM", "4,2>4,1=am", "5,7>5,8=RQ", "6,7>6,8=N"});
        CHECK(tokens("K0,0 2,7>1,8 = Q") == Tokens{"2,7>1,8=Q"});
        CHECK(tokens("K0,0 1,7>1,8=ob") == Tokens{"1,7>1,8=ob"});
    }

    TEST_CASE("the verbose moves of ICN's documentation: numbers, piece letters, x, marks and comments") {
        CHECK(tokens("K1,1 12. P-5,6x-6,7 =R+ !? {Interesting underpromotion}") == Tokens{"-5,6>-6,7=R"});
        CHECK(tokens("b K1,1|q-8,2 1. ... q-8,2x-6,0 # {Game over}") == Tokens{"-8,2>-6,0"});
        CHECK(tokens("b 5 K1,1|q-8,2 1 ... q-8,2x-6,0 # {Game over}") == Tokens{"-8,2>-6,0"});
        CHECK(tokens("K1,1\n1. P4,2 > 4,4  | p4,7 > 4,6\n2. P4,5 x 3,6 {White captures en passant} | b6,8 > 3,11 \n"
                     "3. P2,7 x 1,8 =Q | b-4,4 > 2,-2 +\n4. Q7,13 x 7,7 + {Queen sacrifice} | k8,8 x 7,7 !!\n"
                     "5. P8,2 > 8,4 ?! | q0,4 > 4,4 # {Bad game}\n") ==
              Tokens{"4,2>4,4", "4,7>4,6", "4,5>3,6", "6,8>3,11", "2,7>1,8=Q", "-4,4>2,-2", "7,13>7,7", "8,8>7,7",
                     "8,2>8,4", "0,4>4,4"});
    }

    TEST_CASE("the site's game form: piece prefixes, x, check marks and clock comments") {
        CHECK(tokens("w K5,1|k5,8 N7,1>6,3|p4,7x4,6+|P1,7x2,8=Q+{[%clk 0:09:56.7] nice}|k5,8>5,7#") ==
              Tokens{"7,1>6,3", "4,7>4,6", "1,7>2,8=Q", "5,8>5,7"});
        CHECK(tokens("w K5,1 P4,5 x 5,6 e.p. | k8,8 > 8,7") == Tokens{"4,5>5,6", "8,8>8,7"});
    }

    TEST_CASE("moves may stand without a piece list, after metadata and sections") {
        auto doc = read_icn("[Variant: Classical] w 0/100 1 (8|1) R8,1>11,1|r8,8>11,8");
        REQUIRE(doc.has_value());
        CHECK_FALSE(doc->has_piece_list);
        CHECK(doc->moves.size() == 2);
        CHECK(*doc->position.metadata_value("Variant") == "Classical");
    }

    TEST_CASE("each move records the column where its text starts") {
        CHECK(columns("K0,0 1,2>1,3|P4,4x5,5 {c} 2. -1,0>0,0") == std::vector<std::size_t>{5, 13, 29});
    }

    TEST_CASE("brackets and move-like text inside a comment mean nothing") {
        CHECK(tokens("K5,1|k5,8 1. K5,1 > 5,2 {not 1,2>3,4 [at] all} | k5,8 > 5,7") == Tokens{"5,1>5,2", "5,8>5,7"});
    }

    TEST_CASE("text in the move section that is no move is an error at its column") {
        auto e = read_bad("K1,1 1,1>1,2 O-O");
        CHECK(e.code == "bad_move");
        CHECK(e.column == 13);
        CHECK(read_bad("1,1>1,2|8,8>8,7 K1,1|k8,8").code == "bad_move");  // no piece list after the moves
        CHECK(read_bad("K1,1 1,2>3,4>5,6").code == "bad_move");
        CHECK(read_bad("K1,1 1,2>3,4,5").code == "bad_move");
        CHECK(read_bad("K1,1 1,1>1,2 e4").code == "bad_move");
        CHECK(read_bad("K1,1 1,1>1,2 [Event \"x\"]").code == "bad_move");
    }

    TEST_CASE("unknown pieces and broken comments in the move section") {
        CHECK(read_bad("K1,1 1,2>3,4Xyz").code == "bad_piece");
        CHECK(read_bad("K1,1 1,2>3,4=OB").code == "bad_piece");
        CHECK(read_bad("K1,1 Zz1,2>3,4").code == "bad_piece");
        CHECK(read_bad("K1,1 1,2>3,4=").code == "bad_move");
        const auto e = read_bad("K1,1|k5,5 1,1>1,2 {oops");
        CHECK(e.code == "icn_syntax");
        CHECK(e.column == 18);
        CHECK(read_bad("K1,1|k5,5 1,1>1,2 } {x").column == 18);
        if (!kWideCoords) CHECK(read_bad("K0,0 0,0>99999999999999999999,0").code == "needs_wide");
    }

    TEST_CASE("hostile inputs end quickly with an error") {
        const auto start = std::chrono::steady_clock::now();
        const std::string inputs[] = {
            std::string(100000, '['),
            std::string(100000, ']'),
            std::string(100000, '{'),
            std::string(100000, '}'),
            "K1,1 " + std::string(100000, '|'),
            "K1,1|" + std::string(100000, 'Q'),
            std::string(100000, '-'),
            "K1,1 1. " + std::string(100000, '.'),
            "{\"a\":\"" + std::string(100000, '\\'),
        };
        for (const auto& text : inputs) (void)read_icn(text);
        CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
        CHECK_FALSE(read_icn(inputs[0]).has_value());
    }

    TEST_CASE("a position of 100000 pieces reads completely") {
        std::string text = "w ";
        text.reserve(1400000);
        for (int i = 0; i < 100000; ++i) {
            if (i > 0) text += '|';
            text += i % 2 ? 'q' : 'P';
            text += std::to_string(i % 317 * 1000 - 150000);
            text += ',';
            text += std::to_string(i / 317 * 7 - 300);
        }
        const auto doc = read_icn(text);
        REQUIRE(doc.has_value());
        CHECK(doc->position.board.size() == 100000);
    }
}
