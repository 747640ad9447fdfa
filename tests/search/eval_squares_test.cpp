#include <doctest/doctest.h>

#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_squares.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_squares_test {

namespace ed = search::eval_detail;

Border border(long long left, long long right, long long bottom, long long top) {
    return Border{Coord{left}, Coord{right}, Coord{bottom}, Coord{top}};
}

TEST_SUITE("search") {
    TEST_CASE("square tables: only a board closed to 8 by 8 squares has the frame") {
        CHECK(ed::square_frame(border(1, 8, 1, 8)).on);
        CHECK(ed::square_frame(border(-3, 4, 100, 107)).on);  // anywhere on the lattice
        CHECK_FALSE(ed::square_frame(border(1, 10, 1, 10)).on);
        CHECK_FALSE(ed::square_frame(border(1, 8, 1, 9)).on);
        CHECK_FALSE(ed::square_frame(Border{}).on);
        CHECK_FALSE(ed::square_frame(Border{Coord{1}, Coord{8}, std::nullopt, std::nullopt}).on);
    }

    TEST_CASE("square tables: squares from each side's own view, black's turned over by rank") {
        const auto f = ed::square_frame(border(1, 8, 1, 8));
        CHECK(ed::square_index(f, Square{1, 1}, Color::White) == 0);
        CHECK(ed::square_index(f, Square{8, 1}, Color::White) == 7);
        CHECK(ed::square_index(f, Square{5, 4}, Color::White) == 28);  // e4
        CHECK(ed::square_index(f, Square{1, 8}, Color::Black) == 0);   // a8: black's a1
        CHECK(ed::square_index(f, Square{5, 5}, Color::Black) == 28);  // e5: black's e4
        CHECK(ed::square_index(f, Square{9, 1}, Color::White) == -1);
        CHECK(ed::square_index(f, Square{1, 0}, Color::Black) == -1);
        const auto far = ed::square_frame(border(-3, 4, 100, 107));
        CHECK(ed::square_index(far, Square{1, 103}, Color::White) == 3 * 8 + 4);
        CHECK(ed::square_row(PieceType::Knight) == 4);
        CHECK(ed::square_row(PieceType::Amazon) == -1);
    }

    TEST_CASE("square tables: the 64-bit index is the exact one, at the ends of the coordinates too") {
        constexpr long long kMax = std::numeric_limits<long long>::max(), kMin = std::numeric_limits<long long>::min();
        const std::vector<long long> lefts = {1, -3, kMax - 7, kMin, 0};
        const std::vector<long long> xs = {kMin, kMin + 1, -4, -3, 0, 1, 4, 5, 8, 9, kMax - 8, kMax - 7, kMax};
        int on = 0;
        for (long long left : lefts) {
            const auto f = ed::square_frame(border(left, left + 7, left, left + 7));
            REQUIRE(f.on);
            for (long long x : xs)
                for (long long y : xs)
                    for (Color c : {Color::White, Color::Black}) {
                        const Square s{x, y};
                        CAPTURE(left);
                        CAPTURE(x);
                        CAPTURE(y);
                        const int at = ed::square_index(f, s, c);
                        CHECK(at == ed::square_index_wide(f, s, c));
                        on += at >= 0 ? 1 : 0;
                    }
        }
        CHECK(on > 20);
    }

    TEST_CASE("square tables: bounded, no pawn on its first or last rank, files a-h as h-a") {
        for (const auto* table : {&ed::kSquaresMiddle, &ed::kSquaresEnd})
            for (std::size_t row = 0; row < 6; ++row)
                for (std::size_t i = 0; i < 64; ++i) {
                    CAPTURE(row);
                    CAPTURE(i);
                    CHECK(std::abs((*table)[row][i]) <= 100);
                    CHECK((*table)[row][i] == (*table)[row][i - i % 8 + 7 - i % 8]);
                    if (row == 5 && (i < 8 || i >= 56)) CHECK((*table)[row][i] == 0);
                }
    }

    TEST_CASE("square tables: a knight's square counts on 8x8, both colours alike") {
        // The same knight on a central and on a corner square: the tables tell them apart (with
        // the rest of the evaluation), and the position turned over scores the negation.
        const std::vector<std::string> fens = {
            "4k3/pppppppp/8/8/4N3/8/PPPPPPPP/4K3 w - - 0 1", "4k3/pppppppp/8/8/8/8/PPPPPPPP/N3K3 w - - 0 1",
            "r3k2r/ppp2ppp/2n5/3pp3/3PP3/2N5/PPP2PPP/R3K2R w - - 0 1", "8/5k2/8/3p4/3P4/8/5K2/8 b - - 0 1"};
        for (const std::string& f : fens) {
            CAPTURE(f);
            CHECK(white_view(fen(f)) == -white_view(fen(mirror_fen(f))));
        }
        CHECK(white_view(fen(fens[0])) > white_view(fen(fens[1])));
    }
}

}  // namespace eval_squares_test
