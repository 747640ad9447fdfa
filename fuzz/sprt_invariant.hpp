// The sprt-json request reader's invariant, shared by its fuzz target and the regression tests:
// any line gives a request or a refusal with one of the dialect's codes and a detail, never a
// throw; an accepted request's position is ICN that reads back, or that the ICN reader refuses
// with a code (a repeated square, a promotion to a king: the reply is then bad_position).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <variant>

#include "core/notation/icn.hpp"
#include "dialects/sprt_json/sprt_json_request.hpp"

namespace uici::fuzz {

inline std::string check_sprt_request(std::string_view line) {
    const auto out = read_sprt_request(line);
    if (const auto* e = std::get_if<SprtError>(&out)) {
        static constexpr std::array<std::string_view, 3> kCodes{"bad_json", "bad_field", "too_large"};
        bool known = false;
        for (auto c : kCodes) known = known || c == e->code;
        if (!known) return "unexpected error code " + e->code + ": " + e->detail;
        return e->detail.empty() ? "error without a detail" : "";
    }
    const auto& r = std::get<SprtRequest>(out);
    if (r.time_limit_ms < 0) return "negative time limit";
    const auto doc = read_icn(r.icn);
    if (!doc) return doc.error().code.empty() ? "ICN error without a code" : "";
    if (!doc->moves.empty()) return "the position carries moves";
    return "";
}

}  // namespace uici::fuzz
