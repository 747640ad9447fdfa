#include <doctest/doctest.h>

#include <string>

#include "eval_terms_helpers.hpp"
#include "search/eval_pawns8.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_pawns8_test {

namespace ed = search::eval_detail;
constexpr auto only = &counts_with<ed::PawnCounts>;

// The pawn features of a position on a board closed to 8 by 8 squares with chess's promotion
// ranks, its pieces added as the evaluation adds them.
ed::PawnCounts counts_of(const Position& p) {
    REQUIRE(ed::chess_promotion(p, ed::square_frame(p.rules.border)));
    return counted<ed::PawnCounts>(p, ed::pawn_counts);
}

// Ranks 2nd..7th from the pawn's own side as 0..5.
constexpr int k3rd = 1, k4th = 2;

TEST_SUITE("search") {
    TEST_CASE("pawns: passed, connected and the royals' distances to the square in front") {
        // White's d4, e4 and f3, no black pawn: all three passed; d4 and e4 side by side, e4
        // defended by f3. The distances to d5, e5 and f4: white's royal on e1 4, 4 and 3,
        // black's on e8 3, 3 and 4.
        const std::string f = "4k3/8/8/8/3PP3/5P2/8/4K3 w - - 0 1";
        const auto expected = only({{ed::kPassedPawn + k4th, 2},
                                    {ed::kPassedPawn + k3rd, 1},
                                    {ed::kPassedOwnRoyal + k4th, 8},
                                    {ed::kPassedOwnRoyal + k3rd, 3},
                                    {ed::kPassedTheirRoyal + k4th, 6},
                                    {ed::kPassedTheirRoyal + k3rd, 4},
                                    {ed::kPhalanxPawn + k4th, 2},
                                    {ed::kSupportedPawn + k4th, 1}});
        CHECK(counts_of(fen(f)) == expected);
        // Turned over with the colours swapped: every count changes sign.
        CHECK(counts_of(fen(mirror_fen(f))) == negated(expected));
        // A piece on the square in front blocks.
        CHECK(counts_of(fen("4k3/8/8/3n4/3PP3/5P2/8/4K3 w - - 0 1"))[ed::kPassedBlocked + k4th] == 1);
    }

    TEST_CASE("pawns: backward, isolated, doubled, and a pawn an enemy pawn stops is not passed") {
        // White's d3 has c4 beside it but ahead, and black's e5 guards d4: backward. c4 is
        // defended by d3 and passed (e5 is not on its files or beside them); d3 is not passed
        // (e5 is beside its file, ahead). Black's e5 is isolated, and not passed (d3).
        CHECK(counts_of(fen("4k3/8/8/4p3/2P5/3P4/8/4K3 w - - 0 1")) == only({{ed::kPassedPawn + k4th, 1},
                                                                             {ed::kPassedOwnRoyal + k4th, 4},
                                                                             {ed::kPassedTheirRoyal + k4th, 3},
                                                                             {ed::kSupportedPawn + k4th, 1},
                                                                             {ed::kBackwardPawn, 1},
                                                                             {ed::kIsolatedPawn, -1}}));
        // a2 behind a3: doubled, not passed; both isolated; a3 passed, 4 from each royal.
        CHECK(counts_of(fen("4k3/8/8/8/8/P7/P7/4K3 w - - 0 1")) == only({{ed::kDoubledPawn, 1},
                                                                         {ed::kIsolatedPawn, 2},
                                                                         {ed::kPassedPawn + k3rd, 1},
                                                                         {ed::kPassedOwnRoyal + k3rd, 4},
                                                                         {ed::kPassedTheirRoyal + k3rd, 4}}));
    }

    TEST_CASE("pawns: the same anywhere on the lattice, and nothing without chess's promotion ranks") {
        const std::string pieces = "P4,4|P5,4|P6,3|K5,1|k5,8|p2,7";
        const auto here = counts_of(framed(pieces, 0, 0));
        CHECK(here[ed::kPassedPawn + k4th] == 2);
        for (const long long far : {-1000000000000LL, (1LL << 60) - 100}) {  // (the narrow build's range)
            CHECK(counts_of(framed(shifted(pieces, far), far, far)) == here);
        }
        const Position unpromoting = framed(pieces, 0, 0, false);
        CHECK_FALSE(ed::chess_promotion(unpromoting, ed::square_frame(unpromoting.rules.border)));
    }

    TEST_CASE("pawns: the weights weigh middlegame and ending by the phase, white's view") {
        ed::PawnCounts c{};
        c[ed::kPassedPawn + k4th] = 1;
        const int middle = ed::kPawnWeights[0][ed::kPassedPawn + k4th],
                  end = ed::kPawnWeights[1][ed::kPassedPawn + k4th];
        CHECK(ed::pawn_terms(c, ed::kPhaseFull) == middle);
        CHECK(ed::pawn_terms(c, 0) == end);
        c[ed::kPassedPawn + k4th] = -1;
        CHECK(ed::pawn_terms(c, ed::kPhaseFull) == -middle);
    }
}

}  // namespace eval_pawns8_test
