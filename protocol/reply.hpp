// What one request produces: reply lines (text or JSON Lines), and maybe a job or an exit.
// Handlers fill a Reply through the methods below, so both output modes come from one place.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "errors/errors.hpp"

namespace uici {

enum class OutputMode : std::uint8_t { text, json };

using Json = nlohmann::ordered_json;  // ordered: golden transcripts need a stable key order

// Hands lines of a running job's output to the transport, which writes them at once: whole
// lines only (each ending in "\n"), so another reply can come between two of them but never
// inside one. A search's `info` lines go out this way as each iteration ends.
using Emit = std::function<void(std::string)>;

// Work that runs off the reading thread (perft, go). It owns copies of what it reads, gets a
// stop flag, may emit lines while it runs, and returns its last lines when it ends.
struct Job {
    std::function<std::string(const std::atomic<bool>& stop, const Emit& emit)> run;
    // A watchdog: the transport raises the stop flag this long after the job starts (the
    // sprt-json dialect's, whose runner forfeits a move past its time). Nothing: no watchdog.
    std::optional<std::chrono::milliseconds> deadline = std::nullopt;
    // Runs the job here and returns everything it wrote, emitted lines first (for callers that
    // take the output whole: tests, fuzz targets, the sprt-json engine).
    std::string collect(const std::atomic<bool>& stop) const {
        std::string out;
        const Emit emit = [&out](std::string lines) { out += lines; };
        out += run(stop, emit);
        return out;
    }
};

class Reply {
public:
    explicit Reply(OutputMode mode = OutputMode::text) : mode_(mode) {}

    [[nodiscard]] bool json() const { return mode_ == OutputMode::json; }
    [[nodiscard]] OutputMode mode() const { return mode_; }
    // For the setoption that switches Output: its own reply already takes the new form.
    void set_mode(OutputMode m) { mode_ = m; }

    // A text-mode line, written as given (no newline inside).
    void line(std::string_view text);
    // A JSON-mode reply object, one line.
    void object(const Json& j);
    // `error <code> <details>` or {"ok":false,"error":{"code":...,<details>}}.
    void error(ErrorCode code, std::initializer_list<Detail> details = {});
    // `info string <text>` or {"info":"<text>"}.
    void info(std::string_view text);
    void start_job(Job job) { job_ = std::move(job); }
    // The request came in an envelope with this id, as JSON text (protocol/envelope.hpp): every
    // object of the reply and of its job's output gets "request_id":<id> as its last key, and a
    // reply with no reply object of its own (a silent request, or info objects only) gets
    // {"reply":"ok"}. Text lines (a request that switched Output to text) are left as they are.
    void answer_to(const std::string& id);
    // How the request ended on this coordinate build (core/board/coord.hpp): answered (lines,
    // an error line, a job), or not answered because a number of it is past the narrow build's
    // range. A narrow handler then calls hand_to_wide() and returns; the session takes the
    // explicit step to the wide build (protocol/session.cpp) and the client never sees it.
    enum class Outcome : std::uint8_t { answered, needs_wide };
    void hand_to_wide() { outcome_ = Outcome::needs_wide; }
    [[nodiscard]] Outcome outcome() const { return outcome_; }
    void quit(int exit_code = 0) {
        quit_ = true;
        exit_code_ = exit_code;
    }

    // Every line, each ending in "\n".
    [[nodiscard]] const std::string& output() const { return out_; }
    [[nodiscard]] std::vector<std::string> lines() const;
    [[nodiscard]] bool has_error() const { return error_.has_value(); }
    [[nodiscard]] std::optional<ErrorCode> first_error() const { return error_; }
    [[nodiscard]] std::optional<Job>& job() { return job_; }
    [[nodiscard]] bool wants_quit() const { return quit_; }
    [[nodiscard]] int exit_code() const { return exit_code_; }

private:
    OutputMode mode_;
    std::string out_;
    std::optional<Job> job_;
    std::optional<ErrorCode> error_;
    Outcome outcome_ = Outcome::answered;
    bool quit_ = false;
    int exit_code_ = 0;
};

// One JSON value on one line. Invalid UTF-8 cannot reach here (the encoding check runs
// first), but replace it rather than throw if it ever does.
std::string dump_json(const Json& j);

}  // namespace uici
