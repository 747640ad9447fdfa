// The live status line: its exact bytes on a terminal (redrawn in place, cleared before each
// game line, drawn again after it), and nothing of its own when stderr is no terminal.
#include <doctest/doctest.h>

#include <sstream>

#include "match/status_line.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_status_line_test {

using namespace uici::match;

TEST_CASE("match status line: the text") {
    StatusFacts f;
    f.done = 12;
    f.total = 100;
    f.in_flight = 2;
    f.score.wins = 5;
    f.score.draws = 4;
    f.score.losses = 3;
    f.elapsed_s = 3723;
    CHECK(status_text(f) == "12/100 games  W 5 D 4 L 3  7.0 pts  2 playing  1:02:03");
    f.llr = -0.4249;
    f.lower = -2.944;
    f.upper = 2.944;
    CHECK(status_text(f) == "12/100 games  W 5 D 4 L 3  7.0 pts  2 playing  1:02:03  LLR -0.42 (-2.94, 2.94)");
}

TEST_CASE("match status line: on a terminal, redrawn in place and kept apart from the game lines") {
    std::ostringstream out;
    StatusLine s(out, true);
    s.draw("0/4 games");
    CHECK(out.str() == "\r0/4 games\x1b[K");
    s.draw("0/4 games");  // unchanged: not drawn again
    CHECK(out.str() == "\r0/4 games\x1b[K");
    s.draw("0/4 games 1s");
    CHECK(out.str() == "\r0/4 games\x1b[K\r0/4 games 1s\x1b[K");
    out.str("");
    s.print("Finished game 1/4\n", "1/4 games");
    CHECK(out.str() == "\r\x1b[KFinished game 1/4\n\r1/4 games\x1b[K");
    out.str("");
    s.clear();
    CHECK(out.str() == "\r\x1b[K");
    s.clear();  // nothing left to clear
    CHECK(out.str() == "\r\x1b[K");
    out.str("");
    // After a clear the next line has nothing to take away first.
    s.print("Runner\n", "1/4 games");
    CHECK(out.str() == "Runner\n\r1/4 games\x1b[K");
}

TEST_CASE("match status line: cut to the terminal's width so that it never wraps") {
    std::ostringstream out;
    StatusLine s(out, true, 8);
    s.draw("123456789");
    CHECK(out.str() == "\r1234567\x1b[K");
    s.draw("123456789");  // the same text, cut or not: not drawn again
    CHECK(out.str() == "\r1234567\x1b[K");
}

TEST_CASE("match status line: not a terminal, only the game lines, byte for byte") {
    std::ostringstream out;
    StatusLine s(out, false, 80);
    s.draw("0/4 games");
    s.print("Finished game 1/4\n", "1/4 games");
    s.draw("1/4 games 1s");
    s.print("Finished game 2/4\n", "2/4 games");
    s.clear();
    CHECK(out.str() == "Finished game 1/4\nFinished game 2/4\n");
}

}  // namespace match_status_line_test
