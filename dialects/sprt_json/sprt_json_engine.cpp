#include "dialects/sprt_json/sprt_json_engine.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <thread>

#include "dialects/sprt_json/sprt_json_request.hpp"
#include "protocol/reply.hpp"

namespace uici {

namespace {

std::string error_reply(std::string_view code, std::string_view detail = {}) {
    Json j{{"error", code}};
    if (!detail.empty()) j["detail"] = detail;
    return dump_json(j);
}

// Runs a job (a search started by `go`) on this thread, with a watchdog that raises its stop
// flag once the time is up: a search that keeps to its movetime never sees it.
std::string run_job(Job& job, std::int64_t watchdog_ms) {
    std::atomic<bool> stop{false};
    if (watchdog_ms <= 0) return job.collect(stop);
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    std::thread watchdog([&] {
        std::unique_lock lock(m);
        if (!cv.wait_for(lock, std::chrono::milliseconds(watchdog_ms), [&] { return done; })) stop = true;
    });
    std::string out;
    try {
        out = job.collect(stop);
    } catch (...) {
        out = "error internal what=\"search threw\"\n";
    }
    {
        const std::lock_guard lock(m);
        done = true;
    }
    cv.notify_one();
    watchdog.join();
    return out;
}

// The value after `key` in a UCI info line, if any.
std::optional<std::string> info_value(const std::vector<std::string>& words, std::string_view key) {
    for (std::size_t i = 1; i + 1 < words.size(); ++i)
        if (words[i] == key) return words[i + 1];
    return std::nullopt;
}

std::vector<std::string> split_words(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

// The reply from the session's lines: the last info line's depth and score, and bestmove.
// A mate score becomes +-(100000 - moves), far past any material count the runner adjudicates.
std::string to_reply(const std::string& output) {
    std::optional<long long> eval, depth;
    std::istringstream in(output);
    for (std::string line; std::getline(in, line);) {
        const auto words = split_words(line);
        if (words.empty()) continue;
        if (words[0] == "error") return error_reply("internal", line);
        if (words[0] == "info") {
            try {
                if (const auto d = info_value(words, "depth")) depth = std::stoll(*d);
                if (const auto cp = info_value(words, "cp")) eval = std::stoll(*cp);
                if (const auto mate = info_value(words, "mate")) {
                    const long long n = std::stoll(*mate);
                    eval = n > 0 ? 100000 - n : -100000 - n;
                }
            } catch (const std::exception&) {
                // An info line that does not read carries no score; the move still counts.
            }
            continue;
        }
        if (words[0] != "bestmove" || words.size() < 2) continue;
        if (words[1] == "(none)") return error_reply("no_legal_moves");
        const auto m = sprt_move_of(words[1]);
        if (!m.has_value()) return error_reply("internal", line);
        Json j{{"from", m->from}, {"to", m->to}, {"promotion", nullptr}};
        if (m->promotion) j["promotion"] = std::string(1, *m->promotion);
        if (eval) j["eval"] = *eval;
        if (depth) j["depth"] = *depth;
        return dump_json(j);
    }
    return error_reply("internal", "no bestmove");
}

}  // namespace

SprtJsonEngine::SprtJsonEngine() : session_(SessionConfig{.output = OutputMode::text}) {}

bool SprtJsonEngine::set_option(std::string_view name, std::string_view value, std::string& error) {
    const Reply r = session_.handle("setoption name " + std::string(name) + " value " + std::string(value));
    if (!r.has_error()) return true;
    error = r.output();
    return false;
}

std::string SprtJsonEngine::too_long(std::uint64_t bytes) {
    return dump_json(Json{{"error", "line_too_long"}, {"bytes", bytes}, {"limit", kMaxSprtRequestBytes}});
}

std::string SprtJsonEngine::answer(std::string_view line) {
    try {
        const auto request = read_sprt_request(line);
        if (const auto* e = std::get_if<SprtError>(&request)) return error_reply(e->code, e->detail);
        const auto& r = std::get<SprtRequest>(request);
        if (r.depth)
            return play(r.icn, "go depth " + std::to_string(*r.depth), r.time_limit_ms > 0 ? r.time_limit_ms + 250 : 0);
        // A little of the runner's time is kept back for the pipes and the runner itself.
        const std::int64_t movetime =
            std::max<std::int64_t>(1, r.time_limit_ms - std::min<std::int64_t>(r.time_limit_ms / 10, 30));
        return play(r.icn, "go movetime " + std::to_string(movetime), r.time_limit_ms + 250);
    } catch (const std::exception& e) {
        return error_reply("internal", e.what());
    }
}

std::string SprtJsonEngine::play(std::string_view icn, const std::string& go, std::int64_t watchdog_ms) {
    const Reply set = session_.handle("position icn " + std::string(icn));
    if (set.has_error()) {
        std::string detail = set.output();
        while (!detail.empty() && detail.back() == '\n') detail.pop_back();
        return error_reply("bad_position", detail);
    }
    Reply started = session_.handle(go);
    std::string output = started.output();
    if (started.job()) output += run_job(*started.job(), watchdog_ms);
    return to_reply(output);
}

}  // namespace uici
