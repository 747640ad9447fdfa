// A protocol session: one request line in, its reply lines out. No I/O: the transport feeds
// it lines and writes what it returns, so tests drive it with plain strings.
#pragma once

#include <cstdint>
#include <string_view>

#include "protocol/reply.hpp"
#include "protocol/state.hpp"

namespace uici {

class Session {
public:
    explicit Session(SessionConfig config = {});

    // Handles one line (without its line end). Never throws; a bad line gets one error line.
    Reply handle(std::string_view line);

    // The reply for a line the transport dropped for being longer than max_line_bytes().
    [[nodiscard]] Reply line_too_long(std::uint64_t bytes) const;

    [[nodiscard]] std::uint64_t max_line_bytes() const { return state_.max_line_bytes; }
    [[nodiscard]] OutputMode output() const { return state_.output; }
    [[nodiscard]] const SessionState& state() const { return state_; }

private:
    void dispatch(std::string_view line, Reply& r);
    SessionState state_;
};

}  // namespace uici
