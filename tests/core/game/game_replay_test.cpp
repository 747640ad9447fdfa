// A game played move by move agrees with the position-level rules: Game::check (which uses the
// last move's check fact to skip work) answers as check_move on the game's position, the
// history rebuilt from the game's compact records reports what apply_move reports, and undo
// restores every earlier position exactly.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "core/game/game.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "tests/core/random_positions.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// Moves of the side to move's pieces to random squares nearby, legal or not (pinned pieces and
// royals walking into attacks among them).
std::vector<Move> nearby_moves(const Position& p, std::mt19937_64& rng) {
    std::vector<Move> out;
    for (const auto& [s, q] : p.board.sorted()) {
        if (q.color != p.turn) continue;
        for (int i = 0; i < 8; ++i) {
            const Square to{s.x + static_cast<Coord>(rng() % 9) - 4, s.y + static_cast<Coord>(rng() % 9) - 4};
            out.push_back({s, to, std::nullopt});
        }
    }
    return out;
}

void check_facts(const MoveFacts& got, const MoveFacts& want) {
    CHECK(got.moved == want.moved);
    CHECK(got.captured == want.captured);
    CHECK(got.en_passant == want.en_passant);
    CHECK(got.castle_partner == want.castle_partner);
    CHECK(got.castle_dir == want.castle_dir);
    CHECK(got.check == want.check);
}

// Under the sanitizers a quarter of the games: the same code paths at a quarter of the cost (the
// wide build's playouts were 56 s of its ASan/UBSan run beside builds); Release plays them all.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kPlayouts = 300 / 4;
#else
constexpr int kPlayouts = 300;
#endif

}  // namespace

TEST_SUITE("game") {
    TEST_CASE("random playouts: Game::check, the history's facts and undo agree with the position-level rules") {
        std::mt19937_64 rng(20261122);
        long compared = 0;
        for (int game = 0; game < kPlayouts; ++game) {
            Game g(test::random_position(rng));
            std::vector<Position> before;  // the position before each move of the game
            GeneratedMoves moves;
            for (int step = 0; step < 24; ++step) {
                CAPTURE(game);
                CAPTURE(step);
                const Position& p = g.position();
                generate_moves(p, moves);
                std::vector<Move> tried = nearby_moves(p, rng);
                tried.insert(tried.end(), moves.finite.begin(), moves.finite.end());
                bool over = false;
                for (const Move& m : tried) {
                    const Reason r = g.check(m);
                    over = r == Reason::game_over;
                    if (over) break;
                    CHECK(r == check_move(p, m));
                    ++compared;
                }
                if (!g.history().empty() && rng() % 4 == 0) {
                    REQUIRE(g.undo());
                    CHECK(same_state(g.position(), before.back()));
                    before.pop_back();
                    continue;
                }
                if (over || moves.finite.empty()) break;
                const Move m = moves.finite[rng() % moves.finite.size()];
                Position expected = p;
                MoveFacts facts;
                apply_move(expected, m, &facts);
                before.push_back(p);
                REQUIRE(g.play(m) == Reason::legal);
                const PlayedMove last = g.history().back();
                CHECK(last.move == m);
                check_facts(last.facts, facts);
                CHECK(same_state(g.position(), expected));
            }
            while (g.undo()) {
                CHECK(same_state(g.position(), before.back()));
                before.pop_back();
            }
            CHECK(before.empty());
        }
        MESSAGE(compared << " moves compared");
    }
}
