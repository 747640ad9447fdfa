// The framer moved to engine/line_framer.hpp (one framing rule for the server's stdin and every
// engine's stdout). This alias keeps the sprt-json dialect's loop building while it moves out of
// engine_interface/ (issue 26); delete it once that loop includes engine/line_framer.hpp.
#pragma once

#include "engine/line_framer.hpp"

namespace uici {
using engine::LineFramer;
}  // namespace uici
