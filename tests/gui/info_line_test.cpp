// Engine info lines as the board page reads them (gui/info_line.hpp).
#include <doctest/doctest.h>

#include "gui/info_line.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace gui_info_line_test {

using uici::gui::read_info_line;

TEST_CASE("an info line with multipv, score, bound and pv") {
    const auto j = read_info_line(
        "info depth 7 seldepth 9 multipv 2 score cp -35 lowerbound nodes 1200 nps 5000 time 240 pv 1,2>1,4 5,7>5,5");
    REQUIRE(j);
    CHECK((*j)["depth"] == 7);
    CHECK((*j)["multipv"] == 2);
    CHECK((*j)["score"]["cp"] == -35);
    CHECK((*j)["bound"] == "lowerbound");
    CHECK((*j)["nodes"] == 1200);
    CHECK((*j)["pv"].size() == 2);
    CHECK(read_info_line("info depth 3 score mate -2 pv 1,1>1,2")->at("score")["mate"] == -2);
}

TEST_CASE("lines that are no analysis are skipped, junk numbers are left out") {
    CHECK_FALSE(read_info_line("bestmove 1,2>1,3"));
    CHECK_FALSE(read_info_line("info string hello"));
    CHECK_FALSE(read_info_line("info depth 3 currmove 1,2>1,3"));
    const auto j = read_info_line("info depth x score cp 99999999999999999999 pv a");
    REQUIRE(j);
    CHECK_FALSE(j->contains("depth"));
    CHECK_FALSE(j->contains("score"));
}

}  // namespace gui_info_line_test
