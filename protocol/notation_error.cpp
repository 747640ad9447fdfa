#include "protocol/notation_error.hpp"

#include "core/notation/parse_error_details.hpp"

namespace uici {

void notation_error(const ParseError& e, std::string_view text, Reply& r) {
    if (e.code == kNeedsWide) return r.hand_to_wide();  // no error: the session reads it again, wide
    with_parse_error_details(e, text,
                             [&r](ErrorCode code, std::initializer_list<Detail> details) { r.error(code, details); });
}

}  // namespace uici
