#include "engine/blocking_process.hpp"

#include <csignal>
#include <exception>
#include <stdexcept>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/steady_timer.hpp>

namespace uici::engine {

namespace asio = boost::asio;

BlockingProcess::BlockingProcess(std::size_t max_line, std::size_t stderr_tail)
    : process_(io_, max_line), stderr_tail_(stderr_tail) {}

template <typename T>
T BlockingProcess::run(asio::awaitable<T> task) {
    std::optional<T> result;
    std::exception_ptr failure;
    asio::co_spawn(io_, std::move(task), [&](std::exception_ptr e, T value) {
        if (e) failure = e;
        else result.emplace(std::move(value));
    });
    io_.restart();
    // Every wait of the task has a deadline, so some handler always comes.
    while (!result && !failure)
        if (io_.run_one() == 0) throw std::logic_error("engine process: a wait without a deadline");
    if (failure) std::rethrow_exception(failure);
    return std::move(*result);
}

template <typename Done>
void BlockingProcess::idle_until(Done done, Clock::time_point deadline) {
    asio::steady_timer tick(io_);
    io_.restart();
    while (!done() && Clock::now() < deadline) {
        bool fired = false;
        tick.expires_at(std::min(deadline, Clock::now() + Millis(5)));
        tick.async_wait([&](const boost::system::error_code&) { fired = true; });
        while (!fired) io_.run_one();
    }
}

bool BlockingProcess::start(const std::vector<std::string>& argv, std::string& error) {
    ended_ = false;
    SpawnOptions options;
    options.stderr_tail = stderr_tail_;
    return process_.start(argv, error, options);
}

bool BlockingProcess::send(const std::string& line, Millis timeout) {
    return run(process_.write_line(line, Clock::now() + timeout));
}

ReadResult BlockingProcess::read_line(Millis timeout) { return run(process_.read_line(Clock::now() + timeout)); }

void BlockingProcess::poll() {
    io_.restart();
    io_.poll();
}

std::optional<int> BlockingProcess::wait_exit(Millis timeout) {
    const auto deadline = Clock::now() + timeout;
    while (!process_.exited() && Clock::now() < deadline) {
        const ReadResult r = read_line(std::chrono::duration_cast<Millis>(deadline - Clock::now()));
        if (r.kind == ReadResult::Kind::closed) {
            // Its stdout has ended; the exit follows (or, without a pidfd, is asked for).
            idle_until([this] { return process_.exited(); }, deadline);
            break;
        }
        if (r.kind == ReadResult::Kind::timeout) break;
    }
    return process_.exit_code();
}

int BlockingProcess::end_group(Millis grace, Millis settle) {
    if (ended_ || !process_.running()) return 0;
    ended_ = true;
    const pid_t group = process_.pid();
    const auto gone = [&] { return (process_.exited(), live_in_group(group) == 0); };
    // Helpers that end on their own once the engine has exited get `settle` to do so.
    idle_until(gone, Clock::now() + settle);
    const int left = live_in_group(group);
    if (left > 0) {
        process_.signal_group(SIGTERM);
        idle_until(gone, Clock::now() + grace);
        process_.signal_group(SIGKILL);
        // SIGKILL is delivered, not done: wait (a little) until the group is really gone.
        idle_until(gone, Clock::now() + Millis(1000));
    }
    // The pipes stay open for drain(): the child's last words on stderr are still to be read.
    idle_until([this] { return process_.exited(); }, Clock::now() + Millis(1000));
    return left;
}

void BlockingProcess::drain(Millis timeout) {
    idle_until([this] { return process_.stderr_closed(); }, Clock::now() + timeout);
}

}  // namespace uici::engine
