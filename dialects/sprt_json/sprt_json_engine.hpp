// `uici --dialect sprt-json`: the JSON-lines protocol of the infinite-chess SPRT native runner
// (PROTOCOL.md section 10). Each request line becomes `position icn ...` and `go ...` on an
// ordinary protocol Session, so the dialect plays with whatever `go` plays (the search, or the
// random test mover), and each gets exactly one reply line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "protocol/session.hpp"

namespace uici {

// The longest request line (64 MiB); a longer one is dropped and answered line_too_long.
inline constexpr std::uint64_t kMaxSprtRequestBytes = 64ULL << 20;

class SprtJsonEngine {
public:
    SprtJsonEngine();

    // `setoption name <name> value <value>` on the session (--option Name=Value); false and a
    // message when the session refuses it.
    bool set_option(std::string_view name, std::string_view value, std::string& error);

    // One request line in, one reply line out (without its line end). Never throws.
    std::string answer(std::string_view line);
    // The reply for a line dropped for being longer than the limit.
    static std::string too_long(std::uint64_t bytes);

private:
    std::string play(std::string_view icn, const std::string& go, std::int64_t watchdog_ms);
    Session session_;
};

}  // namespace uici
