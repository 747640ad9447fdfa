#include "engine_interface/server.hpp"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include "dialects/sprt_json/sprt_json_engine.hpp"
#include "engine/line_framer.hpp"
#include "engine_interface/debug_log.hpp"
#include "engine_interface/exit_signals.hpp"
#include "engine_interface/heap.hpp"
#include "engine_interface/input_reader.hpp"
#include "engine_interface/job_runner.hpp"
#include "engine_interface/output_channel.hpp"
#include "protocol/dispatch.hpp"
#include "protocol/line_handler.hpp"
#include "protocol/line_queue.hpp"
#include "protocol/session.hpp"
#include "protocol/version.hpp"

namespace uici {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kFlushBytes = 64 * 1024;
constexpr auto kFlushAge = std::chrono::milliseconds(1);
constexpr std::size_t kLongLine = 4096;
// How long quit waits for a stopped job before leaving without it.
constexpr auto kJobGrace = std::chrono::milliseconds(60);

// The transport: lines from stdin into a LineHandler (the protocol's Session, or a dialect), its
// replies and its jobs' output onto stdout.
class Server final : engine::LineFramer::Sink {
public:
    Server(const ServerOptions& o, LineHandler& handler, DebugLog& log)
        : opts_(o),
          log_(log),
          out_(o.out_fd),
          session_(handler),
          framer_(session_.max_line_bytes()),
          in_(ctx_, o.in_fd),
          jobs_(ctx_) {}

    int run() {
        if (opts_.banner) {
            Reply r(session_.output());
            r.info("uici " + std::string(kVersion) + " by " + std::string(kAuthor));
            emit(r.output());
            flush();
        }
        in_.start([this](std::string_view bytes) { on_data(bytes); }, [this] { on_eof(); });
        ctx_.run();
        return exit_code_after(out_, exit_code_);
    }

private:
    void on_data(std::string_view bytes) {
        framer_.feed(bytes, *this);
        flush();
    }

    void on_eof() {
        framer_.finish(*this);
        eof_ = true;
        // A script (a regular file, or --batch) runs to its end; a client closing the pipe
        // has gone away, and that is a quit, also in the middle of a job.
        if (!(opts_.batch || in_.is_file()) || idle()) shutdown(0);
        flush();
    }

    void on_line(std::string_view line) override {
        if (stopping_) return;
        log_.input(line);
        if (idle()) return run_now(line);
        // While a job runs: protocol/line_queue.hpp's order rules.
        const LineClass cls = session_.classify(line);
        switch (queue_.arrival(cls)) {
            case LineQueue::Arrival::stop_now: return stop_job(line);
            case LineQueue::Arrival::quit_now: return shutdown(0);
            case LineQueue::Arrival::queue: break;
        }
        queue_.push({std::string(line), std::nullopt, cls});
        if (const auto limit = session_.line_limit_after(line)) framer_.set_limit(*limit);
        drain();
        flush();
    }

    void on_too_long(std::uint64_t bytes) override {
        if (stopping_) return;
        log_.note("dropped a line of " + std::to_string(bytes) + " bytes");
        if (idle()) deliver(session_.line_too_long(bytes));
        else queue_.push({{}, bytes});
    }

    [[nodiscard]] bool idle() const { return !jobs_.busy() && queue_.empty(); }

    void run_now(std::string_view line) {
        // Replies wait in pending_ while more lines of the same read are handled, but not for
        // long: before a long line (likely slow: a position with many moves), and whenever the
        // clock, read every few lines, says the oldest waited over a millisecond.
        if (!pending_.empty() && (line.size() > kLongLine ||
                                  ((++lines_since_check_ & 15) == 0 && Clock::now() - pending_since_ > kFlushAge)))
            flush();
        // A long line (a position of many pieces or moves) is followed by allocations of tens of
        // times its size: the board, the game's copy of it, and at the first query the board's
        // line indices. The first touch of each fresh 4 KiB page was most of that time; the heap
        // is grown once in huge pages instead (engine_interface/heap.hpp; no-op below 256 KiB).
        // The grown heap is kept: memory a large position freed serves the next one.
        prepare_heap(3 * line.size());
        deliver(session_.handle(line));
    }

    void deliver(Reply r) {
        emit(r.output());
        // The session's limit is the one for the next line read only when no line read is still
        // queued; otherwise the framer keeps the limit of the last queued line that set one.
        if (queue_.empty()) framer_.set_limit(session_.max_line_bytes());
        if (r.job()) {
            flush();  // the lines before the job go out before it starts
            const auto deadline = r.job()->deadline;
            jobs_.start(
                std::move(*r.job()),
                [this](std::string lines) {
                    if (stopping_) return;
                    emit(lines);
                    flush();  // a search's info line goes out when it is made, not with bestmove
                },
                [this](std::string out) { on_job_done(std::move(out)); });
            if (deadline) arm_watchdog(*deadline);
        }
        if (r.wants_quit()) shutdown(r.exit_code());
    }

