#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>

#include "core/board/lines.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

TEST_SUITE("lines") {
    TEST_CASE(
        "slide_range (its 64-bit path) agrees with slide_range_wide near zero and at the corners of the 64-bit "
        "arithmetic") {
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
            const StepRange want = slide_range_wide(rules, from, family, sense);
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
