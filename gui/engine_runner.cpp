#include "gui/engine_runner.hpp"

#include <algorithm>

#include "engine/sprt_dialect.hpp"
#include "engine/sprt_json/sprt_json_client.hpp"
#include "engine/uci_dialect.hpp"

namespace uici::gui {

namespace asio = boost::asio;
using engine::Clock;
using engine::EngineAnswer;
using engine::ReadResult;

namespace {
constexpr std::size_t kMaxEngineLine = std::size_t{1} << 20;
// How often a search's reading loop looks at the stop flag.
constexpr auto kPoll = std::chrono::milliseconds(25);
// How long an engine may take to answer a stop.
constexpr auto kStopGrace = std::chrono::seconds(5);

bool is_sprt(const engine::EngineConfig& c) { return c.proto == engine::Proto::sprt_json; }

// A sprt-json reply read as the board's move (the page plays the 64-bit build, docs/GUI.md).
class BoardSprtReader final : public engine::SprtLineReader {
public:
    explicit BoardSprtReader(Color mover) : mover_(mover) {}
    bool read(std::string_view line, EngineAnswer& a) override {
        Move move;
        switch (sprt_client::read_sprt_answer(line, mover_, a, move)) {
            case sprt_client::SprtRead::no_reply: return false;
            case sprt_client::SprtRead::answered: return true;
            case sprt_client::SprtRead::needs_wide:
                a.move_text = a.move_text.substr(0, 200);
                a.fail(engine::Fault::bad_output, "a square past +-2^60, which the board page does not play");
                return true;
        }
        return false;
    }

private:
    Color mover_;
};

}  // namespace

EngineRunner::EngineRunner(asio::io_context& io, engine::EngineConfig config)
    : config_(std::move(config)), process_(io, kMaxEngineLine) {}

void EngineRunner::lost() {
    ready_ = false;
    process_.kill();
}

asio::awaitable<std::string> EngineRunner::ensure_started() {
    if (ready_ && process_.running() && !process_.exited()) co_return "";
    ready_ = false;
    std::vector<std::string> argv{config_.cmd};
    argv.insert(argv.end(), config_.args.begin(), config_.args.end());
    std::string error;
    if (!process_.start(argv, error)) co_return error;
    // sprt-json engines take requests from their first line on: no handshake.
    if (!is_sprt(config_)) {
        const auto deadline = Clock::now() + std::chrono::milliseconds(config_.timeout_ms);
        std::string e = co_await engine::uci::handshake(process_, config_.options, deadline);
        if (e.empty()) e = co_await engine::uci::new_game(process_, deadline);
        if (!e.empty()) {
            process_.kill();
            co_return e;
        }
    }
    ready_ = true;
    co_return "";
}

asio::awaitable<EngineAnswer> EngineRunner::go(std::string request, engine::MoveWait wait,
                                               std::function<bool()> stop_now,
                                               std::function<void(std::string_view)> on_line) {
    EngineAnswer a;
    const bool sent = co_await process_.write_line(std::move(request), wait.deadline);
    if (engine::send_failed(sent, wait, a)) {
        lost();
        co_return a;
    }
    bool stopped = false;
    for (;;) {
        if (!stopped && stop_now()) {
            stopped = true;
            // From now on the answer limit is the stop's grace.
            wait.sent = Clock::now();
            wait.deadline = std::min(wait.deadline, wait.sent + kStopGrace);
            wait.limit_ms = std::chrono::duration_cast<std::chrono::milliseconds>(wait.deadline - wait.sent).count();
            wait.clocked = false;
            const bool told = co_await process_.write_line("stop", wait.deadline);
            if (engine::send_failed(told, wait, a)) {
                lost();
                co_return a;
            }
        }
        const auto until = std::min(wait.deadline, Clock::now() + kPoll);
        ReadResult r = co_await process_.read_line(until);
        if (r.kind == ReadResult::Kind::timeout && Clock::now() < wait.deadline) continue;
        if (engine::failed_read(r, wait, a)) {
            if (r.kind == ReadResult::Kind::closed) a.detail += " (" + process_.exit_text() + ")";
            lost();
            co_return a;
        }
        if (engine::first_word(r.text) != "bestmove") {
            on_line(r.text);
            continue;
        }
        engine::Words in(r.text);
        in.next();
        a.move_text = std::string(in.next());
        a.fault.reset();
        co_return a;
    }
}

asio::awaitable<EngineAnswer> EngineRunner::go_sprt(std::string request, engine::MoveWait wait, Color mover) {
    BoardSprtReader reader(mover);
    EngineAnswer a = co_await engine::sprt::go(process_, std::move(request), wait, reader);
    if (!a.moved()) lost();
    co_return a;
}

asio::awaitable<void> EngineRunner::shut_down() {
    if (!process_.running()) co_return;
    const auto deadline = Clock::now() + std::chrono::milliseconds(200);
    // sprt-json engines end when their input does; they have no quit.
    bool told = true;
    if (is_sprt(config_)) process_.close_input();
    else told = co_await process_.write_line("quit", deadline);
    if (told) (void)co_await process_.read_line(deadline);
    process_.kill();
    ready_ = false;
}

}  // namespace uici::gui
