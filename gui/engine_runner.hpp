// One engine process of the board page, through the engine client (engine/): started on first
// use (with the handshake and options, but a sprt-json engine, which has none), then asked for a
// move or, uici and uci engines only, to analyse while its info lines go to the page. One
// coroutine at a time drives a runner (reads and writes share one deadline timer in
// engine::Process), so a stop is asked for by a flag the reading loop polls. Every failure comes
// back as the engine client's answer with its fault (engine/fault.hpp), in every dialect.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include "core/board/piece.hpp"
#include "engine/answer.hpp"
#include "engine/engine_config.hpp"
#include "engine/process.hpp"

namespace uici::gui {

class EngineRunner {
public:
    EngineRunner(boost::asio::io_context& io, engine::EngineConfig config);
    [[nodiscard]] const engine::EngineConfig& config() const { return config_; }
    // Starts the engine and does the handshake when it does not run; empty, or the reason.
    boost::asio::awaitable<std::string> ensure_started();
    // uici and uci: sends `request` (lines joined by '\n'), then reads up to bestmove (its move
    // in move_text) or the wait's deadline. Each other line goes to `on_line`; when `stop_now()`
    // turns true, `stop` is sent once and the answer is awaited a few seconds more.
    boost::asio::awaitable<engine::EngineAnswer> go(std::string request, engine::MoveWait wait,
                                                    std::function<bool()> stop_now,
                                                    std::function<void(std::string_view)> on_line);
    // sprt-json: sends one request line and reads the reply as `mover`'s move (move_text in the
    // board's notation). The dialect has no stop: an outdated reply is the caller's to drop.
    boost::asio::awaitable<engine::EngineAnswer> go_sprt(std::string request, engine::MoveWait wait, Color mover);
    // quit (a sprt-json engine: its input closed), a moment, then the process group is killed.
    boost::asio::awaitable<void> shut_down();
    void kill() { process_.kill(); }

private:
    // After a fault the engine is no longer trusted: ended, and started again on next use.
    void lost();

    engine::EngineConfig config_;
    engine::Process process_;
    bool ready_ = false;
};

}  // namespace uici::gui
