#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <vector>

#include "core/variants/variant_data.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using variant_data::PieceMap;

namespace {

// FNV-1a over the pieces in display order: a fingerprint of the whole generated position.
std::uint64_t fingerprint(const PieceMap& map) {
    std::vector<std::tuple<Coord, Coord, int, int>> rows;
    for (const auto& [s, p] : map) rows.emplace_back(-s.y, s.x, index(p.type), index(p.color));
    std::sort(rows.begin(), rows.end());
    std::uint64_t h = 0xcbf29ce484222325ULL;
    const auto mix = [&h](std::uint64_t v) {
        for (int i = 0; i < 8; ++i, v >>= 8) h = (h ^ (v & 0xFF)) * 0x100000001b3ULL;
    };
    for (const auto& [ny, x, t, c] : rows) {
        mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(ny)));
        mix(static_cast<std::uint64_t>(static_cast<std::int64_t>(x)));
        mix(static_cast<std::uint64_t>(t * 4 + c));
    }
    return h;
}

int count(const PieceMap& map, Piece piece) {
    return static_cast<int>(std::count_if(map.begin(), map.end(), [&](const auto& e) { return e.second == piece; }));
}

const Piece* at(const PieceMap& map, Coord x, Coord y) {
    auto it = map.find(Square{x, y});
    return it == map.end() ? nullptr : &it->second;
}

}  // namespace

// The expected counts and fingerprints were taken from our output after it was compared, piece
// by piece, with the output of the site's own generators (omega3generator.ts, omega4generator.ts
// run under node): they were identical.
TEST_SUITE("variant generators") {
    TEST_CASE("Omega^3 is the site's position") {
        const PieceMap m = variant_data::generate_omega_cubed();
        CHECK(m.size() == 92149);
        CHECK(count(m, variant_data::kWhiteKing) == 1);
        CHECK(count(m, variant_data::kBlackKing) == 1);
        REQUIRE(at(m, 3, 15) != nullptr);
        CHECK(*at(m, 3, 15) == variant_data::kWhiteKing);
        REQUIRE(at(m, 10, 12) != nullptr);
        CHECK(*at(m, 10, 12) == variant_data::kBlackKing);
        CHECK(at(m, 9, 11) == nullptr);  // the one gap in the third pawn wall
        CHECK(*at(m, 498, -499) == variant_data::kBlackBishop);
        CHECK(*at(m, -500, 0) == variant_data::kVoid);
        CHECK(fingerprint(m) == 0x31995d1243ca489cULL);
    }

    TEST_CASE("Omega^4 is the site's position") {
        const PieceMap m = variant_data::generate_omega_fourth();
        CHECK(m.size() == 186285);
        CHECK(count(m, variant_data::kWhiteKing) == 1);
        CHECK(count(m, variant_data::kBlackKing) == 1);
        CHECK(*at(m, -11, 25) == variant_data::kWhiteKing);
        CHECK(*at(m, -11, 16) == variant_data::kBlackKing);
        CHECK(*at(m, 492, 493) == variant_data::kVoid);
        CHECK(at(m, -7, -15) == nullptr);  // cleared after the first wing
        CHECK(fingerprint(m) == 0xc74012834f361a6dULL);
    }
}
