// pseudo_captures: the captures and promotions of pseudo_moves's list, in its order, found
// without working out the slides' quiet squares (what a search's quiescence asks at every node).
#include <doctest/doctest.h>

#include <random>

#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/pseudo_moves.hpp"
#include "tests/core/random_positions.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace pseudo_captures_test {

// pseudo_moves's list cut to what takes or promotes, as the generator cut it before.
std::vector<Move> taking_of_pseudo_moves(const Position& p, Square from, Piece pc) {
    GeneratedMoves all;
    pseudo_moves(p, from, pc, all);
    std::vector<Move> out;
    for (const Move& m : all.finite)
        if (m.promotion || takes_piece(p, m)) out.push_back(m);
    for (const SlideSet& s : all.slides)
        if (s.capture_last)
            if (auto to = s.square(*s.last); to && takes_piece(p, Move{s.from, *to, std::nullopt}))
                out.push_back(Move{s.from, *to, std::nullopt});
    return out;
}

TEST_CASE("pseudo_captures lists pseudo_moves's captures and promotions in its order") {
    std::mt19937_64 rng(2728);
    int pieces = 0, captures = 0, slide_captures = 0;
    for (int i = 0; i < 600; ++i) {
        // Near the int64 edge too (the narrow build), where rays run out of squares.
        const Square center = (!kWideCoords && i % 10 == 0) ? Square{INT64_MAX - 20, INT64_MIN + 20} : Square{0, 0};
        Position p = test::random_position(rng, 3 + i % 6, center);
        for (int ply = 0; ply < 6; ++ply) {
            p.board.for_each([&](Square s, Piece pc) {
                if (pc.color != p.turn || spec(pc).special == Special::Huygens || spec(pc).special == Special::Rose)
                    return;
                const std::vector<Move> want = taking_of_pseudo_moves(p, s, pc);
                std::vector<Move> got{Move{s, s, std::nullopt}};  // appended after what is there
                pseudo_captures(p, s, pc, got);
                got.erase(got.begin());
                INFO(i, " ply ", ply);
                REQUIRE(got == want);
                ++pieces;
                captures += static_cast<int>(want.size());
                for (const Move& m : want) {
                    const Wide dx = static_cast<Wide>(m.to.x) - m.from.x, dy = static_cast<Wide>(m.to.y) - m.from.y;
                    slide_captures += (dx > 2 || dx < -2 || dy > 2 || dy < -2) ? 1 : 0;
                }
            });
            GeneratedMoves g;
            generate_moves(p, g);
            if (g.finite.empty()) break;
            apply_move(p, g.finite[static_cast<std::size_t>(rng() % g.finite.size())]);
        }
    }
    CHECK(pieces > 5000);
    CHECK(captures > 1000);
    CHECK(slide_captures > 100);
}

}  // namespace pseudo_captures_test
