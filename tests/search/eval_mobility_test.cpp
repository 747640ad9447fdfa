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
        int positions = 0, bordered = 0;
        for (int i = 0; i < 900; ++i) {
            const Position p = test::random_position(rng, 6, centres[i % 3]);
            INFO(i);
            for (Color c : {Color::White, Color::Black}) CHECK(mobility_of(p, c) == mobility_by_walking(p, c));
            ++positions;
            bordered += p.rules.border.any() ? 1 : 0;
        }
        CHECK(bordered > 200);
        CHECK(positions == 900);
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
