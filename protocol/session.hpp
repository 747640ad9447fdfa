// A protocol session: one request line in, its reply lines out. No I/O: the transport feeds
// it lines and writes what it returns, so tests drive it with plain strings.
#pragma once

#include <cstdint>
#include <string_view>

#include "protocol/go_request.hpp"
#include "protocol/line_handler.hpp"
#include "protocol/reply.hpp"
#include "protocol/state.hpp"

namespace uici {

class Session final : public LineHandler {
public:
    explicit Session(SessionConfig config = {});

    // Handles one line (without its line end). Never throws; a bad line gets one error line.
    Reply handle(std::string_view line) override;

    // The reply for a line the transport dropped for being longer than max_line_bytes().
    [[nodiscard]] Reply line_too_long(std::uint64_t bytes) const override;
    // An envelope (JSON mode, protocol/envelope.hpp) is classed by the request inside.
    [[nodiscard]] LineClass classify(std::string_view line) const override;

    [[nodiscard]] std::uint64_t max_line_bytes() const override { return state_.settings.max_line_bytes; }
    [[nodiscard]] std::optional<std::uint64_t> line_limit_after(std::string_view line) const override;
    [[nodiscard]] OutputMode output() const override { return state_.settings.output; }
    [[nodiscard]] const SessionState& state() const { return state_; }

    // Typed requests, for a dialect that is not the line protocol (dialects/sprt_json/): the
    // handlers of `position icn <icn>` and `go` given values instead of a line, on the game in
    // whichever coordinate build it needs, with their replies as the verbs give them (an error
    // line, or the job whose output `write` makes). Never throw.
    Reply set_position_icn(std::string_view icn);
    Reply go(const GoParams& params, const GoAnswerWriter& write);

private:
    void dispatch(std::string_view line, Reply& r);
    template <class Run>
    Reply guarded(Run run);
    SessionState state_;
};

}  // namespace uici
