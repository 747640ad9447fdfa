// The coordinate type, and the arithmetic whose form depends on it.
//
// Core is compiled twice from the same sources. The narrow build (UICI_WIDE 0, namespace uici)
// keeps coordinates in int64 and is the fast path every ordinary position takes; its readers
// refuse a number past kNarrowLimit with IntParse::range, and the caller then reads the same
// text again with the wide build (UICI_WIDE 1, namespace uici::wide), whose coordinates are
// Boost.Multiprecision integers of any size. kNarrowLimit leaves int64 room for every sum and
// difference the rules form from a position's numbers (leaps, line positions, border
// distances), so the narrow build never meets an overflow and both builds answer alike.
// Headers whose declarations do not depend on the coordinate type (pieces, parse errors,
// limits) stay in namespace uici and are shared by both builds.
#pragma once

#include <cstdint>
#include <string>

#ifndef UICI_WIDE
#define UICI_WIDE 0
#endif

#if UICI_WIDE
#include <boost/multiprecision/cpp_int.hpp>
#define UICI_CORE_NS uici::wide
#else
#define UICI_CORE_NS uici
#endif

namespace UICI_CORE_NS {

#if UICI_WIDE
// et_off: values, not expression templates, so `auto` and std::min behave as with int64.
using Coord = boost::multiprecision::number<boost::multiprecision::cpp_int_backend<>, boost::multiprecision::et_off>;
using Wide = Coord;   // sums and products of coordinates, exactly
using Count = Coord;  // step counts and distances along a line
inline constexpr bool kWideCoords = true;
#else
using Coord = std::int64_t;
__extension__ using Wide = __int128;
using Count = std::uint64_t;
inline constexpr bool kWideCoords = false;
#endif

// The largest magnitude a narrow coordinate may have: 2^60.
inline constexpr std::int64_t kNarrowLimit = std::int64_t{1} << 60;

// r = a op b; true when the result does not fit (never in the wide build).
inline bool add_overflows(const Coord& a, const Coord& b, Coord& r) {
#if UICI_WIDE
    r = a + b;
    return false;
#else
    return __builtin_add_overflow(a, b, &r);
#endif
}
inline bool sub_overflows(const Coord& a, const Coord& b, Coord& r) {
#if UICI_WIDE
    r = a - b;
    return false;
#else
    return __builtin_sub_overflow(a, b, &r);
#endif
}
inline bool mul_overflows(const Coord& a, const Coord& b, Coord& r) {
#if UICI_WIDE
    r = a * b;
    return false;
#else
    return __builtin_mul_overflow(a, b, &r);
#endif
}

// A 64-bit digest of a coordinate for hash tables and Zobrist keys.
inline std::uint64_t coord_bits(const Coord& c) {
#if UICI_WIDE
    // Small values hash as in the narrow build; longer ones fold every limb in.
    if (c >= INT64_MIN && c <= INT64_MAX) return static_cast<std::uint64_t>(static_cast<std::int64_t>(c));
    std::uint64_t h = c.sign() < 0 ? 0x9E3779B97F4A7C15ULL : 0;
    const auto& b = c.backend();
    for (std::size_t i = 0; i < b.size(); ++i) {
        h ^= static_cast<std::uint64_t>(b.limbs()[i]) + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2);
    }
    return h;
#else
    return static_cast<std::uint64_t>(c);
#endif
}

// floor(c / 8) and c mod 8 (0..7): the board's 8x8 tile of a coordinate and the place in it.
// Boost's cpp_int shifts and masks negative values as two's complement does, like int64.
inline Coord tile_of(const Coord& c) { return c >> 3; }
inline int tile_place(const Coord& c) { return static_cast<int>(c & 7); }

// Decimal text of a coordinate.
void append_coord(std::string& out, const Coord& c);

}  // namespace UICI_CORE_NS
