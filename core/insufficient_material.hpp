// The site's insufficient-material draw, from its fixed tables of drawn material.
#pragma once

#include "core/position.hpp"

namespace uici {

// True when the material on the board is one the site's tables call a draw. The caller
// checks the surrounding conditions that the site applies before looking (both players
// with only the checkmate win condition, last move a capture or promotion).
bool insufficient_material(const Position& p);

}  // namespace uici
