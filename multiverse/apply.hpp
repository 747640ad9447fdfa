// Applying a resolved move: new boards on the timelines it touches, a new timeline when it branches.
#pragma once

#include "multiverse/replay.hpp"
#include "multiverse/resolve.hpp"

namespace uici::multiverse {

MoveFacts apply_move(Multiverse& mv, const ResolvedMove& r);

}  // namespace uici::multiverse
