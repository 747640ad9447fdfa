// The one reader of an engine's info lines (engine/info_line.hpp) and what the engine client
// keeps of them (uci::take_info): one line per MultiPV index, the answer's score line 1's.
#include <doctest/doctest.h>

#include "engine/info_line.hpp"
#include "engine/uci_dialect.hpp"
#include "run_coroutine.hpp"

using namespace uici::engine;

TEST_CASE("info lines: multipv, depth, score, bounds and pv are read, other words passed over") {
    const auto l = read_info_line(
        "info depth 7 seldepth 9 multipv 2 score cp -35 upperbound nodes 1200 nps 40000 time 30 pv d2d4 d7d5 c2c4");
    REQUIRE(l);
    CHECK(l->multipv == 2);
    CHECK(l->depth == 7);
    CHECK(l->cp == -35);
    CHECK_FALSE(l->mate);
    CHECK(l->upperbound);
    CHECK_FALSE(l->lowerbound);
    CHECK(l->pv == std::vector<std::string>{"d2d4", "d7d5", "c2c4"});
    const auto m = read_info_line("info\tdepth 3 score mate -2 lowerbound pv 1,2>1,3 -1000000000000,5>3,5");
    REQUIRE(m);
    CHECK(m->multipv == 1);
    CHECK(m->mate == -2);
    CHECK_FALSE(m->cp);
    CHECK(m->lowerbound);
    CHECK(m->pv.size() == 2);
    // A depth line without a score is read, but is no scored line.
    const auto d = read_info_line("info depth 4 currmove e2e4 currmovenumber 1");
    REQUIRE(d);
    CHECK(d->depth == 4);
    CHECK_FALSE(d->scored());
}

TEST_CASE("info lines: free text, a bad multipv, and numbers that are none") {
    CHECK_FALSE(read_info_line("bestmove e2e4"));
    CHECK_FALSE(read_info_line(""));
    CHECK_FALSE(read_info_line("infos depth 3 score cp 5"));
    // After `string`, nothing is read: a score there is text.
    const auto s = read_info_line("info string depth 3 score cp 5 multipv 0");
    REQUIRE(s);
    CHECK_FALSE(s->depth);
    CHECK_FALSE(s->scored());
    for (const char* bad : {"info multipv 0 score cp 5", "info multipv 257 score cp 5", "info multipv x score cp 5",
                            "info multipv -1 score cp 5", "info multipv 99999999999 score cp 5", "info multipv"})
        CHECK_MESSAGE(!read_info_line(bad), bad);
    CHECK(read_info_line("info multipv 256 score cp 5")->multipv == 256);
    const auto n = read_info_line("info depth 5x score cp 99999999999999999999 pv");
    REQUIRE(n);
    CHECK_FALSE(n->depth);
    CHECK_FALSE(n->scored());
    CHECK(n->pv.empty());
    // A later score replaces an earlier one of the other kind.
    const auto twice = read_info_line("info score mate 3 score cp 12");
    CHECK(twice->cp == 12);
    CHECK_FALSE(twice->mate);
}

TEST_CASE("info lines: the written line reads back as the same line") {
    for (const char* text : {"info depth 7 multipv 2 score cp -35 upperbound nodes 1 pv d2d4 d7d5",
                             "info score mate 4 lowerbound upperbound", "info depth 1", "info pv a b c",
                             "info multipv 256 depth -3 score cp 0 pv string depth"}) {
        const auto l = read_info_line(text);
        REQUIRE(l);
        const std::string written = info_line_text(*l);
        CHECK(read_info_line(written) == l);
    }
    CHECK(info_line_text(*read_info_line("info depth 2 score cp 5 multipv 3 pv e2e4")) ==
          "info multipv 3 depth 2 score cp 5 pv e2e4");
}

