// The deferred bulk build of the line indices and tiles (core/board/board_index.cpp) and the
// lazy phase before it (core/board/board_lazy.cpp) against the same board built piece by piece,
// line by line and tile by tile.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "core/board/board.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

using Pieces = std::vector<std::pair<Square, Piece>>;

// Every index a query can reach, compared entry by entry.
void check_same_indices(const Board& bulk, const Board& one_by_one, const Pieces& pieces) {
    REQUIRE(bulk.knightrider_lines() == one_by_one.knightrider_lines());
    const int families = one_by_one.knightrider_lines() ? kLineFamilies : 4;
    for (const auto& [s, p] : pieces) {
        for (int f = 0; f < families; ++f) {
            const Board::LineSpan a = bulk.line(s, f), b = one_by_one.line(s, f);
            REQUIRE(a.size == b.size);
            for (std::size_t i = 0; i < a.size; ++i) {
                CHECK(a.data[i].pos == b.data[i].pos);
                CHECK(a.data[i].piece == b.data[i].piece);
            }
        }
        for (int f = 0; f < 2; ++f) {
            const Board::LineSpan a = bulk.huygens_line(s, f), b = one_by_one.huygens_line(s, f);
            REQUIRE(a.size == b.size);
            for (std::size_t i = 0; i < a.size; ++i) CHECK(a.data[i].pos == b.data[i].pos);
        }
        const Coord tx = s.x >> Board::kTileBits, ty = s.y >> Board::kTileBits;
        const Board::Tile* ta = bulk.tile(tx, ty);
        const Board::Tile* tb = one_by_one.tile(tx, ty);
        REQUIRE(ta != nullptr);
        REQUIRE(tb != nullptr);
        CHECK(ta->occupied == tb->occupied);
        CHECK(ta->cell == tb->cell);
    }
}

void check_bulk_build(const Pieces& pieces) {
    Board one_by_one;
    for (const auto& [s, p] : pieces) one_by_one.put(s, p);
    Board bulk;
    bulk.reserve(pieces.size());
    bulk.defer_index();
    REQUIRE(bulk.put_many(pieces) == pieces.size());
    check_same_indices(bulk, one_by_one, pieces);
    // The built index is kept up to date afterwards like one built piece by piece.
    bulk.remove(pieces.front().first);
    one_by_one.remove(pieces.front().first);
    check_same_indices(bulk, one_by_one, Pieces(pieces.begin() + 1, pieces.end()));
}

Pieces random_pieces(std::mt19937_64& rng, std::size_t n, Coord side, bool knightriders) {
    Pieces out;
    std::vector<Square> used;
    std::uniform_int_distribution<std::int64_t> coord(static_cast<std::int64_t>(-side),
                                                      static_cast<std::int64_t>(side));
    const int types = knightriders ? kPieceTypeCount : index(PieceType::Knightrider);
    while (out.size() < n) {
        const Square s{coord(rng), coord(rng)};
        bool taken = false;
        for (const auto& [t, p] : out) taken = taken || t == s;
        if (taken) continue;
        const auto type = static_cast<PieceType>(static_cast<int>(rng() % static_cast<std::uint64_t>(types)));
        const auto color = spec(type).neutral ? Color::Neutral : rng() % 2 ? Color::White : Color::Black;
        out.push_back({s, {type, color}});
    }
    return out;
}

}  // namespace

namespace {

Board deferred(const Pieces& pieces) {
    Board b;
    b.reserve(pieces.size());
    b.defer_index();
    REQUIRE(b.put_many(pieces) == pieces.size());
    return b;
}

std::vector<Board::LineEntry> entries(Board::LineSpan line) { return {line.data, line.data + line.size}; }

bool same_entries(const std::vector<Board::LineEntry>& a, Board::LineSpan b) {
    if (a.size() != b.size) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].pos != b.data[i].pos || a[i].piece != b.data[i].piece) return false;
    return true;
}

}  // namespace

