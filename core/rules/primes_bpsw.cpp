// Baillie-PSW on Boost.Multiprecision: the primality test past the proven bound in a build
// without GMP (the WebAssembly build, docs/WASM.md). The same test GMP runs: a strong
// probable-prime test to base 2, then a strong Lucas test with Selfridge's parameters.
#include "core/rules/primes.hpp"

#if UICI_WIDE
#include <boost/multiprecision/integer.hpp>

namespace UICI_CORE_NS::primes_detail {
namespace {

// (a/n) for odd n > 0.
int jacobi(Count a, Count n) {
    a %= n;
    if (a < 0) a += n;
    int sign = 1;
    while (a != 0) {
        while (!bit_test(a, 0)) {
            a >>= 1;
            const unsigned r = static_cast<unsigned>(n % 8);
            if (r == 3 || r == 5) sign = -sign;
        }
        std::swap(a, n);
        if (a % 4 == 3 && n % 4 == 3) sign = -sign;
        a %= n;
    }
    return n == 1 ? sign : 0;
}

Count mod(const Count& x, const Count& n) {
    Count r = x % n;
    return r < 0 ? r + n : r;
}

// x / 2 modulo odd n, for 0 <= x < n.
Count half(Count x, const Count& n) {
    if (bit_test(x, 0)) x += n;
    return x >> 1;
}

bool strong_base2(const Count& n) {
    Count d = n - 1;
    unsigned s = 0;
    while (!bit_test(d, 0)) {
        d >>= 1;
        ++s;
    }
    Count x = powm(Count(2), d, n);
    if (x == 1 || x == n - 1) return true;
    for (unsigned i = 1; i < s; ++i) {
        x = x * x % n;
        if (x == n - 1) return true;
    }
    return false;
}

bool strong_lucas(const Count& n) {
    // Selfridge: the first D of 5, -7, 9, -11, ... with (D/n) = -1; P = 1, Q = (1 - D) / 4.
    // A square n has no such D: test it first, or the search would not end.
    const Count root = boost::multiprecision::sqrt(n);
    if (root * root == n) return false;
    long long D = 5;
    for (;;) {
        const int j = jacobi(Count(D), n);
        if (j == -1) break;
        if (j == 0 && n != (D < 0 ? -D : D)) return false;  // D shares a factor with n
        D = D > 0 ? -(D + 2) : -D + 2;
    }
    const Count dn = mod(Count(D), n);
    const Count q = mod(Count((1 - D) / 4), n);
    // n + 1 = d * 2^s with d odd.
    Count d = n + 1;
    unsigned s = 0;
    while (!bit_test(d, 0)) {
        d >>= 1;
        ++s;
    }
    // U_k, V_k and Q^k, from k = 1 up the bits of d (P = 1: U_1 = 1, V_1 = 1).
    Count u = 1, v = 1, qk = q;
    for (unsigned bit = msb(d); bit-- > 0;) {
        u = u * v % n;               // U_2k = U_k V_k
        v = mod(v * v - 2 * qk, n);  // V_2k = V_k^2 - 2 Q^k
        qk = qk * qk % n;
        if (bit_test(d, bit)) {  // k + 1: U = (U + V) / 2, V = (D U + V) / 2
            const Count nu = half((u + v) % n, n);
            v = half((dn * u + v) % n, n);
            u = nu;
            qk = qk * q % n;
        }
    }
    if (u == 0 || v == 0) return true;
    for (unsigned r = 1; r < s; ++r) {  // V_(d 2^r)
        v = mod(v * v - 2 * qk, n);
        if (v == 0) return true;
        qk = qk * qk % n;
    }
    return false;
}

}  // namespace

bool bpsw_boost(const Count& n) {
    if (n < 2) return false;
    constexpr unsigned kSmall[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47};
    for (auto p : kSmall) {
        if (n == p) return true;
        if (n % p == 0) return false;
    }
    return strong_base2(n) && strong_lucas(n);
}

}  // namespace UICI_CORE_NS::primes_detail
#endif
