// The end-of-game tests on a position, in the site's order (RULES.md section 6).
#pragma once

#include <optional>

#include "core/game.hpp"

namespace uici {

// What the status tests need to know about the move that led to the position.
struct LastMove {
    Piece moved;
    std::optional<Piece> captured;
    bool promotion = false;
};

// The verdict on `p`: `last` is the move that led to it (none at the start of a game),
// `repetition` whether the position stands for the third time.
Status evaluate_status(const Position& p, const std::optional<LastMove>& last, bool repetition);

}  // namespace uici
