// The 5D part of a session: the 5dpgn game `position 5dpgn` loaded, if any. While it is set,
// status, d and json describe it and the chess verbs refuse to run (wrong_game).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "multiverse/replay.hpp"
#include "multiverse/search.hpp"

namespace uici {

// The last complete `status` search of the game and the budget it had. The status job fills
// it on its worker thread; the session reads it only when idle (requests queue behind a job).
struct StatusCache {
    std::optional<multiverse::TurnSearch> result;
    std::uint64_t budget = 0;
};

struct MultiverseState {
    // Shared with a running status job, which reads it; never changed once loaded.
    std::shared_ptr<const multiverse::Replayed> game;
    std::shared_ptr<StatusCache> status = std::make_shared<StatusCache>();
};

}  // namespace uici
