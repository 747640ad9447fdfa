// Test-only: a session's `go` run to its end, and the lines it wrote.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "../protocol/session_helpers.hpp"
#include "protocol/session.hpp"

namespace uici::test {

// The lines of one request, a job it starts run here to its end.
inline std::vector<std::string> run_go(Session& s, std::string_view line) {
    Reply r = s.handle(line);
    std::string out = r.output();
    if (r.job()) {
        const std::atomic<bool> stop{false};
        out += r.job()->collect(stop);
    }
    std::vector<std::string> lines;
    for (std::size_t at = 0; at < out.size();) {
        const std::size_t nl = out.find('\n', at);
        lines.push_back(out.substr(at, nl - at));
        at = nl + 1;
    }
    return lines;
}

// Whether `line` is an info line whose score is "mate N" with 1 <= N <= moves.
inline bool mates_within(const std::string& line, int moves) {
    const auto at = line.find(" score mate ");
    if (!line.starts_with("info ") || at == std::string::npos) return false;
    const int n = std::stoi(line.substr(at + 12));
    return n >= 1 && n <= moves;
}

}  // namespace uici::test
