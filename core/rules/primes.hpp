// Primality of step counts: the huygens stops only at prime distances.
#pragma once

#include <cstdint>

namespace uici {

// Exact for every 64-bit value. Boost.Multiprecision's miller_rabin_test draws random bases
// (a probabilistic answer); the rules need a certain one, hence a fixed base set here.
bool is_prime(std::uint64_t n);

}  // namespace uici
