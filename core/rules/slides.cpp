// SlideSet: membership, counting, expansion for tests.
#include <algorithm>

#include "core/board/lines.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/primes.hpp"

namespace UICI_CORE_NS {
namespace {

Count distance_to(const PrimeFilter& f, Count n) { return magnitude(static_cast<Wide>(n) - f.anchor_step); }

bool passes(const PrimeFilter& f, Count n) {
    const Count d = distance_to(f, n);
    const bool prime = is_prime(d);
    if (f.keep) return prime;
    return !(prime && (!f.reach || d <= *f.reach));
}

}  // namespace

bool SlideSet::contains(Count n) const {
    if (n < first || (last && n > *last)) return false;
    if (prime_steps && !is_prime(n)) return false;
    for (const auto& f : filters)
        if (!passes(f, n)) return false;
    return !std::binary_search(holes.begin(), holes.end(), n);
}

std::optional<Square> SlideSet::square(Count n) const { return step_square(from, family, sense, n); }

std::optional<Count> SlideSet::step_of(Square s) const {
    const auto k = line_steps(from, s, family);
    if (!k || *k == 0 || sense_of(*k) != sense) return std::nullopt;
    return magnitude(*k);
}

std::optional<Count> SlideSet::count(Count budget) const {
    if (!last) return std::nullopt;
    if (*last < first) return 0;
    const Count width_minus_one = *last - first;
    if (!prime_steps && filters.empty()) {
        if (!kWideCoords && width_minus_one == UINT64_MAX) return std::nullopt;  // 2^64 squares: not a uint64
        return width_minus_one + 1 - holes.size();
    }
    if (width_minus_one >= budget) return std::nullopt;
    std::uint64_t c = 0;  // at most the budget, which is small
    for (Count n = first;; ++n) {
        if (contains(n)) ++c;
        if (n == *last) break;
    }
    return Count(c);
}

std::optional<Count> SlideSet::first_kept(Count budget) const {
    Count n = first;
    for (std::uint64_t tried = 0; tried < budget; ++tried, ++n) {  // budgets are small
        if (last && n > *last) return std::nullopt;
        if (contains(n)) return n;
        if (!kWideCoords && n == UINT64_MAX) return std::nullopt;
    }
    return std::nullopt;
}

std::vector<Square> expand_in_box(const SlideSet& s, Square low, Square high) {
    // Step counts n whose square lies in the box, per axis: low <= from + n*sense*d <= high.
    Wide lo = s.first;
#if UICI_WIDE
    // Unbounded: any count past the box's far corner, which the clipping below then cuts.
    Wide hi = s.last ? static_cast<Wide>(*s.last)
                     : abs(low.x) + abs(high.x) + abs(low.y) + abs(high.y) + abs(s.from.x) + abs(s.from.y) + 1;
#else
    Wide hi = s.last ? static_cast<Wide>(*s.last) : static_cast<Wide>(UINT64_MAX);
#endif
    const auto d = kLineDir[s.family];
    auto clip = [&](Coord start, int step, Coord a, Coord b) {
        if (step == 0) {
            if (start < a || start > b) hi = lo - 1;
            return;
        }
        // start + n*step in [a, b]
        Wide n1 = (static_cast<Wide>(a) - start), n2 = (static_cast<Wide>(b) - start);
        if (step < 0) std::swap(n1, n2), n1 = -n1, n2 = -n2;
        const int m = step < 0 ? -step : step;
        auto ceil_div = [](Wide x, int y) { return x >= 0 ? (x + y - 1) / y : -((-x) / y); };
        auto floor_div = [](Wide x, int y) { return x >= 0 ? x / y : -((-x + y - 1) / y); };
        lo = std::max(lo, ceil_div(n1, m));
        hi = std::min(hi, floor_div(n2, m));
    };
    clip(s.from.x, d.dx * s.sense, low.x, high.x);
    clip(s.from.y, d.dy * s.sense, low.y, high.y);
    std::vector<Square> out;
    for (Wide n = lo; n <= hi; ++n)
        if (s.contains(static_cast<Count>(n)))
            if (const auto sq = s.square(static_cast<Count>(n))) out.push_back(*sq);
    return out;
}

}  // namespace UICI_CORE_NS