TEST_CASE("info table: the latest scored line of each index, ordered by index") {
    InfoTable t;
    for (const char* text : {"info depth 1 multipv 3 score cp 10 pv c", "info depth 1 multipv 1 score cp 30 pv a",
                             "info depth 2 currmove b", "info depth 2 multipv 1 score cp 31 pv a x",
                             "info depth 1 multipv 2 score cp 20 pv b"})
        t.take(*read_info_line(text));
    REQUIRE(t.lines().size() == 3);
    CHECK(t.lines()[0].multipv == 1);
    CHECK(t.lines()[0].cp == 31);
    CHECK(t.lines()[0].depth == 2);
    CHECK(t.lines()[1].pv == std::vector<std::string>{"b"});
    CHECK(t.lines()[2].multipv == 3);
    REQUIRE(t.line(2));
    CHECK(t.line(2)->cp == 20);
    CHECK_FALSE(t.line(4));
}

TEST_CASE("uci answers: the depth and score are line 1's, of one line, whatever line came last") {
    EngineAnswer a;
    for (const char* text :
         {"info depth 5 multipv 1 score cp 40 pv e2e4", "info depth 5 multipv 2 score cp 10 pv d2d4",
          "info depth 6 multipv 2 score mate -3 pv d2d4", "info string depth 9 score cp 1", "bestmove e2e4"})
        uci::take_info(text, a);
    CHECK(a.depth == 5);
    CHECK(a.score_cp == 40);
    CHECK_FALSE(a.mate);
    REQUIRE(a.lines.lines().size() == 2);
    CHECK(a.lines.line(2)->mate == -3);
    // Score and depth come from one line (fastchess's rule): a later depth or currmove line
    // without a score changes neither.
    uci::take_info("info depth 6 currmove e2e4 currmovenumber 1", a);
    uci::take_info("info depth 6 seldepth 9 nodes 5000", a);
    CHECK(a.depth == 5);
    CHECK(a.score_cp == 40);
    // A score beyond +-10^6 is no score of the answer, but stays its line's.
    uci::take_info("info depth 7 score cp 2000000 pv e2e4", a);
    CHECK(a.depth == 5);
    CHECK(a.score_cp == 40);
    CHECK(a.lines.line(1)->cp == 2000000);
    uci::take_info("info depth 8 score mate 2 pv e2e4", a);
    CHECK(a.depth == 8);
    CHECK(a.mate == 2);
    CHECK_FALSE(a.score_cp);
    // A scored line that names no depth: its depth is none (0), not an older line's.
    uci::take_info("info score cp 12 pv e2e4", a);
    CHECK(a.depth == 0);
    CHECK(a.score_cp == 12);
}

TEST_CASE("uci answers: a UCI engine's MultiPV 3 lines, one per index, through a real go") {
    const std::string fake = std::string(UICI_TEST_DATA_DIR) + "/../compliance/fake_engine.py";
    uici::test::run_coroutine([&](boost::asio::io_context& io) -> boost::asio::awaitable<void> {
        Process p(io, 1 << 16);
        std::string error;
        REQUIRE(p.start({"python3", fake, "uci"}, error));
        const auto deadline = Clock::now() + std::chrono::seconds(30);
        // Named, not a braced list in the co_await: gcc 12 cannot build that in a coroutine.
        const std::vector<std::pair<std::string, std::string>> options{{"MultiPV", "3"}};
        const std::string shook = co_await uci::handshake(p, options, deadline);
        REQUIRE(shook == "");
        MoveWait wait;
        wait.sent = Clock::now();
        wait.deadline = deadline;
        wait.limit_ms = 30000;
        // The fake writes depths 1 and 2, each with lines 1..3 scored 30, 20, 10 (line 3 last).
        const EngineAnswer a = co_await uci::go(p, "position startpos\ngo depth 2", wait);
        REQUIRE(a.moved());
        CHECK(a.move_text == "g1f3");
        CHECK(a.depth == 2);
        CHECK(a.score_cp == 30);
        REQUIRE(a.lines.lines().size() == 3);
        int k = 1;
        for (const InfoLine& l : a.lines.lines()) {
            CHECK(l.multipv == k);
            CHECK(l.depth == 2);
            CHECK(l.cp == 40 - 10 * k);
            CHECK_FALSE(l.upperbound);  // the depth's earlier flagged line was replaced by line 1
            ++k;
        }
        CHECK(a.lines.line(2)->pv == std::vector<std::string>{"d2d4"});
        const bool quit = co_await p.write_line("quit", deadline);
        CHECK(quit);
        p.kill();
    });
}
