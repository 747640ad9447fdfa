// A packed piece list (core/notation/packed_pieces.hpp) gives back the list it was made from,
// and fills a board as the flat list does.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>

#include "core/notation/packed_pieces.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

bool same_list(const LoosePieces& a, const LoosePieces& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].square != b[i].square || a[i].piece != b[i].piece || a[i].right != b[i].right) return false;
    return true;
}

// Pieces of every type and colour, with rights, on squares of the given spread; distinct squares.
LoosePieces spread_pieces(std::int64_t span, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<std::int64_t> coord(-span, span);
    LoosePieces v;
    SquareSet seen;
    for (int i = 0; i < 3000; ++i) {
        const Square s{Coord(coord(rng)), Coord(coord(rng))};
        if (!seen.insert(s).second) continue;
        const auto type = static_cast<PieceType>(rng() % kPieceTypeCount);
        const auto color = spec(type).neutral ? Color::Neutral : rng() % 2 ? Color::White : Color::Black;
        v.push_back({s, {type, color}, rng() % 3 == 0});
    }
    return v;
}

}  // namespace

TEST_CASE("a packed piece list gives back its pieces, in order, whatever their spread") {
    for (const std::int64_t span :
         {std::int64_t{0}, std::int64_t{5}, std::int64_t{1} << 20, std::int64_t{1} << 60, INT64_MAX}) {
        CAPTURE(span);
        for (const bool sorted : {false, true}) {
            LoosePieces v = spread_pieces(span, 7);
            if (sorted) sort_loose(v);
            const PackedPieces packed(v);
            CHECK(packed.size() == v.size());
            std::size_t rights = 0;
            for (const auto& p : v) rights += p.right ? 1 : 0;
            CHECK(packed.rights() == rights);
            CHECK(same_list(packed.unpack(), v));
            LoosePieces walked;
            packed.for_each([&](const LoosePiece& p) { walked.push_back(p); });
            CHECK(same_list(walked, v));
        }
    }
    // The extremes of int64, next to each other: steps that wrap.
    const LoosePieces edges = {{{Coord(INT64_MAX), Coord(INT64_MIN)}, {PieceType::King, Color::White}, true},
                               {{Coord(INT64_MIN), Coord(INT64_MAX)}, {PieceType::Void, Color::Neutral}, false},
                               {{Coord(0), Coord(0)}, {PieceType::Pawn, Color::Black}, true}};
    CHECK(same_list(PackedPieces(edges).unpack(), edges));
    CHECK(PackedPieces().unpack().empty());
}

TEST_CASE("place_packed fills a board as place_loose does") {
    LoosePieces v = spread_pieces(1000, 8);
    sort_loose(v);
    Position a, b;
    place_loose(v, a);
    place_packed(PackedPieces(v), b);
    CHECK(a.board.size() == v.size());
    CHECK(b.board.size() == v.size());
    for (const auto& p : v) {
        REQUIRE(b.board.find(p.square) != nullptr);
        CHECK(*b.board.find(p.square) == p.piece);
        CHECK(b.has_right(p.square) == p.right);
    }
    CHECK(a.special_rights.size() == b.special_rights.size());
}
