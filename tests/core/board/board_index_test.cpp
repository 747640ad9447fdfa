// The deferred bulk build of the line indices and tiles (core/board/board_index.cpp) against
// the same board built piece by piece, line by line and tile by tile.
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

TEST_SUITE("board index") {
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