    // Stops the running job. The stop line itself is answered too: nothing for a plain `stop`,
    // the {"reply":"ok"} of an envelope with an id (protocol/envelope.hpp).
    void stop_job(std::string_view line) {
        jobs_.stop();
        deliver(session_.handle(line));
        flush();
    }

    // Stops the job just started once `after` has passed, unless it ended before.
    void arm_watchdog(std::chrono::milliseconds after) {
        watchdog_.expires_after(after);
        watchdog_.async_wait([this, job = jobs_done_](const boost::system::error_code& ec) {
            if (!ec && job == jobs_done_ && jobs_.busy()) jobs_.stop();
        });
    }

    void on_job_done(std::string out) {
        ++jobs_done_;  // a watchdog still pending belongs to this job, not to the next
        watchdog_.cancel();
        if (stopping_) return;
        emit(out);
        flush();
        drain();
        flush();
        if (eof_ && idle()) shutdown(0);
    }

    // Runs the queue's head while it may (LineQueue::next).
    void drain() {
        while (!stopping_ && !queue_.empty()) {
            switch (queue_.next(jobs_.busy(), jobs_.stopping())) {
                case LineQueue::Step::wait: return;
                case LineQueue::Step::quit: return shutdown(0);
                case LineQueue::Step::stop: stop_job(queue_.pop().line); continue;
                case LineQueue::Step::run: break;
            }
            const LineQueue::Entry q = queue_.pop();
            if (q.too_long) deliver(session_.line_too_long(*q.too_long));
            else run_now(q.line);
        }
    }

    void emit(std::string_view text) {
        if (text.empty() || out_.closed()) return;
        if (pending_.empty()) pending_since_ = Clock::now();
        pending_ += text;
        log_.output(text);
        if (pending_.size() >= kFlushBytes) flush();
    }

    void flush() {
        if (pending_.empty()) return;
        const bool ok = out_.write_all(pending_);
        pending_.clear();
        // The reader has gone (EPIPE): leave quietly. Any other failure (a full disk) loses
        // replies: run() then reports it (exit_code_after: an io error on stderr, exit code 1).
        if (!ok) shutdown(0);
    }

    void shutdown(int code) {
        if (stopping_) return;
        flush();
        stopping_ = true;
        exit_code_ = code;
        in_.close();
        if (jobs_.busy()) {
            jobs_.stop();
            if (!jobs_.wait(kJobGrace)) {
                // The job ignores its stop flag: everything written is out, so leave now.
                log_.close();
                std::_Exit(exit_code_after(out_, code));
            }
        }
        watchdog_.cancel();
        ctx_.stop();
    }

    ServerOptions opts_;
    boost::asio::io_context ctx_{1};
    DebugLog& log_;
    OutputChannel out_;
    LineHandler& session_;
    engine::LineFramer framer_;
    InputReader in_;
    JobRunner jobs_;
    boost::asio::steady_timer watchdog_{ctx_};
    std::uint64_t jobs_done_ = 0;
    LineQueue queue_;
    std::string pending_;
    Clock::time_point pending_since_;
    unsigned lines_since_check_ = 0;
    bool eof_ = false;
    bool stopping_ = false;
    int exit_code_ = 0;
};

}  // namespace

int run_server(const ServerOptions& options) {
    std::signal(SIGPIPE, SIG_IGN);  // a closed stdout shows up as EPIPE instead
    start_exit_signal_thread();     // before the reader and job threads, which inherit its mask
    DebugLog log;
    Session session(SessionConfig{.output = options.json ? OutputMode::json : OutputMode::text,
                                  .exit_on_error = options.exit_on_error,
                                  .open_log = [&log](const std::string& p) { return log.open(p); }});
    Server server(options, session, log);
    return server.run();
}

int run_sprt_json(const SprtJsonOptions& options) {
    std::signal(SIGPIPE, SIG_IGN);  // a runner that went away shows up as EPIPE: leave quietly
    SprtJsonEngine engine;
    for (const auto& [name, value] : options.options) {
        std::string error;
        if (!engine.set_option(name, value, error)) {
            std::cerr << error;  // the session's own error line (bad_option_value, unknown_option)
            return 2;
        }
    }
    start_exit_signal_thread();
    DebugLog log;
    // Every request is answered, also those still queued at the end of input (as with --batch).
    Server server(ServerOptions{.batch = true, .in_fd = options.in_fd, .out_fd = options.out_fd}, engine, log);
    return server.run();
}

}  // namespace uici
