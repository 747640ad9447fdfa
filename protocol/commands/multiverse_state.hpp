// The 5D part of a session: the 5dpgn game `position 5dpgn` loaded, if any. While it is set,
// status, d and json describe it and the chess verbs refuse to run (wrong_game).
#pragma once

#include <optional>

#include "multiverse/replay.hpp"
#include "multiverse/search.hpp"

namespace uici {

struct MultiverseState {
    std::optional<multiverse::Replayed> game;
    // The search `status` ran on this game (the game never changes once loaded, so it runs once).
    std::optional<multiverse::TurnSearch> status;
};

}  // namespace uici
