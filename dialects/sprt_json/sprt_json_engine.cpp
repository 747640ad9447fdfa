#include "dialects/sprt_json/sprt_json_engine.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <utility>

#include "core/notation/sprt_letters.hpp"
#include "dialects/sprt_json/sprt_json_request.hpp"
#include "protocol/go_request.hpp"
#include "protocol/reply.hpp"

namespace uici {

namespace {

// The watchdog stops a search this long after the runner's time for the move.
constexpr std::int64_t kWatchdogSlackMs = 250;

std::string error_reply(std::string_view code, std::string_view detail = {}) {
    Json j{{"error", code}};
    if (!detail.empty()) j["detail"] = detail;
    return dump_json(j);
}

// The reply for a search's answer: the move, and the depth and score of its last report. A mate
// score becomes +-(100000 - moves), far past any material count the runner adjudicates.
std::string move_reply(const GoAnswer& a) {
    if (a.failure) return error_reply("internal", *a.failure);
    if (!a.best) return error_reply("no_legal_moves");
    Json j{{"from", a.best->from}, {"to", a.best->to}, {"promotion", nullptr}};
    if (a.best->promotion) j["promotion"] = std::string(1, sprt_piece_letter(*a.best->promotion));
    if (a.mate) j["eval"] = *a.mate > 0 ? 100000 - *a.mate : -100000 - *a.mate;
    else if (a.cp) j["eval"] = *a.cp;
    if (a.depth) j["depth"] = *a.depth;
    return dump_json(j);
}

// A session's reply (an error line) as one line for a detail.
std::string first_line(const Reply& r) {
    const std::string& out = r.output();
    return out.substr(0, out.find('\n'));
}

}  // namespace

SprtJsonEngine::SprtJsonEngine() : session_(SessionConfig{.output = OutputMode::text}) {}

bool SprtJsonEngine::set_option(std::string_view name, std::string_view value, std::string& error) {
    const Reply r = session_.handle("setoption name " + std::string(name) + " value " + std::string(value));
    if (!r.has_error()) return true;
    error = r.output();
    return false;
}

Reply SprtJsonEngine::line_too_long(std::uint64_t bytes) const {
    Reply r(OutputMode::json);
    r.line(dump_json(Json{{"error", "line_too_long"}, {"bytes", bytes}, {"limit", kMaxSprtRequestBytes}}));
    return r;
}

Reply SprtJsonEngine::handle(std::string_view line) {
    Reply out(OutputMode::json);
    if (line.find_first_not_of(" \t") == std::string_view::npos) return out;  // blank lines: nothing asked
    try {
        const auto request = read_sprt_request(line);
        if (const auto* e = std::get_if<SprtError>(&request)) {
            out.line(error_reply(e->code, e->detail));
            return out;
        }
        const auto& req = std::get<SprtRequest>(request);
        const Reply set = session_.set_position_icn(req.icn);
        if (set.has_error()) {
            out.line(error_reply("bad_position", first_line(set)));
            return out;
        }
        GoParams params;
        std::optional<std::chrono::milliseconds> deadline;
        if (req.depth) {
            params.depth = req.depth;
            if (req.time_limit_ms > 0) deadline = std::chrono::milliseconds(req.time_limit_ms + kWatchdogSlackMs);
        } else {
            // A little of the runner's time is kept back for the pipes and the runner itself.
            params.movetime_ms =
                std::max<std::int64_t>(1, req.time_limit_ms - std::min<std::int64_t>(req.time_limit_ms / 10, 30));
            deadline = std::chrono::milliseconds(req.time_limit_ms + kWatchdogSlackMs);
        }
        Reply started = session_.go(params, [](const GoAnswer& a, Reply& reply) { reply.line(move_reply(a)); });
        if (started.has_error()) {
            out.line(error_reply("internal", first_line(started)));
            return out;
        }
        if (!started.job()) {
            out.line(first_line(started));  // the test mover answers at once
            return out;
        }
        Job job = std::move(*started.job());
        job.deadline = deadline;
        out.start_job(std::move(job));
    } catch (const std::exception& e) {
        out = Reply(OutputMode::json);
        out.line(error_reply("internal", e.what()));
    }
    return out;
}

std::string SprtJsonEngine::answer(std::string_view line) {
    Reply r = handle(line);
    std::string out = r.output();
    if (r.job()) {
        const std::atomic<bool> stop{false};
        out += r.job()->collect(stop);
    }
    if (!out.empty() && out.back() == '\n') out.pop_back();
    return out;
}

}  // namespace uici
