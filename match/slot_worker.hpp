// One game slot of a match: its engines, its io_context and the thread that runs them, and the
// coroutine that plays the slot's games one after another, each written to the match's files
// and counted (match_state.hpp) the moment it ends.
#pragma once

#include <vector>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include "match/match_state.hpp"

namespace uici::match {

// Nothing of a slot is touched from another thread except through a handler posted to its
// io_context.
struct Slot {
    // The scheduler keeps its lock (the signal handler posts from the main thread); the reactor,
    // used by this slot's thread only, does not lock per engine line.
    boost::asio::io_context io{BOOST_ASIO_CONCURRENCY_HINT_UNSAFE_IO};
    std::vector<EngineSession*> sessions;
};

// Takes the match's next games until none is left or the match stops; then shuts its engines down.
boost::asio::awaitable<void> play_slot(MatchState& st, Slot& slot_ctx, int slot);

}  // namespace uici::match
