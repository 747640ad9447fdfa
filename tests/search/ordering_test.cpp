// The search's move order taken one move at a time (score_moves and pick_move, as a node does)
// against the full sort of order_moves: the same sequence on random positions, whatever order
// the moves came in, with a table move, killers and history in play.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "../core/random_positions.hpp"
#include "core/rules/movegen.hpp"
#include "search/candidates.hpp"
#include "search/keys.hpp"
#include "search/ordering.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_ordering_test {

using namespace uici;

TEST_SUITE("search ordering") {
    TEST_CASE("picking the moves one at a time gives order_moves' sequence") {
        std::mt19937_64 rng(27);
        const search::Poll poll = [] {};
        int lists = 0, longest = 0;
        for (int i = 0; i < 300; ++i) {
            const Position p = test::random_position(rng, 6);
            GeneratedMoves gen;
            generate_moves(p, gen);
            std::vector<Move> moves;
            search::candidate_moves(p, gen, moves, poll);
            if (moves.empty()) continue;
            // History for some moves, both killers of ply 2 and a table move: every kind of score.
            search::MoveHistory h;
            for (const Move& m : moves)
                if (rng() % 3 == 0) h.reward(p, m, static_cast<int>(rng() % 6));
            for (int k = 0; k < 2; ++k) h.add_killer(2, moves[rng() % moves.size()]);
            const std::uint32_t tt = i % 4 == 0 ? 0 : search::move_digest(moves[rng() % moves.size()]);
            std::vector<search::ScoredMove> want;
            search::order_moves(p, moves, tt, h, 2, want, poll);
            for (int shuffle = 0; shuffle < 3; ++shuffle) {
                std::shuffle(moves.begin(), moves.end(), rng);
                std::vector<search::ScoredMove> got;
                bool sorted = search::score_moves(p, moves, tt, h, 2, got, poll);
                REQUIRE(got.size() == want.size());
                for (std::size_t at = 0; at < got.size(); ++at) {
                    search::pick_move(got, at, sorted);
                    INFO(i << " move " << at);
                    CHECK(got[at].move == want[at].move);
                    CHECK(got[at].score == want[at].score);
                    CHECK(got[at].quiet == want[at].quiet);
                }
                CHECK((sorted || got.size() <= search::kPickedFirst));
            }
            ++lists;
            longest = std::max(longest, static_cast<int>(moves.size()));
        }
        CHECK(lists > 250);
        CHECK(longest > static_cast<int>(search::kPickedFirst) + 10);
    }
}

}  // namespace search_ordering_test
