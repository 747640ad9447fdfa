// The engine process (engine/process.hpp): one deadline timer shared by the reads and writes of
// one wait, lines joined into one write, a passed deadline that leaves the pipe usable for the
// next wait, the child's exit seen at once, the whole process group ended.
#include <doctest/doctest.h>

#include <signal.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <thread>

#include "engine/blocking_process.hpp"
#include "engine/process.hpp"
#include "run_coroutine.hpp"

using namespace uici::engine;
using uici::test::in_ms;
namespace asio = boost::asio;

namespace {

template <typename Body>
void run(Body body) {
    uici::test::run_coroutine(body);
}

}  // namespace

TEST_CASE("engine process: a passed deadline is a timeout, and the next wait still reads") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
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
        Process p(io, 1024);
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
        Process p(io, 1024);
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

// An engine restarted the moment the last one exited: the reactor once handed a readiness seen for
// a closed descriptor to the new pidfd, and the new engine was taken for exited (its first read
// "closed" instead of a timeout; 35 runs in 40 of a dialect test under load).
TEST_CASE("engine process: an engine started the moment the last one exited is not taken for exited") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        int wrong = 0;
        for (int i = 0; i < 40; ++i) {
            REQUIRE(p.start({"sh", "-c", "exit 0"}, error));
            CHECK((co_await p.read_line(in_ms(10000))).kind == ReadResult::Kind::closed);
            REQUIRE(p.start({"sleep", "30"}, error));
            if ((co_await p.read_line(in_ms(5))).kind != ReadResult::Kind::timeout) ++wrong;
        }
        CHECK(wrong == 0);
        p.kill();
    });
}

namespace {

// Whether process `pid` is gone: no such process, or a zombie (it has exited; where PID 1 does
// not reap, an orphan stays one).
bool gone(pid_t pid) {
    if (::kill(pid, 0) != 0) return true;
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    std::getline(in, text);
    const auto close = text.rfind(')');
    return close != std::string::npos && close + 2 < text.size() && text[close + 2] == 'Z';
}

// Waits up to a second for `pid` to be gone (SIGKILL is delivered, not done, when kill returns).
bool gone_soon(pid_t pid) {
    for (int i = 0; i < 200 && !gone(pid); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    return gone(pid);
}

// Waits up to a second for every process of group `pgid` to be gone (SIGKILL is delivered, not
// done, when kill returns: under load the shells were still counted).
int live_in_group_soon(pid_t pgid) {
    for (int i = 0; i < 200 && live_in_group(pgid) != 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    return live_in_group(pgid);
}

// A shell that starts a grandchild ignoring SIGTERM, prints the grandchild's pid and waits.
const std::vector<std::string> kStubbornGrandchild{"sh", "-c", "sh -c 'trap \"\" TERM; sleep 30' & echo $!; sleep 30"};

}  // namespace

TEST_CASE("engine process: kill ends the whole group, a grandchild that ignores SIGTERM too") {
    pid_t grandchild = 0;
    pid_t group = 0;
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        REQUIRE(p.start(kStubbornGrandchild, error));
        group = p.pid();
        ReadResult r = co_await p.read_line(in_ms(10000));
        REQUIRE(r.kind == ReadResult::Kind::line);
        grandchild = std::stoi(r.text);
        CHECK_FALSE(gone(grandchild));
        p.kill();
        CHECK_FALSE(p.running());
    });
    CHECK(gone_soon(grandchild));
    CHECK(live_in_group_soon(group) == 0);
}

TEST_CASE("engine process: the group is ended when the process object goes, and by end_group") {
    pid_t grandchild = 0;
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        REQUIRE(p.start(kStubbornGrandchild, error));
        grandchild = std::stoi((co_await p.read_line(in_ms(10000))).text);
    });  // the destructor kills the group
    CHECK(gone_soon(grandchild));

    BlockingProcess b(1024, 0);
    std::string error;
    REQUIRE(b.start(kStubbornGrandchild, error));
    const pid_t group = b.pid();
    grandchild = std::stoi(b.read_line(Millis(10000)).text);
    // SIGTERM ends the shell; the grandchild ignores it and is killed after the grace.
    CHECK(b.end_group(Millis(100)) >= 2);  // the shells and their sleeps
    CHECK(gone_soon(grandchild));
    CHECK(live_in_group(group) == 0);
    CHECK(b.exited());
    CHECK(b.exit_text() == "killed by signal 15 (Terminated)");
    CHECK(b.end_group(Millis(100)) == 0);  // a second call finds nothing to end
}

