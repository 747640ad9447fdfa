// The writers' radix sort gives exactly Board::sorted()'s order, over small and large boards
// and coordinates anywhere in int64.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <random>

#include "core/notation/display_order.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

Board random_board(std::size_t n, std::mt19937_64& rng, Coord lo, Coord hi) {
    Board b;
    std::uniform_int_distribution<std::int64_t> coord(static_cast<std::int64_t>(lo), static_cast<std::int64_t>(hi));
    std::uniform_int_distribution<int> type(0, kPieceTypeCount - 1);
    while (b.size() < n) {
        const Square s{coord(rng), coord(rng)};
        if (!b.occupied(s)) b.put(s, {static_cast<PieceType>(type(rng)), b.size() % 2 ? Color::White : Color::Black});
    }
    return b;
}

}  // namespace

TEST_CASE("display_sorted is Board::sorted for every spread of the pieces") {
    const Coord kMin = Coord{INT64_MIN}, kMax = Coord{INT64_MAX};
    std::mt19937_64 rng(16);
    struct Case {
        std::size_t n;
        Coord lo, hi;
    };
    for (const Case& c :
         {Case{0, 0, 0}, Case{1, -5, 5}, Case{200, -20, 20}, Case{3000, -40, 40}, Case{3000, -1000000, 1000000},
          Case{3000, kMin, kMax}, Case{3000, kMax - 300, kMax}, Case{3000, kMin, kMin + 300}}) {
        CAPTURE(c.n);
        CAPTURE(c.lo);
        const Board b = random_board(c.n, rng, c.lo, c.hi);
        CHECK(display_sorted(b) == b.sorted());
    }
    // Ranks and files both at the two ends of int64 on one board.
    Board ends;
    for (Coord x : {kMin, kMin + 1, Coord{-1}, Coord{0}, Coord{1}, kMax - 1, kMax})
        for (Coord y : {kMin, Coord{-1}, Coord{0}, kMax}) ends.put({x, y}, {PieceType::Rook, Color::White});
    for (int i = 0; i < 300; ++i) ends.put({i, 7}, {PieceType::Pawn, Color::Black});
    CHECK(display_sorted(ends) == ends.sorted());
}
