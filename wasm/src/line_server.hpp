// The line protocol's transport in the WebAssembly build: bytes in, reply lines out, as
// engine_interface/server.cpp does over stdin and stdout, with the same queue behind a running
// job, the same stop, quit, isready and ping, and the same end of input (PROTOCOL.md section 5).
// One difference (docs/WASM.md, "Threads"): the module is single-threaded, so a job runs on
// the calling thread, after the feed that started it. While it runs, the worker glue feeds the
// bytes that came meanwhile from inside the clock hook (wasm/js/clock_hook.js): polling() says
// when it may.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/line_framer.hpp"
#include "protocol/line_handler.hpp"
#include "protocol/line_queue.hpp"

namespace uici::wasm {

struct LineOptions {
    bool banner = false;  // one info line first
    bool batch = false;   // at end of input, finish the job and the queued lines first
};

class LineServer final : engine::LineFramer::Sink {
public:
    using Write = std::function<void(std::string_view)>;  // whole lines, each ending in "\n"
    using Exit = std::function<void(int)>;                // once, with the exit code

    LineServer(LineHandler& handler, LineOptions options, Write write, Exit exit);

    // Input bytes. Called from outside a job it also runs the jobs the lines start; called from
    // the clock hook while a job runs (polling() true) it only reads the lines.
    void feed(std::string_view bytes);
    // End of input (a client that went away: a quit, also in the middle of a job, unless batch).
    void finish();
    // Whether input may be fed now: a job runs and no feed is under way.
    [[nodiscard]] bool polling() const { return running_ && !feeding_; }

private:
    void on_line(std::string_view line) override;
    void on_too_long(std::uint64_t bytes) override;
    [[nodiscard]] bool busy() const { return running_ || pending_.has_value(); }
    [[nodiscard]] bool idle() const { return !busy() && queue_.empty(); }
    void deliver(Reply r);
    void stop_job(std::string_view line);
    void drain();
    void run_jobs();
    void shutdown(int code);
    // Replies collect in out_ and go out together (one message to the host) at the end of
    // each feed, before a job starts, with each line a job emits, and at its end.
    void write(std::string_view text);
    void flush();

    LineHandler& handler_;
    LineOptions options_;
    Write write_;
    Exit exit_;
    engine::LineFramer framer_;
    std::optional<Job> pending_;  // started by a reply, run when the feed that made it returns
    std::atomic<bool> stop_{false};
    LineQueue queue_;
    std::string out_;
    bool running_ = false;
    bool feeding_ = false;
    bool eof_ = false;
    bool stopping_ = false;
    bool exited_ = false;
    int exit_code_ = 0;
};

}  // namespace uici::wasm
