// One engine as a child process, driven over Asio: the one place uici starts an engine (`uici
// match`, `uici compliance`, a GUI). Its stdin and stdout are non-blocking pipes on the caller's
// io_context, and every read, write and wait has a deadline. The engine runs in a process group
// of its own, so that ending it also ends whatever it started. The child itself is watched (a
// pidfd on the same io_context): its exit ends the reads at once, as the end of its output, even
// when a process it started still holds its stdout open.
//
// Lines are framed by engine/line_framer.hpp (LF, CRLF or a lone CR end a line); a line past
// max_line bytes comes out as `overlong` the moment it passes the cap, and is never held.
#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>

#include "engine/line_framer.hpp"

namespace uici::engine {

using Clock = std::chrono::steady_clock;
using Millis = std::chrono::milliseconds;

struct ReadResult {
    enum class Kind { line, overlong, timeout, closed } kind = Kind::closed;
    std::string text;
    std::size_t length = 0;  // of a line; for `overlong`, the cap it passed
};

struct SpawnOptions {
    // Keep the last this many bytes of the engine's stderr (stderr_tail()); 0: stderr goes to
    // /dev/null, and nothing reads it.
    std::size_t stderr_tail = 0;
    // Start the engine under the normal scheduling policy whatever the calling thread's (a match
    // slot's thread may run under SCHED_BATCH, which a child would inherit).
    bool normal_scheduling = false;
};

class Process {
public:
    Process(boost::asio::io_context& io, std::size_t max_line);
    ~Process();  // kills the process group if it still runs
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;

    // Starts argv[0] (searched on PATH) with the rest as its arguments, in a process group of its
    // own; false and a reason when it cannot be started. A running engine is killed first.
    bool start(const std::vector<std::string>& argv, std::string& error, const SpawnOptions& options = {});
    [[nodiscard]] bool running() const { return pid_ > 0; }
    // The child's pid, which is also its process group's id (-1 when none runs).
    [[nodiscard]] pid_t pid() const { return pid_; }

    // The next line, or timeout, or closed (the engine exited or closed its stdout), or overlong
    // the moment a line passes max_line bytes.
    boost::asio::awaitable<ReadResult> read_line(Clock::time_point deadline);
    // Writes one line, or several joined by '\n', in one write (a line end is added); false when
    // the engine is gone or does not take it before the deadline.
    boost::asio::awaitable<bool> write_line(std::string line, Clock::time_point deadline);
    // Closes the engine's stdin: the end of its input, for engines that have no quit.
    void close_input();

    // Whether the child has exited (seen through its pidfd, or by asking now where there is
    // none); its status is then known.
    bool exited();
    // Once exited: the exit code, or 128 + the signal that killed it.
    [[nodiscard]] std::optional<int> exit_code() const { return exit_code_; }
    // "exit code N" or "killed by signal N (name)" once exited, else "still running".
    [[nodiscard]] std::string exit_text() const;
    // The end of its stdout has been read (and every line before it taken).
    [[nodiscard]] bool output_closed() const { return eof_ && ready_.empty(); }
    // The end of its stderr has been read (always true when stderr is not kept).
    [[nodiscard]] bool stderr_closed() const { return !err_.is_open() || err_eof_; }
    // The last SpawnOptions::stderr_tail bytes the engine wrote to stderr.
    [[nodiscard]] const std::string& stderr_tail() const { return err_tail_; }

    // Sends `sig` to the engine's process group.
    void signal_group(int sig) const;
    // Kills the process group (SIGKILL) and reaps the child; safe to call twice.
    void kill();

    // Every line read and written goes here too (match's -log file), when set.
    std::function<void(char dir, const std::string&)> log;

private:
    class Lines;  // the framer's sink: lines and overlong reports in order
    // The deadline of the reads and writes in progress. One timer per deadline, not one per
    // read: a move's many info lines all wait on the same deadline, and re-arming the timer and
    // racing it against every read cost more CPU than the reads themselves.
    struct Watch {
        std::uint64_t generation = 0;
    };
    void watch(Clock::time_point deadline);
    // Waits for the child's exit on its pidfd; on exit it is reaped, and the reads and writes
    // are cancelled.
    void watch_exit();
    void wait_exit();
    void read_stderr();
    void note_exit(int wait_status);
    // After the child's exit: what its stdout holds now (at most a line's worth beyond the cap,
    // since a grandchild may go on writing), then the end of the output.
    void drain();
    void feed(std::size_t n);
    void finish();

    boost::asio::posix::stream_descriptor in_;    // the engine's stdin
    boost::asio::posix::stream_descriptor out_;   // the engine's stdout
    boost::asio::posix::stream_descriptor err_;   // the engine's stderr, when kept
    boost::asio::posix::stream_descriptor exit_;  // the child's pidfd: readable once it exited
    boost::asio::steady_timer timer_;
    std::shared_ptr<Watch> watch_ = std::make_shared<Watch>();
    Clock::time_point watched_{};  // the deadline timer_ is armed for
    LineFramer framer_;
    std::deque<ReadResult> ready_;  // framed, not yet read
    std::size_t max_line_;
    std::vector<char> buffer_;
    std::vector<char> err_buffer_;
    std::string err_tail_;
    std::size_t err_keep_ = 0;
    pid_t pid_ = -1;
    bool reaped_ = false;
    std::optional<int> exit_code_;
    int exit_signal_ = 0;
    bool eof_ = false;
    bool err_eof_ = false;
    bool exited_ = false;
    std::uint64_t runs_ = 0;  // processes started: a wait on an earlier one's pidfd does nothing
};

// Processes of group `pgid` that have not exited (zombies not counted); by /proc where it is
// mounted, else whether kill(-pgid, 0) finds any.
int live_in_group(pid_t pgid);

// SIGKILL to the process group of every engine now running, for a signal handler that must end
// them before the program exits (their groups do not get the terminal's ^C). Async-signal-safe.
void kill_running_groups();

}  // namespace uici::engine
