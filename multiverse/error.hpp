// Errors of the 5D readers and of the replay: 1-based line and column of the offending text and a
// message that names what was expected.
#pragma once

#include <stdexcept>
#include <string>

#include <boost/system/result.hpp>

namespace uici::multiverse {

struct Error {
    int line = 0;    // 1-based; 0 when the error has no place in a text
    int column = 0;  // 1-based
    std::string message;
    std::string text() const;  // "line L, column C: message"
};

// Thrown inside the readers and the replay, turned into an Error at the public entry points.
class Failure : public std::runtime_error {
public:
    explicit Failure(Error e) : std::runtime_error(e.message), error(std::move(e)) {}
    Error error;
};

[[noreturn]] void fail(int line, int column, std::string message);
[[noreturn]] void throw_exception_from_error(const Error& e, const boost::source_location& loc);

template <class T>
using Result = boost::system::result<T, Error>;

}  // namespace uici::multiverse
