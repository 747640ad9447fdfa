// The one error grammar of every uici tool. The server (stdout), `uici convert`, `uici match`,
// `uici compliance` and the command line (stderr) all write an error as one line
// `error <code> <details>`, or in JSON as {"reply":"error","ok":false,"error":{"code":...}},
// with codes from the closed list below. PROTOCOL.md section 6 repeats the list and the
// grammar; a test checks that every code any transcript produced is in it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace uici {

enum class ErrorCode : std::uint8_t {
    unknown_command,   // the first token is no verb of the dispatch table
    missing_argument,  // a verb without an argument it needs
    bad_argument,      // an argument of the wrong form or out of range; a tool's usage error
    unknown_option,    // setoption with a name the server does not have
    bad_option_value,  // setoption with a value the option does not take (old value kept)
    syntax,            // a move token in no accepted notation ("e2e4")
    icn_syntax,        // ICN text that does not read; at=<character offset>
    bad_json,          // long JSON that does not read; at=<character offset>
    bad_position,      // a position the rules refuse (reason=<code>)
    illegal_move,      // a move the rules refuse (index=, move=, reason=)
    no_history,        // undo of more moves than were played
    unbounded,         // perft over a slide with no end (ray=<ray>)
    line_too_long,     // a line longer than MaxLineBytes, dropped whole
    bad_encoding,      // a NUL byte or invalid UTF-8; at=<byte offset>
    too_large,         // past a size limit of core/board/limits.hpp or the JSON nesting depth
    bad_5dpgn,         // 5dpgn text that does not read; line=, column=, message=
    illegal_5d,        // a 5D move or turn the multiverse refuses; line=, column=, message=
    wrong_game,        // a chess verb while a 5D game is loaded (or a 5D request without one)
    io,                // a tool's file or stream that cannot be read or written; path=, op=, reason=
    internal,          // a bug: the command failed unexpectedly, the session goes on
};

inline constexpr std::string_view kErrorCodeNames[] = {
    "unknown_command",  "missing_argument", "bad_argument", "unknown_option",
    "bad_option_value", "syntax",           "icn_syntax",   "bad_json",
    "bad_position",     "illegal_move",     "no_history",   "unbounded",
    "line_too_long",    "bad_encoding",     "too_large",    "bad_5dpgn",
    "illegal_5d",       "wrong_game",       "io",           "internal",
};

constexpr std::string_view code_name(ErrorCode c) { return kErrorCodeNames[static_cast<int>(c)]; }
std::optional<ErrorCode> error_code_from_name(std::string_view name);

// One field of an error: `key=value` in text (`"value"` when the key is empty), `"key": value`
// in JSON. Token values are user text: quoted and cut to 80 characters.
struct Detail {
    enum class Kind : std::uint8_t { token, word, number, message };
    std::string_view key;
    std::string_view value;
    Kind kind = Kind::word;
};
inline Detail token(std::string_view value, std::string_view key = {}) { return {key, value, Detail::Kind::token}; }
inline Detail word(std::string_view key, std::string_view value) { return {key, value, Detail::Kind::word}; }
inline Detail number(std::string_view key, std::string_view value) { return {key, value, Detail::Kind::number}; }
// The tool's own sentence (a 5dpgn reader's "expected ..."): quoted like a token, never cut.
inline Detail message(std::string_view value) { return {"message", value, Detail::Kind::message}; }

// `error <code> <details>`, without a line end.
std::string error_text(ErrorCode code, std::initializer_list<Detail> details = {});
// {"reply":"error","ok":false,"error":{"code":"<code>",<details>}}.
nlohmann::ordered_json error_json(ErrorCode code, std::initializer_list<Detail> details = {});
// The error as one line of the given form, ending in "\n" (what a tool writes on stderr).
std::string error_line(bool json, ErrorCode code, std::initializer_list<Detail> details = {});

// `error io path="<path>" op=<op> reason="<strerror(errno_value)>"`, without a line end: a tool's
// file or stream that cannot be read or written (path "-": standard input or output).
std::string io_error_text(std::string_view path, std::string_view op, int errno_value);

// A user token for an error line: at most 80 characters between the quotes, cut with "..."
// at the end; quotes, backslashes, control and non-ASCII bytes escaped, so the line stays
// printable ASCII.
std::string quote_token(std::string_view token);
// The same quoting without the cut, for the tool's own messages.
std::string quote_text(std::string_view text);
// The same token for a JSON string: at most 80 bytes, cut at a character boundary with "...".
std::string cut_token(std::string_view token);

}  // namespace uici
