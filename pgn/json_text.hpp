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
    // Runs of characters that need no escape are appended whole: EGD quotes whole ICN
    // positions (megabytes a ply on a large board), where a push_back per character was most
    // of the time.
    std::size_t plain = 0;  // where the run not yet appended begins
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20) continue;
        out.append(s.data() + plain, i - plain);
        plain = i + 1;
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            default:
                out += "\\u00";
                out.push_back(kHex[(c >> 4) & 0xF]);
                out.push_back(kHex[c & 0xF]);
        }
    }
    out.append(s.data() + plain, s.size() - plain);
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
