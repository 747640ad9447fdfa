// Primality of step counts: the huygens stops only at prime distances.
#pragma once

#include <cstdint>
#include <functional>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS {

// Exact for every 64-bit value, and in the wide build for every value below
// 3,317,044,064,679,887,385,961,981 (Miller-Rabin with the thirteen primes 2..41 as bases is
// proven deterministic there). Past that bound no proven test of practical cost exists: the
// wide build runs the Baillie-PSW test (GMP's, with no random rounds): deterministic, and no
// composite is known to pass it. It replaced 45 Miller-Rabin rounds of fixed bases (15 s of
// cpp_int arithmetic at 2,000 digits); the two could differ only on a composite that passes
// one of them, and none is known.
// Past the bound the answers are remembered (the last few thousand numbers), since a search
// asks about the same distances at many nodes.
bool is_prime(const Count& n);

#if UICI_WIDE
// The two Baillie-PSW tests behind is_prime past the proven bound, for the test that proves
// them equal (tests/core/rules/primes_test.cpp). GMP's runs in builds with GMP (UICI_GMP, the
// native build); the Boost.Multiprecision one (primes_bpsw.cpp) in builds without it (the
// WebAssembly build, docs/WASM.md), some 4x slower at 2,000 digits.
namespace primes_detail {
bool bpsw_gmp(const Count& n);  // defined only when UICI_GMP is on
bool bpsw_boost(const Count& n);
}  // namespace primes_detail
#endif

// A test past the bound takes up to a quarter of a second at 2,000 digits, inside one GMP call
// that nothing can interrupt. While a PrimalityPoll is in scope on a thread, such a test runs on
// a helper thread and this thread calls `poll` every millisecond or two while it waits; `poll`
// may throw (the search's Halted does) to give up waiting. The test then finishes on its own and
// its answer is remembered for the next asker. Without a poll in scope a test runs in place.
class PrimalityPoll {
public:
    explicit PrimalityPoll(std::function<void()> poll);
    ~PrimalityPoll();
    PrimalityPoll(const PrimalityPoll&) = delete;
    PrimalityPoll& operator=(const PrimalityPoll&) = delete;

private:
    std::function<void()> poll_;
    const std::function<void()>* outer_;
};

}  // namespace UICI_CORE_NS
