// The search's move order taken one move at a time (score_moves and pick_move, as a node does)
// against the full sort of order_moves: the same sequence on random positions, whatever order
// the moves came in, with a table move, killers and both histories in play; captures ordered by
// their victim, then by their own history; and the table's digest of
// a move, written out near the origin so the search can read the move back.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "../core/random_positions.hpp"
#include "core/notation/icn.hpp"
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
            for (const Move& m : moves) {
                if (rng() % 3 == 0) h.reward(p, m, static_cast<int>(rng() % 6));
                if (rng() % 3 == 0) h.reward_capture(p, m, static_cast<int>(rng() % 6));
                if (rng() % 5 == 0) h.punish_capture(p, m, static_cast<int>(rng() % 6));
            }
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

    TEST_CASE("captures: by the victim, moved by the capture history, then by the cheaper capturer") {
        // White's queen and knight can both take the pawn on 4,5, the bishop the knight on 6,5.
        const Position p = read_icn("w 0/100 1 (8|1) 1,8,1,8 K1,1|Q4,1|N3,3|B4,3|p4,5|n6,5|k8,8").value().position;
        const Move queen_takes{Square{4, 1}, Square{4, 5}, std::nullopt};
        const Move knight_takes{Square{3, 3}, Square{4, 5}, std::nullopt};
        const Move bishop_takes{Square{4, 3}, Square{6, 5}, std::nullopt};
        const std::vector<Move> moves{queen_takes, knight_takes, bishop_takes};
        const search::Poll poll = [] {};
        const auto order = [&](const search::MoveHistory& h) {
            std::vector<search::ScoredMove> out;
            search::order_moves(p, moves, 0, h, 2, out, poll);
            std::vector<Move> got;
            for (const auto& sm : out) {
                CHECK_FALSE(sm.quiet);
                got.push_back(sm.move);
            }
            return got;
        };
        search::MoveHistory h;
        CHECK(order(h) == std::vector<Move>{bishop_takes, knight_takes, queen_takes});
        // The queen's capture cut off where the knight's did not: it comes first among the pawn's
        // captures.
        for (int i = 0; i < 3; ++i) {
            h.reward_capture(p, queen_takes, 8);
            h.punish_capture(p, knight_takes, 8);
        }
        CHECK(order(h) == std::vector<Move>{bishop_takes, queen_takes, knight_takes});
        // A full history moves a capture by up to 128 centipawns of victim (kLimit / 8 of 16 a
        // centipawn): less than a knight's 260 over a pawn's 100.
        for (int i = 0; i < 50; ++i) h.reward_capture(p, queen_takes, 20);
        CHECK(order(h) == std::vector<Move>{bishop_takes, queen_takes, knight_takes});
        // Cleared by clear().
        h.clear();
        CHECK(order(h) == std::vector<Move>{bishop_takes, knight_takes, queen_takes});
    }

    TEST_CASE("a move near the origin is written out in its digest and read back, others are hashed") {
        std::mt19937_64 rng(41);
        int exact = 0, hashed = 0;
        for (int i = 0; i < 200; ++i) {
            // Centred where some moves reach past 31 (or below -32) and some stay inside. (The
            // promotions are read back in the next case: random pawns seldom reach their rank.)
            const Position p = test::random_position(rng, 8, Square{i % 2 == 0 ? 0 : 30, i % 3 == 0 ? -28 : 0});
            GeneratedMoves gen;
            generate_moves(p, gen);
            std::vector<std::uint32_t> digests;
            for (const Move& m : gen.finite) {
                const std::uint32_t d = search::move_digest(m);
                CHECK(d != 0);
                const auto inside = [](const Coord& c) { return c >= -32 && c <= 31; };
                if (inside(m.from.x) && inside(m.from.y) && inside(m.to.x) && inside(m.to.y)) {
                    ++exact;
                    CHECK((d & 1u) == 0);
                    const auto back = search::table_move(d, p.turn);
                    REQUIRE(back);
                    CHECK(*back == m);
                    digests.push_back(d);
                } else {
                    ++hashed;
                    CHECK((d & 1u) == 1);
                    CHECK_FALSE(search::table_move(d, p.turn));
                }
            }
            // Written out, two moves never share a digest.
            std::sort(digests.begin(), digests.end());
            CHECK(std::adjacent_find(digests.begin(), digests.end()) == digests.end());
        }
        CAPTURE(exact);
        CAPTURE(hashed);
        CHECK(exact > 1000);
        CHECK(hashed > 1000);
    }

    TEST_CASE("the digest's edges: -32 and 31 written out, -33 and 32 hashed, every promotion read back") {
        const auto move = [](Coord a, Coord b, Coord c, Coord d) {
            return Move{Square{a, b}, Square{c, d}, std::nullopt};
        };
        for (const Move& m : {move(-32, -32, 31, 31), move(31, -32, -32, 31), move(0, 0, 0, 1)}) {
            CHECK(search::table_move(search::move_digest(m), Color::White) == m);
        }
        for (const Move& m : {move(-33, 0, 0, 0), move(0, 32, 0, 0), move(0, 0, 32, 0), move(0, 0, 0, -33)}) {
            CHECK((search::move_digest(m) & 1u) == 1);
            CHECK_FALSE(search::table_move(search::move_digest(m), Color::White));
        }
        for (int t = 0; t < kPieceTypeCount; ++t) {
            for (Color c : {Color::White, Color::Black}) {
                Move m = move(3, 7, 3, 8);
                m.promotion = Piece{static_cast<PieceType>(t), c};
                CHECK(search::table_move(search::move_digest(m), c) == m);
            }
        }
        // A promotion field past the last type, and 0, stand for no move.
        CHECK_FALSE(search::table_move(search::move_digest(move(1, 1, 1, 2)) | 63u << 25, Color::White));
        CHECK_FALSE(search::table_move(0, Color::White));
    }
}

}  // namespace search_ordering_test
