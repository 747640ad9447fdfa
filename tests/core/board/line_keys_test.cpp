// The line index's two kinds of keys (a 64-bit key when a line's cross value lies within
// +-2^60, its 128-bit LineKey otherwise) and the empty lines it keeps after a piece leaves:
// random walks of a few pieces around squares where the keys change kind, each line read
// after every move against the pieces worked out plainly.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "core/board/board.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// A line's cross value as Board::key_of defines it, in 128 bits (exact for any int64 square).
__extension__ using Int128 = __int128;
Int128 cross(const Square& s, int f) {
    const auto d = kLineDir[static_cast<std::size_t>(f)];
    return static_cast<Int128>(static_cast<std::int64_t>(s.x)) * d.dy -
           static_cast<Int128>(static_cast<std::int64_t>(s.y)) * d.dx;
}

// Every line of every family through `at`, against the pieces' own list.
void check_lines(const Board& b, const std::vector<std::pair<Square, Piece>>& pieces, const Square& at) {
    const int families = b.knightrider_lines() ? kLineFamilies : 4;
    for (int f = 0; f < families; ++f) {
        std::vector<Coord> want;
        for (const auto& [s, p] : pieces)
            if (cross(s, f) == cross(at, f)) want.push_back(Board::line_pos(s, f));
        std::sort(want.begin(), want.end());
        const Board::LineSpan line = b.line(at, f);
        REQUIRE(line.size == want.size());
        for (std::size_t i = 0; i < line.size; ++i) {
            CHECK(line.data[i].pos == want[i]);
            const Piece* p = b.find(Board::line_square(at, f, line.data[i].pos));
            REQUIRE(p != nullptr);
            CHECK(line.data[i].piece == Board::piece_byte(*p));
        }
    }
}

// `moves` random moves of `count` pieces, each to a free square within `radius` of `centre`
// (clamped to int64), checking the lines through the square left, the square reached and a
// few squares around after each.
void walk(std::uint64_t seed, const Square& centre, std::int64_t radius, int count, int moves, bool knightrider) {
    std::mt19937_64 rng(seed);
    const auto near = [&] {
        std::uniform_int_distribution<std::int64_t> d(-radius, radius);
        const auto clamp = [](std::int64_t c, std::int64_t o) {
            std::int64_t r = 0;
            return __builtin_add_overflow(c, o, &r) ? (o > 0 ? INT64_MAX : INT64_MIN) : r;
        };
        return Square{clamp(static_cast<std::int64_t>(centre.x), d(rng)),
                      clamp(static_cast<std::int64_t>(centre.y), d(rng))};
    };
    Board b;
    std::vector<std::pair<Square, Piece>> pieces;
    const PieceType kinds[] = {PieceType::Rook, PieceType::Bishop, PieceType::Queen, PieceType::Knight};
    while (static_cast<int>(pieces.size()) < count) {
        const Square s = near();
        if (b.occupied(s)) continue;
        const Piece p{knightrider && pieces.empty() ? PieceType::Knightrider : kinds[pieces.size() % 4],
                      pieces.size() % 2 ? Color::White : Color::Black};
        b.put(s, p);
        pieces.push_back({s, p});
    }
    for (int m = 0; m < moves; ++m) {
        auto& [s, p] = pieces[static_cast<std::size_t>(rng() % pieces.size())];
        Square to = near();
        while (b.occupied(to)) to = near();
        const Square from = s;
        REQUIRE(b.remove(from) == p);
        b.put(to, p);
        s = to;
        INFO("seed " << seed << " move " << m);
        for (const Square& at : {from, to, centre, near(), Square{to.x, from.y}, Square{from.x, to.y}})
            check_lines(b, pieces, at);
    }
}

}  // namespace

TEST_SUITE("board lines") {
    TEST_CASE("lines stay exact where their keys change from 64 to 128 bits") {
        constexpr std::int64_t k58 = std::int64_t{1} << 58, k59 = std::int64_t{1} << 59, k60 = std::int64_t{1} << 60;
        // The squares where the short key's fast test stops holding (|x| or |y| at 2^58), where
        // a diagonal's or a knightrider line's cross value reaches +-2^60 (the short keys' end),
        // and where it leaves int64 altogether.
        const Square centres[] = {{0, 0},
                                  {k58, 0},
                                  {-k58, 3},
                                  {k59, k59},
                                  {-k59, -k59},
                                  {k59, -k59},
                                  {k60 / 3, k60 / 3},
                                  {k60, 0},
                                  {0, -k60},
                                  {INT64_MAX, INT64_MAX},
                                  {INT64_MIN, INT64_MAX}};
        std::uint64_t seed = 1;
        for (const Square& c : centres) {
            walk(seed++, c, 6, 6, 150, false);
            walk(seed++, c, 6, 5, 60, true);
        }
    }

    TEST_CASE("the empty lines kept after moves are swept without losing a line") {
        // A few pieces wandering a wide area leave many emptied lines behind: more than the
        // index keeps (256 plus 8 a piece), so it erases them several times in the walk.
        walk(101, Square{0, 0}, 5000, 4, 1500, false);
        walk(102, Square{std::int64_t{1} << 59, 17}, 5000, 4, 800, true);
    }
}
