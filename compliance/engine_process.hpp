// An engine as a child process on pipes, driven one line at a time with a timeout on every
// wait: stdout is read through Boost.Asio (one io_context, no thread per pipe), stdin written
// without blocking, stderr sent to /dev/null. Reusable by anything that drives an engine.
#pragma once

#include <array>
#include <chrono>
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

class EngineProcess {
public:
    EngineProcess();
    ~EngineProcess();  // kills a child that is still running
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Starts argv[0] (looked up on PATH). False and `error` set when it cannot be started.
    bool start(const std::vector<std::string>& argv, std::string& error);

    // Writes one line (a line end is added); false when the child does not take it in time.
    bool send(const std::string& line, Millis timeout);

    // The next line of the child's stdout (without its line end), or nothing on timeout or
    // at the end of its output.
    std::optional<std::string> read_line(Millis timeout);
    [[nodiscard]] bool output_closed() const { return eof_ && !buffer_.has_line(); }

    // Waits for the child to exit; its exit code (128 + signal when killed), or nothing.
    std::optional<int> wait_exit(Millis timeout);

private:
    void arm_read();
    // Runs the io_context until `buffer_` holds a line or the output ended, at most `timeout`.
    void run_for_line(Millis timeout);

    boost::asio::io_context ctx_{1};
    boost::asio::posix::stream_descriptor out_{ctx_};
    boost::asio::steady_timer timer_{ctx_};
    std::array<char, 4096> chunk_{};
    CappedLines buffer_;
    int in_fd_ = -1;
    pid_t pid_ = -1;
    std::optional<int> exit_code_;
    std::uint64_t wait_id_ = 0;
    bool timed_out_ = false;
    bool eof_ = false;
};

}  // namespace uici::compliance
