#include "engine/engine_session.hpp"

#include "engine/uci_dialect.hpp"

namespace uici::engine {

namespace asio = boost::asio;

EngineSession::EngineSession(asio::io_context& io, EngineConfig config, std::size_t max_line)
    : config_(std::move(config)), process_(io, max_line) {}

asio::awaitable<std::string> EngineSession::start() {
    std::vector<std::string> argv{config_.cmd};
    argv.insert(argv.end(), config_.args.begin(), config_.args.end());
    std::string error;
    SpawnOptions options;
    options.normal_scheduling = normal_scheduling;
    if (!process_.start(argv, error, options)) co_return error;
    // sprt-json engines take requests from their first line on: no handshake.
    if (config_.proto == Proto::sprt_json) co_return "";
    // UCI's spelling for both text protocols (PROTOCOL.md section 11): what `uici compliance`
    // checks and what every engine knows; the uici server answers `uici`/`newgame` too, other
    // engines need not.
    const auto deadline = Clock::now() + std::chrono::milliseconds(config_.timeout_ms);
    std::string e = co_await uci::handshake(process_, config_.options, deadline);
    co_return e;
}

asio::awaitable<std::string> EngineSession::new_game() {
    position_line_.text.clear();
    if (!process_.running()) {
        if (auto e = co_await start(); !e.empty()) {
            process_.kill();
            co_return e;
        }
    }
    if (config_.proto == Proto::sprt_json) co_return "";  // each request carries the whole game
    const auto deadline = Clock::now() + std::chrono::milliseconds(config_.timeout_ms);
    std::string e = co_await uci::new_game(process_, deadline);
    if (!e.empty()) process_.kill();
    co_return e;
}

// How long a move may be waited for: the clock (or the fixed time) plus the margin, when one
// bounds the move (then running out is a time forfeit); else the answer limit.
MoveWait EngineSession::move_wait(const Clocks& clocks, Color mover) const {
    MoveWait w;
    if (config_.tc) {
        w.limit_ms = (mover == Color::White ? clocks.white_ms : clocks.black_ms) + config_.margin_ms;
        w.clocked = true;
    } else if (config_.st_ms) {
        w.limit_ms = *config_.st_ms + config_.margin_ms;
        w.clocked = true;
    } else {
        w.limit_ms = config_.timeout_ms;
    }
    w.sent = Clock::now();
    w.deadline = w.sent + std::chrono::milliseconds(w.limit_ms);
    return w;
}

asio::awaitable<EngineAnswer> EngineSession::go(const Clocks& clocks, Color mover) {
    // One write for both lines: one system call and one wake-up of the engine.
    std::string request = position_line_.text + '\n' + uci::go_line(config_, clocks);
    const MoveWait wait = move_wait(clocks, mover);
    EngineAnswer a = co_await uci::go(process_, std::move(request), wait);
    co_return a;
}

std::int64_t EngineSession::sprt_time(const Clocks& clocks, Color mover) const {
    return sprt::time_for(config_, clocks, mover == Color::White);
}

asio::awaitable<EngineAnswer> EngineSession::go_sprt(std::string request, const Clocks& clocks, Color mover,
                                                     SprtLineReader& reader) {
    const MoveWait wait = move_wait(clocks, mover);
    EngineAnswer a = co_await sprt::go(process_, std::move(request), wait, reader);
    co_return a;
}

asio::awaitable<void> EngineSession::shut_down() {
    if (!process_.running()) co_return;
    const auto deadline = Clock::now() + std::chrono::milliseconds(200);
    // sprt-json engines end when their input does; they have no quit.
    const bool told = config_.proto == Proto::sprt_json ? (process_.close_input(), true)
                                                        : co_await process_.write_line("quit", deadline);
    if (told) {
        // Give it a moment to leave by itself; whatever is left is killed.
        (void)co_await process_.read_line(deadline);
    }
    process_.kill();
}

}  // namespace uici::engine
