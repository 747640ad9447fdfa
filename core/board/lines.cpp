#include "core/board/lines.hpp"

#include <algorithm>

namespace UICI_CORE_NS {

std::optional<Wide> line_steps(SquareArg from, SquareArg to, int family) {
    const auto d = kLineDir[family];
    // Usually both differences fit in 64 bits: do the test there (all products fit too,
    // since |step| <= 2 and the quotient is at most half the difference).
#if !UICI_WIDE
    std::int64_t ex = 0, ey = 0;
    if (!__builtin_sub_overflow(to.x, from.x, &ex) && !__builtin_sub_overflow(to.y, from.y, &ey)) {
        if (d.dx == 0) return ex == 0 ? std::optional<Wide>(ey) : std::nullopt;
        if (d.dx == 2 && (ex & 1) != 0) return std::nullopt;
        const std::int64_t k = d.dx == 2 ? ex / 2 : ex;
        std::int64_t ky = 0;  // k * dy leaves 64 bits only when ey cannot match it anyway
        if (__builtin_mul_overflow(k, std::int64_t{d.dy}, &ky) || ky != ey) return std::nullopt;
        return k;
    }
#endif
    const Wide dx = static_cast<Wide>(to.x) - from.x;
    const Wide dy = static_cast<Wide>(to.y) - from.y;
    if (d.dx == 0) return dx == 0 ? std::optional<Wide>(dy) : std::nullopt;
    // dx is 1 or 2 per step: no 128-bit division needed.
    if (d.dx == 2 && (dx & 1) != 0) return std::nullopt;
    const Wide k = d.dx == 2 ? dx / 2 : dx;
    if (k * d.dy != dy) return std::nullopt;
    return k;
}

std::optional<LineJoin> line_join(SquareArg from, SquareArg to, int families) {
#if !UICI_WIDE
    // The usual case: both differences fit in 64 bits, and the difference's shape names the
    // family (halving instead of doubling, and no negation of INT64_MIN: nothing overflows).
    std::int64_t ex = 0, ey = 0;
    if (!__builtin_sub_overflow(to.x, from.x, &ex) && !__builtin_sub_overflow(to.y, from.y, &ey)) {
        if (ey == 0) return families > 0 ? std::optional<LineJoin>(LineJoin{0, ex}) : std::nullopt;
        std::optional<LineJoin> join;
        if (ex == 0) join = LineJoin{1, ey};
        else if (ex == ey) join = LineJoin{2, ex};
        else if (ey != INT64_MIN && ex == -ey) join = LineJoin{3, ex};
        else if (ey % 2 == 0 && ey / 2 == ex) join = LineJoin{4, ex};
        else if (ex % 2 == 0 && ex / 2 == ey) join = LineJoin{5, ey};
        else if (ey % 2 == 0 && -(ey / 2) == ex) join = LineJoin{6, ex};
        else if (ex % 2 == 0 && -(ex / 2) == ey) join = LineJoin{7, ex / 2};
        return join && join->family < families ? join : std::nullopt;
    }
#endif
    for (int f = 0; f < families; ++f)
        if (const auto k = line_steps(from, to, f)) return LineJoin{f, *k};
    return std::nullopt;
}

Count line_distance(SquareArg a, SquareArg b, int family) {
    // Every family moves x by 1 per step except the vertical and the (2,+-1) knightrider
    // lines, which move y by 1 per step.
    const bool by_x = kLineDir[family].dx == 1;
    const Wide d = by_x ? static_cast<Wide>(b.x) - a.x : static_cast<Wide>(b.y) - a.y;
    return magnitude(d);
}

std::optional<Square> step_square(SquareArg from, int family, int sense, Count n) {
    const auto d = kLineDir[family];
    const Wide k = static_cast<Wide>(n) * sense;
    const Wide x = from.x + k * d.dx;
    const Wide y = from.y + k * d.dy;
#if UICI_WIDE
    return Square{x, y};
#else
    if (x < INT64_MIN || x > INT64_MAX || y < INT64_MIN || y > INT64_MAX) return std::nullopt;
    return Square{static_cast<Coord>(x), static_cast<Coord>(y)};
#endif
}

// The step counts in the requested sense, exactly as the site derives them: per border side,
// the truncated quotient (border - coord) / step bounds the signed step count k on the side
// the step moves towards; the slide limit bounds both; absent bounds leave it open. In Wide,
// for any coordinates; the narrow build first tries slide_range_64 below (the usual case),
// which gives the same in 64 bits. (The 128-bit arithmetic on every slide was 4 % of the
// search's instructions on the 8x8 board.) Plain flags beside the values: optional<__int128>
// draws gcc 12's false maybe-uninitialized warning.
StepRange slide_range_wide(const GameRules& rules, SquareArg from, int family, int sense) {
    bool has_lo = false, has_hi = false;
    Wide lo = 0, hi = 0;  // on k
    const auto d = kLineDir[family];
    const auto bound = [&](const std::optional<Coord>& border, const Coord& coord, int step, bool is_max) {
        if (!border || step == 0) return;
        const Wide v = static_cast<Wide>(*border) - coord;
        // Truncating division by a step of 1 or 2 (no 128-bit division call).
        const Wide a = step == 2 || step == -2 ? v / 2 : v;
        const Wide q = step < 0 ? -a : a;
        if (is_max ? step > 0 : step < 0) {
            hi = has_hi ? std::min(hi, q) : q;
            has_hi = true;
        } else {
            lo = has_lo ? std::max(lo, q) : q;
            has_lo = true;
        }
    };
    const Border& b = rules.border;
    bound(b.left, from.x, d.dx, false);
    bound(b.right, from.x, d.dx, true);
    bound(b.bottom, from.y, d.dy, false);
    bound(b.top, from.y, d.dy, true);
    if (rules.slide_limit) {
        const Wide l = static_cast<Wide>(*rules.slide_limit);
        hi = has_hi ? std::min(hi, l) : l;
        lo = has_lo ? std::max(lo, Wide(-l)) : Wide(-l);
        has_lo = has_hi = true;
    }
    // On n = k * sense.
    const bool has_nlo = sense > 0 ? has_lo : has_hi, has_nhi = sense > 0 ? has_hi : has_lo;
    const Wide nlo = sense > 0 ? lo : Wide(-hi), nhi = sense > 0 ? hi : Wide(-lo);
    StepRange r;
#if UICI_WIDE
    if (has_nlo && nlo > 1) r.lo = nlo;
    if (has_nhi) {
        if (nhi < r.lo) {
            r.lo = 1;
            r.hi = 0;  // empty
        } else {
            r.hi = nhi;
        }
    }
#else
    // The values are at least 1 where they are cast to Count.
    constexpr Wide kMax = static_cast<Wide>(UINT64_MAX);
    if (has_nlo && nlo > 1) r.lo = static_cast<Count>(std::min(nlo, kMax));
    if (has_nhi) {
        if (nhi < static_cast<Wide>(r.lo)) {
            r.lo = 1;
            r.hi = 0;  // empty
        } else {
            r.hi = static_cast<Count>(std::min(nhi, kMax));
        }
    }
#endif
    return r;
}

namespace {

#if !UICI_WIDE
// slide_range_wide in 64 bits, into r; false (r untouched) when a value leaves +-2^62, for the
// 128-bit form to redo. The bounds go straight to step counts in the requested sense (a bound
// k <= q on the signed count is n <= q for sense +1 and n >= -q for -1), and absent bounds are
// the int64 extremes, which no bound within 2^62 reaches: the same result as slide_range_wide
// without its flags (slide_range was 4 % of the 8x8 board's search).
bool slide_range_64(const GameRules& rules, SquareArg from, int family, int sense, StepRange& r) {
    constexpr std::int64_t kFit = std::int64_t{1} << 62;
    std::int64_t lo = INT64_MIN, hi = INT64_MAX;  // bounds on n
    const auto d = kLineDir[family];
    const auto bound = [&](const std::optional<Coord>& border, Coord coord, int step, bool is_max) {
        if (!border || step == 0) return true;
        std::int64_t v = 0;
        if (__builtin_sub_overflow(*border, coord, &v) || v > kFit || v < -kFit) return false;
        const std::int64_t a = step == 2 || step == -2 ? v / 2 : v;
        // Along n the coordinate moves by step * sense: towards this border, an upper bound.
        const int along = step * sense;
        const std::int64_t q = along > 0 ? a : -a;
        if (is_max == (along > 0)) hi = std::min(hi, q);
        else lo = std::max(lo, q);
        return true;
    };
    const Border& b = rules.border;
    if (!bound(b.left, from.x, d.dx, false) || !bound(b.right, from.x, d.dx, true) ||
        !bound(b.bottom, from.y, d.dy, false) || !bound(b.top, from.y, d.dy, true))
        return false;
    if (rules.slide_limit) {
        const Coord l = *rules.slide_limit;
        if (l > kFit || l < -kFit) return false;
        hi = std::min(hi, l);
        lo = std::max(lo, -l);
    }
    r = StepRange{};
    if (lo > 1) r.lo = static_cast<Count>(lo);
    if (hi != INT64_MAX) {
        if (hi < static_cast<std::int64_t>(r.lo)) {
            r.lo = 1;
            r.hi = 0;  // empty
        } else {
            r.hi = static_cast<Count>(hi);
        }
    }
    return true;
}
#endif

}  // namespace

StepRange slide_range(const GameRules& rules, SquareArg from, int family, int sense) {
    if (!rules.slide_limit && !rules.border.any()) return {};  // unbounded both ways
#if !UICI_WIDE
    if (StepRange r; slide_range_64(rules, from, family, sense, r)) return r;
#endif
    return slide_range_wide(rules, from, family, sense);
}

}  // namespace UICI_CORE_NS
