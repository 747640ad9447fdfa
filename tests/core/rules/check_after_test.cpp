// royal_attacked_after (core/rules/check_after.hpp): after every legal move of random positions
// with every piece type, where no royal of the side to move was attacked before the move, the
// same answer as the full attack test; and the moves that give check only by what they emptied
// (a castling rook's line, an en passant capture's taken pawn).
#include <doctest/doctest.h>

#include <random>

#include "core/rules/apply.hpp"
#include "core/rules/check_after.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/rules.hpp"
#include "tests/core/random_positions.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace check_after_test {

// Every finite move of p and the first few squares of each slide.
std::vector<Move> some_moves(const Position& p) {
    GeneratedMoves g;
    generate_moves(p, g);
    std::vector<Move> out = g.finite;
    for (const SlideSet& s : g.slides)
        for (Count n = s.first; n < s.first + 12 && (!s.last || n <= *s.last); ++n)
            if (s.contains(n))
                if (const auto to = s.square(n)) out.push_back({s.from, *to, std::nullopt});
    return out;
}

// Positions along random games from random positions with every piece type (radius 3 to 7,
// every third inside a border), up to `plies` moves each.
std::vector<Position> random_walks(std::mt19937_64& rng, int games, int plies) {
    std::vector<Position> out;
    for (int i = 0; i < games; ++i) {
        Position p = test::random_position(rng, 3 + i % 5);
        if (i % 3 == 0) p.rules.border = Border{-8, 8, -8, 8};
        for (int ply = 0; ply < plies; ++ply) {
            out.push_back(p);
            const std::vector<Move> list = some_moves(p);
            if (list.empty()) break;
            apply_move(p, list[static_cast<std::size_t>(rng() % list.size())]);
        }
    }
    return out;
}

TEST_CASE("check after a move: what the move placed and emptied tells it, as the full test does") {
    std::mt19937_64 rng(3030);
    int moves = 0, checks = 0, skipped = 0;
    const std::vector<Position> positions = random_walks(rng, 300, 5);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        const Position& p = positions[i];
        // The condition: the side that does not move has no royal attacked before the move.
        if (any_royal_attacked(p, opposite(p.turn))) {
            ++skipped;
            continue;
        }
        for (const Move& m : some_moves(p)) {
            Position q = p;
            const Undo u = apply_move(q, m);
            const bool want = any_royal_attacked(q, q.turn);
            INFO(i, " move ", m.from.x, ",", m.from.y, ">", m.to.x, ",", m.to.y);
            CHECK(royal_attacked_after(q, u) == want);
            ++moves;
            checks += want ? 1 : 0;
        }
    }
    CHECK(moves > 20000);
    CHECK(checks > 1000);
    CHECK(skipped < moves / 20);
}

TEST_CASE("check after a move: a castling rook's line and an en passant capture's taken pawn") {
    struct Case {
        const char* pieces;
        Color turn;
        const char* before;  // a move played first ("" for none)
        const char* move;
        MoveKind kind;
    };
    // Castling short puts the rook on 6,1, on the black king's file; taking en passant empties
    // 4,5 and 5,5, and the bishop on 2,2 sees the king on 7,7 through the taken pawn's square.
    const Case cases[] = {{"K5,1+|R8,1+|k6,8", Color::White, "", "5,1>7,1", MoveKind::castle},
                          {"K1,1|B2,2|P4,5|p5,7+|k7,7", Color::Black, "5,7>5,5", "4,5>5,6", MoveKind::en_passant}};
    for (const Case& c : cases) {
        INFO(c.pieces);
        Position p = test::pieces(c.pieces, c.turn);
        if (*c.before != 0) apply_move(p, test::move(c.before));
        REQUIRE_FALSE(any_royal_attacked(p, opposite(p.turn)));
        const Undo u = apply_move(p, test::move(c.move));
        REQUIRE(u.kind == c.kind);
        CHECK(any_royal_attacked(p, Color::Black));
        CHECK(royal_attacked_after(p, u));
        // Told only of the mover's own two squares, the test misses the rook and the diagonal.
        const Square placed[] = {u.to};
        const Square emptied[] = {u.from};
        CHECK_FALSE(royal_attacked_after(p, Color::Black, placed, emptied));
    }
}

}  // namespace check_after_test
