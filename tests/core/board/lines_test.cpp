#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>

#include "core/board/lines.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// slide_range's rule written once more, plainly in Wide: per border side the truncated
// quotient (border - coord) / step bounds the side the step moves towards; the slide limit
// bounds both. slide_range answers in 64 bits when everything fits and must agree with it.
StepRange reference(const GameRules& rules, const Square& from, int family, int sense) {
    if (!rules.slide_limit && !rules.border.any()) return {};
    // Plain flags beside the values (optional<__int128> draws gcc 12's false maybe-uninitialized).
    bool has_lo = false, has_hi = false;
    Wide lo = 0, hi = 0;
    const auto d = kLineDir[family];
    const auto bound = [&](const std::optional<Coord>& border, const Coord& coord, int step, bool is_max) {
        if (!border || step == 0) return;
        const Wide v = static_cast<Wide>(*border) - coord;
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
    bound(rules.border.left, from.x, d.dx, false);
    bound(rules.border.right, from.x, d.dx, true);
    bound(rules.border.bottom, from.y, d.dy, false);
    bound(rules.border.top, from.y, d.dy, true);
    if (rules.slide_limit) {
        const Wide l = *rules.slide_limit;
        hi = has_hi ? std::min(hi, l) : l;
        lo = has_lo ? std::max(lo, Wide(-l)) : Wide(-l);
        has_lo = has_hi = true;
    }
    const bool has_nlo = sense > 0 ? has_lo : has_hi, has_nhi = sense > 0 ? has_hi : has_lo;
    const Wide nlo = sense > 0 ? lo : Wide(-hi), nhi = sense > 0 ? hi : Wide(-lo);
    StepRange r;
    const Wide count_max = static_cast<Wide>(UINT64_MAX);
    if (has_nlo && nlo > 1) r.lo = static_cast<Count>(std::min(nlo, count_max));
    if (has_nhi) {
        if (nhi < static_cast<Wide>(r.lo)) {
            r.lo = 1;
            r.hi = 0;
        } else {
            r.hi = static_cast<Count>(std::min(nhi, count_max));
        }
    }
    return r;
}

}  // namespace

TEST_SUITE("lines") {
    TEST_CASE("slide_range agrees with the plain rule near zero and at the corners of the 64-bit arithmetic") {
        // Values near 0 (ordinary boards, pieces inside and outside the border) and near 2^62
        // and 2^63 (where the 64-bit path must hand over to 128 bits).
        const std::int64_t big[] = {
            std::int64_t{1} << 62, (std::int64_t{1} << 62) + 1, (std::int64_t{1} << 62) - 1, INT64_MAX,
            INT64_MAX - 1,         std::int64_t{1} << 60};
        std::mt19937_64 rng(27);
        const auto value = [&]() -> std::int64_t {
            const auto pick = rng() % 4;
            if (pick == 0) return big[rng() % std::size(big)] * (rng() % 2 ? 1 : -1);
            return static_cast<std::int64_t>(rng() % 41) - 20;
        };
        const auto maybe = [&]() -> std::optional<Coord> {
            if (rng() % 4 == 0) return std::nullopt;
            return Coord{value()};
        };
        for (int i = 0; i < 20000; ++i) {
            GameRules rules;
            rules.border = {maybe(), maybe(), maybe(), maybe()};
            if (rng() % 3 == 0) {
                const std::int64_t l = value();
                rules.slide_limit = Coord{l < 0 ? -(l + 1) : l};
            }
            const Square from{value(), value()};
            const int family = static_cast<int>(rng() % kLineFamilies);
            const int sense = rng() % 2 ? 1 : -1;
            const StepRange got = slide_range(rules, from, family, sense);
            const StepRange want = reference(rules, from, family, sense);
            INFO("case " << i << " family " << family << " sense " << sense);
            CHECK(got.lo == want.lo);
            CHECK(got.hi == want.hi);
        }
    }

    TEST_CASE("line_join is the first family line_steps joins, near zero and at the int64 corners") {
        // Differences that fit in 64 bits take the shape test, the others the loop over
        // families: both must give what trying each family with line_steps gives.
        std::mt19937_64 rng(31);
        const auto value = [&]() -> std::int64_t {
            switch (rng() % 4) {
                case 0:
                    return rng() % 2 ? INT64_MAX - static_cast<std::int64_t>(rng() % 3)
                                     : INT64_MIN + static_cast<std::int64_t>(rng() % 3);
                case 1: return (std::int64_t{1} << (61 + rng() % 2)) * (rng() % 2 ? 1 : -1);
                default: return static_cast<std::int64_t>(rng() % 21) - 10;
            }
        };
        int joined = 0;
        for (int i = 0; i < 200000; ++i) {
            const Square from{value(), value()};
            // Often a square on one of from's lines (steps past the int64 range are left out).
            Square to{value(), value()};
            if (rng() % 2) {
                const auto d = kLineDir[rng() % kLineFamilies];
                const auto k = static_cast<std::int64_t>(rng() % 9) - 4;
                const Wide x = static_cast<Wide>(from.x) + Wide{k} * d.dx;
                const Wide y = static_cast<Wide>(from.y) + Wide{k} * d.dy;
                if (x >= INT64_MIN && x <= INT64_MAX && y >= INT64_MIN && y <= INT64_MAX)
                    to = Square{static_cast<Coord>(x), static_cast<Coord>(y)};
            }
            for (int families : {4, kLineFamilies}) {
                std::optional<LineJoin> want;
                for (int f = 0; f < families && !want; ++f)
                    if (const auto k = line_steps(from, to, f)) want = LineJoin{f, *k};
                const auto got = line_join(from, to, families);
                INFO("case " << i << " families " << families);
                REQUIRE(got.has_value() == want.has_value());
                if (!got) continue;
                CHECK(got->family == want->family);
                CHECK(got->steps == want->steps);
                ++joined;
            }
        }
        CHECK(joined > 100000);
    }
}
