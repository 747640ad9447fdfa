// The closed list of error codes the server writes: `error <code> ...` in text mode,
// {"ok":false,"error":{"code":...}} in JSON mode. PROTOCOL.md section 6 repeats this list;
// a test checks that every code any transcript produced is in it.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace uici {

enum class ErrorCode : std::uint8_t {
    unknown_command,   // the first token is no verb of the dispatch table
    missing_argument,  // a verb without an argument it needs
    bad_argument,      // an argument of the wrong form or out of range
    unknown_option,    // setoption with a name the server does not have
    bad_option_value,  // setoption with a value the option does not take (old value kept)
    syntax,            // a move token in no accepted notation ("e2e4")
    icn_syntax,        // ICN text that does not read; at=<character offset>
    bad_json,          // long JSON that does not read; at=<character offset>
    bad_position,      // a position the rules refuse (reason=<code>)
    needs_wide,        // never written: a number past the narrow build; the session reruns the request wide
    illegal_move,      // a move the rules refuse (index=, move=, reason=)
    no_history,        // undo of more moves than were played
    unbounded,         // perft over a slide with no end (ray=<ray>)
    line_too_long,     // a line longer than MaxLineBytes, dropped whole
    bad_encoding,      // a NUL byte or invalid UTF-8; at=<byte offset>
    too_large,         // past a size limit of core/board/limits.hpp or the JSON nesting depth
    bad_5dpgn,         // 5dpgn text that does not read; line=, column=, message=
    illegal_5d,        // a 5D move or turn the multiverse refuses; line=, column=, message=
    wrong_game,        // a chess verb while a 5D game is loaded (or a 5D request without one)
    internal,          // a bug: the command failed unexpectedly, the session goes on
    io,                // a tool's file or stream that cannot be read or written (path=, op=, reason=)
};

inline constexpr std::string_view kErrorCodeNames[] = {
    "unknown_command", "missing_argument", "bad_argument", "unknown_option", "bad_option_value", "syntax",
    "icn_syntax",      "bad_json",         "bad_position", "needs_wide",     "illegal_move",     "no_history",
    "unbounded",       "line_too_long",    "bad_encoding", "too_large",      "bad_5dpgn",        "illegal_5d",
    "wrong_game",      "internal",         "io",
};

constexpr std::string_view code_name(ErrorCode c) { return kErrorCodeNames[static_cast<int>(c)]; }
std::optional<ErrorCode> error_code_from_name(std::string_view name);

}  // namespace uici
