// The sprt-json dialect's request reader: one JSON object of the infinite-chess SPRT native
// runner (PROTOCOL.md section 10) into the ICN position and the search limit uici plays it with.
// Pure: text in, a request or an error out; nothing here talks to a session.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/notation/sprt_letters.hpp"  // the piece letters, for the reader's users

namespace uici {

struct SprtRequest {
    std::string icn;                 // the position to play from, in ICN (site dialect)
    std::int64_t time_limit_ms = 0;  // the runner's time for this move
    std::optional<int> depth;        // extension: "depth": N searches to a fixed depth instead
};

// A request that cannot be played: `code` is the reply's "error" value, `detail` says which
// field and why ("board.pieces[3].x. not an integer").
struct SprtError {
    std::string code;
    std::string detail;
};

std::variant<SprtRequest, SprtError> read_sprt_request(std::string_view line);

}  // namespace uici
