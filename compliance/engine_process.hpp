// An engine as a child process on pipes, driven one line at a time with a timeout on every
// wait: stdin, stdout and stderr all go through one Boost.Asio io_context (no thread per pipe),
// so while the checker waits for any of them the others are drained too. The engine runs in a
// process group of its own, and ending it ends the whole group (SIGTERM, a grace, SIGKILL), so
// nothing it started outlives the check. Its stderr is kept, the last kStderrTail bytes of it,
// to say why an engine failed.
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>

#include <sys/types.h>

#include "compliance/capped_lines.hpp"

namespace uici::compliance {

using Millis = std::chrono::milliseconds;

inline constexpr std::size_t kStderrTail = 4096;

class EngineProcess {
public:
    EngineProcess();
    ~EngineProcess();  // ends the process group if it still runs
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Starts argv[0] (looked up on PATH) in a process group of its own. False and `error` set
    // when it cannot be started.
    bool start(const std::vector<std::string>& argv, std::string& error);

    // Writes one line (a line end is added); false when the child does not take it in time.
    bool send(const std::string& line, Millis timeout);

    // The next line of the child's stdout (without its line end), or nothing on timeout or
    // at the end of its output.
    std::optional<std::string> read_line(Millis timeout);
    [[nodiscard]] bool output_closed() const { return out_eof_ && !buffer_.has_line(); }

    // Its exit code (128 + signal when killed) once the child has exited, without waiting.
    std::optional<int> exited();
    // "exit code N" or "killed by signal N (name)", once the child has exited.
    [[nodiscard]] std::string exit_text() const;
    // Waits for the child to exit; its exit code, or nothing.
    std::optional<int> wait_exit(Millis timeout);
    // Ends whatever is left of the process group after `settle`: SIGTERM, up to `grace` for it
    // to go, then SIGKILL. The number of processes that were still there (the child included).
    int end_group(Millis grace, Millis settle = Millis(0));

    // Reads what is waiting on its pipes, until both have ended or `timeout` passes: after an
    // exit, so that its last words on stderr are in stderr_tail().
    void drain(Millis timeout);
    // The last kStderrTail bytes the engine wrote to stderr (all of it when shorter).
    [[nodiscard]] const std::string& stderr_tail() const { return err_tail_; }

private:
    void note_exit(int wait_status);
    // Waits `d` with the pipes read, dropping whole stdout lines (for waits on an exit).
    void pause(Millis d);
    void arm_out();
    void arm_err();
    // Runs the io_context until `done()` or `timeout`; the pipes are read all along.
    template <class Done>
    void run_until(Done done, Millis timeout);

    boost::asio::io_context ctx_{1};
    boost::asio::posix::stream_descriptor in_{ctx_};
    boost::asio::posix::stream_descriptor out_{ctx_};
    boost::asio::posix::stream_descriptor err_{ctx_};
    boost::asio::steady_timer timer_{ctx_};
    std::array<char, 4096> out_chunk_{};
    std::array<char, 4096> err_chunk_{};
    CappedLines buffer_;
    std::string err_tail_;
    pid_t pid_ = -1;
    std::optional<int> exit_code_;
    int exit_signal_ = 0;
    std::uint64_t wait_id_ = 0;
    bool timed_out_ = false;
    bool out_eof_ = false;
    bool err_eof_ = false;
};

// The process group of the engine now running (0 when none): for a signal handler that must
// end it before the checker exits (`uici compliance` on SIGINT; async-signal-safe to read).
pid_t running_engine_group();

// Processes of group `pgid` that have not exited (zombies not counted); by /proc where it is
// mounted, else whether kill(-pgid, 0) finds any.
int live_in_group(pid_t pgid);

}  // namespace uici::compliance
