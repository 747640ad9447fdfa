// The engine pipe: one deadline timer shared by the reads and writes of one wait, lines joined
// into one write, and a passed deadline that leaves the pipe usable for the next wait.
#include <doctest/doctest.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>

#include "match/engine_process.hpp"

// gcc 12 pairs Asio's coroutine frame allocation (aligned_alloc inside the frame's own operator
// new) with the frame's operator delete when it inlines a coroutine lambda, as it does in the
// sanitizer build only, and warns; the frame's operator delete frees with the matching call
// (gcc bug 109224, a false positive).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#endif

using namespace uici::match;
namespace asio = boost::asio;

namespace {

// Runs `body` as a coroutine on a fresh io_context until it ends.
template <typename Body>
void run(Body body) {
    asio::io_context io(1);
    asio::co_spawn(io, body(io), [](std::exception_ptr e) {
        if (e) std::rethrow_exception(e);
    });
    io.run();
}

Clock::time_point in_ms(int ms) { return Clock::now() + std::chrono::milliseconds(ms); }

}  // namespace

TEST_CASE("engine process: a passed deadline is a timeout, and the next wait still reads") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        EngineProcess p(io, 1024);
        std::string error;
        REQUIRE(p.start({"sh", "-c", "echo first; echo more; read x; echo \"second $x\""}, error));
        // Two reads under one deadline (one timer for both).
        const auto later = in_ms(10000);
        ReadResult a = co_await p.read_line(later);
        ReadResult b = co_await p.read_line(later);
        // Nothing comes until the engine is written to: the short wait runs out.
        ReadResult c = co_await p.read_line(in_ms(50));
        // The pipe still works after the cancelled read, under a new deadline.
        const bool wrote = co_await p.write_line("go", in_ms(10000));
        ReadResult d = co_await p.read_line(in_ms(10000));
        ReadResult e = co_await p.read_line(in_ms(10000));
        CHECK(a.text == "first");
        CHECK(b.text == "more");
        CHECK(c.kind == ReadResult::Kind::timeout);
        CHECK(wrote);
        CHECK(d.kind == ReadResult::Kind::line);
        CHECK(d.text == "second go");
        CHECK(e.kind == ReadResult::Kind::closed);
        p.kill();
    });
}

TEST_CASE("engine process: several lines go out in one write, each logged") {
    std::vector<std::string> logged;
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        EngineProcess p(io, 1024);
        p.log = [&](char dir, const std::string& line) { logged.push_back(std::string(1, dir) + line); };
        std::string error;
        REQUIRE(p.start({"sh", "-c", "read a; read b; echo \"$b $a\""}, error));
        CHECK(co_await p.write_line("x\ny", in_ms(10000)));
        ReadResult r = co_await p.read_line(in_ms(10000));
        CHECK(r.text == "y x");
        // A deadline already passed: nothing is written.
        CHECK_FALSE(co_await p.write_line("z", Clock::now() - std::chrono::milliseconds(1)));
        p.kill();
    });
    CHECK(logged == std::vector<std::string>{">x", ">y", "<y x"});
}

TEST_CASE("engine process: a killed engine ends a wait as closed, and a restart reads again") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        EngineProcess p(io, 1024);
        std::string error;
        REQUIRE(p.start({"sh", "-c", "sleep 30"}, error));
        const int first = p.pid();
        p.kill();
        CHECK((co_await p.read_line(in_ms(10000))).kind == ReadResult::Kind::closed);
        REQUIRE(p.start({"sh", "-c", "echo again"}, error));
        CHECK(p.pid() != first);
        CHECK((co_await p.read_line(in_ms(10000))).text == "again");
        p.kill();
    });
}
