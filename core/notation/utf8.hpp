// Whether text is well-formed UTF-8: the only text a JSON reply or a converted long JSON file
// can carry. One check for the ICN metadata reader and the PGN tag reader.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/board/coord.hpp"  // UICI_CORE_NS

namespace UICI_CORE_NS {

// No overlong forms, surrogates or code points past U+10FFFF.
inline bool valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = c < 0x80                   ? 0
                              : (c >= 0xC2 && c <= 0xDF) ? 1
                              : (c >= 0xE0 && c <= 0xEF) ? 2
                              : (c >= 0xF0 && c <= 0xF4) ? 3
                                                         : 9;
        if (n == 9 || n >= s.size() - i) return false;
        // An ASCII byte: nothing follows it to check (its next byte may lie past the text).
        if (n == 0) {
            ++i;
            continue;
        }
        for (std::size_t k = 1; k <= n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return false;
        const auto d = static_cast<unsigned char>(s[i + 1]);
        if ((c == 0xE0 && d < 0xA0) || (c == 0xED && d > 0x9F) || (c == 0xF0 && d < 0x90) || (c == 0xF4 && d > 0x8F))
            return false;
        i += n + 1;
    }
    return true;
}

}  // namespace UICI_CORE_NS
