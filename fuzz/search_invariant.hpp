// The invariant of the `search` fuzz target, shared with the regression tests: a fuzzed
// position (ICN; numbers of any size, so the narrow and the wide build both search) is set up
// and searched briefly (`go depth 1`, `go depth 2` or `go nodes N`, picked by the first byte).
// Returns an empty string when the search behaved, else what broke:
// - no error line (a position the rules accept is always searchable);
// - exactly one bestmove, the last line, after an info line whose pv starts with its move;
// - the move is legal (`legal` says yes), and `(none)` only when the game has ended
//   decisively or there is no legal move.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "fuzz/session_invariant.hpp"
#include "protocol/session.hpp"

namespace uici::fuzz {

inline std::string check_search(std::string_view input) {
    if (input.empty()) return "";
    const auto mode = static_cast<unsigned char>(input.front());
    std::string position(input.substr(1));
    for (char& c : position)
        if (c == '\n' || c == '\r') c = ' ';
    Session s;
    if (s.handle("position icn " + position).has_error()) return "";
    const std::string go = mode % 4 == 0   ? "go depth 1"
                           : mode % 4 == 1 ? "go depth 2"
                                           : "go nodes " + std::to_string(1 + mode / 4 * 16);
    Reply r = s.handle(go);
    std::string out = r.output();
    if (r.job()) out += run_job_briefly(*r.job(), std::chrono::milliseconds(2000));
    std::string last_info, best;
    for (std::size_t at = 0; at < out.size();) {
        const std::size_t nl = out.find('\n', at);
        const std::string line = out.substr(at, nl - at);
        at = nl == std::string::npos ? out.size() : nl + 1;
        if (!best.empty()) return go + ": a line after bestmove: " + line;
        if (line.starts_with("error")) return go + ": " + line;
        if (line.starts_with("info ") && line.find(" score ") != std::string::npos) last_info = line;
        if (line.starts_with("bestmove ")) best = line.substr(9);
    }
    if (best.empty()) return go + ": no bestmove";
    if (best == "(none)") {
        const std::string status = s.handle("status").output();
        const bool decided = status.starts_with("status 1-0") || status.starts_with("status 0-1");
        if (!decided && !s.handle("moves").output().starts_with("moves 0"))
            return go + ": bestmove (none) with legal moves; " + status;
        return "";
    }
    if (last_info.find(" pv " + best) == std::string::npos) return go + ": the last info is not for " + best;
    const std::string legal = s.handle("legal " + best).output();
    if (legal != "legal yes " + best + "\n") return go + ": bestmove " + best + " is not legal: " + legal;
    return "";
}

}  // namespace uici::fuzz
