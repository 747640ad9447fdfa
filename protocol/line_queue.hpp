// The order rules of a server that reads lines while a job runs, in one place: the native
// transport (engine_interface/server.cpp) and the WebAssembly line server (wasm/src/) both
// follow them. Lines are taken in the order read, as a UCI engine reads them. A stop or quit
// read while a job runs applies to it at once, unless a line queued before it starts another job
// (go, perft): then it waits its turn and applies to the job running then. Any other line joins
// the queue, and only its head may pass the running job (next()).
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "protocol/dispatch.hpp"

namespace uici {

class LineQueue {
public:
    // A line waiting behind a job, or the report of an overlong line that keeps its place.
    struct Entry {
        std::string line;
        std::optional<std::uint64_t> too_long;
        LineClass cls = LineClass::normal;
    };

    // What to do with a line of class `cls` read while a job runs.
    enum class Arrival : std::uint8_t { stop_now, quit_now, queue };
    [[nodiscard]] Arrival arrival(LineClass cls) const {
        if (cls == LineClass::stop && jobs_ == 0) return Arrival::stop_now;
        if (cls == LineClass::quit && jobs_ == 0) return Arrival::quit_now;
        return Arrival::queue;
    }

    // What the head of a non-empty queue does now. Every line runs when no job runs. While one
    // runs (`busy`), a stop stops it, a quit quits, and isready/ping run unless the job was told
    // to stop (`stopping`: they then come after its last line); anything else waits for its end.
    enum class Step : std::uint8_t { run, stop, quit, wait };
    [[nodiscard]] Step next(bool busy, bool stopping) const {
        if (!busy) return Step::run;
        const Entry& head = entries_.front();
        if (head.too_long) return Step::wait;
        switch (head.cls) {
            case LineClass::stop: return Step::stop;
            case LineClass::quit: return Step::quit;
            case LineClass::barrier: return stopping ? Step::wait : Step::run;
            case LineClass::normal:
            case LineClass::job: return Step::wait;
        }
        return Step::wait;
    }

    void push(Entry e) {
        if (e.cls == LineClass::job) ++jobs_;
        entries_.push_back(std::move(e));
    }
    Entry pop() {
        Entry e = std::move(entries_.front());
        entries_.pop_front();
        if (e.cls == LineClass::job) --jobs_;
        return e;
    }
    [[nodiscard]] bool empty() const { return entries_.empty(); }

private:
    std::deque<Entry> entries_;
    std::size_t jobs_ = 0;  // entries of class `job`
};

}  // namespace uici
