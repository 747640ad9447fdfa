// One line of an openings file read as a start position, in the coordinates of the build it is
// compiled for (core/board/coord.hpp). Built twice: openings.cpp (built once) reads each line
// on the narrow build and, for a line past +-2^60, on the wide build (wide_game.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::match {

// The position after at most `plies` of the line's moves (-1: all of them). An error sentence
// when it does not read, holds an illegal move or is already over; `needs_wide` (narrow build
// only) when a number is past +-2^60.
std::optional<std::string> read_opening(std::string_view line, int plies, Position& out, bool& needs_wide);

}  // namespace UICI_CORE_NS::match
