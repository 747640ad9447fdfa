#include "protocol/text.hpp"

#include <cstdint>
#include <cstring>

#include "core/board/ascii_bytes.hpp"

namespace uici {

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_blank(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_blank(s.back())) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split_tokens(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_blank(s[i])) ++i;
        const std::size_t j = i + ascii::blank_free_prefix(s.data() + i, s.size() - i);
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string_view after_tokens(std::string_view s, std::size_t n) {
    std::size_t i = 0;
    for (std::size_t k = 0; k < n; ++k) {
        while (i < s.size() && is_blank(s[i])) ++i;
        while (i < s.size() && !is_blank(s[i])) ++i;
    }
    return trim(s.substr(i));
}

std::optional<std::size_t> first_bad_byte(std::string_view s) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    std::size_t i = 0;
    while (i < n) {
        // Long lines are nearly all ASCII: skip it sixteen bytes at a time.
        i += ascii::plain_ascii_prefix(s.data() + i, n - i);
        if (i == n) break;
        const unsigned char c = p[i];
        if (c == 0) return i;  // else the lead byte of a multi-byte sequence
        // Length and the allowed range of the second byte (excludes overlongs, surrogates
        // and code points past U+10FFFF), per the Unicode table of well-formed sequences.
        std::size_t len = 0;
        unsigned char lo = 0x80, hi = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) len = 2;
        else if (c == 0xE0) len = 3, lo = 0xA0;
        else if (c >= 0xE1 && c <= 0xEC) len = 3;
        else if (c == 0xED) len = 3, hi = 0x9F;
        else if (c >= 0xEE && c <= 0xEF) len = 3;
        else if (c == 0xF0) len = 4, lo = 0x90;
        else if (c >= 0xF1 && c <= 0xF3) len = 4;
        else if (c == 0xF4) len = 4, hi = 0x8F;
        else return i;
        if (i + 1 >= n || p[i + 1] < lo || p[i + 1] > hi) return i;
        for (std::size_t k = 2; k < len; ++k)
            if (i + k >= n || p[i + k] < 0x80 || p[i + k] > 0xBF) return i;
        i += len;
    }
    return std::nullopt;
}

bool has_control(std::string_view s) {
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) return true;
    }
    return false;
}

std::string shown_token(std::string_view token) {
    std::string cut = cut_token(token);
    if (!has_control(cut)) return cut;
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (const char ch : cut) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
        } else {
            out += ch;
        }
    }
    return out;
}

std::size_t utf8_length(std::string_view s) {
    std::size_t n = 0;
    for (const char ch : s) n += (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
    return n;
}

MovesSplit split_moves_tail(std::string_view text) {
    int depth = 0;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '\\') ++i;
            else if (c == '"') quoted = false;
            continue;
        }
        if (c == '"') quoted = true;
        else if (c == '[' && depth == 0) {
            // Outside braces '[' opens a metadata entry, which ends at its first ']' quotes or
            // not (as the ICN reader reads it): [Event: 5" screen] holds no string.
            const std::size_t close = text.find(']', i + 1);
            if (close == std::string_view::npos) break;
            i = close;
        } else if (c == '[' || c == '{' || c == '(') ++depth;
        else if ((c == ']' || c == '}' || c == ')') && depth > 0) --depth;
        else if (depth == 0 && c == 'm' && (i == 0 || is_blank(text[i - 1])) && text.substr(i, 5) == "moves" &&
                 (i + 5 == text.size() || is_blank(text[i + 5]))) {
            return {trim(text.substr(0, i)), trim(text.substr(i + 5))};
        }
    }
    return {trim(text), std::nullopt};
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
        if (x != y) return false;
    }
    return true;
}

}  // namespace uici
