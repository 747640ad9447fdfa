// What the transport (engine_interface/server.cpp) drives: request lines in, replies out. The
// uici protocol's Session is one; a dialect (dialects/sprt_json/) is another, so every dialect
// shares the one transport: its queue behind a running job, stop, isready and quit, end of
// input, signals and the handling of a failed write.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "protocol/dispatch.hpp"
#include "protocol/reply.hpp"

namespace uici {

class LineHandler {
public:
    LineHandler() = default;
    LineHandler(const LineHandler&) = default;
    LineHandler& operator=(const LineHandler&) = default;
    virtual ~LineHandler() = default;

    // One line (without its line end): its reply, maybe with a job. Never throws.
    virtual Reply handle(std::string_view line) = 0;
    // The reply for a line the transport dropped for being longer than max_line_bytes().
    [[nodiscard]] virtual Reply line_too_long(std::uint64_t bytes) const = 0;
    // How the transport treats the line while a job runs (protocol/dispatch.hpp).
    [[nodiscard]] virtual LineClass classify(std::string_view line) const = 0;
    [[nodiscard]] virtual std::uint64_t max_line_bytes() const = 0;
    // The max_line_bytes() the line will set once handled, if it sets it. The transport frames
    // the lines read after it by that limit at once, though the line itself waits its turn
    // behind a job: a line is judged by the limit its client last set before it, in order.
    [[nodiscard]] virtual std::optional<std::uint64_t> line_limit_after(std::string_view) const { return std::nullopt; }
    // The form of the transport's own lines (the banner).
    [[nodiscard]] virtual OutputMode output() const = 0;
};

}  // namespace uici
