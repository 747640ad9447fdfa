#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "eval_terms_helpers.hpp"
#include "search/eval_space8.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_space8_test {

namespace ed = search::eval_detail;

ed::SpaceCounts space_of(const Position& p) { return counted_with_sets<ed::SpaceCounts>(p, ed::space_counts); }

// The features from `first` on, `n` of them.
std::vector<int> part(const ed::SpaceCounts& c, int first, int n) { return {c.begin() + first, c.begin() + first + n}; }

constexpr int kN = 3;

TEST_SUITE("search") {
    TEST_CASE("space: a safe pawn push that would attack pieces, and none when the square is unsafe") {
        // e4-e5 would attack the knight on d6 and the rook on f6; nothing black has attacks e5.
        const std::string f = "4k3/3p4/3n1r2/8/4P3/8/8/4K3 w - - 0 1";
        CHECK(part(space_of(fen(f)), ed::kPushThreat, 4) == std::vector<int>{0, 1, 0, 1});
        CHECK(part(space_of(fen(mirror_fen(f))), ed::kPushThreat, 4) == std::vector<int>{0, -1, 0, -1});
        // A bishop on g3 attacks e5: unsafe. A knight on c4 defends it: safe again.
        CHECK(part(space_of(fen("4k3/3p4/3n1r2/8/4P3/6b1/8/4K3 w - - 0 1")), ed::kPushThreat, 4) ==
              std::vector<int>{0, 0, 0, 0});
        CHECK(part(space_of(fen("4k3/3p4/3n1r2/8/2N1P3/6b1/8/4K3 w - - 0 1")), ed::kPushThreat, 4) ==
              std::vector<int>{0, 1, 0, 1});
        // From the 2nd rank two squares: e2-e4 would attack the knight on d5, which attacks e3
        // (unsafe) but not e4. A pawn on e3 in the way: no push.
        CHECK(space_of(fen("4k3/8/8/3n4/8/8/4P3/4K3 w - - 0 1"))[ed::kPushThreat + kN] == 1);
        CHECK(space_of(fen("4k3/8/8/3n4/8/4p3/4P3/4K3 w - - 0 1"))[ed::kPushThreat + kN] == 0);
        // An enemy pawn's attack (d6's) makes a push unsafe even when the own side defends the
        // square (d3's knight): none for the knight on f6, one without the pawn.
        CHECK(space_of(fen("4k3/8/3p1n2/8/4P3/3N4/8/4K3 w - - 0 1"))[ed::kPushThreat + kN] == 0);
        CHECK(space_of(fen("4k3/8/5n2/8/4P3/3N4/8/4K3 w - - 0 1"))[ed::kPushThreat + kN] == 1);
    }

    TEST_CASE("space: pieces attacked by a pawn that is safe: not attacked, or defended") {
        // d5 attacks the knight on c6 and the rook on e6; nothing black attacks d5.
        const std::string f = "4k3/8/2n1r3/3P4/8/8/8/4K3 w - - 0 1";
        CHECK(part(space_of(fen(f)), ed::kSafePawnThreat, 4) == std::vector<int>{0, 1, 0, 1});
        CHECK(part(space_of(fen(mirror_fen(f))), ed::kSafePawnThreat, 4) == std::vector<int>{0, -1, 0, -1});
        // A black queen on d8 attacks d5 down the file: unsafe. A white pawn on c4 defends d5:
        // safe again.
        CHECK(part(space_of(fen("3qk3/8/2n1r3/3P4/8/8/8/4K3 w - - 0 1")), ed::kSafePawnThreat, 4) ==
              std::vector<int>{0, 0, 0, 0});
        CHECK(part(space_of(fen("3qk3/8/2n1r3/3P4/2P5/8/8/4K3 w - - 0 1")), ed::kSafePawnThreat, 4) ==
              std::vector<int>{0, 1, 0, 1});
        // A pawn attacking a pawn is no threat here.
        CHECK(part(space_of(fen("4k3/8/2p5/3P4/8/8/8/4K3 w - - 0 1")), ed::kSafePawnThreat, 4) ==
              std::vector<int>{0, 0, 0, 0});
    }

    TEST_CASE("space: a passed pawn's free path, safe path and defended square in front") {
        // d5 (its 5th rank, row 3): nothing in front, nothing black attacks there, e5's royal
        // guards d6.
        const std::string f = "k7/8/8/3PK3/8/8/8/8 w - - 0 1";
        const auto a = space_of(fen(f));
        CHECK(a[ed::kPassedFreePath + 3] == 1);
        CHECK(a[ed::kPassedSafePath + 3] == 1);
        CHECK(a[ed::kPassedStopDefended + 3] == 1);
        const auto mirrored = space_of(fen(mirror_fen(f)));
        CHECK(mirrored[ed::kPassedFreePath + 3] == -1);
        CHECK(mirrored[ed::kPassedSafePath + 3] == -1);
        CHECK(mirrored[ed::kPassedStopDefended + 3] == -1);
        // A rook on h7 attacks d7: the path is not safe. A knight on d8 blocks it but attacks
        // none of its squares.
        const auto b = space_of(fen("k7/7r/8/3PK3/8/8/8/8 w - - 0 1"));
        CHECK(b[ed::kPassedFreePath + 3] == 1);
        CHECK(b[ed::kPassedSafePath + 3] == 0);
        const auto c = space_of(fen("k2n4/8/8/3P4/8/8/8/4K3 w - - 0 1"));
        CHECK(c[ed::kPassedFreePath + 3] == 0);
        CHECK(c[ed::kPassedSafePath + 3] == 1);
        CHECK(c[ed::kPassedStopDefended + 3] == 0);
        // A black pawn on c7 stops it (and d5 stops c7): no passed pawn either side.
        const auto d = space_of(fen("k7/2p5/8/3PK3/8/8/8/8 w - - 0 1"));
        CHECK(part(d, ed::kPassedFreePath, 18) == std::vector<int>(18, 0));
        // On its 7th rank (row 5), the path is the promotion square.
        CHECK(space_of(fen("k7/3P4/8/8/8/8/8/4K3 w - - 0 1"))[ed::kPassedFreePath + 5] == 1);
    }

    TEST_CASE("space: safe centre squares on the own side, and those behind the own pawns") {
        // White's d4: of c2..f4, 11 squares not its own pawn's, 2 behind it (d3, d2); it
        // attacks c5 and e5, leaving black 10 of c5..f7.
        const std::string f = "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1";
        CHECK(part(space_of(fen(f)), ed::kSpace, 2) == std::vector<int>{1, 2});
        CHECK(part(space_of(fen(mirror_fen(f))), ed::kSpace, 2) == std::vector<int>{-1, -2});
    }

    TEST_CASE("space: the same anywhere on the lattice, and the weights weigh by the phase") {
        const std::string pieces = "K5,1|P5,4|P4,2|N3,4|k5,8|p4,7|n4,6|r6,6|b7,3|p3,6";
        const auto here = space_of(framed(pieces, 0, 0));
        CHECK(here != ed::SpaceCounts{});
        for (const long long far : {-1000000000000LL, (1LL << 60) - 100}) {  // (the narrow build's range)
            CHECK(space_of(framed(shifted(pieces, far), far, far)) == here);
        }
        ed::SpaceCounts c{};
        c[ed::kSpace] = 3;
        CHECK(ed::space_terms(c, ed::kPhaseFull) == 3 * ed::kSpaceWeights[0][ed::kSpace]);
        CHECK(ed::space_terms(c, 0) == 3 * ed::kSpaceWeights[1][ed::kSpace]);
    }
}

}  // namespace eval_space8_test
