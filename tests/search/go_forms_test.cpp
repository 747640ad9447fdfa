// The forms of `go` a GUI sends (issue 27), each and in combination: searchmoves with moves of
// any size and squares far along rays, with MultiPV, depth, nodes, mate and the clock; the first
// limit to run out ends the search.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "search_helpers.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_go_forms_test {

using namespace uici;
using namespace uici::test;

namespace {

// The first move of each scored info line's pv.
std::vector<std::string> pv_firsts(const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const auto& l : lines) {
        const auto at = l.find(" pv ");
        if (!l.starts_with("info ") || at == std::string::npos) continue;
        const auto start = at + 4;
        out.push_back(l.substr(start, l.find(' ', start) - start));
    }
    return out;
}

int depth_of(const std::string& line) { return std::stoi(line.substr(11)); }

}  // namespace

TEST_SUITE("go forms") {
    TEST_CASE("searchmoves: only the listed moves, far along rays and past 64 bits") {
        Session s;
        ask(s, "position startpos moves 5,2>5,4 5,7>5,5");
        // The queen and the bishop far along their diagonals on the open board.
        auto lines = run_go(s, "go depth 3 searchmoves 6,1>-20,27 4,1>40,37");
        for (const auto& m : pv_firsts(lines)) CHECK((m == "6,1>-20,27" || m == "4,1>40,37"));
        CHECK((lines.back() == "bestmove 6,1>-20,27" || lines.back() == "bestmove 4,1>40,37"));
        // A rook's square 10^29 away: the game moves to the wide build for it.
        const std::string far = "3,3>3,100000000000000000000000000000";
        ask(s, "position icn w K1,1|k8,8|R3,3");
        lines = run_go(s, "go depth 2 searchmoves " + far);
        CHECK(lines.back() == "bestmove " + far);
        for (const auto& m : pv_firsts(lines)) CHECK(m == far);
        // Illegal ones are dropped; none left: every move.
        lines = run_go(s, "go depth 1 searchmoves 3,3>4,4 " + far);
        CHECK(lines.back() == "bestmove " + far);
        lines = run_go(s, "go depth 1 searchmoves 3,3>4,4");
        CHECK(lines.back().starts_with("bestmove "));
        CHECK(lines.back() != "bestmove 3,3>4,4");
        // A token that is no move: one error, and no search.
        CHECK(run_go(s, "go depth 1 searchmoves 3,3>3,4 junk") ==
              std::vector<std::string>{R"(error syntax index=1 move="junk")"});
    }

    TEST_CASE("searchmoves ends at the next keyword, with MultiPV, depth, nodes and the clock") {
        Session s;
        ask(s, "setoption name MultiPV value 3");
        ask(s, "position startpos");
        auto lines = run_go(s, "go searchmoves 1,2>1,3 8,2>8,3 depth 2");
        std::vector<std::string> scored;
        for (const auto& l : lines)
            if (l.find(" score ") != std::string::npos) scored.push_back(l);
        REQUIRE(scored.size() == 4);  // two lines a depth: there are only two moves
        for (const auto& m : pv_firsts(scored)) CHECK((m == "1,2>1,3" || m == "8,2>8,3"));
        CHECK(scored.back().starts_with("info depth 2 "));
        CHECK(scored.back().find(" multipv 2 ") != std::string::npos);
        ask(s, "setoption name MultiPV value 1");
        // nodes before depth: the node limit ends it, with the move of a listed line.
        lines = run_go(s,
                       "go wtime 100000 btime 100000 winc 100 binc 100 movestogo 30 nodes 3000 depth 30 "
                       "searchmoves 7,1>6,3 2,1>3,3");
        CHECK((lines.back() == "bestmove 7,1>6,3" || lines.back() == "bestmove 2,1>3,3"));
        CHECK(depth_of(lines[lines.size() - 2]) < 30);
        // depth before a long movetime.
        lines = run_go(s, "go movetime 100000 depth 2 searchmoves 7,1>6,3 2,1>3,3");
        CHECK(depth_of(lines[lines.size() - 2]) == 2);
    }

    TEST_CASE("go mate N with searchmoves and nodes: the mate among the listed moves") {
        Session s;
        // The rook's 8,2>8,6 mates in four; the queen's retreat listed beside it does not.
        ask(s, "position icn w 1,8,1,8 K1,1|Q4,4|R8,2|k5,6");
        const auto lines = run_go(s, "go mate 4 nodes 2000000 searchmoves 4,4>4,1 8,2>8,6");
        REQUIRE(lines.size() >= 2);
        CHECK(mates_within(lines[lines.size() - 2], 4));
        CHECK(lines.back() == "bestmove 8,2>8,6");
        // Without the rook's move no mate in four is found within the listed move.
        const auto without = run_go(s, "go mate 4 nodes 200000 searchmoves 4,4>4,1");
        CHECK(without.back() == "bestmove 4,4>4,1");
        CHECK_FALSE(mates_within(without[without.size() - 2], 4));
    }
}

}  // namespace search_go_forms_test
