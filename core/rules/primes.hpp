// Primality of step counts: the huygens stops only at prime distances.
#pragma once

#include <cstdint>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS {

// Exact for every 64-bit value, and in the wide build for every value below
// 3,317,044,064,679,887,385,961,981 (Miller-Rabin with the thirteen primes 2..41 as bases is
// proven deterministic there). Past that bound no proven deterministic test of practical cost
// exists: the wide build adds 32 Miller-Rabin rounds with bases from a generator of fixed
// seed, so a composite passes with probability below 4^-45 and the answer for a given number
// is the same on every run. Boost's miller_rabin_test alone draws random bases.
bool is_prime(const Count& n);

}  // namespace UICI_CORE_NS
