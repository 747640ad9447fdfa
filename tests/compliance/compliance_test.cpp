// The compliance checker against uici itself (every row passes) and against a broken fake
// engine (exactly the rows it breaks fail). The machine that runs the suite may be loaded, so
// every time bound is stretched 5 times (and by UICI_TIME_SCALE on top, as the other process
// tests are): the rows still measure, they only allow more.
#include <doctest/doctest.h>

#include <cstdlib>
#include <map>
#include <string>

#include "compliance/checker.hpp"

using namespace uici::compliance;

namespace {

double time_scale() {
    const char* s = std::getenv("UICI_TIME_SCALE");
    const double k = s ? std::atof(s) : 1.0;
    return 5.0 * (k > 0 ? k : 1.0);
}

std::map<std::string, Row> rows_of(const Report& r) {
    std::map<std::string, Row> out;
    for (const Row& row : r.rows) out[row.check] = row;
    return out;
}

const std::string kFake = std::string(UICI_TEST_DATA_DIR) + "/../compliance/fake_engine.py";

}  // namespace

TEST_SUITE("compliance") {
    TEST_CASE("uici passes every check against itself") {
        const Report r = run_compliance(Options{{UICI_BINARY}, time_scale()});
        CHECK(r.rows.size() == 24);
        for (const Row& row : r.rows) CHECK_MESSAGE(row.pass, row.check, ": ", row.detail);
        CHECK(r.passed());
        CHECK(format_report(r).ends_with("compliance: 24 of 24 checks passed\n"));
    }

    TEST_CASE("a broken engine fails exactly the rows it breaks") {
        const Report r = run_compliance(Options{{"python3", kFake}, time_scale()});
        CHECK_FALSE(r.passed());
        auto rows = rows_of(r);
        REQUIRE(rows.size() == 24);
        // What the fake does right.
        for (const char* ok : {"start: the engine runs", "uci: id name, id author, uciok",
                               "uci: option lines well-formed", "isready: readyok when idle", "position startpos",
                               "position icn ... moves ...", "go depth 2: bestmove", "stop when idle: no reply"})
            CHECK_MESSAGE(rows[ok].pass, ok, ": ", rows[ok].detail);
        // What it breaks: an illegal move, two bestmoves for go depth, go infinite answered at
        // once and nothing after stop, a move where there is none, quit ignored.
        CHECK_FALSE(rows["legal moves only"].pass);
        CHECK(rows["legal moves only"].detail.starts_with("1,1>1,9 (blocked) after position startpos"));
        CHECK_FALSE(rows["one bestmove per go"].pass);
        CHECK_FALSE(rows["go infinite: no bestmove before stop"].pass);
        CHECK_FALSE(rows["stop: bestmove at once"].pass);
        CHECK_FALSE(rows["no legal move: bestmove (none)"].pass);
        CHECK_FALSE(rows["quit: the process exits with code 0"].pass);
    }

    TEST_CASE("an engine that cannot start fails the first row and stops there") {
        const Report r = run_compliance(Options{{"/nonexistent/engine"}, 1.0});
        REQUIRE(r.rows.size() == 1);
        CHECK_FALSE(r.rows[0].pass);
        CHECK(r.rows[0].detail.find("No such file") != std::string::npos);
    }

    TEST_CASE("an engine that exits at once fails without hanging") {
        const Report r = run_compliance(Options{{"true"}, 1.0});
        CHECK_FALSE(r.passed());
        CHECK(rows_of(r)["uci: id name, id author, uciok"].pass == false);
    }
}
