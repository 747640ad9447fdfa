// One engine process of the board page, through the engine client (engine/): started on first
// use with its handshake and options, then asked to search a position while its info lines go
// to the page. One coroutine at a time drives a runner (reads and writes share one deadline
// timer in engine::Process), so a stop is asked for by a flag the reading loop polls.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include "engine/engine_config.hpp"
#include "engine/process.hpp"

namespace uici::gui {

struct GoResult {
    std::optional<std::string> move;  // bestmove's move, as written
    std::string error;                // why there is none (the engine ended, timed out, ...)
};

class EngineRunner {
public:
    EngineRunner(boost::asio::io_context& io, engine::EngineConfig config);
    [[nodiscard]] const engine::EngineConfig& config() const { return config_; }
    // Starts the engine and does the handshake when it does not run; empty, or the reason.
    boost::asio::awaitable<std::string> ensure_started();
    // Sends `request` (lines joined by '\n'), then reads up to bestmove or `deadline`. Each line
    // goes to `on_line`; when `stop_now()` turns true, `stop` is sent once and the answer is
    // awaited a few seconds more.
    boost::asio::awaitable<GoResult> go(std::string request, engine::Clock::time_point deadline,
                                        std::function<bool()> stop_now, std::function<void(std::string_view)> on_line);
    // quit, a moment, then the process group is killed.
    boost::asio::awaitable<void> shut_down();
    void kill() { process_.kill(); }

private:
    engine::EngineConfig config_;
    engine::Process process_;
    bool ready_ = false;
};

}  // namespace uici::gui
