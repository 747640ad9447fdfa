#include "core/notation/parse_error.hpp"

#include <stdexcept>

namespace uici {

// Parsed<T>::value() on an error lands here; callers are expected to test has_value() first.
void throw_exception_from_error(const ParseError& e, const boost::source_location&) {
    throw std::runtime_error(e.code + ": " + e.message);
}

}  // namespace uici