TEST_CASE("engine process: the child's exit ends the reads at once, while a grandchild holds its stdout") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        // The sleep inherits stdout and keeps it open for 30 s after the shell has exited.
        REQUIRE(p.start({"sh", "-c", "sleep 30 & echo hi; exit 3"}, error));
        CHECK((co_await p.read_line(in_ms(10000))).text == "hi");
        const auto t0 = Clock::now();
        CHECK((co_await p.read_line(in_ms(10000))).kind == ReadResult::Kind::closed);
        CHECK(Clock::now() - t0 < std::chrono::seconds(5));
        CHECK(p.exited());
        CHECK(p.exit_code() == 3);
        CHECK(p.exit_text() == "exit code 3");
        // Writing to it fails at once rather than waiting out the deadline.
        CHECK_FALSE(co_await p.write_line("isready", in_ms(10000)));
        p.kill();
    });
}

TEST_CASE("engine process: every wait on a silent engine ends at its deadline") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 1024);
        std::string error;
        REQUIRE(p.start({"sleep", "30"}, error));
        auto t0 = Clock::now();
        CHECK((co_await p.read_line(in_ms(100))).kind == ReadResult::Kind::timeout);
        CHECK(Clock::now() - t0 >= std::chrono::milliseconds(100));
        CHECK(Clock::now() - t0 < std::chrono::seconds(5));
        // It never reads its stdin: a write larger than the pipe takes waits out its deadline.
        t0 = Clock::now();
        CHECK_FALSE(co_await p.write_line(std::string(1 << 20, 'x'), in_ms(100)));
        CHECK(Clock::now() - t0 < std::chrono::seconds(5));
        p.kill();
    });
    BlockingProcess b(1024, 0);
    std::string error;
    REQUIRE(b.start({"sleep", "30"}, error));
    const auto t0 = Clock::now();
    CHECK(b.read_line(Millis(100)).kind == ReadResult::Kind::timeout);
    CHECK_FALSE(b.wait_exit(Millis(100)));
    CHECK(Clock::now() - t0 < std::chrono::seconds(5));
}

TEST_CASE("engine process: a line past the cap is overlong at once, and the next line reads") {
    run([&](asio::io_context& io) -> asio::awaitable<void> {
        Process p(io, 8);
        std::string error;
        // No line end after the long run until the engine is written to.
        REQUIRE(p.start({"sh", "-c", "printf 0123456789abc; read x; printf 'def\\r\\nok\\rlast'"}, error));
        ReadResult r = co_await p.read_line(in_ms(10000));
        CHECK(r.kind == ReadResult::Kind::overlong);
        CHECK(r.length == 8);
        CHECK(co_await p.write_line("go", in_ms(10000)));
        CHECK((co_await p.read_line(in_ms(10000))).text == "ok");
        CHECK((co_await p.read_line(in_ms(10000))).text == "last");
        CHECK((co_await p.read_line(in_ms(10000))).kind == ReadResult::Kind::closed);
    });
}

TEST_CASE("engine process: stderr is kept, its last bytes, when asked for") {
    BlockingProcess b(1024, 16);
    std::string error;
    REQUIRE(b.start({"sh", "-c", "echo 0123456789 >&2; echo why it failed >&2; exit 2"}, error));
    CHECK(b.wait_exit(Millis(10000)) == 2);
    b.drain(Millis(10000));
    const std::string all = "0123456789\nwhy it failed\n";
    CHECK(b.stderr_tail() == all.substr(all.size() - 16));
    CHECK_FALSE(b.start({"/nonexistent/engine"}, error));
    CHECK(error.find("cannot start '/nonexistent/engine'") == 0);
}

TEST_CASE("live_in_group counts the processes of a group that have not exited") {
    CHECK(live_in_group(999999999) == 0);
    CHECK(live_in_group(::getpgrp()) >= 1);
}
