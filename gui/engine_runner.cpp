#include "gui/engine_runner.hpp"

#include <algorithm>

#include "engine/answer.hpp"
#include "engine/uci_dialect.hpp"

namespace uici::gui {

namespace asio = boost::asio;
using engine::Clock;
using engine::ReadResult;

namespace {
constexpr std::size_t kMaxEngineLine = std::size_t{1} << 20;
// How often a search's reading loop looks at the stop flag.
constexpr auto kPoll = std::chrono::milliseconds(25);
// How long an engine may take to answer a stop.
constexpr auto kStopGrace = std::chrono::seconds(5);
}  // namespace

EngineRunner::EngineRunner(asio::io_context& io, engine::EngineConfig config)
    : config_(std::move(config)), process_(io, kMaxEngineLine) {}

asio::awaitable<std::string> EngineRunner::ensure_started() {
    if (ready_ && process_.running() && !process_.exited()) co_return "";
    ready_ = false;
    std::vector<std::string> argv{config_.cmd};
    argv.insert(argv.end(), config_.args.begin(), config_.args.end());
    std::string error;
    if (!process_.start(argv, error)) co_return error;
    const auto deadline = Clock::now() + std::chrono::milliseconds(config_.timeout_ms);
    std::string e = co_await engine::uci::handshake(process_, config_.options, deadline);
    if (e.empty()) e = co_await engine::uci::new_game(process_, deadline);
    if (!e.empty()) {
        process_.kill();
        co_return e;
    }
    ready_ = true;
    co_return "";
}

asio::awaitable<GoResult> EngineRunner::go(std::string request, Clock::time_point deadline,
                                           std::function<bool()> stop_now,
                                           std::function<void(std::string_view)> on_line) {
    GoResult out;
    const bool sent = co_await process_.write_line(std::move(request), deadline);
    if (!sent) {
        ready_ = false;
        out.error = "the engine does not read";
        co_return out;
    }
    bool stopped = false;
    for (;;) {
        if (!stopped && stop_now()) {
            stopped = true;
            deadline = std::min(deadline, Clock::now() + kStopGrace);
            const bool told = co_await process_.write_line("stop", deadline);
            if (!told) {
                ready_ = false;
                out.error = "the engine does not read";
                co_return out;
            }
        }
        const auto until = std::min(deadline, Clock::now() + kPoll);
        ReadResult r = co_await process_.read_line(until);
        if (r.kind == ReadResult::Kind::timeout) {
            if (Clock::now() < deadline) continue;
            out.error = "no answer in time";
        } else if (r.kind == ReadResult::Kind::closed) {
            out.error = "the engine ended (" + process_.exit_text() + ")";
        } else if (r.kind == ReadResult::Kind::overlong) {
            out.error = "a line over " + std::to_string(r.length) + " bytes";
        } else {
            const std::string_view w = engine::first_word(r.text);
            if (w != "bestmove") {
                on_line(r.text);
                continue;
            }
            engine::Words in(r.text);
            in.next();
            out.move = std::string(in.next());
            co_return out;
        }
        // The engine is no longer to be trusted: it is ended, and started again on next use.
        ready_ = false;
        process_.kill();
        co_return out;
    }
}

asio::awaitable<void> EngineRunner::shut_down() {
    if (!process_.running()) co_return;
    const auto deadline = Clock::now() + std::chrono::milliseconds(200);
    const bool told = co_await process_.write_line("quit", deadline);
    if (told) (void)co_await process_.read_line(deadline);
    process_.kill();
    ready_ = false;
}

}  // namespace uici::gui
