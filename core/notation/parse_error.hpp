// Errors of the notation readers: a stable code from one closed list, the column, a message.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <boost/system/result.hpp>

namespace uici {

struct ParseError {
    std::string code;        // stable, from kParseErrorCodes
    std::size_t column = 0;  // 0-based character offset into the input
    std::string message;     // "category. detail", for people
    // False when no offset means anything: long JSON read as a document (its fields have no
    // place in the text once parsed), where the message names the field instead.
    bool located = true;
    // What the reader wanted at the column, when it knows better than "something else"
    // ("CODEx,y" for a piece list entry); the protocol passes it on as expected="...".
    std::string expected;
};

// The code of a reader's error that asks for the wide build.
inline constexpr std::string_view kNeedsWide = "needs_wide";

// Every code a reader may put in ParseError::code.
inline constexpr std::string_view kParseErrorCodes[] = {
    "icn_syntax",  // text that fits no section of the notation
    "bad_piece",   // unknown piece code or long name
    // A coordinate past the narrow build's range (core/board/coord.hpp): the caller reads the
    // same text again with the wide build. Never shown to a client.
    "needs_wide",
    "bad_turn",       // turn order that is not w/b (2-player)
    "bad_move_rule",  // N/M with N > M
    "bad_promotion",  // promotion section or promotion piece
    "bad_win_condition", "bad_border",
    "bad_json",   // long JSON or a {...} options block
    "bad_move",   // a move token in a game
    "too_large",  // past a documented size limit
};

[[noreturn]] void throw_exception_from_error(const ParseError& e, const boost::source_location& loc);

template <class T>
using Parsed = boost::system::result<T, ParseError>;

inline ParseError parse_error(std::string code, std::size_t column, std::string message) {
    return ParseError{std::move(code), column, std::move(message), true, {}};
}

// A parse_error that also says what was expected at the column.
inline ParseError parse_error(std::string code, std::size_t column, std::string message, std::string expected) {
    return ParseError{std::move(code), column, std::move(message), true, std::move(expected)};
}

// An error about a field of a parsed document rather than a place in its text.
inline ParseError field_error(std::string code, std::string message) {
    return ParseError{std::move(code), 0, std::move(message), false, {}};
}

}  // namespace uici
