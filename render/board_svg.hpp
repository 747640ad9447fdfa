// The drawing of a position as SVG: which squares a picture shows and where everything goes
// (docs/RENDER.md). Built twice, like core (core/board/coord.hpp): squares of any size.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS::render {

// The squares a picture shows, corners included: x0 <= x1, y0 <= y1.
struct Window {
    Coord x0, y0, x1, y1;
    friend bool operator==(const Window&, const Window&) = default;
};

// The most squares a window may have along a side (a picture of more shows a blur of marks).
inline constexpr std::int64_t kMaxWindowSpan = std::int64_t{1} << 20;
// Below this many pixels a square shows its pieces as marks (far zoom) and no checkerboard.
inline constexpr double kGlyphMinPixels = 6.0;

struct Drawing {
    std::optional<Window> window;  // nothing: default_window
    int size = 640;                // pixels along the window's longer side
    std::vector<std::pair<Square, Square>> arrows;
    std::vector<Square> marks;
    std::optional<Move> last_move;  // highlighted from and to squares
};

// The pieces' bounding box plus one square all round, at least 8 squares a side (centred),
// inside the world border plus one square (never cutting off a piece). When a side would pass kMaxWindowSpan the window
// is kMaxWindowSpan squares centred on the median piece. 1..8 x 1..8 for an empty board.
Window default_window(const Position& p);

// The whole SVG document, deterministic: pieces in display order. An empty window or one past
// kMaxWindowSpan squares a side is replaced by default_window; size is clamped to 1..65536.
std::string draw_svg(const Position& p, const Drawing& d);

}  // namespace UICI_CORE_NS::render
