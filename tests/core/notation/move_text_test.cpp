#include <doctest/doctest.h>

#include <string>

#include "core/board/limits.hpp"
#include "core/notation/move_text.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

Move move_ok(const std::string& token) {
    auto m = parse_move(token);
    REQUIRE_MESSAGE(m.has_value(), token, " -> ", m.has_value() ? "" : m.error().message);
    return *m;
}

std::string canonical(const std::string& token) { return format_move(move_ok(token)); }

}  // namespace

TEST_SUITE("move text") {
    TEST_CASE("plain, negative and extreme coordinates") {
        CHECK(move_ok("1,2>3,4") == Move{{1, 2}, {3, 4}, std::nullopt});
        CHECK(move_ok("-1,-2>-3,-4") == Move{{-1, -2}, {-3, -4}, std::nullopt});
#if UICI_WIDE
        CHECK(move_ok("-9223372036854775808,0>9223372036854775807,1").to.x == INT64_MAX);
        CHECK(move_ok("-99999999999999999999,0>1,1").from.x == Coord("-99999999999999999999"));
#else
        CHECK(move_ok("-1152921504606846976,0>1152921504606846976,1").to.x == kNarrowLimit);
#endif
    }

    TEST_CASE("plain tokens read alike on the direct path and with a leading blank (the reader's path)") {
        for (const char* token :
             {"0,0>0,0", "-0,-000>000000000000000000,1", "999999999999999999,-999999999999999999>1,1",
              "0000000000000000001,1>1,1", "1000000000000000000,1>1,-1000000000000000000",
              "-1152921504606846976,0>1152921504606846976,1", "12,-34>-56,78"}) {
            const Move direct = move_ok(token);
            CHECK_MESSAGE(direct == move_ok(std::string(" ") + token), token);
        }
        if (!kWideCoords) CHECK(parse_move("99999999999999999999,1>1,1").error().code == "needs_wide");
    }

#if UICI_WIDE
    TEST_CASE("long plain tokens read alike on the direct path and the reader's (numbers read near each other)") {
        // Squares whose numbers share all, most, half or none of their digits, of equal and
        // unequal lengths, both signs, leading zeros, and tails that borrow or carry.
        std::string big(1000, '0'), far(1000, '5');
        big[0] = '1';
        far.replace(0, 501, 501, '3')[0] = '7';
        const std::string nines(1000, '9');
        const auto token_of = [](const std::string& fx, const std::string& fy, const std::string& tx,
                                 const std::string& ty) {
            std::string t = fx;
            t += ',';
            t += fy;
            t += '>';
            t += tx;
            t += ',';
            t += ty;
            return t;
        };
        const auto minus = [](std::string_view zeros, const std::string& digits) {
            std::string t = "-";
            t += zeros;
            t += digits;
            return t;
        };
        const std::string half_nines = big.substr(0, 500) + std::string(500, '9');
        std::string long_tail(981, '0');
        long_tail[0] = '1';
        long_tail += "123456789012345678";
        for (const std::string& token :
             {token_of(big, big, big, big), token_of(big + "1", big, big + "2", big + "3"),
              token_of(minus("", big), minus("", nines), minus("", nines), big), token_of(nines, big, big, "1"),
              token_of(minus("000", big), big, minus("00", far), minus("", far)),
              token_of(far, far.substr(0, 999) + "9", big, far), token_of(big, half_nines, nines, "0" + big),
              token_of("5", big, big, "-5"), token_of(big, long_tail, "1", "2"),
              token_of(minus("", big), "1", minus("0", big.substr(0, 998) + "42"), "1")}) {
            const Move direct = move_ok(token);
            CHECK_MESSAGE(direct == move_ok(std::string(" ") + token), token);
            // cpp_int's own reader (leading zeros would make it octal) for the target's file.
            std::string x = token.substr(token.find('>') + 1, token.rfind(',') - token.find('>') - 1);
            const bool negative = x[0] == '-';
            x = x.substr(x.find_first_not_of("-0"));
            CHECK_MESSAGE(direct.to.x == (negative ? -Coord(x) : Coord(x)), token);
        }
        const std::string over(kMaxDigits + 1, '9');
        CHECK(parse_move("1,1>" + over + ",1").error().code == "too_large");
    }
#endif

    TEST_CASE("is_canonical_move is true exactly for the tokens format_move writes back unchanged") {
        for (const std::string t : {"1,2>3,4",
                                    "-1,-2>-3,-4",
                                    "0,0>0,1",
                                    "1,7>1,8=Q",
                                    "2,2>2,1=q",
                                    "1,7>1,8=AM",
                                    "10,0>-20,0",
                                    "01,2>3,4",
                                    "-0,2>3,4",
                                    "1,2>3,4Q",
                                    "1,2x3,4",
                                    " 1,2>3,4",
                                    "1,2>3,4=",
                                    "1,2>3,4=Am",
                                    "1,2>3,4+",
                                    "1,2>3,4 ",
                                    "99999999999999999999999999,1>-1,7",
                                    "-0099,1>1,1",
                                    "1,2>3,4=Q+",
                                    "+1,2>3,4"}) {
            CAPTURE(t);
            const auto m = parse_move(t);
            if (is_canonical_move(t)) {
                if (!m) {  // the narrow build hands numbers past its range to the wide one
                    CHECK(m.error().code == kNeedsWide);
                    continue;
                }
                CHECK(format_move(*m) == t);
            } else if (m) {
                CHECK(format_move(*m) != t);
            }
        }
        CHECK(is_canonical_move("1,7>1,8=Q"));
        CHECK_FALSE(is_canonical_move("-0,2>3,4"));
    }

    TEST_CASE("every spelling of the same move gives the canonical token") {
        for (const char* token : {"1,7>1,8=Q", "1,7>1,8Q", "1,7x1,8Q", " 1,7 > 1,8 =Q ", "1,7>1,8 Q", "P1,7x1,8=Q+",
                                  "12. P1,7 x 1,8 =Q+ !? {Underpromotion? no}", "01,07>1,008Q#", "1. ... 1,7>1,8=Q"})
            CHECK_MESSAGE(canonical(token) == "1,7>1,8=Q", token);
        CHECK(canonical("-0,1>0,-0") == "0,1>0,0");
    }

    TEST_CASE("promotions to every piece code in both colours, and the neutral pieces") {
        for (int t = 0; t < kPieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            for (Color c : {Color::White, Color::Black}) {
                const Piece piece{type, spec(type).neutral ? Color::Neutral : c};
                const Move m{{0, 7}, {0, 8}, piece};
                const std::string token = format_move(m);
                CHECK(token == "0,7>0,8=" + piece_code(piece));
                CHECK(move_ok(token) == m);
                CHECK(move_ok(format_move_readme(m)) == m);
            }
        }
    }

    TEST_CASE("the seed dialect writes the code straight after the target") {
        CHECK(format_move_readme(move_ok("3,4>3,5=Q")) == "3,4>3,5Q");
        CHECK(format_move_readme(move_ok("-2,4>-2,3n")) == "-2,4>-2,3n");
        CHECK(format_move(move_ok("2,-3>2,-4ha")) == "2,-3>2,-4=ha");
    }

    TEST_CASE("text that is not one move is bad_move") {
        for (const char* token : {"e2e4", "", "   ", "1,2", "abc", "1,2>", "1,2>3,4>5,6", "1,2>3,4,5", "1e5,1>2,2",
                                  "1,2>3,4|5,6>7,8", "12.", "1,2>3,4=", "1,2>3,4 !junk"})
            CHECK_MESSAGE(parse_move(token).error().code == "bad_move", token);
    }

    TEST_CASE("unknown piece codes are bad_piece, huge numbers coord_range, with the column") {
        auto e = parse_move("1,2>3,4Xyz").error();
        CHECK(e.code == "bad_piece");
        CHECK(e.column == 7);
        CHECK(parse_move("1,2>3,4OB").error().code == "bad_piece");
        CHECK(parse_move("1,2>3,4=Am").error().code == "bad_piece");
        e = parse_move(std::string(kMaxDigits + 1, '9') + ",1>1,1").error();
        CHECK(e.code == (kWideCoords ? "too_large" : "needs_wide"));
        CHECK(e.column == 0);
    }

    TEST_CASE("formatting never writes leading zeros or -0") {
        CHECK(format_move(Move{{0, -5}, {10, 0}, std::nullopt}) == "0,-5>10,0");
        CHECK(format_move(Move{{INT64_MIN, 0}, {0, 0}, Piece{PieceType::Amazon, Color::Black}}) ==
              "-9223372036854775808,0>0,0=am");
    }
}
