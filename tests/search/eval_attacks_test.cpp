#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_attacks.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_attacks_test {

namespace ed = search::eval_detail;
constexpr auto only = &counts_with<ed::AttackCounts>;

// The features of a position on a board closed to 8 by 8 squares, its pieces added as the
// evaluation adds them.
ed::AttackCounts counts_of(const Position& p) {
    ed::AttackCounts out;
    ed::attack_counts(p, attack_board_of(p), out);
    return out;
}

constexpr int kQ = 0, kR = 1, kB = 2, kN = 3, kP = 4;

// The feature that counts a piece of row `row` (Q R B N) with `safe` safe squares.
int safe_count(int row, int safe) {
    const auto r = static_cast<std::size_t>(row);
    return ed::kSafeMobilityCount + ed::kMobilityOffset[r] + std::min(safe, ed::kMobilityCap[r]);
}

TEST_SUITE("search") {
    TEST_CASE("threats: a knight attacked by a pawn, to move or not, and its safe squares") {
        const std::string knight = "4k3/8/3p4/4N3/8/8/8/4K3";
        CHECK(counts_of(fen(knight + " w - - 0 1")) == only({{ed::kByPawnToMove + kN, 1},
                                                             {ed::kHangingToMove + kN, 1},
                                                             {ed::kSafeMobility + kN, 8},
                                                             {safe_count(kN, 8), 1}}));
        CHECK(counts_of(fen(knight + " b - - 0 1")) == only({{ed::kByPawnOther + kN, 1},
                                                             {ed::kHangingOther + kN, 1},
                                                             {ed::kSafeMobility + kN, 8},
                                                             {safe_count(kN, 8), 1}}));
        // The same turned over, colours swapped: every count changes sign.
        CHECK(counts_of(fen("4k3/8/8/8/4n3/3P4/8/4K3 b - - 0 1")) == only({{ed::kByPawnToMove + kN, -1},
                                                                           {ed::kHangingToMove + kN, -1},
                                                                           {ed::kSafeMobility + kN, -8},
                                                                           {safe_count(kN, 8), -1}}));
        // Defended by its own pawn: attacked, not hanging. Two of its squares a pawn guards.
        CHECK(counts_of(fen("4k3/8/3p4/4N3/3P4/8/8/4K3 w - - 0 1")) ==
              only({{ed::kByPawnToMove + kN, 1}, {ed::kSafeMobility + kN, 8}, {safe_count(kN, 8), 1}}));
        CHECK(counts_of(fen("4k3/8/3p4/4N3/4p3/8/8/4K3 w - - 0 1")) == only({{ed::kByPawnToMove + kN, 1},
                                                                             {ed::kHangingToMove + kN, 1},
                                                                             {ed::kSafeMobility + kN, 6},
                                                                             {safe_count(kN, 6), 1},
                                                                             {ed::kPawnGuardedMoves + kN, 2}}));
    }

    TEST_CASE("threats: a rook attacked by a bishop is attacked by a cheaper piece, hanging or not") {
        // The bishop on c3 attacks the rook on a1; the king on g1 does not defend it.
        CHECK(counts_of(fen("4k3/8/8/8/8/2b5/8/R5K1 b - - 0 1")) ==
              only({{ed::kByLesserOther + kR, 1},
                    {ed::kHangingOther + kR, 1},
                    {ed::kSafeMobility + kR, 12},  // a2-a8, b1-f1
                    {safe_count(kR, 12), 1},
                    {ed::kSafeMobility + kB, -11},  // a1 and e1 (enemy pieces) among them
                    {safe_count(kB, 11), -1}}));
        // The king on b1 defends it.
        const auto defended = counts_of(fen("4k3/8/8/8/8/2b5/8/RK6 b - - 0 1"));
        CHECK(defended[ed::kByLesserOther + kR] == 1);
        CHECK(defended[ed::kHangingOther + kR] == 0);
        // A queen attacked by a rook is too, a rook by a queen is not.
        const auto q = counts_of(fen("r3k3/8/8/8/8/8/8/Q3K3 w - - 0 1"));
        CHECK(q[ed::kByLesserToMove + kQ] == 1);
        CHECK(q[ed::kByLesserOther + kR] == 0);
        CHECK(q[ed::kHangingOther + kR] == -1);  // black's rook, undefended
        CHECK(q[ed::kHangingToMove + kQ] == 1);
    }

    TEST_CASE("threats: pawns hang too, and a royal attacks and defends but is no victim") {
        const auto c = counts_of(fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"));
        CHECK(c == only({{ed::kHangingToMove + kP, 1}, {ed::kHangingOther + kP, -1}}));
        // The king next to its pawn defends it; a king attacked is no count here.
        CHECK(counts_of(fen("4k3/8/8/3p4/4P3/5K2/8/8 w - - 0 1")) == only({{ed::kHangingOther + kP, -1}}));
        CHECK(counts_of(fen("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1")) == only({{ed::kHangingOther + kP, -1}}));
    }

    TEST_CASE("threats: the same anywhere on the lattice, neutral pieces block, other types attack") {
        // A white rook on a1 facing a black queen on a8.
        const std::string open = "R1,1|K5,1|q1,8|k5,8";
        const auto here = counts_of(framed(open, 0, 0));
        CHECK(here[ed::kByLesserOther + kQ] == -1);
        CHECK(here[ed::kHangingToMove + kR] == 1);
        for (const long long far : {-1000000000000LL, (1LL << 60) - 100}) {  // (the narrow build's range)
            CHECK(counts_of(framed(shifted(open, far), far, far)) == here);
        }
        // An obstacle between them: neither attacks the other.
        const auto blocked = counts_of(framed(open + "|ob1,4", 0, 0));
        CHECK(blocked[ed::kByLesserOther + kQ] == 0);
        CHECK(blocked[ed::kHangingToMove + kR] == 0);
        // An amazon attacks (as a queen and a knight) but is no victim; its value is no cheaper.
        const auto amazon = counts_of(framed("AM1,1|K8,1|n3,3|p1,2|k5,8", 0, 0));
        CHECK(amazon[ed::kHangingOther + kN] == -1);  // black's knight: attacked, undefended
        CHECK(amazon[ed::kByLesserOther + kN] == 0);
        CHECK(amazon[ed::kHangingOther + kP] == 0);   // the pawn on a2: attacked, the knight defends it
        CHECK(amazon[ed::kHangingToMove + kQ] == 0);  // the amazon, attacked by nothing, is no victim
    }

    TEST_CASE("threats: the weights weigh middlegame and ending by the phase, white's view") {
        ed::AttackCounts c{};
        c[ed::kHangingToMove + kQ] = 1;
        const int middle = ed::kAttackWeights[0][ed::kHangingToMove + kQ];
        const int end = ed::kAttackWeights[1][ed::kHangingToMove + kQ];
        CHECK(ed::attack_terms(c, ed::kPhaseFull) == middle);
        CHECK(ed::attack_terms(c, 0) == end);
        c[ed::kHangingToMove + kQ] = -1;
        CHECK(ed::attack_terms(c, ed::kPhaseFull) == -middle);
    }
}

}  // namespace eval_attacks_test
