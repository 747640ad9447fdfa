// The dialect layers (engine/uci_dialect.hpp, engine/sprt_dialect.hpp): the same fault for the
// same failure whatever the dialect.
#include <doctest/doctest.h>

#include "engine/sprt_dialect.hpp"
#include "engine/uci_dialect.hpp"
#include "run_coroutine.hpp"

using namespace uici::engine;
namespace asio = boost::asio;

namespace {

template <typename Body>
void run_dialect(Body body) {
    uici::test::run_coroutine(body);
}

MoveWait clocked(int ms) {
    MoveWait w;
    w.sent = Clock::now();
    w.limit_ms = ms;
    w.deadline = w.sent + std::chrono::milliseconds(ms);
    w.clocked = true;
    return w;
}

// Takes any line as a reply.
struct AnyLine final : SprtLineReader {
    bool read(std::string_view line, EngineAnswer& a) override {
        a.move_text = std::string(line);
        a.fault.reset();
        return true;
    }
};

}  // namespace

TEST_CASE("dialects: a request the engine does not take is a crash in every dialect, under a clock too") {
    // The engine never reads its stdin: a request larger than the pipe is never taken.
    const std::string request(1 << 20, 'x');
    run_dialect([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        REQUIRE(p.start({"sleep", "30"}, error));
        const EngineAnswer text = co_await uci::go(p, request, clocked(200));
        CHECK(text.fault == Fault::crash);
        CHECK(text.detail == "the engine does not read its input");
        AnyLine reader;
        const EngineAnswer json = co_await sprt::go(p, request, clocked(200), reader);
        CHECK(json.fault == Fault::crash);
        CHECK(json.detail == "the engine does not read its input");
        p.kill();
    });
}

TEST_CASE("dialects: an engine that has exited is a crash, a silent one runs out of its time") {
    run_dialect([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        AnyLine reader;
        REQUIRE(p.start({"sh", "-c", "exit 0"}, error));
        const EngineAnswer gone = co_await uci::go(p, "go", clocked(10000));
        CHECK(gone.fault == Fault::crash);
        REQUIRE(p.start({"sh", "-c", "read x; sleep 30"}, error));
        const EngineAnswer silent = co_await sprt::go(p, "{}", clocked(100), reader);
        CHECK(silent.fault == Fault::time_forfeit);
        CHECK(silent.detail == "no move within its time");
        // A clock already at zero: nothing is offered, and that is the clock's, not a crash.
        const EngineAnswer flagged = co_await uci::go(p, "go", clocked(0));
        CHECK(flagged.fault == Fault::time_forfeit);
        REQUIRE(p.start({"sh", "-c", "read x; echo info depth 3 score cp 42; echo bestmove 1,2\\>3,4"}, error));
        const EngineAnswer moved = co_await uci::go(p, "go", clocked(10000));
        CHECK(moved.moved());
        CHECK(moved.move_text == "1,2>3,4");
        CHECK(moved.depth == 3);
        CHECK(moved.score_cp == 42);
        p.kill();
    });
    CHECK(fault_name(Fault::crash) == "crash");
    CHECK(fault_name(Fault::time_forfeit) == "time_forfeit");
    CHECK(fault_name(Fault::illegal_move) == "illegal_move");
}
