// The slide rule of search/candidates.cpp against full enumeration: on small bordered boards
// (every slide finite) the candidate moves keep every capture, and a win in one move whenever
// the full move list has one.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <random>

#include "../core/random_positions.hpp"
#include "core/game/status.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/rules.hpp"
#include "search/candidates.hpp"
#include "search/generate.hpp"
#include "search/ordering.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_candidates_test {

using namespace uici;

namespace {

// Whether playing `m` wins at once for the side to move (by core's verdict).
bool wins_at_once(Position& p, const Move& m) {
    const Color mover = p.turn;
    const Undo u = apply_move(p, m);
    const Status st = evaluate_status(p, LastMove{u.piece, u.captured, u.promoted}, false);
    undo_move(p, u);
    return st.decisive() && (st.outcome == Status::Outcome::white_wins) == (mover == Color::White);
}

}  // namespace

TEST_SUITE("search candidates") {
    TEST_CASE("on bordered boards no capture and no win in one is lost to the slide rule") {
        std::mt19937_64 rng(11);
        int positions = 0, captures = 0, wins = 0, pruned = 0;
        for (int i = 0; i < 1500; ++i) {
            Position p = test::random_position(rng, 6);
            const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
            // Every board bordered (a few squares past the pieces), so full enumeration is finite,
            // and 16 squares or more wide: on a smaller board every square is a candidate (the
            // next test).
            p.rules.border = Border{-8 - pick(0, 3), 8 + pick(0, 3), -8 - pick(0, 3), 8 + pick(0, 3)};
            // Many of them down to a few heavy attackers around a lone royal: mates become common.
            if (i % 2 == 0) {
                std::vector<Square> drop;
                p.board.for_each([&](Square s, Piece q) {
                    if (q.color == opposite(p.turn) && !spec(q).royal) drop.push_back(s);
                });
                std::sort(drop.begin(), drop.end(), display_less);
                for (Square s : drop) p.board.remove(s);
            }
            GeneratedMoves gen;
            generate_moves(p, gen);
            std::vector<Move> all = gen.finite;
            for (const SlideSet& s : gen.slides) {
                for (Square to : expand_in_box(s, Square{-20, -20}, Square{20, 20}))
                    all.push_back(Move{s.from, to, std::nullopt});
            }
            std::vector<Move> kept;
            search::candidate_moves(p, gen, kept, [] {});
            INFO(i);
            for (const Move& m : kept) REQUIRE(std::find(all.begin(), all.end(), m) != all.end());
            pruned += static_cast<int>(all.size() - kept.size());
            ++positions;
            for (const Move& m : all)
                if (takes_piece(p, m)) {
                    ++captures;
                    CHECK(std::find(kept.begin(), kept.end(), m) != kept.end());
                }
            bool full_wins = false, kept_wins = false;
            for (const Move& m : all) full_wins = full_wins || wins_at_once(p, m);
            for (const Move& m : kept) kept_wins = kept_wins || wins_at_once(p, m);
            if (full_wins) ++wins;
            CHECK(full_wins == kept_wins);
        }
        MESSAGE("positions " << positions << ", captures " << captures << ", wins in one " << wins
                             << ", squares left out " << pruned);
        CHECK(captures > 1000);
        CHECK(wins > 50);
        CHECK(pruned > 1000);
    }

    TEST_CASE("on a board of chess's size every legal move is a candidate") {
        // White's rook on a1 with the kings on e1 and h8: the rule keeps a5 (on the king's
        // diagonal), a7 and a8 (crossing the black king's ring) but not a3, which lies on no
        // line of a piece. On 8x8 the search looks at it all the same; on a board 16 wide, not.
        for (const bool chess_size : {true, false}) {
            Position p;
            p.board.put({1, 1}, {PieceType::Rook, Color::White});
            p.board.put({5, 1}, {PieceType::King, Color::White});
            p.board.put({8, 8}, {PieceType::King, Color::Black});
            p.turn = Color::White;
            p.last_in_turn_order = Color::Black;
            p.rules.border = chess_size ? Border{1, 8, 1, 8} : Border{1, 17, 1, 8};
            GeneratedMoves gen;
            generate_moves(p, gen);
            std::vector<Move> all = gen.finite;
            for (const SlideSet& s : gen.slides)
                for (Square to : expand_in_box(s, Square{1, 1}, Square{17, 8}))
                    all.push_back(Move{s.from, to, std::nullopt});
            std::vector<Move> kept;
            search::candidate_moves(p, gen, kept, [] {});
            const bool has_a3 = std::find(kept.begin(), kept.end(), Move{{1, 1}, {1, 3}, std::nullopt}) != kept.end();
            CAPTURE(chess_size);
            CHECK(has_a3 == chess_size);
            CHECK((kept.size() == all.size()) == chess_size);
            for (const Move& m : kept) CHECK(std::find(all.begin(), all.end(), m) != all.end());
        }
    }

    TEST_CASE("a short slide tested square by square keeps the squares the landmarks give") {
        // slide_candidates tests a slide of at most 16 squares square by square; the rule's other
        // form gathers step counts from every landmark. Both must give the same moves in order.
        std::mt19937_64 rng(27);
        int slides = 0, left_out = 0;
        for (int i = 0; i < 3000; ++i) {
            const int radius = 3 + i % 5;
            Position p = test::random_position(rng, radius);
            const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
            p.rules.border =
                Border{-radius - pick(0, 4), radius + pick(0, 4), -radius - pick(0, 4), radius + pick(0, 4)};
            GeneratedMoves gen;
            generate_moves(p, gen);
            if (gen.slides.empty()) continue;
            const search::Landmarks marks = search::landmarks(p, [] {});
            for (const SlideSet& s : gen.slides) {
                if (!s.last || *s.last - s.first >= 16) continue;
                std::vector<Move> by_square, gathered;
                search::slide_candidates(p, marks, s, by_square);
                search::slide_candidates_gathered(p, marks, s, gathered);
                INFO(i);
                REQUIRE(by_square == gathered);
                ++slides;
                std::size_t squares = 0;
                for (Count n = s.first; n <= *s.last; ++n) squares += s.contains(n);
                left_out += static_cast<int>(squares - gathered.size());
            }
        }
        MESSAGE("short slides " << slides << ", squares left out by both " << left_out);
        CHECK(slides > 5000);
        CHECK(left_out > 1000);
    }

    TEST_CASE("the slide rule does not depend on the order of the landmarks") {
        // landmarks() leaves the pieces in the board's hash order (no sort): both forms of the
        // rule must give the same moves, in the same order, for the landmarks in any order.
        int slides = 0;
        for (std::uint64_t seed = 0; seed < 800; ++seed) {
            std::mt19937_64 rng(seed * 7 + 1);
            const Position p = test::random_position(rng, 3 + static_cast<int>(seed % 6));
            GeneratedMoves gen;
            generate_moves(p, gen);  // unbounded: long slides, the gathered form
            const search::Landmarks marks = search::landmarks(p, [] {});
            search::Landmarks shuffled = marks;
            std::shuffle(shuffled.pieces.begin(), shuffled.pieces.end(), rng);
            std::shuffle(shuffled.enemy.begin(), shuffled.enemy.end(), rng);
            std::shuffle(shuffled.royal_rings.begin(), shuffled.royal_rings.end(), rng);
            shuffled.piece_cross.clear();
            shuffled.ring_cross.clear();
            for (const SlideSet& s : gen.slides) {
                std::vector<Move> got[4];
                search::slide_candidates(p, marks, s, got[0]);
                search::slide_candidates(p, shuffled, s, got[1]);
                search::slide_candidates_gathered(p, marks, s, got[2]);
                search::slide_candidates_gathered(p, shuffled, s, got[3]);
                INFO(seed);
                REQUIRE(got[0] == got[1]);
                REQUIRE(got[2] == got[3]);
                ++slides;
            }
        }
        MESSAGE("slides " << slides);
        CHECK(slides > 3000);
    }

    TEST_CASE("the slide rule is the same far from the origin, where it computes in 128 bits") {
        // Near the origin the rule's step counts come from 64-bit arithmetic (a table of cross
        // values, a loop a family), past 2^40 from 128-bit: the same position moved must keep the
        // same squares moved. By (2^50 + 7, 2^50 - 3) every square is past 2^40; by the other
        // moves the pieces straddle +-2^40 on one axis or both, where the rule takes the
        // 128-bit path for every slide of the position.
        const Coord big = Coord{1} << 40;
        const std::array<Square, 4> moves{Square{(Coord{1} << 50) + 7, (Coord{1} << 50) - 3}, Square{big - 3, 5},
                                          Square{-2, -big + 4}, Square{-big + 2, big - 4}};
        int positions = 0, moved = 0;
        for (const Square& t : moves) {
            for (std::uint64_t seed = 0; seed < 600; ++seed) {
                std::mt19937_64 near_rng(seed), far_rng(seed);
                const Position near = test::random_position(near_rng, 6);
                const Position far = test::random_position(far_rng, 6, t);
                REQUIRE(near.board.size() == far.board.size());
                std::vector<Move> got[2];
                for (int i = 0; i < 2; ++i) {
                    const Position& p = i == 0 ? near : far;
                    GeneratedMoves gen;
                    generate_moves(p, gen);
                    search::candidate_moves(p, gen, got[i], [] {});
                }
                for (Move& m : got[0]) {
                    m.from = Square{m.from.x + t.x, m.from.y + t.y};
                    m.to = Square{m.to.x + t.x, m.to.y + t.y};
                }
                for (auto& g : got) std::sort(g.begin(), g.end(), move_less);
                INFO(seed << " moved by " << t.x << "," << t.y);
                REQUIRE(got[0] == got[1]);
                ++positions;
                moved += static_cast<int>(got[0].size());
            }
        }
        MESSAGE("positions " << positions << ", candidate moves " << moved);
        CHECK(moved > 80000);
    }

    TEST_CASE("legal_captures gives the captures and promotions of the full legal move list") {
        // The quiescence search's list: each piece's pseudo-legal captures tested alone must be the
        // captures (takes_piece) and promotions of generate_moves's list, a slide's on its last square.
        std::mt19937_64 rng(2727);
        int positions = 0, captures = 0, restricted = 0;
        for (int i = 0; i < 1500; ++i) {
            Position p = test::random_position(rng, 3 + i % 5);
            const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
            if (i % 3 == 0) p.rules.border = Border{-8, 8, -8, 8};
            // A few plies of random legal moves, so that en passant, checks and pins come up.
            for (int ply = 0; ply < 6; ++ply) {
                GeneratedMoves gen;
                generate_moves(p, gen);
                std::vector<Move> want, got;
                for (const Move& m : gen.finite)
                    if (m.promotion || takes_piece(p, m)) want.push_back(m);
                for (const SlideSet& s : gen.slides)
                    if (s.last && s.contains(*s.last))
                        if (auto to = s.square(*s.last); to && takes_piece(p, Move{s.from, *to, std::nullopt}))
                            want.push_back(Move{s.from, *to, std::nullopt});
                search::legal_captures(p, got, [] {});
                std::sort(want.begin(), want.end(), move_less);
                std::sort(got.begin(), got.end(), move_less);
                INFO(i, " ply ", ply);
                REQUIRE(got == want);
                ++positions;
                captures += static_cast<int>(want.size());
                restricted += check_restricted(p, p.turn) && in_check(p, p.turn);
                if (gen.finite.empty()) break;
                const Move m = gen.finite[static_cast<std::size_t>(pick(0, static_cast<int>(gen.finite.size()) - 1))];
                apply_move(p, m);
            }
        }
        MESSAGE("positions " << positions << ", captures " << captures << ", in check " << restricted);
        CHECK(captures > 5000);
        CHECK(restricted > 200);
    }

    TEST_CASE("legal_captures past kPieceByPiece pieces goes piece by piece, with the same captures") {
        // 4,200 white rooks on a grid 3 squares apart, black knights between them, kings far off.
        Position p;
        p.board.put({-1000, -1000}, {PieceType::King, Color::White});
        p.board.put({1000, 1000}, {PieceType::King, Color::Black});
        for (int k = 0; k < 4200; ++k) {
            const int x = (k % 70) * 3, y = (k / 70) * 3;
            p.board.put({x, y}, {PieceType::Rook, Color::White});
            if (k % 7 == 0) p.board.put({x + 1, y}, {PieceType::Knight, Color::Black});
        }
        p.turn = Color::White;
        REQUIRE(p.board.count(Color::White) > search::kPieceByPiece);
        GeneratedMoves all;
        generate_moves(p, all);
        std::vector<Move> want, got;
        captures_among(p, all, want);
        int polls = 0;
        search::legal_captures(p, got, [&] { ++polls; });
        std::sort(want.begin(), want.end(), move_less);
        std::sort(got.begin(), got.end(), move_less);
        CHECK(got == want);
        CHECK(want.size() > 1000);
        CHECK(polls > 10);
    }
}

}  // namespace search_candidates_test
