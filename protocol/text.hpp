// Pure helpers on request text: token splitting, the encoding check, quoting user tokens.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errors/errors.hpp"  // quote_token, quote_text, cut_token

namespace uici {

// Space and tab separate tokens (UCI's "arbitrary white space"); nothing else does.
constexpr bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::string_view trim(std::string_view s);

// The tokens of a line: maximal runs of non-blank characters.
std::vector<std::string_view> split_tokens(std::string_view s);

// The text after the first `n` tokens, with its surrounding blanks removed ("" if none).
std::string_view after_tokens(std::string_view s, std::size_t n);

// Offset of the first byte that makes the line unacceptable: a NUL, or a byte that is not
// part of well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
std::optional<std::size_t> first_bad_byte(std::string_view s);

// A token echoed in a text reply (`legal no <m>`): cut as cut_token, then control bytes
// (C0 and DEL) shown as \xNN so the reply line stays free of them.
std::string shown_token(std::string_view token);

// Whether the text holds a control byte (C0 or DEL).
bool has_control(std::string_view s);

// Characters of well-formed UTF-8 text (bytes that do not continue a sequence).
std::size_t utf8_length(std::string_view s);

// "<body> moves <m> <m> ..." cut at the first token "moves" outside brackets, braces,
// parentheses and double-quoted strings, so an ICN or JSON body may itself contain the word
// (metadata [Event "two moves"], a JSON key "moves"). `moves` is the text after that token.
struct MovesSplit {
    std::string_view body;
    std::optional<std::string_view> moves;
};
MovesSplit split_moves_tail(std::string_view text);

// ASCII case-insensitive equality (option names and values).
bool iequals(std::string_view a, std::string_view b);

}  // namespace uici
