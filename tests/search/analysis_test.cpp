// What analysis GUIs rely on below the protocol (issue 27): MultiPV lines, go ponder with
// ponderhit, the ponder move, and the win/draw/loss chances of UCI_ShowWDL.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "core/game/game.hpp"
#include "core/variants/variants.hpp"
#include "search/search.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_analysis_test {

using namespace uici;

namespace {

Game classical() { return Game(*variant_position("Classical")); }

struct Heard {
    std::vector<search::Info> scored;  // the info lines with a score
};

search::Result run(const Game& g, search::Limits limits, Heard& heard, const std::atomic<bool>& stop) {
    search::Searcher s(1);
    return s.go(g, limits, stop, [&](const search::Info& i) {
        if (i.score) heard.scored.push_back(i);
    });
}

}  // namespace

TEST_SUITE("analysis") {
    TEST_CASE("MultiPV 3: three lines an iteration, ranked, distinct, each with its own pv") {
        search::Limits limits;
        limits.depth = 3;
        limits.multipv = 3;
        Heard heard;
        const std::atomic<bool> stop{false};
        const auto r = run(classical(), limits, heard, stop);
        REQUIRE(heard.scored.size() == 9);
        for (int depth = 1; depth <= 3; ++depth) {
            std::vector<Move> firsts;
            for (int k = 0; k < 3; ++k) {
                const search::Info& i = heard.scored[static_cast<std::size_t>((depth - 1) * 3 + k)];
                CHECK(i.depth == depth);
                REQUIRE(i.multipv);
                CHECK(*i.multipv == k + 1);
                REQUIRE(!i.pv.empty());
                for (const Move& m : firsts) CHECK(!(m == i.pv.front()));
                firsts.push_back(i.pv.front());
                if (k > 0) CHECK(*i.score <= *heard.scored[static_cast<std::size_t>((depth - 1) * 3 + k - 1)].score);
            }
        }
        // bestmove is line 1's move, and its score the best.
        REQUIRE(r.best);
        CHECK(*r.best == heard.scored[6].pv.front());
    }

    TEST_CASE("MultiPV 1 is the plain search: the same moves, scores and node counts") {
        search::Limits one;
        one.depth = 4;
        search::Limits plain = one;
        one.multipv = 1;
        Heard a, b;
        const std::atomic<bool> stop{false};
        run(classical(), one, a, stop);
        run(classical(), plain, b, stop);
        REQUIRE(a.scored.size() == b.scored.size());
        for (std::size_t i = 0; i < a.scored.size(); ++i) {
            CHECK(!a.scored[i].multipv);
            CHECK(a.scored[i].nodes == b.scored[i].nodes);
            CHECK(a.scored[i].pv == b.scored[i].pv);
        }
    }

    TEST_CASE("MultiPV past the number of legal moves lists each move once") {
        // White's king has three moves in the corner.
        Position p;
        p.board.put({1, 1}, {PieceType::King, Color::White});
        p.board.put({8, 8}, {PieceType::King, Color::Black});
        p.rules.border = Border{1, 8, 1, 8};
        search::Limits limits;
        limits.depth = 2;
        limits.multipv = 10;
        Heard heard;
        const std::atomic<bool> stop{false};
        run(Game(p), limits, heard, stop);
        REQUIRE(!heard.scored.empty());
        CHECK(heard.scored.size() == 6);  // 3 moves x 2 depths
        CHECK(*heard.scored.back().multipv == 3);
    }

    TEST_CASE("go ponder: no answer before ponderhit, then the clock limits from that moment") {
        search::Limits limits;
        limits.ponder = true;
        limits.movetime = 300;
        std::atomic<bool> hit{false};
        limits.ponderhit = &hit;
        const std::atomic<bool> stop{false};
        Heard heard;
        const auto start = std::chrono::steady_clock::now();
        std::chrono::steady_clock::time_point hit_at;
        std::thread ponderhit([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(600));
            hit_at = std::chrono::steady_clock::now();
            hit = true;
        });
        const auto r = run(classical(), limits, heard, stop);
        const auto end = std::chrono::steady_clock::now();
        ponderhit.join();
        // Pondering ignored movetime (300 ms) until the ponderhit came at 600 ms; then the search
        // used its movetime from there.
        CHECK(end >= hit_at);
        CHECK(end - start >= std::chrono::milliseconds(600));
        CHECK(end - hit_at >= std::chrono::milliseconds(150));
        REQUIRE(r.best);
        REQUIRE(r.ponder);
        CHECK(r.last->pv.size() >= 2);
        CHECK(*r.ponder == r.last->pv[1]);
    }

    TEST_CASE("go ponder ends with stop, with no ponderhit") {
        search::Limits limits;
        limits.ponder = true;
        limits.depth = 2;  // done long before the stop: it waits all the same
        std::atomic<bool> hit{false};
        limits.ponderhit = &hit;
        std::atomic<bool> stop{false};
        Heard heard;
        std::atomic<bool> answered{false};
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            CHECK(!answered.load());
            stop = true;
        });
        const auto r = run(classical(), limits, heard, stop);
        answered = true;
        stopper.join();
        CHECK(r.best);
    }

    TEST_CASE("win, draw and loss chances: certain at mate, even at 0, rising with the score") {
        const auto even = search::wdl_of(0);
        CHECK(even.win == even.loss);
        CHECK(even.win + even.draw + even.loss == 1000);
        CHECK(search::wdl_of(search::kMate - 3).win == 1000);
        CHECK(search::wdl_of(-search::kMate + 4).loss == 1000);
        int last = -1;
        for (int cp = -5000; cp <= 5000; cp += 50) {
            const auto w = search::wdl_of(cp);
            CHECK(w.win + w.draw + w.loss == 1000);
            CHECK(w.draw >= 0);
            CHECK(w.win >= last);
            last = w.win;
            const auto mirrored = search::wdl_of(-cp);
            CHECK(mirrored.win == w.loss);
        }
        CHECK(search::wdl_of(150).win == 500);
    }
}

}  // namespace search_analysis_test
