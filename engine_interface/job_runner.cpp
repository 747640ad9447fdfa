#include "engine_interface/job_runner.hpp"

#include <boost/asio/post.hpp>

namespace uici {

JobRunner::~JobRunner() {
    stop();
    if (worker_.joinable()) worker_.join();
}

void JobRunner::start(Job job, std::function<void(std::string)> on_emit, std::function<void(std::string)> on_done) {
    if (worker_.joinable()) worker_.join();  // the previous job has already ended
    busy_ = true;
    work_.emplace(ctx_.get_executor());
    stop_.store(false, std::memory_order_relaxed);
    {
        std::lock_guard lock(m_);
        finished_ = false;
    }
    worker_ = std::thread([this, job = std::move(job), on_emit = std::move(on_emit), on_done = std::move(on_done)] {
        // Posted handlers run in order on the one io_context thread: emitted lines go out
        // before the job's last ones.
        const Emit emit = [this, &on_emit](std::string lines) {
            boost::asio::post(ctx_, [on_emit, lines = std::move(lines)]() mutable { on_emit(std::move(lines)); });
        };
        std::string out;
        try {
            out = job.run(stop_, emit);
        } catch (...) {
            // Jobs report their own errors; this only keeps a bug from ending the process.
        }
        {
            std::lock_guard lock(m_);
            finished_ = true;
        }
        cv_.notify_all();
        boost::asio::post(ctx_, [this, on_done, out = std::move(out)]() mutable {
            worker_.join();
            busy_ = false;
            work_.reset();
            on_done(std::move(out));
        });
    });
}

bool JobRunner::wait(std::chrono::milliseconds limit) {
    std::unique_lock lock(m_);
    return cv_.wait_for(lock, limit, [this] { return finished_; });
}

}  // namespace uici
