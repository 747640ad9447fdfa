// The order rules of a server reading lines while a job runs (protocol/line_queue.hpp), which
// the native transport and the WebAssembly line server share.
#include <doctest/doctest.h>

#include "protocol/line_queue.hpp"

using uici::LineClass;
using uici::LineQueue;

TEST_CASE("line queue: a stop or quit applies at once unless a job line is queued before it") {
    LineQueue q;
    CHECK(q.arrival(LineClass::stop) == LineQueue::Arrival::stop_now);
    CHECK(q.arrival(LineClass::quit) == LineQueue::Arrival::quit_now);
    CHECK(q.arrival(LineClass::barrier) == LineQueue::Arrival::queue);
    q.push({"position startpos", std::nullopt, LineClass::normal});
    CHECK(q.arrival(LineClass::stop) == LineQueue::Arrival::stop_now);
    q.push({"go depth 3", std::nullopt, LineClass::job});
    CHECK(q.arrival(LineClass::stop) == LineQueue::Arrival::queue);
    CHECK(q.arrival(LineClass::quit) == LineQueue::Arrival::queue);
    // Once the job line has left the queue, a stop applies at once again.
    CHECK(q.pop().line == "position startpos");
    CHECK(q.pop().line == "go depth 3");
    CHECK(q.empty());
    CHECK(q.arrival(LineClass::stop) == LineQueue::Arrival::stop_now);
}

TEST_CASE("line queue: while a job runs only a stop, a quit and isready/ping pass it") {
    const auto head = [](LineClass cls, bool busy, bool stopping) {
        LineQueue q;
        q.push({"x", std::nullopt, cls});
        return q.next(busy, stopping);
    };
    for (LineClass cls : {LineClass::normal, LineClass::job, LineClass::barrier, LineClass::stop, LineClass::quit})
        CHECK(head(cls, false, false) == LineQueue::Step::run);
    CHECK(head(LineClass::normal, true, false) == LineQueue::Step::wait);
    CHECK(head(LineClass::job, true, false) == LineQueue::Step::wait);
    CHECK(head(LineClass::stop, true, false) == LineQueue::Step::stop);
    CHECK(head(LineClass::quit, true, false) == LineQueue::Step::quit);
    CHECK(head(LineClass::barrier, true, false) == LineQueue::Step::run);
    // A job told to stop answers isready after its last line.
    CHECK(head(LineClass::barrier, true, true) == LineQueue::Step::wait);
    // An overlong line's report keeps its place behind the job.
    LineQueue q;
    q.push({{}, 5000, LineClass::normal});
    CHECK(q.next(true, false) == LineQueue::Step::wait);
    CHECK(q.next(false, false) == LineQueue::Step::run);
    CHECK(q.pop().too_long == 5000);
}
