// A notation reader's error in the one error grammar (errors/errors.hpp): the code and details
// that every tool writes for it, so the same text fails the same way in the server's `position`,
// `uici convert`, `uici render` and the board page (PROTOCOL.md 6).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/notation/icn.hpp"
#include "core/notation/parse_error.hpp"
#include "errors/errors.hpp"

namespace UICI_CORE_NS {

// Calls emit(code, details) once and returns what it returns:
// `icn_syntax at=<column> reason=<code> near="<text>" [expected="..."]` and its kin. `near` is what
// stands at the offset (up to the next blank, line end or '|': one piece list entry or one move).
// A long-JSON field error has no offset: its code and message instead. A needs_wide error is the
// caller's to answer first (the server reads the text again wide; the others refuse or hand over).
template <class Emit>
decltype(auto) with_parse_error_details(const ParseError& e, std::string_view text, Emit&& emit) {
    if (!e.located)
        return emit(e.code == "too_large" ? ErrorCode::too_large : ErrorCode::bad_json,
                    std::initializer_list<Detail>{word("reason", e.code), token(e.message, "detail")});
    const std::string at = std::to_string(e.column);
    std::string_view near = text.substr(column_to_byte(text, e.column));
    near = near.substr(0, near.find_first_of(" \t\r\n|", near.starts_with('|') ? 1 : 0));
    if (!e.expected.empty())
        return emit(ErrorCode::icn_syntax,
                    std::initializer_list<Detail>{number("at", at), word("reason", e.code), token(near, "near"),
                                                  token(e.expected, "expected")});
    if (e.code == "too_large" || e.code == "bad_json")
        return emit(e.code == "too_large" ? ErrorCode::too_large : ErrorCode::bad_json,
                    std::initializer_list<Detail>{number("at", at), token(near, "near")});
    return emit(ErrorCode::icn_syntax,
                std::initializer_list<Detail>{number("at", at), word("reason", e.code), token(near, "near")});
}

}  // namespace UICI_CORE_NS
