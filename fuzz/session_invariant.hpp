// The invariant of the `session` fuzz target, shared with the regression tests: random request
// lines through one protocol Session. Returns an empty string when every line was handled
// correctly, else what broke. Checked after each line:
// - no `internal` error (that code means a bug escaped a handler);
// - a line answered with an error leaves the game unchanged (as `icn`, `icn position`, `status`
//   and `moves` print it);
// - a `move` line that succeeded, then `undo <n>`, gives back exactly the game before it; the
//   same line then plays again to exactly the same game.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "protocol/session.hpp"
#include "protocol/text.hpp"

namespace uici::fuzz {

// Runs a job (perft, go) the way the transport does, but stops it after `budget`, so a deep
// perft costs the fuzzer a few milliseconds instead of a timeout. Returns all it wrote.
inline std::string run_job_briefly(Job& job, std::chrono::milliseconds budget) {
    std::atomic<bool> stop{false};
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    std::thread watchdog([&] {
        std::unique_lock lock(m);
        if (!cv.wait_for(lock, budget, [&] { return done; })) stop = true;
    });
    std::string out = job.collect(stop);
    {
        std::lock_guard lock(m);
        done = true;
    }
    cv.notify_one();
    watchdog.join();
    return out;
}

// Everything a client can see of the game without changing it.
inline std::string observe(Session& s) {
    std::string seen;
    for (const char* probe : {"icn", "icn position", "status", "moves"}) seen += s.handle(probe).output();
    return seen;
}

inline bool internal_error(const Reply& r) { return r.first_error() == ErrorCode::internal; }

inline std::string check_session(std::string_view input) {
    Session s;
    std::size_t lines = 0;
    while (!input.empty() && lines++ < 200) {
        const auto end = input.find_first_of("\r\n");
        const std::string_view line = input.substr(0, end);
        input = end == std::string_view::npos ? std::string_view{} : input.substr(end + 1);

        const std::string before = observe(s);
        Reply r = s.handle(line);
        if (internal_error(r)) return "internal error on: " + std::string(line) + "\n" + r.output();
        if (auto& job = r.job()) (void)run_job_briefly(*job, std::chrono::milliseconds(50));
        if (r.wants_quit()) break;
        const std::string after = observe(s);
        if (r.has_error()) {
            if (after != before) return "an error changed the game: " + std::string(line);
            continue;
        }
        const auto tokens = split_tokens(line);
        if (tokens.empty() || tokens.front() != "move" || tokens.size() < 2) continue;
        const std::string undo = "undo " + std::to_string(tokens.size() - 1);
        const Reply u = s.handle(undo);
        if (u.has_error()) return "undo after a move failed: " + std::string(line) + "\n" + u.output();
        if (observe(s) != before) return "move then undo did not restore the game: " + std::string(line);
        const Reply again = s.handle(line);
        if (again.has_error() || observe(s) != after) return "a move did not replay the same: " + std::string(line);
    }
    return "";
}

}  // namespace uici::fuzz
