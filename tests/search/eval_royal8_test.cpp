#include <doctest/doctest.h>

#include <string>

#include "eval_terms_helpers.hpp"
#include "search/eval_royal8.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_royal8_test {

namespace ed = search::eval_detail;
constexpr auto with = &counts_with<ed::RoyalCounts>;

ed::RoyalCounts counts_of(const Position& p) { return counted_with_sets<ed::RoyalCounts>(p, ed::royal_counts); }

constexpr int kQ = 0, kR = 1, kN = 3;

TEST_SUITE("search") {
    TEST_CASE("royals: a knight bearing on the royal's zone, its safe check, and the pawn shelter") {
        // White's knight on f5 attacks g7 (in the zone round g8) and reaches e7 and h6, two of
        // the squares it would check from; h6 is attacked by g7's pawn, e7 by nothing. g7 is
        // guarded by black's royal alone: weak. Black's pawns f7, g7, h7 shelter it a rank in
        // front; white's royal on b1 has none on a, b or c. The three are within two squares of
        // g8, the nearest a square away, and the knight is within three.
        const std::string f = "6k1/5ppp/8/5N2/8/8/8/1K6 w - - 0 1";
        const auto expected = with({{ed::kZoneAttacks + kN, 1},
                                    {ed::kZoneAttackers + 0, 1},
                                    {ed::kSafeChecks + kN, 1},
                                    {ed::kWeakZone, 1},
                                    {ed::kRoyalShelterNear, -3},
                                    {ed::kRoyalOpenFiles, 3},
                                    {ed::kRoyalNearPawns, -3},
                                    {ed::kRoyalNearEnemies, -1},
                                    {ed::kRoyalPawnDistance, -1}});
        CHECK(counts_of(fen(f)) == expected);
        // Turned over with the colours swapped: every count changes sign.
        CHECK(counts_of(fen(mirror_fen(f))) == negated(expected));
        // A black bishop on d8 guards e7: the check there is no longer safe.
        CHECK(counts_of(fen("3b2k1/5ppp/8/5N2/8/8/8/1K6 w - - 0 1"))[ed::kSafeChecks + kN] == 0);
    }

    TEST_CASE("royals: a rook's attacks, its check along an open line, and the edge's two files") {
        // The rook on a7 attacks g7 and h7 round h8, and reaches a8, from which it checks along
        // the 8th rank; h7 is a check square too, but black's royal guards it. Both g7 and h7 are
        // weak. h8's files are g and h only, both without a black pawn; c1's b, c and d.
        const std::string f = "7k/R7/8/8/8/8/8/2K5 w - - 0 1";
        CHECK(counts_of(fen(f)) == with({{ed::kZoneAttacks + kR, 2},
                                         {ed::kZoneAttackers + 0, 1},
                                         {ed::kSafeChecks + kR, 1},
                                         {ed::kWeakZone, 2},
                                         {ed::kRoyalOpenFiles, 3 - 2}}));
        // A black knight on e8 blocks the 8th rank from a8: no check from there.
        CHECK(counts_of(fen("4n2k/R7/8/8/8/8/8/2K5 w - - 0 1"))[ed::kSafeChecks + kR] == 0);
        // A queen on g1 besides: two attackers; it attacks g7 and g8 up its file.
        const auto two = counts_of(fen("7k/R7/8/8/8/8/8/2K3Q1 w - - 0 1"));
        CHECK(two[ed::kZoneAttackers + 1] == 1);
        CHECK(two[ed::kZoneAttackers + 0] == 0);
        CHECK(two[ed::kZoneAttacks + kQ] == 2);
    }

    TEST_CASE("royals: pawns storming, the far shelter, and nothing for a side with two royals") {
        // White's royal on g1 with f2, g2 (a rank in front) and h3 (two ranks); black's g4 storms
        // it. Black's royal on g8 with f7 and h7 in front, and g4 on its own file. Three white
        // pawns are within two squares of g1, two black ones of g8; each royal's nearest is next
        // to it.
        const std::string f = "6k1/5p1p/8/8/6p1/7P/5PP1/6K1 w - - 0 1";
        CHECK(counts_of(fen(f)) ==
              with({{ed::kRoyalShelterFar, 1}, {ed::kRoyalStorm, 1}, {ed::kRoyalNearPawns, 3 - 2}}));
        CHECK(counts_of(fen(mirror_fen(f))) ==
              with({{ed::kRoyalShelterFar, -1}, {ed::kRoyalStorm, -1}, {ed::kRoyalNearPawns, -1}}));
        // Two white royals: white's own features are not counted, black's still are.
        const Position two = framed("K7,1|K2,1|P6,2|P7,2|P8,3|k7,8|p6,7|p8,7|p7,4", 0, 0);
        CHECK(counts_of(two) ==
              with({{ed::kRoyalShelterNear, -2}, {ed::kRoyalNearPawns, -2}, {ed::kRoyalPawnDistance, -1}}));
    }

    TEST_CASE("royals: own pawns and enemy pieces near the royal, and the distance to its nearest own pawn") {
        // White's royal on e1: its only pawn on a3 is four squares away; black's knight on c3 is
        // two away, black's pawn on e2 counts as no piece, nor does black's royal as one. Black's
        // royal on e8 is six squares from its pawn.
        const std::string f = "4k3/8/8/8/8/P1n5/4p3/4K3 w - - 0 1";
        const auto here = counts_of(fen(f));
        CHECK(here[ed::kRoyalNearEnemies] == 1);
        CHECK(here[ed::kRoyalPawnDistance] == 4 - 6);
        CHECK(here[ed::kRoyalNearPawns] == 0);
        CHECK(counts_of(fen(mirror_fen(f))) == negated(here));
        // The knight four squares away (g5 from e1) is not near; a pawn on d3 is two away, near,
        // and the nearest.
        const auto apart = counts_of(fen("4k3/8/8/6n1/8/P2P4/8/4K3 w - - 0 1"));
        CHECK(apart[ed::kRoyalNearEnemies] == 0);
        CHECK(apart[ed::kRoyalNearPawns] == 1);
        CHECK(apart[ed::kRoyalPawnDistance] == 2);
    }

    TEST_CASE("royals: the same anywhere on the lattice, and the weights weigh by the phase") {
        const std::string pieces = "K7,1|P6,2|P7,2|P8,3|k7,8|p6,7|p8,7|p7,4|N6,5|r1,2";
        const auto here = counts_of(framed(pieces, 0, 0));
        CHECK(here[ed::kZoneAttacks + kN] == 1);
        for (const long long far : {-1000000000000LL, (1LL << 60) - 100}) {  // (the narrow build's range)
            CHECK(counts_of(framed(shifted(pieces, far), far, far)) == here);
        }
        ed::RoyalCounts c{};
        c[ed::kSafeChecks + kN] = 1;
        CHECK(ed::royal_terms(c, ed::kPhaseFull) == ed::kRoyalWeights[0][ed::kSafeChecks + kN]);
        CHECK(ed::royal_terms(c, 0) == ed::kRoyalWeights[1][ed::kSafeChecks + kN]);
        c[ed::kSafeChecks + kN] = -1;
        CHECK(ed::royal_terms(c, ed::kPhaseFull) == -ed::kRoyalWeights[0][ed::kSafeChecks + kN]);
    }
}

}  // namespace eval_royal8_test
