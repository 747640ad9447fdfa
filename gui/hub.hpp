// The heart of `uici gui`: the one game (gui/game_room.hpp), the pages connected to it, and the
// engines that play and analyse it. Everything runs on one io_context thread: a page's message
// is dispatched (gui/messages.hpp), its replies sent, the new state broadcast, and an engine
// started on its move when it is one's turn. An engine's answer for a position that is gone
// (an undo, a new game) is dropped.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include "gui/engine_runner.hpp"
#include "gui/game_room.hpp"
#include "gui/messages.hpp"

namespace uici::gui {

// A connected page, as the hub sees it: something to send a JSON text to.
class Peer {
public:
    virtual ~Peer() = default;
    virtual void send(std::string text) = 0;
};

class Hub {
public:
    Hub(boost::asio::io_context& io, std::vector<engine::EngineConfig> engines);
    void attach(Peer* p) { peers_.insert(p); }
    void detach(Peer* p) { peers_.erase(p); }
    void on_message(Peer& from, std::string_view text);
    // A message of `bytes` over kMaxMessageBytes came and was dropped unread: one too_large error.
    void on_oversized(Peer& from, std::size_t bytes);
    // Starts the clock watch (a flag falls while nobody moves).
    void start();
    // Stops every engine; the hub does nothing more.
    boost::asio::awaitable<void> shut_down();
    [[nodiscard]] const std::vector<EngineInfo>& engines() const { return infos_; }

private:
    std::int64_t now_ms() const;
    void send(Peer& p, const Json& j);
    void broadcast(const Json& j);
    // After any change: an engine to move is started, an outdated search is stopped, analysis
    // follows the position.
    void after_change();
    boost::asio::awaitable<void> play(int engine);
    boost::asio::awaitable<void> analyse();
    boost::asio::awaitable<void> watch_clocks();
    std::string go_line() const;
    // A sprt-json engine's request: the room's position and its moves, the time for this move.
    std::string sprt_request_line(const EngineRunner& r) const;
    // Forwards an engine's info line to the pages, tagged with its source.
    // `mover` is the side to move of the searched position (a UCI pv is mapped from it).
    void forward_info(std::string_view line, std::string_view source, int engine, std::uint64_t generation,
                      Color mover);
    void forward_info(const engine::InfoLine& line, std::string_view source, int engine, std::uint64_t generation,
                      Color mover);

    boost::asio::io_context& io_;
    GameRoom room_;
    std::vector<EngineInfo> infos_;
    std::vector<std::unique_ptr<EngineRunner>> players_;    // one per engine: its moves
    std::vector<std::unique_ptr<EngineRunner>> analysers_;  // one per engine: analysis
    std::vector<bool> playing_;                             // a search for a move runs
    std::set<Peer*> peers_;
    std::optional<Dispatch::Analyse> analysis_;  // on, and with what
    bool analysing_ = false;                     // the analysis coroutine runs
    bool closing_ = false;
    boost::asio::steady_timer ticker_;
};

}  // namespace uici::gui
