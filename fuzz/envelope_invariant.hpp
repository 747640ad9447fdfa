// The invariant of the `envelope` fuzz target: request lines, most of them JSON envelopes
// {"id":..,"request":".."} (protocol/envelope.hpp), through a Session in JSON output mode.
// Checked after each line, while the session stays in JSON mode:
// - no `internal` error;
// - every line written (the job's too) is one JSON object;
// - a line whose envelope has an id: every one of those objects ends in that id, as
//   "request_id":<id>, written as it was read, and at least one object is written;
// - an envelope that does not read leaves the game unchanged.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "fuzz/session_invariant.hpp"
#include "protocol/envelope.hpp"
#include "protocol/session.hpp"
#include "protocol/text.hpp"

namespace uici::fuzz {

inline std::string check_envelope_lines(const std::string& out, const std::string& id) {
    std::size_t from = 0, lines = 0;
    while (from < out.size()) {
        const std::size_t nl = out.find('\n', from);
        if (nl == std::string::npos) return "a line without its line end: " + out.substr(from);
        const std::string line = out.substr(from, nl - from);
        from = nl + 1;
        ++lines;
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (!j.is_object()) return "not one JSON object: " + line;
        const std::string tail = ",\"request_id\":" + id + "}";
        if (!id.empty() && !line.ends_with(tail) && line != "{\"request_id\":" + id + "}")
            return "an object without its request's id " + id + ": " + line;
    }
    if (!id.empty() && lines == 0) return "a request with an id and no object";
    return "";
}

inline std::string check_envelope(std::string_view input) {
    Session s(SessionConfig{.output = OutputMode::json});
    std::size_t lines = 0;
    while (!input.empty() && lines++ < 100) {
        const auto end = input.find_first_of("\r\n");
        const std::string_view line = input.substr(0, end);
        input = end == std::string_view::npos ? std::string_view{} : input.substr(end + 1);

        Reply probe(OutputMode::json);
        // A line with a bad byte is refused before its envelope is read (bad_encoding, no id).
        const bool readable = is_envelope(line) && !first_bad_byte(line);
        const Envelope e = readable ? read_envelope(line, probe) : Envelope{};
        const std::string before = observe(s);
        Reply r = s.handle(line);
        if (internal_error(r)) return "internal error on: " + std::string(line) + "\n" + r.output();
        std::string out = r.output();
        if (auto& job = r.job()) out += run_job_briefly(*job, std::chrono::milliseconds(50));
        if (r.wants_quit()) break;
        if (s.output() != OutputMode::json) break;  // switched to text: the text protocol's turn
        if (const std::string bad = check_envelope_lines(out, e.id); !bad.empty())
            return bad + "\n  after: " + std::string(line);
        if (is_envelope(line) && !e.ok && observe(s) != before)
            return "an envelope that does not read changed the game: " + std::string(line);
    }
    return "";
}

}  // namespace uici::fuzz
