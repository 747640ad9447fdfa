#include "core/rules/primes.hpp"

#if UICI_WIDE
#include <random>

#include <boost/random/uniform_int_distribution.hpp>
#endif

namespace UICI_CORE_NS {
namespace {

__extension__ using U128 = unsigned __int128;

std::uint64_t mul_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    return static_cast<std::uint64_t>(static_cast<U128>(a) * b % m);
}

std::uint64_t pow_mod(std::uint64_t base, std::uint64_t exp, std::uint64_t m) {
    std::uint64_t result = 1;
    base %= m;
    while (exp > 0) {
        if (exp & 1) result = mul_mod(result, base, m);
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    return result;
}

bool is_prime_u64(std::uint64_t n) {
    if (n < 2) return false;
    // Trial division by the small primes settles every n < 37*37 and removes most composites.
    constexpr std::uint64_t kSmall[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
    for (auto p : kSmall) {
        if (n == p) return true;
        if (n % p == 0) return false;
    }
    if (n < 37 * 37) return true;
    // Miller-Rabin with the first twelve primes as bases is deterministic below 3.3e24.
    std::uint64_t d = n - 1;
    int r = 0;
    while ((d & 1) == 0) {
        d >>= 1;
        ++r;
    }
    for (auto a : kSmall) {
        std::uint64_t x = pow_mod(a, d, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int i = 1; i < r && composite; ++i) {
            x = mul_mod(x, x, n);
            if (x == n - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}

}  // namespace

#if UICI_WIDE
bool is_prime(const Count& n) {
    if (n <= UINT64_MAX) return n >= 0 && is_prime_u64(static_cast<std::uint64_t>(n));
    constexpr unsigned kBases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41};
    for (auto p : kBases)
        if (n % p == 0) return false;
    Count d = n - 1;
    unsigned r = 0;
    while (!bit_test(d, 0)) {
        d >>= 1;
        ++r;
    }
    const Count last = n - 1;
    auto witness = [&](const Count& a) {  // true when a proves n composite
        Count x = powm(a, d, n);
        if (x == 1 || x == last) return false;
        for (unsigned i = 1; i < r; ++i) {
            x = powm(x, 2, n);
            if (x == last) return false;
        }
        return true;
    };
    for (auto a : kBases)
        if (witness(Count(a))) return false;
    static const Count kProven("3317044064679887385961981");
    if (n < kProven) return true;
    std::mt19937_64 gen(0x5EED'0F'9E3779B9ULL);  // fixed: the same bases for the same n on every run
    boost::random::uniform_int_distribution<Count> pick(Count(2), n - 2);
    for (int round = 0; round < 32; ++round)
        if (witness(pick(gen))) return false;
    return true;
}
#else
bool is_prime(const Count& n) { return is_prime_u64(n); }
#endif

}  // namespace UICI_CORE_NS
