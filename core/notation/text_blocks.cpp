#include "core/notation/text_blocks.hpp"

#include <condition_variable>
#include <exception>
#include <mutex>

namespace uici {

void run_both(const Job& a, const Job& b, const Fork* fork) {
    if (fork != nullptr && *fork && (*fork)(a, b)) return;
    a();
    b();
}

namespace {

// The two sides' meeting point: whose turn it is to hand a block on, and whether a side has
// given up (its throw is kept for the caller), so that the other never waits for it in vain.
class Turns {
public:
    // Waits until block b may be handed on; false when the other side has failed.
    bool wait_for(std::size_t b) {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return next_ == b || failed_; });
        return !failed_;
    }
    void handed_on(std::size_t b) {
        {
            const std::lock_guard lock(mutex_);
            next_ = b + 1;
        }
        changed_.notify_all();
    }
    void fail(std::exception_ptr e) {
        {
            const std::lock_guard lock(mutex_);
            if (!failed_) error_ = std::move(e);
            failed_ = true;
        }
        changed_.notify_all();
    }
    void rethrow() const {
        if (error_) std::rethrow_exception(error_);
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    std::size_t next_ = 0;
    bool failed_ = false;
    std::exception_ptr error_;
};

// Hands on text[from, ...) in pieces of kTextChunk while a whole piece is there; returns
// where the rest begins.
std::size_t hand_on_full(std::string_view text, std::size_t from, const TextSink& sink) {
    for (; text.size() - from >= kTextChunk; from += kTextChunk) sink(text.substr(from, kTextChunk));
    return from;
}

}  // namespace

void write_blocks(std::string& out, std::size_t count, const BlockFormat& format, const TextSink& sink,
                  const Fork* fork) {
    if (count > 1 && fork != nullptr && *fork) {
        Turns turns;
        const auto side = [&](std::size_t parity) {
            return [&, parity] {
                std::string text;
                try {
                    for (std::size_t b = parity; b < count; b += 2) {
                        text.clear();
                        format(b, text);
                        if (!turns.wait_for(b)) return;
                        // Block 0 goes after what `out` held (the caller's text before the blocks).
                        if (b == 0 && !out.empty()) {
                            out += text;
                            text.swap(out);
                            out.clear();
                        }
                        if (const std::size_t rest = hand_on_full(text, 0, sink); rest < text.size())
                            sink(std::string_view(text).substr(rest));
                        turns.handed_on(b);
                    }
                } catch (...) {
                    turns.fail(std::current_exception());
                }
            };
        };
        if ((*fork)(side(0), side(1))) {
            turns.rethrow();
            return;
        }
    }
    // One after another into `out`, which keeps what is less than a whole piece for the caller.
    for (std::size_t b = 0; b < count; ++b) {
        format(b, out);
        out.erase(0, hand_on_full(out, 0, sink));
    }
}

}  // namespace uici
