// The arithmetic of the slide candidate rule (candidates.cpp): a ray, where it comes near a
// square (box_steps) and where it crosses the lines through a square (Crossings). Templated on
// the integer type I: Wide always, or (narrow build) 64 bits when every coordinate the rule
// meets is small enough that no sum or product below can overflow.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS::search::candidates {

// A ray in the integers I. The 64-bit path is taken only when the landmarks and steps lie
// below kSmall (2^40) and direction components are at most 2: every product under 2^43.
template <class I>
struct RayOf {
    Square from;
    I dx, dy;
};
using Ray = RayOf<Wide>;
inline constexpr std::int64_t kSmall = std::int64_t{1} << 40;
inline bool small(const Coord& c) { return c > -kSmall && c < kSmall; }

// Quotient and remainder, truncated as C++ divides. On the narrow build the operands are sums
// and products of coordinates that nearly always lie within 2^62, where a 64-bit division is one
// instruction; a 128-bit one is a library call (__divmodti4 and __divti3 took 16% of the search's
// time on the Classical start).
struct QuotRem {
    Wide q, r;
};
#if !UICI_WIDE
struct QuotRem64 {
    std::int64_t q, r;
};
inline QuotRem64 divmod(std::int64_t a, std::int64_t b) { return {a / b, a % b}; }
#endif
inline QuotRem divmod(const Wide& a, const Wide& b) {
#if !UICI_WIDE
    constexpr Wide kFits = Wide{1} << 62;
    if (a > -kFits && a < kFits && b > -kFits && b < kFits) {
        const auto x = static_cast<std::int64_t>(a), y = static_cast<std::int64_t>(b);
        return {x / y, x % y};
    }
#endif
    return {a / b, a % b};
}

// a / b into q when b divides a. The divisors here are products of direction components, nearly
// always 1 or -1 (a rank, file or diagonal against another), which need no division at all.
// (An out parameter, not an optional: the 128-bit optional went through memory at every call.)
template <class I>
bool exact_quotient(const I& a, const I& b, I& q) {
    if (b == 1 || b == -1) {
        q = b == 1 ? a : -a;
        return true;
    }
    if (b == 2 || b == -2) {  // a diagonal ray against the other diagonal's lines: by a constant, a shift
        if (a % 2 != 0) return false;
        q = b == 2 ? a / 2 : -(a / 2);
        return true;
    }
    const auto d = divmod(a, b);
    q = d.q;
    return d.r == 0;
}

// The divisors of box_steps are a ray's direction components, nearly always 1 or -1.
template <class I>
I floor_div(I a, I b) {
    if (b == 1) return a;
    if (b == -1) return -a;
    const auto d = divmod(a, b);
    I q = d.q;
    if ((d.r != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}
template <class I>
I ceil_div(I a, I b) {
    return -floor_div<I>(-a, b);
}

// The step counts n with |from + n*d - c| <= r on both axes, as [lo, hi] (empty: lo > hi).
template <class I>
std::pair<I, I> box_steps(const RayOf<I>& ray, Square c, int r) {
    // Only a c within r * (|dx| + |dy|) of the ray's line (the cross product of the direction and
    // c - from: the same for every square of the line) can be that near a square of it. Most
    // landmarks are farther, and are passed over without a division.
    const I cross = ray.dx * (static_cast<I>(c.y) - ray.from.y) - ray.dy * (static_cast<I>(c.x) - ray.from.x);
    const I reach = r * ((ray.dx < 0 ? -ray.dx : ray.dx) + (ray.dy < 0 ? -ray.dy : ray.dy));
    if (cross > reach || cross < -reach) return {1, 0};
    // (64 bits: the other axis bounds hi far below 2^63, as UINT64_MAX never binds in 128.)
    I lo = 1, hi = 0;
    if constexpr (std::is_same_v<I, Wide>) hi = static_cast<I>(UINT64_MAX);
    else hi = std::numeric_limits<I>::max();
    auto axis = [&](Coord f, I d, Coord center) {
        const I a = static_cast<I>(center) - r - f, b = static_cast<I>(center) + r - f;
        if (d == 0) {
            if (a > 0 || b < 0) hi = lo - 1;
            return;
        }
        I l = d > 0 ? ceil_div<I>(a, d) : ceil_div<I>(b, d);
        I h = d > 0 ? floor_div<I>(b, d) : floor_div<I>(a, d);
        lo = std::max(lo, l);
        hi = std::min(hi, h);
    };
    axis(ray.from.x, ray.dx, c.x);
    axis(ray.from.y, ray.dy, c.y);
    return {lo, hi};
}

// The cross value of s against kLineDir[f]: the same for every square of a line of family f.
template <class I>
I cross_value(const Square& s, int f) {
    const auto e = kLineDir[static_cast<std::size_t>(f)];
    return static_cast<I>(s.x) * e.dy - static_cast<I>(s.y) * e.dx;
}

// The n where the ray crosses the line through c along kLineDir[f], if they cross on a whole
// step: the cross value of from + n*d is cross(from) + n * (d x e), so n is (cross(c) -
// cross(from)) / (d x e), exactly. The point from + n*d is then on the line, and a whole number
// of steps e from c as well: every direction of kLineDir has a component of +-1, so the
// lattice points of a line through c along e are exactly c + m*e (m whole), and no second test
// is needed.
template <class I>
struct Crossings {
    std::array<I, kLineFamilies> den{};   // the ray's direction against each family's: once a slide
    std::array<I, kLineFamilies> from{};  // the cross values of the ray's start
    explicit Crossings(const RayOf<I>& r) {
        for (int f = 0; f < kLineFamilies; ++f) {
            den[static_cast<std::size_t>(f)] = r.dx * kLineDir[f].dy - r.dy * kLineDir[f].dx;
            from[static_cast<std::size_t>(f)] = cross_value<I>(r.from, f);
        }
    }
    // From c's cross value against family f.
    bool at(const I& cross, int f, I& n) const {
        const I& d = den[static_cast<std::size_t>(f)];
        if (d == 0) return false;
        return exact_quotient<I>(cross - from[static_cast<std::size_t>(f)], d, n);
    }
};

}  // namespace UICI_CORE_NS::search::candidates
