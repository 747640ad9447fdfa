#include <doctest/doctest.h>

#include <string>

#include "core/notation/icn.hpp"
#include "eval_terms_helpers.hpp"
#include "search/eval.hpp"

using namespace uici;

namespace eval_test {

// The classical start on an open board with its promotion ranks, every coordinate moved by
// `shift` (a decimal string, so that it can leave int64's sums).
std::string shifted_start(long long shift, const std::string& rule = "0/100") {
    const auto at = [&](long long x, long long y) {
        return std::to_string(x + shift) + "," + std::to_string(y + shift);
    };
    std::string icn = "w " + rule + " 1 (" + std::to_string(8 + shift) + "|" + std::to_string(1 + shift) + ") ";
    const char* back = "RNBQKBNR";
    for (int i = 0; i < 8; ++i) {
        icn += std::string(1, back[i]) + at(i + 1, 1) + "|" + "P" + at(i + 1, 2) + "|";
        icn += std::string(1, static_cast<char>(back[i] - 'A' + 'a')) + at(i + 1, 8) + "|" + "p" + at(i + 1, 7) + "|";
    }
    icn += "Q" + at(4, 4);  // an extra queen: white ahead, so the mating drive counts too
    return icn;
}

TEST_SUITE("search") {
    TEST_CASE("the evaluation is the same wherever the game stands: far coordinates take the exact paths") {
        // Moved by 2^59 the 33 pieces' sums leave 64 bits: the 128-bit fallback must agree.
        const long long shifts[] = {0, 1000, -1000000007, 1LL << 40, 1LL << 59, -(1LL << 59)};
        const auto at_zero = read_icn(shifted_start(0));
        REQUIRE(at_zero.has_value());
        const int want = search::evaluate(at_zero.value().position);
        for (long long shift : shifts) {
            const auto doc = read_icn(shifted_start(shift));
            REQUIRE(doc.has_value());
            CHECK(search::evaluate(doc.value().position) == want);
        }
    }

    TEST_CASE("a minor piece ahead with the pieces on is worth about the piece, no mating drive") {
        // Chess's start without black's knight on b8. Before the drive faded with the defender's
        // pieces, white's score here was about twice the knight (the drive's net around the
        // black king counted in the middlegame); stockfish gives about the knight.
        const int ahead = test::white_view(test::fen("r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        CHECK(ahead > 250);
        CHECK(ahead < 320 + 120);
        // With only a rook left to defend, the side a queen ahead drives: more than the queen.
        const int drive = test::white_view(test::fen("3rk3/8/8/8/8/8/8/1Q1RK3 w - - 0 1"));
        CHECK(drive > 950 + 50);
        // A royal queen alone is driven too: a royal is not the defender's material. White is
        // 350 ahead (queen and rook against the royal queen's 1,100).
        const auto lone = read_icn("w 1,8,1,8 K1,1|Q4,4|R2,6|rq8,8");
        REQUIRE(lone.has_value());
        CHECK(test::white_view(lone.value().position) > 350 + 100);
    }

    TEST_CASE("the move rule shrinks the score alike for a small limit and one past 2^30") {
        // A quarter of the way (2L - L/2) / 2L = 3/4 either way; the large limit takes the
        // 128-bit path, the small one the 64-bit one.
        const auto small = read_icn(shifted_start(0, "1/2"));
        const auto large = read_icn(shifted_start(0, "549755813888/1099511627776"));
        REQUIRE(small.has_value());
        REQUIRE(large.has_value());
        const int s = search::evaluate(small.value().position);
        CHECK(s == search::evaluate(large.value().position));
        const auto none = read_icn(shifted_start(0, "0/100000000"));
        REQUIRE(none.has_value());
        CHECK(s == search::evaluate(none.value().position) * 3 / 4);
    }
}

}  // namespace eval_test