TEST_SUITE("board index") {
    TEST_CASE("a large deferred board answers its first queries lazily, kept up to date by put and remove") {
        std::mt19937_64 rng(3);
        const std::size_t n = Board::kLazyPieces + 200;
        for (const bool knightriders : {false, true}) {
            Pieces pieces = random_pieces(rng, n, 40, knightriders);
            // A huygens on the first piece's rank, so that its huygens line is not empty.
            const Square h{pieces.front().first.x + 1000, pieces.front().first.y};
            pieces.push_back({h, {PieceType::Huygens, Color::Black}});
            Board lazy = deferred(pieces);
            Board one_by_one;
            for (const auto& [s, p] : pieces) one_by_one.put(s, p);
            const Pieces few(pieces.begin(), pieces.begin() + 5);
            check_same_indices(lazy, one_by_one, few);
            CHECK_FALSE(lazy.fully_indexed());
            // Moves on known lines and tiles, and on unknown ones.
            const Square from = pieces[0].first, far{1'000'000, -1'000'000};
            const Piece moved = *lazy.remove(from);
            one_by_one.remove(from);
            lazy.put(far, moved);
            one_by_one.put(far, moved);
            lazy.remove(h);
            one_by_one.remove(h);
            const Square near{from.x, from.y + 100};  // off the crowd, on from's file
            lazy.put(near, {PieceType::Huygens, Color::White});
            one_by_one.put(near, {PieceType::Huygens, Color::White});
            for (int f = 0; f < 2; ++f) {
                CHECK(same_entries(entries(one_by_one.line(from, f)), lazy.line(from, f)));
                CHECK(same_entries(entries(one_by_one.huygens_line(from, f)), lazy.huygens_line(from, f)));
            }
            const Pieces moved_too{{far, moved}, {near, {PieceType::Huygens, Color::White}}, pieces[1], pieces[2]};
            check_same_indices(lazy, one_by_one, moved_too);
            CHECK_FALSE(lazy.fully_indexed());
            // Every line of every piece, lazily or not (the passes may run out on the way).
            Pieces now(pieces.begin() + 1, pieces.end() - 1);
            now.insert(now.end(), moved_too.begin(), moved_too.begin() + 2);
            check_same_indices(lazy, one_by_one, now);
            // Lines far away, one pass each, until the passes run out and the rest is built in
            // one go: it answers the same.
            for (std::int64_t x = 0; !lazy.fully_indexed(); ++x) (void)lazy.line(Square{x, 1'000'000}, 1);
            check_same_indices(lazy, one_by_one, now);
        }
    }

    TEST_CASE("a line and a tile found lazily stay readable when a later query builds everything") {
        std::mt19937_64 rng(5);
        const Pieces pieces = random_pieces(rng, Board::kLazyPieces + 10, 30, false);
        const Board lazy = deferred(pieces);
        const Square s = pieces.front().first;
        const Board::LineSpan held = lazy.line(s, 2);
        const std::vector<Board::LineEntry> expected = entries(held);
        const Board::Tile* tile = lazy.tile(s.x >> Board::kTileBits, s.y >> Board::kTileBits);
        REQUIRE(tile != nullptr);
        const Board::Tile tile_then = *tile;
        REQUIRE_FALSE(lazy.fully_indexed());
        for (std::int64_t x = 0; !lazy.fully_indexed(); ++x) (void)lazy.line(Square{x, 1'000'000}, 1);
        CHECK(same_entries(expected, held));
        CHECK(tile->cell == tile_then.cell);
        CHECK(same_entries(expected, lazy.line(s, 2)));
    }

    TEST_CASE("a small deferred board builds everything at its first query") {
        std::mt19937_64 rng(9);
        const Board b = deferred(random_pieces(rng, 50, 10, true));
        (void)b.line({0, 0}, 0);
        CHECK(b.fully_indexed());
    }

    TEST_CASE("a dense crowd: every line, huygens line and tile equals the one built piece by piece") {
        std::mt19937_64 rng(7);
        check_bulk_build(random_pieces(rng, 600, 20, false));
        check_bulk_build(random_pieces(rng, 600, 20, true));
    }

    TEST_CASE("pieces spread far apart (cross values too far apart to count) build the same lines") {
        std::mt19937_64 rng(11);
        check_bulk_build(random_pieces(rng, 300, Coord{1} << 40, true));
    }

    TEST_CASE("the corners of the int64 plane: lines whose cross values pass int64") {
        const Coord lo = Coord{INT64_MIN}, hi = Coord{INT64_MAX};
        const Piece rook{PieceType::Rook, Color::White}, rider{PieceType::Knightrider, Color::Black};
        const Piece huygens{PieceType::Huygens, Color::White};
        check_bulk_build({{{lo, lo}, rook},
                          {{hi, hi}, rider},
                          {{lo, hi}, huygens},
                          {{hi, lo}, rook},
                          {{0, 0}, huygens},
                          {{lo, 0}, huygens},
                          {{hi - 1, hi - 2}, rook},
                          {{lo + 2, lo + 1}, rider}});
    }

    TEST_CASE("a board of one piece and an empty board") {
        check_bulk_build({{{5, -3}, {PieceType::Huygens, Color::Black}}});
        Board empty;
        empty.defer_index();
        CHECK(empty.line({0, 0}, 0).size == 0);
        CHECK(empty.tile(0, 0) == nullptr);
    }
}
