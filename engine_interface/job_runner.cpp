#include "engine_interface/job_runner.hpp"

#include <boost/asio/post.hpp>

namespace uici {

JobRunner::~JobRunner() {
    stop();
    {
        std::lock_guard lock(m_);
        quit_ = true;
    }
    wake_.notify_all();
    if (worker_.joinable()) worker_.join();
}

void JobRunner::start(Job job, std::function<void(std::string)> on_emit, std::function<void(std::string)> on_done) {
    busy_ = true;
    work_.emplace(ctx_.get_executor());
    stop_.store(false, std::memory_order_relaxed);
    {
        std::lock_guard lock(m_);
        finished_ = false;
        next_.emplace(Task{std::move(job), std::move(on_emit), std::move(on_done)});
    }
    wake_.notify_one();
    if (!worker_.joinable()) worker_ = std::thread([this] { serve(); });
}

void JobRunner::serve() {
    for (;;) {
        std::optional<Task> task;
        {
            std::unique_lock lock(m_);
            wake_.wait(lock, [this] { return quit_ || next_; });
            if (!next_) return;
            task.swap(next_);
        }
        run(*task);
    }
}

void JobRunner::run(Task& task) {
    // Posted handlers run in order on the one io_context thread: emitted lines go out before the
    // job's last ones.
    const Emit emit = [this, &task](std::string lines) {
        boost::asio::post(ctx_,
                          [on_emit = task.on_emit, lines = std::move(lines)]() mutable { on_emit(std::move(lines)); });
    };
    std::string out;
    try {
        out = task.job.run(stop_, emit);
    } catch (...) {
        // Jobs report their own errors; this only keeps a bug from ending the process.
    }
    {
        std::lock_guard lock(m_);
        finished_ = true;
    }
    done_.notify_all();
    boost::asio::post(ctx_, [this, on_done = std::move(task.on_done), out = std::move(out)]() mutable {
        busy_ = false;
        work_.reset();
        on_done(std::move(out));
    });
}

bool JobRunner::wait(std::chrono::milliseconds limit) {
    std::unique_lock lock(m_);
    return done_.wait_for(lock, limit, [this] { return finished_; });
}

}  // namespace uici
