// Squares of the unbounded integer lattice, with overflow-checked arithmetic.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS {

struct Square {
    Coord x = 0;
    Coord y = 0;
    friend constexpr bool operator==(const Square&, const Square&) = default;
};

// How functions take a square: by value in the narrow build (two registers), by reference in
// the wide build, where a copy allocates the limbs of both numbers (a legality test on far
// squares passed them by value dozens of times).
using SquareArg = std::conditional_t<kWideCoords, const Square&, Square>;

// Display and output order: higher rank first, then lower file first (a board read top-down).
// Every printed list of squares or moves is sorted with it, never in hash-map order.
inline bool display_less(const Square& a, const Square& b) { return a.y != b.y ? a.y > b.y : a.x < b.x; }

struct SquareHash {
    std::size_t operator()(const Square& s) const noexcept {
        // boost::unordered_flat_map post-mixes, so a cheap combination is enough here.
        auto h = coord_bits(s.x) * 0x9E3779B97F4A7C15ULL;
        h ^= coord_bits(s.y) + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2);
        return static_cast<std::size_t>(h);
    }
};

// from + k*(dx,dy), or nothing when a coordinate would leave the int64 range (never in the
// wide build).
inline std::optional<Square> offset(const Square& from, const Coord& dx, const Coord& dy, const Coord& k = 1) {
    Coord mx = 0, my = 0, rx = 0, ry = 0;
    if (mul_overflows(dx, k, mx) || mul_overflows(dy, k, my)) return std::nullopt;
    if (add_overflows(from.x, mx, rx) || add_overflows(from.y, my, ry)) return std::nullopt;
    return Square{rx, ry};
}

// Outcome of reading one decimal integer.
enum class IntParse { ok, syntax, range };

// Reads an optionally signed decimal integer that fills the whole text. With `strict`, leading
// zeros and "-0" are syntax errors (the site's rule); without, they are accepted and normalised.
// `range`: in the narrow build, past kNarrowLimit (read it with the wide build); in the wide
// build, more than kMaxDigits digits (a resource limit, refused as too_large).
IntParse parse_coord(std::string_view text, Coord& out, bool strict = false);
// A number already read: its text and its value (parse_coord's, lenient).
struct ReadCoord {
    std::string_view text;
    const Coord* value;
};
// parse_coord (lenient) of a number that likely shares most of its digits with one already
// read: the coordinates of one move. Reading n digits costs ~n^2 (one multiply-add per limb
// and 19 digits), so when `text` has the sign and length of one of `near` and differs from it
// only in a tail of at most half its digits, the value is that number plus the difference of
// the two tails, each read alone. The same result as parse_coord in every case.
IntParse parse_coord_near(std::string_view text, std::initializer_list<ReadCoord> near, Coord& out);
// The same for numbers that are not coordinates (move-rule counters, full-move numbers): the
// whole int64 range, `range` past it.
IntParse parse_int64(std::string_view text, std::int64_t& out, bool strict = false);

// "x,y" with both parts read by parse_coord.
IntParse parse_square(std::string_view text, Square& out, bool strict = false);

std::string to_string(SquareArg s);
void append_square(std::string& out, SquareArg s);

}  // namespace UICI_CORE_NS
