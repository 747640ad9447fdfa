// The piece glyphs shared by `uici render` and the board page: one SVG drawing per piece type
// and colour, in a 100 x 100 box, drawn for this project (docs/RENDER.md shows and explains them).
#pragma once

#include <string>
#include <string_view>

#include "core/board/piece.hpp"

namespace uici::render {

// The id of a piece's <symbol>: colour letter, '-', ICN code in lower case ("w-k", "b-am", "n-ob").
std::string glyph_id(Piece p);

// The <symbol id="..." viewBox="0 0 100 100"> element that draws the piece, on one line.
std::string glyph_symbol(Piece p);

// The fill of a piece's far-zoom mark (a square of a few pixels where a glyph would not show).
std::string_view mark_fill(Piece p);

}  // namespace uici::render
