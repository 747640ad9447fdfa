// `uici --dialect sprt-json`: the JSON-lines protocol of the infinite-chess SPRT native runner
// (PROTOCOL.md section 10). Each request's position goes to an ordinary protocol Session as
// values (Session::set_position_icn) and its search as `go` limits (Session::go), whose answer
// comes back as values too, so the dialect plays with whatever `go` plays (the search, or the
// random test mover), and each request gets exactly one reply line. The transport
// (engine_interface/server.cpp) runs it like the line protocol.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "protocol/line_handler.hpp"
#include "protocol/session.hpp"

namespace uici {

// The longest request line (64 MiB); a longer one is dropped and answered line_too_long.
inline constexpr std::uint64_t kMaxSprtRequestBytes = 64ULL << 20;

class SprtJsonEngine final : public LineHandler {
public:
    SprtJsonEngine();

    // `setoption name <name> value <value>` on the session (--option Name=Value); false and a
    // message when the session refuses it.
    bool set_option(std::string_view name, std::string_view value, std::string& error);

    // One request line: its reply line, or the search job whose output is that line. Blank
    // lines get nothing. Never throws.
    Reply handle(std::string_view line) override;
    [[nodiscard]] Reply line_too_long(std::uint64_t bytes) const override;
    // The runner sends requests only: each waits for the one before it.
    [[nodiscard]] LineClass classify(std::string_view) const override { return LineClass::normal; }
    [[nodiscard]] std::uint64_t max_line_bytes() const override { return kMaxSprtRequestBytes; }
    [[nodiscard]] OutputMode output() const override { return OutputMode::json; }

    // handle(), its job run to its end on this thread: the reply line without its line end.
    std::string answer(std::string_view line);

private:
    Session session_;
};

}  // namespace uici
