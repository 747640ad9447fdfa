#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_pieces8.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_pieces8_test {

namespace ed = search::eval_detail;
constexpr auto with = &counts_with<ed::PieceCounts>;

ed::PieceCounts all_of(const Position& p) { return counted<ed::PieceCounts>(p, ed::piece_counts); }

// The placement features alone: the imbalance's products, which every position with pieces and
// pawns has, have their own case below.
ed::PieceCounts counts_of(const Position& p) {
    ed::PieceCounts c = all_of(p);
    std::fill(c.begin() + ed::kImbalance, c.begin() + ed::kImbalance + 8, 0);
    return c;
}

TEST_SUITE("search") {
    TEST_CASE("pieces: an outpost is defended by a pawn and out of every enemy pawn's reach") {
        // The knight on d5, defended by c4, with no black pawn: an outpost; turned over, black's.
        const std::string f = "4k3/8/8/3N4/2P5/8/8/4K3 w - - 0 1";
        CHECK(counts_of(fen(f)) == with({{ed::kKnightOutpost, 1}}));
        CHECK(counts_of(fen(mirror_fen(f))) == with({{ed::kKnightOutpost, -1}}));
        // e7 can come to e6 and attack it: no outpost. e4 is past it and cannot.
        CHECK(counts_of(fen("4k3/4p3/8/3N4/2P5/8/8/4K3 w - - 0 1")) == with({}));
        CHECK(counts_of(fen("4k3/8/8/3N4/2P1p3/8/8/4K3 w - - 0 1")) == with({{ed::kKnightOutpost, 1}}));
        // Not defended, or on the 3rd rank: none. A bishop there is a bishop's outpost (d5 and c4
        // are both light squares).
        CHECK(counts_of(fen("4k3/8/8/3N4/8/8/8/4K3 w - - 0 1")) == with({}));
        CHECK(counts_of(fen("4k3/8/8/8/8/3N4/2P5/4K3 w - - 0 1")) == with({}));
        CHECK(counts_of(fen("4k3/8/8/3B4/2P5/8/8/4K3 w - - 0 1")) ==
              with({{ed::kBishopOutpost, 1}, {ed::kBishopPawns, 1}}));
    }

    TEST_CASE("pieces: rooks on open, half-open files and the 7th rank") {
        // a7: an open file and the 7th rank; d1: black's d6 and no white pawn, half-open.
        const std::string f = "4k3/R7/3p4/8/8/8/1P6/3RK3 w - - 0 1";
        CHECK(counts_of(fen(f)) == with({{ed::kRookOpen, 1}, {ed::kRookHalfOpen, 1}, {ed::kRookSeventh, 1}}));
        CHECK(counts_of(fen(mirror_fen(f))) ==
              with({{ed::kRookOpen, -1}, {ed::kRookHalfOpen, -1}, {ed::kRookSeventh, -1}}));
        // An own pawn on another file changes nothing; on the rook's file, behind it too: neither.
        CHECK(counts_of(fen("4k3/8/8/8/8/P7/8/3RK3 w - - 0 1")) == with({{ed::kRookOpen, 1}}));
        CHECK(counts_of(fen("4k3/8/8/8/8/8/3P4/3RK3 w - - 0 1")) == with({}));
        CHECK(counts_of(fen("4k3/8/8/3R4/3P4/8/8/4K3 w - - 0 1")) == with({}));
    }

    TEST_CASE("pieces: a bishop's pawns on its colour, and a minor piece behind a pawn") {
        // The bishop on c1 is on a dark square, as are b2 and d2; e4 is light. b2 stands in front
        // of the knight on b1.
        const std::string f = "4k3/8/8/8/4P3/8/1P1P4/1NB1K3 w - - 0 1";
        CHECK(counts_of(fen(f)) == with({{ed::kBishopPawns, 2}, {ed::kMinorBehindPawn, 1}}));
        CHECK(counts_of(fen(mirror_fen(f))) == with({{ed::kBishopPawns, -2}, {ed::kMinorBehindPawn, -1}}));
    }

    TEST_CASE("pieces: the bishop pair is two bishops on squares of both colours") {
        // c1 is dark, f1 light: a pair; c1 and e3 are both dark: none.
        const std::string f = "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1";
        CHECK(counts_of(fen(f)) == with({{ed::kBishopPair, 1}}));
        CHECK(counts_of(fen(mirror_fen(f))) == with({{ed::kBishopPair, -1}}));
        CHECK(counts_of(fen("4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1")) == with({}));
        // Both sides with a pair: nothing either way.
        CHECK(counts_of(fen("2b1kb2/8/8/8/8/8/8/2B1KB2 w - - 0 1")) == with({}));
    }

    TEST_CASE("pieces: the imbalance, products of the own pieces' numbers") {
        // White: a knight, a rook and three pawns; black: four pawns and nothing else.
        const std::string f = "4k3/pppp4/8/8/8/8/PPP5/1N2K1R1 w - - 0 1";
        const auto c = all_of(fen(f));
        const std::vector<int> imbalance(c.begin() + ed::kImbalance, c.begin() + ed::kImbalance + 8);
        // N*P, B*P, R*P, Q*P, R*(R-1), Q*R, Q*minors, R*minors
        CHECK(imbalance == std::vector<int>{3, 0, 3, 0, 0, 0, 0, 1});
        const auto m = all_of(fen(mirror_fen(f)));
        CHECK(std::vector<int>(m.begin() + ed::kImbalance, m.begin() + ed::kImbalance + 8) ==
              std::vector<int>{-3, 0, -3, 0, 0, 0, 0, -1});
        // Two rooks, a queen and a bishop against two pawns: the same numbers both ways cancel.
        const auto q = all_of(fen("4k3/pp6/8/8/8/8/P7/R1Q1KB1R w - - 0 1"));
        CHECK(std::vector<int>(q.begin() + ed::kImbalance, q.begin() + ed::kImbalance + 8) ==
              std::vector<int>{0, 1, 2, 1, 2, 2, 1, 2});
        const auto even = all_of(fen("1n2k1r1/ppp5/8/8/8/8/PPP5/1N2K1R1 w - - 0 1"));
        CHECK(std::vector<int>(even.begin() + ed::kImbalance, even.begin() + ed::kImbalance + 8) ==
              std::vector<int>(8, 0));
    }

    TEST_CASE("pieces: the weights weigh middlegame and ending by the phase, white's view") {
        ed::PieceCounts c{};
        c[ed::kKnightOutpost] = 2;
        CHECK(ed::piece8_terms(c, ed::kPhaseFull) == 2 * ed::kPieceWeights[0][ed::kKnightOutpost]);
        CHECK(ed::piece8_terms(c, 0) == 2 * ed::kPieceWeights[1][ed::kKnightOutpost]);
    }
}

}  // namespace eval_pieces8_test
