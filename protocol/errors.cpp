#include "protocol/errors.hpp"

namespace uici {

static_assert(std::size(kErrorCodeNames) == static_cast<std::size_t>(ErrorCode::io) + 1, "one name per ErrorCode");

std::optional<ErrorCode> error_code_from_name(std::string_view name) {
    for (std::size_t i = 0; i < std::size(kErrorCodeNames); ++i)
        if (kErrorCodeNames[i] == name) return static_cast<ErrorCode>(i);
    return std::nullopt;
}

}  // namespace uici
