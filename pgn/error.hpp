// Errors of the chess readers and writers: a stable code and a message for people.
#pragma once

#include <string>

#include <boost/system/result.hpp>

namespace uici::pgn {

struct Error {
    // "pgn_syntax" (text that is no PGN), "bad_fen", "illegal_san", "ambiguous_san",
    // "illegal_move" (a coordinate move of an ICN game), "not_chess" (a game off the 8x8 board),
    // "too_large"
    std::string code;
    std::string message;
    // Where, when known (0: not known), and the text at fault: an error line carries each as a
    // detail of its own (game=, ply=, san= or text=), not inside the message.
    std::size_t game = 0;
    std::size_t ply = 0;
    std::string san = {};
    std::string text = {};
};

[[noreturn]] void throw_exception_from_error(const Error& e, const boost::source_location& loc);

template <class T>
using Result = boost::system::result<T, Error>;

// A text result (a bare string would also convert to the error).
inline Result<std::string> text_result(std::string s) {
    return Result<std::string>(boost::system::in_place_value, std::move(s));
}

}  // namespace uici::pgn
