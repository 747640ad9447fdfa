// The search as a process: info lines arrive while `go infinite` runs (before any stop), stop
// ends it with one bestmove, and a clock search answers on its own. No timing is asserted
// beyond the generous read timeouts of child_process.hpp.
#include <doctest/doctest.h>

#include "child_process.hpp"

using namespace uici::test;

TEST_SUITE("search process") {
    TEST_CASE("go infinite: info lines come before stop, and stop brings the one bestmove") {
        Child c;
        c.send("position startpos");
        c.send("go infinite");
        const auto first = c.read_line(Millis(20000));
        REQUIRE(first);
        CHECK(first->starts_with("info depth 1 "));  // written when the iteration ended
        c.send("isready");
        std::optional<std::string> l;
        do l = c.read_line(Millis(20000));
        while (l && *l != "readyok");
        REQUIRE(l);
        c.send("stop");
        int bestmoves = 0;
        do {
            l = c.read_line(Millis(20000));
            if (l && l->starts_with("bestmove ")) ++bestmoves;
            if (l) CHECK((l->starts_with("info depth ") || l->starts_with("bestmove ")));
        } while (l && !l->starts_with("bestmove "));
        CHECK(bestmoves == 1);
        c.send("isready");
        CHECK(c.read_line() == std::optional<std::string>("readyok"));
    }

    TEST_CASE("a clock search answers by itself with a legal move") {
        Child c;
        c.send("position startpos");
        c.send("go wtime 1000 btime 1000 winc 10 binc 10");
        std::optional<std::string> l;
        do l = c.read_line(Millis(20000));
        while (l && !l->starts_with("bestmove "));
        REQUIRE(l);
        c.send("legal " + l->substr(9));
        CHECK(c.read_line() == std::optional<std::string>("legal yes " + l->substr(9)));
    }
}
