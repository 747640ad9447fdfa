// One engine as a child process, driven over Asio: its stdin and stdout are non-blocking
// pipes on its game slot's io_context, every read and write waits on a deadline, and the engine
// runs in a process group of its own so that killing it also ends whatever it started.
// The child itself is watched too (a pidfd on the same io_context): its exit ends the reads at
// once, even when a process it started still holds its stdout open.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>

#include "match/line_reader.hpp"

namespace uici::match {

using Clock = std::chrono::steady_clock;

struct ReadResult {
    enum class Kind { line, overlong, timeout, closed } kind = Kind::closed;
    std::string text;
    std::size_t length = 0;  // of a line; for `overlong`, the cap it passed
};

class EngineProcess {
public:
    EngineProcess(boost::asio::io_context& io, std::size_t max_line);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Starts argv[0] (searched on PATH) with the rest as its arguments; false and a reason
    // when it cannot be started. stderr goes to /dev/null.
    bool start(const std::vector<std::string>& argv, std::string& error);
    [[nodiscard]] bool running() const { return pid_ > 0; }
    [[nodiscard]] int pid() const { return pid_; }

    // The next line, or timeout / closed (the engine ended or closed its stdout), or overlong
    // the moment a line passes max_line bytes.
    boost::asio::awaitable<ReadResult> read_line(Clock::time_point deadline);
    // Writes one line, or several joined by '\n', in one write (a line end is added); false
    // when the pipe is gone or the engine does not take it before the deadline.
    boost::asio::awaitable<bool> write_line(std::string line, Clock::time_point deadline);
    // Closes the engine's stdin: the end of its input, for engines that have no quit.
    void close_input() {
        boost::system::error_code ignored;
        if (in_.is_open()) in_.close(ignored);
    }
    // Kills the process group and reaps the child; safe to call twice.
    void kill();
    // Every line read and written goes here too (the -log file), when set.
    std::function<void(char dir, const std::string&)> log;

private:
    // The deadline of the reads and writes in progress. One timer per deadline, not one per
    // read: a move's many info lines all wait on the same deadline, and re-arming the timer and
    // racing it against every read cost more CPU than the reads themselves.
    struct Watch {
        std::uint64_t generation = 0;
    };
    void watch(Clock::time_point deadline);
    // Waits for the child's exit on its pidfd; on exit, the reads and writes are cancelled.
    void watch_exit();
    // After the child's exit: what its stdout holds now (at most a line's worth beyond the cap,
    // since a grandchild may go on writing), then the end of the output.
    void drain();

    boost::asio::posix::stream_descriptor in_;    // the engine's stdin
    boost::asio::posix::stream_descriptor out_;   // the engine's stdout
    boost::asio::posix::stream_descriptor exit_;  // the child's pidfd: readable once it exited
    boost::asio::steady_timer timer_;
    std::shared_ptr<Watch> watch_ = std::make_shared<Watch>();
    Clock::time_point watched_{};  // the deadline timer_ is armed for
    LineReader reader_;
    std::size_t max_line_;
    std::vector<char> buffer_;
    int pid_ = -1;
    bool eof_ = false;
    bool exited_ = false;
    std::uint64_t runs_ = 0;  // processes started: a wait on an earlier one's pidfd does nothing
};

}  // namespace uici::match
