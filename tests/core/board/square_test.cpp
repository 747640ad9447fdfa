#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "core/board/limits.hpp"
#include "core/board/square.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

TEST_SUITE("square") {
    TEST_CASE("parse_coord reads the whole int64 range and rejects one past it") {
        Coord c = 0;
        std::int64_t i = 0;
        CHECK(parse_int64("9223372036854775807", i) == IntParse::ok);
        CHECK(i == INT64_MAX);
        CHECK(parse_int64("-9223372036854775808", i) == IntParse::ok);
        CHECK(i == INT64_MIN);
        CHECK(parse_int64("9223372036854775808", i) == IntParse::range);
        CHECK(parse_int64("-9223372036854775809", i) == IntParse::range);
#if UICI_WIDE
        CHECK(parse_coord("-9223372036854775809", c) == IntParse::ok);
        CHECK(c == Coord("-9223372036854775809"));
        CHECK(parse_coord(std::string(kMaxDigits, '9'), c) == IntParse::ok);
        CHECK(parse_coord(std::string(kMaxDigits + 1, '9'), c) == IntParse::range);
        CHECK(parse_coord("-000" + std::string(kMaxDigits, '9'), c) == IntParse::ok);  // leading zeros are free
#else
        CHECK(parse_coord("1152921504606846976", c) == IntParse::ok);
        CHECK(c == kNarrowLimit);
        CHECK(parse_coord("-1152921504606846976", c) == IntParse::ok);
        CHECK(parse_coord("1152921504606846977", c) == IntParse::range);
        CHECK(parse_coord("9223372036854775807", c) == IntParse::range);
#endif
        if (!kWideCoords) CHECK(parse_coord("99999999999999999999", c) == IntParse::range);
    }

#if UICI_WIDE
    TEST_CASE("wide parse_coord and append_coord agree with cpp_int's own decimal conversion at every length") {
        // Every length from 1 to 400 digits and the limit (the reader's chunking changes at
        // multiples of 19 and 38), random digits, runs of nines and zeros, both signs.
        std::mt19937_64 rng(2026);
        std::vector<std::size_t> lengths;
        for (std::size_t n = 1; n <= 400; ++n) lengths.push_back(n);
        for (std::size_t n : {998, 999, 1000, 1001, 1999, 2000}) lengths.push_back(n);
        for (const std::size_t n : lengths)
            for (int kind = 0; kind < 3; ++kind) {
                std::string digits(n, kind == 1 ? '9' : '0');
                if (kind == 0)
                    for (char& d : digits) d = static_cast<char>('0' + rng() % 10);
                digits[0] = static_cast<char>('1' + rng() % 9);
                for (const bool negative : {false, true}) {
                    const std::string text = (negative ? "-" : "") + digits;
                    Coord c;
                    REQUIRE_MESSAGE(parse_coord(text, c) == IntParse::ok, text);
                    REQUIRE_MESSAGE(c == Coord(text), text);
                    std::string back;
                    append_coord(back, c);
                    REQUIRE(back == text);
                }
            }
    }

    TEST_CASE("wide append_coord at limb and 10^19 boundaries, of random limbs, and past the digit limit") {
        // append_coord divides the limbs by 10^19 itself (an invariant reciprocal): every case
        // against cpp_int's own str().
        const auto same = [](const Coord& c) {
            for (const Coord& v : {c, Coord(-c)}) {
                std::string back;
                append_coord(back, v);
                REQUIRE_MESSAGE(back == v.str(), v.str());
            }
        };
        const Coord two64 = Coord(1) << 64, ten19("10000000000000000000");
        for (int k = 1; k <= 8; ++k) {
            const Coord p = Coord(1) << (64 * k), t = pow(ten19, static_cast<unsigned>(k));
            for (int d = -3; d <= 3; ++d) {
                same(p + d);
                same(t + d);
                same(t * 7 + d);
                same(p - t + d);
            }
            same((p >> 1) + 1);
        }
        same(ten19 * ten19 + 5);  // a middle chunk of zeros
        same(two64 * ten19);
        std::mt19937_64 rng(19);
        for (int i = 0; i < 20000; ++i) {
            std::array<std::uint64_t, 5> limbs{};
            const std::size_t n = 2 + rng() % limbs.size() - (rng() % 4 == 0 ? 1 : 0);
            for (std::size_t k = 0; k < n && k < limbs.size(); ++k) {
                const std::uint64_t r = rng();
                limbs[k] = rng() % 8 == 0 ? (r % 2 ? ~std::uint64_t{0} : 0) : r;  // runs of ones and zeros too
            }
            Coord c;
            import_bits(c, limbs.data(), limbs.data() + std::min(n, limbs.size()), 64, false);
            same(c);
        }
        // Past the limit (a sum of numbers at it): more limbs than the quick way holds.
        const Coord big(std::string(2000, '9'));
        same(big * big);
        same(big + 1);
        same(big * 1000);
    }
#endif

    TEST_CASE("parse_coord_near reads every number as parse_coord does") {
        // Pairs that share a prefix of every length (the tail read alone is then shorter or
        // longer than half), with borrows and carries between the tails, signs and leading zeros.
        std::mt19937_64 rng(13);
        const auto random_digits = [&](std::size_t n) {
            std::string d(n, '0');
            for (char& c : d) c = static_cast<char>('0' + rng() % 10);
            d[0] = static_cast<char>('1' + rng() % 9);
            return d;
        };
        for (const std::size_t n : std::vector<std::size_t>{1, 18, 19, 20, 40, 200, 1000, kMaxDigits, kMaxDigits + 1})
            for (std::size_t same = 0; same <= n; same += 1 + n / 7) {
                const std::string a = random_digits(n);
                std::string b = a.substr(0, same) + random_digits(n).substr(same);
                if (same > 0 && rng() % 2) b.replace(same, std::string::npos, n - same, rng() % 2 ? '0' : '9');
                for (const char* sa : {"", "-", "00"})
                    for (const char* sb : {"", "-", "-0"}) {
                        const std::string ta = sa + a, tb = sb + b;
                        Coord va = 0, want = 0, got = 0;
                        const IntParse ra = parse_coord(ta, va), rb = parse_coord(tb, want);
                        if (ra != IntParse::ok) continue;
                        const Coord other = 12345;
                        REQUIRE_MESSAGE(parse_coord_near(tb, {{"12345", &other}, {ta, &va}}, got) == rb, tb);
                        if (rb == IntParse::ok) REQUIRE_MESSAGE(got == want, ta, " ", tb);
                    }
            }
        Coord v = 0;
        const Coord one = 1;
        CHECK(parse_coord_near("12x", {{"123", &one}}, v) == IntParse::syntax);
        CHECK(parse_coord_near("", {{"1", &one}}, v) == IntParse::syntax);
    }

    TEST_CASE("parse_coord strict mode refuses leading zeros and -0, lenient mode normalises them") {
        Coord c = 5;
        CHECK(parse_coord("007", c) == IntParse::ok);
        CHECK(c == 7);
        CHECK(parse_coord("-0", c) == IntParse::ok);
        CHECK(c == 0);
        CHECK(parse_coord("007", c, true) == IntParse::syntax);
        CHECK(parse_coord("-0", c, true) == IntParse::syntax);
        CHECK(parse_coord("0", c, true) == IntParse::ok);
        CHECK(parse_coord("00000000000000000000000000001", c) == IntParse::ok);
        CHECK(c == 1);
    }

    TEST_CASE("parse_coord rejects signs alone, blanks and letters") {
        Coord c = 0;
        for (const char* bad : {"", "-", "+", "1a", " 1", "1 ", "--1", "0x10", "1e3"})
            CHECK_MESSAGE(parse_coord(bad, c) == IntParse::syntax, bad);
    }

    TEST_CASE("squares print without leading zeros and read back") {
        Square s;
        REQUIRE(parse_square("-12,0034", s) == IntParse::ok);
        CHECK(to_string(s) == "-12,34");
        CHECK(parse_square("1,2,3", s) == IntParse::syntax);
        CHECK(parse_square("1;2", s) == IntParse::syntax);
    }

    TEST_CASE("offset detects overflow instead of wrapping") {
        // The wide build has no overflow: the same sums are exact there.
        if (!kWideCoords) CHECK(offset({INT64_MAX, 0}, 1, 0) == std::nullopt);
        if (!kWideCoords) CHECK(offset({0, 0}, 2, 1, INT64_MAX) == std::nullopt);
#if UICI_WIDE
        CHECK(offset({INT64_MAX, 0}, 1, 0) == Square{Coord(INT64_MAX) + 1, 0});
#endif
        CHECK(offset({0, 0}, 1, 0, INT64_MAX) == Square{INT64_MAX, 0});
        CHECK(offset({5, 5}, -1, 2, 3) == Square{2, 11});
    }

    TEST_CASE("display order is rank descending then file ascending") {
        CHECK(display_less({0, 2}, {-5, 1}));
        CHECK(display_less({-5, 1}, {3, 1}));
        CHECK_FALSE(display_less({3, 1}, {3, 1}));
    }
}
