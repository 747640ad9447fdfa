#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>

#include "engine_interface/job_runner.hpp"

using namespace uici;
using namespace std::chrono_literals;

TEST_SUITE("job_runner") {
    TEST_CASE("a job's whole output comes back on the io_context thread") {
        boost::asio::io_context ctx;
        JobRunner jobs(ctx);
        std::string got;
        std::thread::id done_on;
        jobs.start(
            Job{[](const std::atomic<bool>&, const Emit&) { return std::string("a: 1\n\nNodes searched: 1\n\n"); }},
            [](std::string) {},
            [&](std::string out) {
                got = std::move(out);
                done_on = std::this_thread::get_id();
            });
        CHECK(jobs.busy());
        ctx.run();
        CHECK_FALSE(jobs.busy());
        CHECK(got == "a: 1\n\nNodes searched: 1\n\n");
        CHECK(done_on == std::this_thread::get_id());
    }

    TEST_CASE("stop ends a job that watches its flag, and it returns its partial output") {
        boost::asio::io_context ctx;
        JobRunner jobs(ctx);
        std::string got;
        jobs.start(
            Job{[](const std::atomic<bool>& stop, const Emit&) {
                int n = 0;
                while (!stop.load()) {
                    std::this_thread::sleep_for(1ms);
                    ++n;
                }
                return std::string(n > 0 ? "partial\n" : "none\n");
            }},
            [](std::string) {}, [&](std::string out) { got = std::move(out); });
        boost::asio::steady_timer t(ctx, 20ms);
        t.async_wait([&](auto) { jobs.stop(); });
        const auto t0 = std::chrono::steady_clock::now();
        ctx.run();
        CHECK(got == "partial\n");
        CHECK(std::chrono::steady_clock::now() - t0 < 2s);
    }

    TEST_CASE("wait reports whether the running job has ended") {
        boost::asio::io_context ctx;
        JobRunner jobs(ctx);
        CHECK(jobs.wait(0ms));
        jobs.start(
            Job{[](const std::atomic<bool>& stop, const Emit&) {
                while (!stop.load()) std::this_thread::sleep_for(1ms);
                return std::string();
            }},
            [](std::string) {}, [](std::string) {});
        CHECK_FALSE(jobs.wait(10ms));
        jobs.stop();
        CHECK(jobs.wait(2000ms));
        ctx.run();
    }

    TEST_CASE("a job that throws yields empty output instead of ending the process") {
        boost::asio::io_context ctx;
        JobRunner jobs(ctx);
        bool called = false;
        jobs.start(
            Job{[](const std::atomic<bool>&, const Emit&) -> std::string { throw std::runtime_error("bug"); }},
            [](std::string) {},
            [&](std::string out) {
                called = true;
                CHECK(out.empty());
            });
        ctx.run();
        CHECK(called);
    }

    TEST_CASE("emitted lines come out on the io_context thread, in order, before the last ones") {
        boost::asio::io_context ctx;
        JobRunner jobs(ctx);
        std::vector<std::string> got;
        std::thread::id emitted_on;
        jobs.start(
            Job{[](const std::atomic<bool>&, const Emit& emit) {
                emit("info depth 1\n");
                emit("info depth 2\n");
                return std::string("bestmove 1,2>1,4\n");
            }},
            [&](std::string lines) {
                emitted_on = std::this_thread::get_id();
                got.push_back(std::move(lines));
            },
            [&](std::string out) { got.push_back("done " + out); });
        ctx.run();
        REQUIRE(got.size() == 3);
        CHECK(got[0] == "info depth 1\n");
        CHECK(got[1] == "info depth 2\n");
        CHECK(got[2] == "done bestmove 1,2>1,4\n");
        CHECK(emitted_on == std::this_thread::get_id());
    }

    // A thread a job cost each `go` a thread's start and fresh stack pages (job_runner.hpp).
    TEST_CASE("one worker thread runs every job, one after another, and each job's stop flag is fresh") {
        boost::asio::io_context ctx;
        JobRunner jobs(ctx);
        // A thread's id may be reused by the next thread: a count kept by the thread tells.
        std::vector<std::thread::id> ran_on;
        std::vector<int> count_there;
        std::vector<std::string> outs;
        std::function<void(int)> next = [&](int n) {
            jobs.start(
                Job{[&ran_on, &count_there, n](const std::atomic<bool>& stop, const Emit&) {
                    thread_local int jobs_here = 0;
                    count_there.push_back(++jobs_here);
                    ran_on.push_back(std::this_thread::get_id());
                    return std::to_string(n) + (stop.load() ? " stopped" : " ran");
                }},
                [](std::string) {},
                [&, n](std::string out) {
                    outs.push_back(std::move(out));
                    if (n < 3) next(n + 1);
                });
            if (n == 2) jobs.stop();  // this one may see its flag raised; the next must not
        };
        next(1);
        ctx.run();
        REQUIRE(ran_on.size() == 3);
        CHECK(ran_on[0] != std::this_thread::get_id());
        CHECK(ran_on[1] == ran_on[0]);
        CHECK(ran_on[2] == ran_on[0]);
        CHECK(count_there == std::vector<int>{1, 2, 3});
        REQUIRE(outs.size() == 3);
        CHECK(outs[0] == "1 ran");
        CHECK(outs[2] == "3 ran");
        CHECK_FALSE(jobs.busy());
    }
}
