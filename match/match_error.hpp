// match's error lines, in the one grammar of every uici tool (PROTOCOL.md section 6): `error <code>
// <details>` on stderr, user text as a quoted token. Made here only, so that the switch to the
// shared errors/ library is this file's alone.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace uici::match {

// Exit codes, the same in every tool.
inline constexpr int kExitError = 1;
inline constexpr int kExitUsage = 2;

struct ErrorDetail {
    std::string_view key;  // empty: a bare token right after the code
    std::string value;
    bool quoted = true;  // user text: quoted, escaped, cut to 80 characters
};
inline ErrorDetail token(std::string_view value, std::string_view key = {}) { return {key, std::string(value)}; }
inline ErrorDetail word(std::string_view key, std::string_view value) { return {key, std::string(value), false}; }
inline ErrorDetail number(std::string_view key, long long value) { return {key, std::to_string(value), false}; }

// The line, without its line end: error_text("io", {token(path, "path"), word("op", "write")}).
std::string error_text(std::string_view code, std::initializer_list<ErrorDetail> details);

// A usage error: `bad_argument "<flag or value>" for=match need=<what>`, and more details.
std::string usage_error(std::string_view bad, std::string_view need, std::initializer_list<ErrorDetail> more = {});
// A file or stream that cannot be read or written; `reason` strerror(errno_value).
std::string io_error(std::string_view path, std::string_view op, int errno_value);

}  // namespace uici::match
