// String concatenation by appending: GCC 12 warns falsely (-Wrestrict) on "x" + std::string.
#pragma once

#include <string>
#include <string_view>

namespace uici::multiverse {

template <class... Parts>
std::string cat(const Parts&... parts) {
    std::string out;
    (out.append(std::string_view(parts)), ...);
    return out;
}

}  // namespace uici::multiverse
