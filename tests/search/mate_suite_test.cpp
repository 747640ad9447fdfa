// The mate suite: positions of our own with a mate in one or two (open and bordered boards,
// fairy pieces, every capture-style win condition), each solved by `go depth 4`.
#include <doctest/doctest.h>

#include "search_helpers.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_mate_suite_test {

using namespace uici;
using namespace uici::test;

namespace {

struct MateCase {
    const char* icn;
    int moves;  // mate (or win) in this many moves
};

// Open boards: rooks (or a chancellor) box the king into one file; the checker shuts it.
// Bordered boards: the king against the edge. The capture-style conditions win by taking.
const MateCase kSuite[] = {
    {"w K100,100|R-1,20|R1,20|R5,5|k0,0", 1},
    {"w K100,100|R-1,20|R1,20|CH5,5|k0,0", 1},
    {"w K100,100|R-1,30|R1,30|R30,1|R30,-1|NR7,9|k0,0", 1},
    {"w K100,100|R-1,30|R1,30|R30,1|R30,-1|AR5,2|k0,0", 1},
    {"w K100,100|R-1,30|R1,30|R30,1|R30,-1|HU3,4|k0,0", 2},
    {"w K100,100|R-1,30|R1,30|R30,1|R30,-1|RO9,9|k0,0", 2},
    {"w K100,100|AM3,3|R-1,30|R1,30|k0,0", 1},
    {"w 1,8,1,8 K7,6|R1,1|k8,8", 1},
    {"w 1,8,1,8 K6,6|R1,1|k8,7", 2},
    {"w 1,8,1,8 K6,6|Q2,2|k8,8", 2},
    {"w 1,8,1,8 K6,7|GU5,5|ZE1,1|k8,8", 2},
    {"w 1,10,1,10 RQ5,5|R1,1|k10,10", 2},
    {"w K1,1|R5,9|k9,9|q50,50 royalcapture", 1},
    {"w K1,1|Q3,3|k9,9 allpiecescaptured", 1},
    {"w K1,1|Q3,3|k9,9|q40,40 allroyalscaptured", 1},
    {"w K3,3|k9,9|r20,20 koth", 1},
};

}  // namespace

TEST_SUITE("search mate suite") {
    TEST_CASE("every position of the suite is solved at depth 4 or less") {
        int solved = 0;
        for (const MateCase& c : kSuite) {
            INFO(std::string(c.icn));
            Session s;
            REQUIRE(ask(s, std::string("position icn ") + c.icn).empty());
            const auto lines = run_go(s, "go depth 4");
            REQUIRE(lines.size() >= 2);
            bool found = false;
            for (const auto& l : lines) found = found || mates_within(l, c.moves);
            CHECK_MESSAGE(found, lines[lines.size() - 2]);
            REQUIRE(lines.back().starts_with("bestmove "));
            if (c.moves == 1) {
                // The move really ends the game: the rules say so, not the search.
                REQUIRE(ask(s, "move " + lines.back().substr(9)) == Lines{"ok " + lines.back().substr(9)});
                const auto st = ask(s, "status");
                REQUIRE(st.size() == 1);
                CHECK(st[0].starts_with("status 1-0 "));
            }
            solved += found ? 1 : 0;
        }
        CHECK(solved == static_cast<int>(std::size(kSuite)));
    }

    TEST_CASE("go mate N stops at a mate in N or less") {
        Session s;
        REQUIRE(ask(s, "position icn w 1,8,1,8 K6,6|R1,1|k8,7").empty());
        const auto lines = run_go(s, "go mate 2");
        REQUIRE(lines.size() >= 2);
        CHECK(mates_within(lines[lines.size() - 2], 2));
        CHECK(lines.back().starts_with("bestmove "));
    }
}

}  // namespace search_mate_suite_test
