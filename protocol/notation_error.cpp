#include "protocol/notation_error.hpp"

#include <string>

#include "core/notation/icn.hpp"

namespace uici {
namespace {

// An error about a field of a parsed long-JSON document: no offset means anything there, so the
// reader's code and its message (which names the field) are given instead.
void field_error(const ParseError& e, Reply& r) {
    const ErrorCode code = e.code == "too_large" ? ErrorCode::too_large : ErrorCode::bad_json;
    r.error(code, {word("reason", e.code), token(e.message, "detail")});
}

}  // namespace

void notation_error(const ParseError& e, std::string_view text, Reply& r) {
    if (e.code == kNeedsWide) return r.hand_to_wide();  // no error: the session reads it again, wide
    if (!e.located) return field_error(e, r);
    const std::string at = std::to_string(e.column);
    std::string_view near = text.substr(column_to_byte(text, e.column));
    near = near.substr(0, near.find_first_of(" \t\r\n|", near.starts_with('|') ? 1 : 0));
    if (!e.expected.empty())
        return r.error(ErrorCode::icn_syntax,
                       {number("at", at), word("reason", e.code), token(near, "near"), token(e.expected, "expected")});
    if (e.code == "too_large") return r.error(ErrorCode::too_large, {number("at", at), token(near, "near")});
    if (e.code == "bad_json") return r.error(ErrorCode::bad_json, {number("at", at), token(near, "near")});
    r.error(ErrorCode::icn_syntax, {number("at", at), word("reason", e.code), token(near, "near")});
}

}  // namespace uici
