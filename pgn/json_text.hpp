// Compact JSON text written by hand: the EGD writers append a few hundred bytes a ply, and
// building a JSON tree for each would cost more than the chess.
#pragma once

#include <string>
#include <string_view>

namespace uici::pgn {

// Appends `s` (valid UTF-8) as a JSON string: quotes, backslash and control characters escaped,
// '/' and non-ASCII left as they are (as Ruby's to_json writes them).
inline void append_json_string(std::string& out, std::string_view s) {
    static constexpr char kHex[] = "0123456789abcdef";
    out.push_back('"');
    for (const char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    out += "\\u00";
                    out.push_back(kHex[(c >> 4) & 0xF]);
                    out.push_back(kHex[c & 0xF]);
                } else {
                    out.push_back(c);
                }
        }
    }
    out.push_back('"');
}

// "key":"value" with a leading comma unless `first`.
inline void append_json_field(std::string& out, std::string_view key, std::string_view value, bool first = false) {
    if (!first) out.push_back(',');
    append_json_string(out, key);
    out.push_back(':');
    append_json_string(out, value);
}

}  // namespace uici::pgn
