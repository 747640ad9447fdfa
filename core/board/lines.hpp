// Step arithmetic along the eight line families: which step count joins two squares, the
// square n steps away, and how far the world border and the slide limit let a slide go.
#pragma once

#include <cstdint>
#include <optional>

#include "core/board/board.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS {

// Signed step count k with to == from + k * kLineDir[family], or nothing when `to` is off
// that line (k == 0 is returned for to == from).
std::optional<Wide> line_steps(SquareArg from, SquareArg to, int family);

// The first family below `families` whose line through `from` passes through `to`, with the
// signed step count k of line_steps (to == from + k * kLineDir[family]); nothing when none
// does. Distinct squares lie on at most one line of the eight families, so for them this is
// the one family joining them, found without trying each family in turn.
struct LineJoin {
    int family;
    Wide steps;
};
std::optional<LineJoin> line_join(SquareArg from, SquareArg to, int families);

// Distance in steps between two squares known to share a line of `family`.
Count line_distance(SquareArg a, SquareArg b, int family);

// from + sense * n * kLineDir[family], or nothing when it leaves the int64 range.
std::optional<Square> step_square(SquareArg from, int family, int sense, Count n);

// Step counts n (>= 1) a slide from `from` may take in one sense, as the site computes them
// from the world border and the slide limit (before any piece blocks it). `hi` empty means
// unbounded. A piece standing outside the border can get lo > 1, as on the site.
struct StepRange {
    Count lo = 1;
    std::optional<Count> hi;
    [[nodiscard]] bool empty() const { return hi && *hi < lo; }
    [[nodiscard]] bool contains(Count n) const { return n >= lo && (!hi || n <= *hi); }
};
StepRange slide_range(const GameRules& rules, SquareArg from, int family, int sense);
// The same rule computed in Wide for any coordinates: slide_range's own fallback, and the
// oracle its 64-bit path is tested against.
StepRange slide_range_wide(const GameRules& rules, SquareArg from, int family, int sense);

// The sense (+1/-1) in which `to` lies from `from` along `family`, given k from line_steps.
inline int sense_of(const Wide& k) { return k > 0 ? 1 : -1; }
inline Count magnitude(const Wide& k) { return static_cast<Count>(k < 0 ? -k : k); }

}  // namespace UICI_CORE_NS
