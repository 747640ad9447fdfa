// The two dialects of ICN. Shared by both coordinate builds (core/board/coord.hpp).
#pragma once

#include <cstdint>

namespace uici {

enum class Dialect : std::uint8_t {
    Site,  // infinitechess.org's ICN: world border, "=Q" promotions, no {...} options block
    Seed,  // ICN's documentation's and the reference converter's: "3,4>3,5Q" promotions (PROTOCOL.md 1.5)
};

}  // namespace uici
