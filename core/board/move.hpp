// A move as the notations and the rules exchange it.
#pragma once

#include <optional>

#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS {

struct Move {
    Square from;
    Square to;
    // The promotion piece as written: its type and the colour its letter case gave. The rules
    // require the mover's colour (the site calls a wrong case "Incorrect promotion color").
    std::optional<Piece> promotion;
    friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace UICI_CORE_NS
