#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "../core/random_positions.hpp"

#include "eval_terms_helpers.hpp"
#include "search/eval_terms.hpp"

using namespace uici;
using namespace uici::test;  // the positions of eval_terms_helpers.hpp

namespace eval_mobility_test {

// c's mobility term alone.
int mobility_of(const Position& p, Color c) {
    std::vector<search::eval_detail::Placed> ours;
    p.board.for_each([&](const Square& s, Piece q) {
        if (q.color == c) ours.push_back({s, q});
    });
    return search::eval_detail::mobility(p, ours, c);
}

// The same read from an Occupancy of every piece (as the evaluation reads it, which keeps one
// from position to position); `built` is set when it could be built (else mobility probed the
// board).
int mobility_from_occupancy(const Position& p, Color c, bool& built, search::eval_detail::Occupancy& occupancy) {
    std::vector<search::eval_detail::Placed> ours, others;
    p.board.for_each([&](const Square& s, Piece q) { (q.color == c ? ours : others).push_back({s, q}); });
    occupancy.build({&others, &ours}, p.rules.border);
    built = occupancy.built();
    return search::eval_detail::mobility(p, ours, c, &occupancy);
}
int mobility_from_occupancy(const Position& p, Color c, bool& built) {
    search::eval_detail::Occupancy fresh;
    return mobility_from_occupancy(p, c, built, fresh);
}

// The term by walking every ray square by square and probing every leap (the definition in
// eval_mobility.cpp's header, without its line index or border arithmetic).
int mobility_by_walking(const Position& p, Color c) {
    int cap = 7;
    if (p.rules.slide_limit && *p.rules.slide_limit < cap) cap = std::max(0, static_cast<int>(*p.rules.slide_limit));
    const auto open_to = [&](const Square& s) {
        const Piece* q = p.board.find(s);
        return q == nullptr || q->color == opposite(c);
    };
    int score = 0;
    p.board.for_each([&](const Square& s, Piece q) {
        const PieceSpec& sp = spec(q.type);
        if (q.color != c || sp.royal || sp.special != Special::None) return;
        int leaps = 0, slides = 0, rays = 0;
        for (const Offset& o : sp.leaps) {
            const auto to = offset(s, o.dx, o.dy);
            if (to && p.rules.border.contains(*to) && open_to(*to)) ++leaps;
        }
        for (int family = 0; family < 8; ++family) {
            if (!(sp.slide_lines & (1 << family))) continue;
            rays += 2;
            for (int sense = -1; sense <= 1; sense += 2)
                for (int n = 1; n <= cap; ++n) {
                    const auto to = offset(s, kLineDir[family].dx * sense, kLineDir[family].dy * sense, n);
                    if (!to || !p.rules.border.contains(*to)) break;
                    if (p.board.find(*to) != nullptr) {
                        slides += open_to(*to) ? 1 : 0;
                        break;
                    }
                    ++slides;
                }
        }
        score += (rays == 0 ? 4 : 2) * (2 * leaps - static_cast<int>(sp.leaps.size())) / 2;
        score += (rays > 4 ? 2 : 3) * (slides - 2 * rays);
    });
    return score;
}

TEST_SUITE("search") {
    TEST_CASE("mobility: the line index and the border's distances count what walking the rays counts") {
        // Every piece type (knightriders' lines, leapers), borders close by, slide limits, and
        // positions at the edge of the narrow build's range (kNarrowLimit, 2^60; past it a
        // position is the wide build's).
        std::mt19937_64 rng(28);
        const std::int64_t edge = kNarrowLimit - 20;
        const Square centres[] = {{0, 0}, {edge, -edge}, {-edge, 1LL << 59}};
        int positions = 0, bordered = 0, occupancies = 0;
        for (int i = 0; i < 900; ++i) {
            const Position p = test::random_position(rng, 6, centres[i % 3]);
            INFO(i);
            for (Color c : {Color::White, Color::Black}) {
                const int walked = mobility_by_walking(p, c);
                CHECK(mobility_of(p, c) == walked);
                bool built = false;
                CHECK(mobility_from_occupancy(p, c, built) == walked);
                occupancies += built ? 1 : 0;
            }
            ++positions;
            bordered += p.rules.border.any() ? 1 : 0;
        }
        CHECK(bordered > 200);
        CHECK(positions == 900);
        // Every one of them is read from its occupancy (13 x 13 squares at most, within
        // kNarrowLimit).
        CHECK(occupancies == 1800);
    }

    TEST_CASE("mobility: the occupancy counts what walking counts, and is not built for pieces far apart") {
        // Pieces up to 30 squares from the centre span at most 61 x 61 squares, within the
        // occupancy's 94; up to 60, often more (then the board is probed).
        // One occupancy kept from position to position, as the evaluation keeps it, and a fresh
        // one each time.
        std::mt19937_64 rng(30);
        search::eval_detail::Occupancy kept;
        int built_count = 0, probed = 0;
        for (int i = 0; i < 600; ++i) {
            const Position p = test::random_position(rng, i % 2 == 0 ? 30 : 60, {0, i % 4 == 0 ? -(1LL << 59) : 0});
            INFO(i);
            for (Color c : {Color::White, Color::Black}) {
                bool built = false, built_kept = false;
                const int walked = mobility_by_walking(p, c);
                CHECK(mobility_from_occupancy(p, c, built) == walked);
                CHECK(mobility_from_occupancy(p, c, built_kept, kept) == walked);
                CHECK(built_kept == built);
                (built ? built_count : probed) += 1;
            }
        }
        CHECK(built_count > 400);
        CHECK(probed > 100);
        // A rectangle reaching past kNarrowLimit (which no reader gives, but moves can) is left
        // to the probes too.
        Position far;
        far.board.put({kNarrowLimit - 1, 5}, {PieceType::King, Color::White});
        far.board.put({kNarrowLimit + 1, 3}, {PieceType::Rook, Color::White});
        far.board.put({kNarrowLimit - 2, 3}, {PieceType::Knight, Color::Black});
        bool built = true;
        CHECK(mobility_from_occupancy(far, Color::White, built) == mobility_by_walking(far, Color::White));
        CHECK(mobility_by_walking(far, Color::White) == 3 * (7 + 3 + 7 + 7 - 8));  // the rook
        CHECK_FALSE(built);
    }

    TEST_CASE("mobility: an occupancy kept while pieces move, the border moves and a piece stands outside it") {
        // A rook walking away from the others and back (leaving the grid, then a new origin),
        // on a board whose border moves; a piece outside the border is left to the probes.
        search::eval_detail::Occupancy kept;
        int built_count = 0;
        for (long long far : {0LL, 20LL, 60LL, 90LL, 100LL, 200LL, 60LL, 5LL, -90LL, -100LL, 3LL}) {
            for (long long edge : {10LL, 12LL, 300LL}) {
                Position p;
                p.board.put({1, 1}, {PieceType::King, Color::White});
                p.board.put({8, 8}, {PieceType::King, Color::Black});
                p.board.put({far, 4}, {PieceType::Rook, Color::White});
                p.board.put({4, 3}, {PieceType::Knightrider, Color::White});
                p.board.put({3, 3}, {PieceType::Hawk, Color::Black});
                p.board.put({5, 6}, {PieceType::Obstacle, Color::Neutral});
                p.rules.border = Border{-edge, edge, -edge, edge};
                const bool outside = far > edge || far < -edge;
                INFO(far, " ", edge);
                for (Color c : {Color::White, Color::Black}) {
                    bool built = false;
                    // (A piece outside the border slides as the site lets it, by the step ranges
                    // of core/board/lines.hpp, which walking square by square does not follow:
                    // there the board's probes answer.)
                    const int want = outside ? mobility_of(p, c) : mobility_by_walking(p, c);
                    CHECK(mobility_from_occupancy(p, c, built, kept) == want);
                    CHECK(built == (!outside && far - 1 <= 94 && 8 - far <= 94));
                    built_count += built ? 1 : 0;
                }
            }
        }
        CHECK(built_count > 20);
        // A rook on d4 of an 8x8 board: 14 squares, the border as walls.
        bool built = false;
        const Position d4 = fen("7k/8/8/8/3R4/8/8/K7 w - - 0 1");
        CHECK(mobility_from_occupancy(d4, Color::White, built, kept) == 3 * (14 - 8));
        CHECK(built);
    }

    TEST_CASE("mobility: a rook's rays stop at the border, at pieces (one more for an enemy) and at 7 squares") {
        // Rook d4 on an empty 8x8 board: 3 + 4 + 3 + 4 = 14 squares, 3 cp each over 2 a ray.
        CHECK(mobility_of(fen("7k/8/8/8/3R4/8/8/K7 w - - 0 1"), Color::White) == 3 * (14 - 8));
        // A black knight on d6: up is d5 and d6 (2, not 4); a white one: d5 alone, and the
        // knight's own 8 leaps (4 cp each over 4) count for white too.
        CHECK(mobility_of(fen("7k/8/3n4/8/3R4/8/8/K7 w - - 0 1"), Color::White) == 3 * (12 - 8));
        CHECK(mobility_of(fen("7k/8/3N4/8/3R4/8/8/K7 w - - 0 1"), Color::White) == 3 * (11 - 8) + 4 * (8 - 4));
        // On the open board every ray is cut at 7.
        CHECK(mobility_of(open_board({{"K", 1, 1}, {"k", 100, 100}, {"R", 4, 4}}), Color::White) == 3 * (28 - 8));
        CHECK(mobility_of(open_board({{"K", 1, 1}, {"k", 100, 100}, {"R", 4, 4}}, 'w', 1LL << 59), Color::White) ==
              3 * (28 - 8));
    }

    TEST_CASE("mobility: a hemmed-in bishop scores less than a free one, on 8x8 and on the open board") {
        const Position hemmed = fen("4k3/8/8/8/8/8/1P1P4/2B1K3 w - - 0 1");
        const Position free = fen("4k3/8/8/8/8/1P1P4/8/2B1K3 w - - 0 1");
        CHECK(mobility_of(hemmed, Color::White) < mobility_of(free, Color::White));
        const std::vector<At> closed = {{"K", 5, 1}, {"k", 5, 8}, {"B", 3, 1}, {"P", 2, 2}, {"P", 4, 2}};
        const std::vector<At> open = {{"K", 5, 1}, {"k", 5, 8}, {"B", 3, 1}, {"P", 2, 3}, {"P", 4, 3}};
        CHECK(mobility_of(open_board(closed), Color::White) < mobility_of(open_board(open), Color::White));
    }

    TEST_CASE("the evaluation with mobility: mirrored positions score the negation, far ones the same") {
        const char* fens[] = {"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 1",
                              "4k3/8/3n4/8/3R4/8/1P1P4/2B1K3 b - - 0 1"};
        for (const char* f : fens) CHECK(white_view(fen(f)) == -white_view(fen(mirror_fen(f))));
        const std::vector<At> pieces = {{"K", 5, 1}, {"k", 5, 8}, {"B", 3, 1},  {"P", 2, 2},  {"P", 4, 3},
                                        {"r", 1, 8}, {"n", 7, 6}, {"AM", 6, 4}, {"ch", 3, 5}, {"p", 6, 7}};
        const int here = white_view(open_board(pieces));
        CHECK(white_view(open_board(pieces, 'w', 0, true)) == -here);
        CHECK(white_view(open_board(pieces, 'b', 0)) == here);
        CHECK(white_view(open_board(pieces, 'w', 1000)) == here);
        CHECK(white_view(open_board(pieces, 'w', 1)) == here);
        CHECK(white_view(open_board(pieces, 'w', -1)) == here);
        for (long long shift : {1000LL, -(1LL << 59), 1LL << 59})
            CHECK(white_view(open_board(pieces, 'b', shift)) == here);
    }
}

}  // namespace eval_mobility_test
