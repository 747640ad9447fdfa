// engine::Process for a caller that talks to one engine at a time and waits for each answer
// (`uici compliance`): the same process on an io_context of its own, run until each call is
// done. Every call has a timeout; none waits longer.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>

#include "engine/process.hpp"

namespace uici::engine {

class BlockingProcess {
public:
    BlockingProcess(std::size_t max_line, std::size_t stderr_tail);

    bool start(const std::vector<std::string>& argv, std::string& error);
    // Writes one line (a line end is added); false when the engine does not take it in time.
    bool send(const std::string& line, Millis timeout);
    // The next line of its stdout, or timeout, closed, or overlong (Process::read_line).
    ReadResult read_line(Millis timeout);
    [[nodiscard]] bool output_closed() const { return process_.output_closed(); }

    // Handles what has happened without waiting: the child's exit, stderr that came.
    void poll();
    bool exited() { return process_.exited(); }
    [[nodiscard]] std::string exit_text() const { return process_.exit_text(); }
    // Waits until the child exits, reading and dropping its stdout meanwhile (an engine that
    // floods it must not block on a full pipe); its exit code, or nothing.
    std::optional<int> wait_exit(Millis timeout);
    // Ends whatever is left of the process group after `settle`: SIGTERM, up to `grace` for it
    // to go, then SIGKILL. The number of processes that were still there (the child included)
    // when `settle` ran out. A second call finds nothing to end.
    int end_group(Millis grace, Millis settle = Millis(0));
    // Waits until the end of its stderr, at most `timeout`: after an exit, its last words.
    void drain(Millis timeout);
    [[nodiscard]] const std::string& stderr_tail() const { return process_.stderr_tail(); }
    [[nodiscard]] pid_t pid() const { return process_.pid(); }

private:
    template <typename T>
    T run(boost::asio::awaitable<T> task);
    // Runs the io_context until `done()` or the deadline, asking `done` every few milliseconds.
    template <typename Done>
    void idle_until(Done done, Clock::time_point deadline);

    boost::asio::io_context io_{1};
    Process process_;
    std::size_t stderr_tail_;
    bool ended_ = false;
};

}  // namespace uici::engine
