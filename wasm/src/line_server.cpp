#include "wasm/src/line_server.hpp"

#include <utility>

#include "protocol/version.hpp"

namespace uici::wasm {

LineServer::LineServer(LineHandler& handler, LineOptions options, Write write, Exit exit)
    : handler_(handler),
      options_(options),
      write_(std::move(write)),
      exit_(std::move(exit)),
      framer_(handler.max_line_bytes()) {
    if (options_.banner) {
        Reply r(handler_.output());
        r.info("uici " + std::string(kVersion) + " by " + std::string(kAuthor));
        write(r.output());
        flush();
    }
}

void LineServer::feed(std::string_view bytes) {
    if (feeding_ || exited_) return;
    const bool outer = !running_;
    feeding_ = true;
    framer_.feed(bytes, *this);
    feeding_ = false;
    flush();
    if (outer) run_jobs();
}

void LineServer::finish() {
    if (feeding_ || exited_) return;
    const bool outer = !running_;
    feeding_ = true;
    framer_.finish(*this);
    feeding_ = false;
    eof_ = true;
    flush();
    if (!options_.batch || idle()) shutdown(0);
    if (outer) run_jobs();
}

void LineServer::on_line(std::string_view line) {
    if (stopping_) return;
    if (idle()) return deliver(handler_.handle(line));
    // While a job runs: protocol/line_queue.hpp's order rules, as the native server.
    const LineClass cls = handler_.classify(line);
    switch (queue_.arrival(cls)) {
        case LineQueue::Arrival::stop_now: return stop_job(line);
        case LineQueue::Arrival::quit_now: return shutdown(0);
        case LineQueue::Arrival::queue: break;
    }
    queue_.push({std::string(line), std::nullopt, cls});
    // As the native server: the lines after a queued setoption MaxLineBytes are framed by it.
    if (const auto limit = handler_.line_limit_after(line)) framer_.set_limit(*limit);
    drain();
}

void LineServer::on_too_long(std::uint64_t bytes) {
    if (stopping_) return;
    if (idle()) deliver(handler_.line_too_long(bytes));
    else queue_.push({{}, bytes});
}

void LineServer::deliver(Reply r) {
    write(r.output());
    if (queue_.empty()) framer_.set_limit(handler_.max_line_bytes());  // else a queued line's limit holds
    if (r.job()) {
        stop_.store(false);
        pending_ = std::move(*r.job());
    }
    if (r.wants_quit()) shutdown(r.exit_code());
}

// Stops the running job. The stop line itself is answered too, as the native server does:
// nothing for a plain `stop`, the {"reply":"ok"} of an envelope with an id.
void LineServer::stop_job(std::string_view line) {
    stop_.store(true);
    deliver(handler_.handle(line));
}

void LineServer::drain() {
    while (!stopping_ && !queue_.empty()) {
        switch (queue_.next(busy(), stop_.load())) {
            case LineQueue::Step::wait: return;
            case LineQueue::Step::quit: return shutdown(0);
            case LineQueue::Step::stop: stop_job(queue_.pop().line); continue;
            case LineQueue::Step::run: break;
        }
        const LineQueue::Entry q = queue_.pop();
        if (q.too_long) deliver(handler_.line_too_long(*q.too_long));
        else deliver(handler_.handle(q.line));
    }
}

void LineServer::run_jobs() {
    while (pending_ && !stopping_) {
        const Job job = std::move(*pending_);
        pending_.reset();
        flush();  // the lines before the job go out before it starts
        running_ = true;
        std::string out = job.run(stop_, [this](std::string lines) {
            write(lines);
            flush();  // a search's info line goes out when it is made
        });
        running_ = false;
        write(out);
        drain();
        flush();
        if (eof_ && idle()) shutdown(0);
    }
    if (stopping_ && !exited_) {
        exited_ = true;
        exit_(exit_code_);
    }
}

void LineServer::shutdown(int code) {
    if (stopping_) return;
    flush();
    stopping_ = true;
    exit_code_ = code;
    stop_.store(true);  // a running job ends at its next poll; its lines are not written
    if (!running_ && !feeding_) run_jobs();
}

void LineServer::write(std::string_view text) {
    if (!stopping_) out_ += text;
}

void LineServer::flush() {
    if (out_.empty()) return;
    write_(out_);
    out_.clear();
}

}  // namespace uici::wasm
