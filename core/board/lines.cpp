#include "core/board/lines.hpp"

#include <algorithm>
#include <type_traits>

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

namespace {

// The signed limits [lo, hi] for k along kLineDir[family], exactly as the site derives them:
// per border side, the truncated quotient (border - coord) / step bounds the side the step
// moves towards; unbounded stays empty. In T: the narrow build first tries int64_t, which holds
// them whenever every difference is within +-2^62 (the usual case, border and pieces a few
// squares apart; then the negations below cannot overflow either), and says false when one is
// not, so that the caller redoes it in 128 bits. (The 128-bit arithmetic on every slide was 4 %
// of the search's instructions on the 8x8 board.)
template <class T>
bool signed_limits(const GameRules& rules, SquareArg from, int family, std::optional<T>& lo, std::optional<T>& hi) {
    constexpr bool narrow = std::is_same_v<T, std::int64_t>;
    [[maybe_unused]] constexpr std::int64_t kFit = std::int64_t{1} << 62;
    bool fits = true;
    const auto d = kLineDir[family];
    auto bound = [&](const std::optional<Coord>& border, const Coord& coord, int step, bool is_max) {
        if (!border || step == 0) return;
        T v{};
        if constexpr (narrow) {
            if (__builtin_sub_overflow(*border, coord, &v) || v > kFit || v < -kFit) {
                fits = false;
                return;
            }
        } else {
            v = static_cast<T>(*border) - coord;
        }
        // Truncating division by a step of 1 or 2 (no 128-bit division call).
        const T a = step == 2 || step == -2 ? v / 2 : v;
        const T q = step < 0 ? -a : a;
        const bool towards = is_max ? step > 0 : step < 0;
        if (towards) hi = hi ? std::min(*hi, q) : q;
        else lo = lo ? std::max(*lo, q) : q;
    };
    const Border& b = rules.border;
    bound(b.left, from.x, d.dx, false);
    bound(b.right, from.x, d.dx, true);
    bound(b.bottom, from.y, d.dy, false);
    bound(b.top, from.y, d.dy, true);
    if (rules.slide_limit) {
        if constexpr (narrow)
            if (*rules.slide_limit > kFit || *rules.slide_limit < -kFit) return false;
        const T l = static_cast<T>(*rules.slide_limit);
        hi = hi ? std::min(*hi, l) : l;
        lo = lo ? std::max(*lo, -l) : -l;
    }
    return fits;
}

// The signed limits turned into step counts n >= 1 in the requested sense.
template <class T>
StepRange step_range(const std::optional<T>& lo, const std::optional<T>& hi, int sense) {
    const std::optional<T> nlo = sense > 0 ? lo : (hi ? std::optional<T>(-*hi) : std::nullopt);
    const std::optional<T> nhi = sense > 0 ? hi : (lo ? std::optional<T>(-*lo) : std::nullopt);
    StepRange r;
#if UICI_WIDE
    if (nlo && *nlo > 1) r.lo = *nlo;
    if (nhi) {
        if (*nhi < r.lo) {
            r.lo = 1;
            r.hi = 0;  // empty
        } else {
            r.hi = *nhi;
        }
    }
    return r;
#else
    // The values are at least 1 where they are cast to Count; int64's all fit in it.
    constexpr T kMax = std::is_same_v<T, std::int64_t> ? T{INT64_MAX} : static_cast<T>(UINT64_MAX);
    if (nlo && *nlo > 1) r.lo = static_cast<Count>(std::min(*nlo, kMax));
    if (nhi) {
        if (*nhi < static_cast<T>(r.lo)) {
            r.lo = 1;
            r.hi = 0;  // empty
        } else {
            r.hi = static_cast<Count>(std::min(*nhi, kMax));
        }
    }
    return r;
#endif
}

}  // namespace

StepRange slide_range(const GameRules& rules, SquareArg from, int family, int sense) {
    if (!rules.slide_limit && !rules.border.any()) return {};  // unbounded both ways
#if !UICI_WIDE
    {
        std::optional<std::int64_t> lo, hi;
        if (signed_limits(rules, from, family, lo, hi)) return step_range(lo, hi, sense);
    }
#endif
    std::optional<Wide> lo, hi;
    signed_limits(rules, from, family, lo, hi);
    return step_range(lo, hi, sense);
}

}  // namespace UICI_CORE_NS
