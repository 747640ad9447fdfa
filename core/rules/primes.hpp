// Primality of step counts: the huygens stops only at prime distances.
#pragma once

#include <cstdint>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS {

// Exact for every 64-bit value, and in the wide build for every value below
// 3,317,044,064,679,887,385,961,981 (Miller-Rabin with the thirteen primes 2..41 as bases is
// proven deterministic there). Past that bound no proven test of practical cost exists: the
// wide build runs the Baillie-PSW test (GMP's, with no random rounds): deterministic, and no
// composite is known to pass it. It replaced 45 Miller-Rabin rounds of fixed bases (15 s of
// cpp_int arithmetic at 2,000 digits); the two could differ only on a composite that passes
// one of them, and none is known.
bool is_prime(const Count& n);

}  // namespace UICI_CORE_NS
