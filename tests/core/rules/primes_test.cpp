// The huygens' primality test (core/rules/primes.hpp): exact on 64 bits and, in the wide build,
// below 3.3 x 10^24; Baillie-PSW past it, fast at the 2,000 digits coordinates may have.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "core/rules/primes.hpp"
#include "tests/core/cpu_time.hpp"

using namespace UICI_CORE_NS;

TEST_SUITE("primes") {
    TEST_CASE("every number below 2,000 is prime exactly when a sieve says so") {
        std::vector<bool> composite(2000, false);
        for (std::size_t i = 2; i < composite.size(); ++i)
            for (std::size_t j = i * i; j < composite.size(); j += i) composite[j] = true;
        for (std::int64_t n = 0; n < 2000; ++n)
            CHECK_MESSAGE(is_prime(Count(n)) == (n >= 2 && !composite[static_cast<std::size_t>(n)]), n);
    }

    TEST_CASE("64-bit primes, Carmichael numbers and strong pseudoprimes to many bases") {
        CHECK(is_prime(Count(2305843009213693951LL)));   // 2^61 - 1
        CHECK(!is_prime(Count(561)));                    // Carmichael
        CHECK(!is_prime(Count(3215031751LL)));           // strong pseudoprime to bases 2, 3, 5, 7
        CHECK(!is_prime(Count(3825123056546413051LL)));  // to every prime base up to 23
        CHECK(is_prime(Count(9223372036854775783LL)));   // the largest prime below 2^63
    }

#if UICI_WIDE
    // high * 10^12 + low: gcc 12 warns, wrongly, inside cpp_int's constructor from a string.
    const auto big = [](std::uint64_t high, std::uint64_t low) { return Count(high) * 1'000'000'000'000ULL + low; };

    TEST_CASE("past 64 bits: the strong pseudoprimes to the first 12 and 13 prime bases are composite") {
        CHECK(is_prime(Count(UINT64_MAX) + 14));                 // the first prime past 2^64
        CHECK(!is_prime(big(318665857834ULL, 31151167461ULL)));  // to every prime base up to 37
        // To every prime base up to 41, the thirteen bases alone: the bound itself.
        CHECK(!is_prime(big(3317044064679ULL, 887385961981ULL)));
    }

    TEST_CASE("2,000 digits: a prime, a composite with a small factor, a product of two large primes") {
        const Count p2000 = pow(Count(10), 1999) + 7321;  // the first prime past 10^1999
        const Count p1000 = pow(Count(10), 999) + 7, q1000 = pow(Count(10), 999) + 663;
        // A Carmichael number (6k+1)(12k+1)(18k+1), k = 10^28 + 21226, its three factors prime.
        const Count k = pow(Count(10), 28) + 21226;
        const Count carmichael = (6 * k + 1) * (12 * k + 1) * (18 * k + 1);
        const double start = uici::testing::cpu_now();
        CHECK(is_prime(p2000));
        CHECK(is_prime(p1000));
        CHECK(!is_prime(pow(Count(10), 1999) + 7411));  // 59 divides it, past the trial division by 2..41
        CHECK(!is_prime(p1000 * q1000));
        CHECK(!is_prime(carmichael));
        CHECK(!is_prime(p2000 + 2));
        // Each took seconds with cpp_int (the prime: 19 s of CPU); with GMP the whole case takes
        // well under one.
        CHECK(uici::testing::cpu_now() - start < 3);
    }

    TEST_CASE("with a poll in scope a long test can be given up, and its answer is still remembered") {
        struct GiveUp {};
        // 2,000 digits with no small factor, asked nowhere else in this suite (the answers are
        // remembered process-wide): one strong base-2 test shows it composite, tens of ms.
        const Count n = pow(pow(Count(10), 999) + 7, 2);
        {
            const PrimalityPoll outer([] {});
            {
                const PrimalityPoll poll([&] { throw GiveUp{}; });
                CHECK_THROWS_AS(is_prime(n), GiveUp);
            }
            // The inner scope restored the outer poll, which waits for the same test's answer.
            CHECK(!is_prime(n));
        }
        // Remembered: asked again with no poll, the answer is the same.
        CHECK(!is_prime(n));
        // A prime past 64 bits of under 1,024 bits runs in place whatever the poll does.
        const PrimalityPoll never([&] { throw GiveUp{}; });
        CHECK(is_prime(pow(Count(10), 99) + 289));  // the first prime past 10^99
    }
#endif
}
