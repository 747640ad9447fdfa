#include "multiverse/error.hpp"

namespace uici::multiverse {

std::string Error::text() const {
    if (line == 0) return message;
    std::string out = "line ";
    out += std::to_string(line);
    out += ", column ";
    out += std::to_string(column);
    out += ": ";
    out += message;
    return out;
}

void fail(int line, int column, std::string message) { throw Failure(Error{line, column, std::move(message)}); }

void throw_exception_from_error(const Error& e, const boost::source_location&) { throw Failure(e); }

}  // namespace uici::multiverse
