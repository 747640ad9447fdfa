// The Baillie-PSW test on Boost.Multiprecision (core/rules/primes_bpsw.cpp, the WebAssembly
// build's, which has no GMP) answers as GMP's does: on every small number, on the known strong
// pseudoprimes to base 2 and the strong Lucas pseudoprimes (each half of the test alone is
// fooled by one of these lists), on squares, on random numbers of up to 700 bits and on the
// 2,000-digit primes of tests/data.
#include <doctest/doctest.h>

#include <fstream>
#include <random>
#include <string>

#include "core/rules/primes.hpp"

using namespace UICI_CORE_NS;

TEST_SUITE("primes") {
    using primes_detail::bpsw_boost;
    using primes_detail::bpsw_gmp;

    TEST_CASE("Boost's Baillie-PSW agrees with GMP's below 30,000 and on the pseudoprimes") {
        for (int n = 0; n < 30'000; ++n) CHECK_MESSAGE(bpsw_boost(Count(n)) == bpsw_gmp(Count(n)), n);
        // Strong pseudoprimes to base 2, then strong Lucas pseudoprimes (Selfridge's parameters),
        // then Carmichael numbers: composite, each fooling one half of the test.
        const long long fools[] = {2047,  3277,   4033,   4681,   8321,   15841,     29341,       42799, 49141,
                                   52633, 65281,  74665,  80581,  85489,  88357,     90751,       5459,  5777,
                                   10877, 16109,  18971,  22499,  24569,  25199,     40309,       58519, 75077,
                                   97439, 100127, 113573, 115639, 130139, 561,       1105,        1729,  2465,
                                   2821,  6601,   8911,   41041,  825265, 321197185, 3215031751LL};
        for (const long long n : fools) {
            CHECK_MESSAGE(!bpsw_boost(Count(n)), n);
            CHECK_MESSAGE(!bpsw_gmp(Count(n)), n);
        }
    }

    TEST_CASE("Boost's Baillie-PSW agrees with GMP's on random numbers, primes and squares up to 700 bits") {
        std::mt19937_64 rng(20261126);
        int primes = 0;
        for (int i = 0; i < 3000; ++i) {
            Count n = 0;
            const int words = 1 + i % 11;
            for (int w = 0; w < words; ++w) n = (n << 64) | Count(rng());
            n |= 1;
            const bool gmp = bpsw_gmp(n);
            primes += gmp ? 1 : 0;
            CHECK_MESSAGE(bpsw_boost(n) == gmp, n);
            const Count square = n * n;
            CHECK_MESSAGE(!bpsw_boost(square), square);
        }
        // Odd numbers of up to 700 bits: about one in a hundred is prime.
        CHECK(primes > 10);
        // Products of two primes p (2p - 1), the shape of many pseudoprimes.
        for (Count p = (Count(1) << 100) + 1; p < (Count(1) << 100) + 4000; p += 2) {
            if (!bpsw_gmp(p) || !bpsw_gmp(2 * p - 1)) continue;
            CHECK_MESSAGE(!bpsw_boost(p * (2 * p - 1)), p);
        }
    }

    TEST_CASE("Boost's Baillie-PSW agrees with GMP's on the 2,000-digit primes and their neighbours") {
        std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/primes-2000-digits.txt");
        REQUIRE(in);
        int read = 0;
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line[0] == '#') continue;
            const Count p(line);
            ++read;
            CHECK(bpsw_boost(p));
            CHECK(bpsw_gmp(p));
            CHECK(bpsw_boost(p + 2) == bpsw_gmp(p + 2));
        }
        CHECK(read == 2);
    }
}
