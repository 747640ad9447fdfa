// The checker's bounded buffer of an engine's stdout.
#include <doctest/doctest.h>

#include <string>

#include "compliance/capped_lines.hpp"

using uici::compliance::CappedLines;

TEST_CASE("compliance: an engine's lines come out whole, in any chunking") {
    CappedLines lines(64);
    std::string l;
    lines.append("uci");
    CHECK_FALSE(lines.has_line());
    CHECK_FALSE(lines.take(l));
    lines.append("ok\r\nreadyok\nbest");
    REQUIRE(lines.take(l));
    CHECK(l == "uciok");
    REQUIRE(lines.take(l));
    CHECK(l == "readyok");
    CHECK_FALSE(lines.take(l));
    lines.append("move 1,1>1,2\n");
    REQUIRE(lines.take(l));
    CHECK(l == "bestmove 1,1>1,2");
}

TEST_CASE("compliance: a line longer than the limit is cut, and the buffer never holds more") {
    CappedLines lines(1000);
    const std::string chunk(4096, 'x');
    // 5 MB without a line end: only the limit is kept.
    for (int i = 0; i < 1280; ++i) {
        lines.append(chunk);
        REQUIRE(lines.held() <= 1000);
    }
    lines.append("tail\nbestmove 2,2>3,3\n");
    std::string l;
    REQUIRE(lines.take(l));
    CHECK(l == std::string(1000, 'x'));
    REQUIRE(lines.take(l));
    CHECK(l == "bestmove 2,2>3,3");
    CHECK(lines.held() == 0);
    CHECK(uici::compliance::kMaxLineBytes == 1u << 20);
}
