// What the transport (engine_interface/server.cpp) drives: request lines in, replies out. The
// uici protocol's Session is one; a dialect (dialects/sprt_json/) is another, so every dialect
// shares the one transport: its queue behind a running job, stop, isready and quit, end of
// input, signals and the handling of a failed write.
#pragma once

#include <cstdint>
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
    // The form of the transport's own lines (the banner).
    [[nodiscard]] virtual OutputMode output() const = 0;
};

}  // namespace uici
