// A move as the notations and the rules exchange it.
#pragma once

#include <optional>

#include "core/piece.hpp"
#include "core/square.hpp"

namespace uici {

struct Move {
    Square from;
    Square to;
    std::optional<PieceType> promotion;  // promoted piece takes the mover's colour
    friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace uici
