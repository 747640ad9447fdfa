// The value of a number's digits on the wide build, for a reader that has already checked the
// number (core/notation/text_pieces.hpp): parse_coord's own reading, without its checks.
#pragma once

#include <cstddef>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS {

#if UICI_WIDE
// parse_coord's value of the n (1 to kMaxDigits) decimal digits at p, negated when `negative`.
// Every read stays inside the digits.
void coord_from_digits(const char* p, std::size_t n, bool negative, Coord& out);
#endif

}  // namespace UICI_CORE_NS
