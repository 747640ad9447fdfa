// The attacks on one side's royals in a position, worked out once per position and thread:
// check_move tests a non-royal move against them instead of testing every royal afresh.
#pragma once

#include <vector>

#include "core/board/position.hpp"
#include "core/rules/attacks.hpp"

namespace UICI_CORE_NS {

struct RoyalAttacks {
    Square royal;
    std::vector<Attack> attacks;
};

// Every attack on every royal of `side` in `p`. Kept per thread for the latest position of
// each side, recognised by the board's address, placement hash and size, the border and the
// slide limit (a different board matching all of them is a 2^-64 accident).
const std::vector<RoyalAttacks>& royal_attacks(const Position& p, Color side);

}  // namespace UICI_CORE_NS
