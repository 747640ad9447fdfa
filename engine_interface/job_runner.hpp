// Runs one job at a time on a worker thread. The job owns copies of everything it reads, so
// the reading thread goes on answering isready, ping, stop and quit meanwhile. The job's
// lines (those it emits while running, and its last ones) come back to the io_context's thread,
// which alone writes to stdout, in the order the job produced them.
// The worker is started at the first job and kept for the next ones: a thread a job cost each
// `go` its creation, fresh stack pages faulted in and given back at its end, 0.3-0.5 ms of a
// short search's answer (docs/GUI.md, "Speed": the board page's click-to-reply).
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>

#include "protocol/reply.hpp"

namespace uici {

class JobRunner {
public:
    explicit JobRunner(boost::asio::io_context& ctx) : ctx_(ctx) {}
    JobRunner(const JobRunner&) = delete;
    JobRunner& operator=(const JobRunner&) = delete;
    ~JobRunner();

    // io_context thread only.
    [[nodiscard]] bool busy() const { return busy_; }
    // Starts `job`; calls on_emit(lines) for each emit of the job and at last on_done(output),
    // all on the io_context's thread and in order. Requires !busy().
    void start(Job job, std::function<void(std::string)> on_emit, std::function<void(std::string)> on_done);
    // Asks the running job to end (it returns its partial output).
    void stop() { stop_.store(true, std::memory_order_relaxed); }
    // Whether the running job was asked to stop (its last lines are on their way).
    [[nodiscard]] bool stopping() const { return busy_ && stop_.load(std::memory_order_relaxed); }
    // Waits at most `limit` for the running job to end; true if none is running any more.
    bool wait(std::chrono::milliseconds limit);

private:
    struct Task {
        Job job;
        std::function<void(std::string)> on_emit;
        std::function<void(std::string)> on_done;
    };
    // The worker's loop: takes each task, runs it, hands its output back; ends at quit_.
    void serve();
    void run(Task& task);

    boost::asio::io_context& ctx_;
    std::thread worker_;
    // Keeps io_context::run() from returning while a job is out.
    std::optional<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> work_;
    std::atomic<bool> stop_{false};
    bool busy_ = false;
    std::mutex m_;
    std::condition_variable wake_;  // a task or quit_ for the worker
    std::condition_variable done_;  // finished_ for wait()
    std::optional<Task> next_;
    bool quit_ = false;
    bool finished_ = true;
};

}  // namespace uici
