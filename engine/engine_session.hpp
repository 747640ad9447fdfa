// One engine as a client sees it: started on demand, spoken to in its dialect (uici, uci:
// engine/uci_dialect.hpp; sprt-json: engine/sprt_dialect.hpp), asked for a move under a deadline.
// Every failure comes back as a value (engine/fault.hpp): the session never throws and never
// waits without a deadline. `uici match` plays its games through it.
//
// Nothing here depends on the coordinate type (core/board/coord.hpp): the position line and the
// sprt-json request are the caller's text, and the move comes back as text.
#pragma once

#include <cstdint>
#include <string>
#include <utility>

#include <boost/asio/awaitable.hpp>

#include "core/board/piece.hpp"
#include "engine/answer.hpp"
#include "engine/engine_config.hpp"
#include "engine/process.hpp"
#include "engine/sprt_dialect.hpp"

namespace uici::engine {

// The current game's position line as last sent, and how many of its moves it holds: the build
// that plays the game extends it by the moves played since (new_game clears it).
struct PositionLine {
    std::string text;
    const void* start = nullptr;  // the start position it was written from
    std::size_t moves = 0;
};

class EngineSession {
public:
    EngineSession(boost::asio::io_context& io, EngineConfig config, std::size_t max_line);
    [[nodiscard]] const EngineConfig& config() const { return config_; }
    // Starts the engine when it is not running and does the handshake; then tells it a new
    // game starts and waits for readyok. Empty on success, else the reason.
    boost::asio::awaitable<std::string> new_game();
    // Sends position_line() and the go line, waits for bestmove until the deadline. A move is
    // move_text as written; reading it is the caller's.
    boost::asio::awaitable<EngineAnswer> go(const Clocks& clocks, Color mover);
    // Sends one sprt-json request line, waits until `reader` takes a line as the reply.
    boost::asio::awaitable<EngineAnswer> go_sprt(std::string request, const Clocks& clocks, Color mover,
                                                 SprtLineReader& reader);
    // The time a sprt-json engine is given for this move.
    [[nodiscard]] std::int64_t sprt_time(const Clocks& clocks, Color mover) const;
    PositionLine& position_line() { return position_line_; }
    // Asks the engine to quit, waits a moment, then kills whatever is left.
    boost::asio::awaitable<void> shut_down();
    void kill() { process_.kill(); }
    [[nodiscard]] bool running() const { return process_.running(); }
    Process& process() { return process_; }

    // Starts the engines of this thread under the normal scheduling policy (a match slot's
    // thread that runs under SCHED_BATCH sets it).
    bool normal_scheduling = false;

private:
    boost::asio::awaitable<std::string> start();
    [[nodiscard]] MoveWait move_wait(const Clocks& clocks, Color mover) const;
    EngineConfig config_;
    Process process_;
    PositionLine position_line_;
};

}  // namespace uici::engine
