#include "core/board/square.hpp"

#include <charconv>

namespace uici {

IntParse parse_coord(std::string_view text, Coord& out, bool strict) {
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        // The site never writes '+'; only the lenient reader takes it.
        if (text[i] == '+' && strict) return IntParse::syntax;
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size()) return IntParse::syntax;
    if (strict && text.size() - i > 1 && text[i] == '0') return IntParse::syntax;
    // Skip leading zeros so that long zero runs never count against the range.
    while (i + 1 < text.size() && text[i] == '0') ++i;
    // Up to 18 digits cannot overflow: one multiply-add per digit (the piece lists of large
    // positions are mostly such numbers). Longer ones take the checked path.
    std::uint64_t magnitude = 0;
    if (text.size() - i <= 18) {
        for (std::size_t j = i; j < text.size(); ++j) {
            const auto d = static_cast<unsigned>(static_cast<unsigned char>(text[j]) - '0');
            if (d > 9) return IntParse::syntax;
            magnitude = magnitude * 10 + d;
        }
    } else {
        for (std::size_t j = i; j < text.size(); ++j)
            if (text[j] < '0' || text[j] > '9') return IntParse::syntax;
        auto [ptr, ec] = std::from_chars(text.data() + i, text.data() + text.size(), magnitude);
        if (ec == std::errc::result_out_of_range) return IntParse::range;
        if (ec != std::errc() || ptr != text.data() + text.size()) return IntParse::syntax;
    }
    if (negative) {
        if (strict && magnitude == 0) return IntParse::syntax;
        if (magnitude > static_cast<std::uint64_t>(INT64_MAX) + 1) return IntParse::range;
        out = magnitude == static_cast<std::uint64_t>(INT64_MAX) + 1 ? INT64_MIN : -static_cast<Coord>(magnitude);
    } else {
        if (magnitude > static_cast<std::uint64_t>(INT64_MAX)) return IntParse::range;
        out = static_cast<Coord>(magnitude);
    }
    return IntParse::ok;
}

IntParse parse_square(std::string_view text, Square& out, bool strict) {
    auto comma = text.find(',');
    if (comma == std::string_view::npos) return IntParse::syntax;
    Square s;
    auto rx = parse_coord(text.substr(0, comma), s.x, strict);
    auto ry = parse_coord(text.substr(comma + 1), s.y, strict);
    if (rx == IntParse::syntax || ry == IntParse::syntax) return IntParse::syntax;
    if (rx == IntParse::range || ry == IntParse::range) return IntParse::range;
    out = s;
    return IntParse::ok;
}

void append_square(std::string& out, Square s) {
    char buf[24];
    out.append(buf, std::to_chars(buf, buf + sizeof buf, s.x).ptr);
    out += ',';
    out.append(buf, std::to_chars(buf, buf + sizeof buf, s.y).ptr);
}

std::string to_string(Square s) {
    std::string out;
    append_square(out, s);
    return out;
}

}  // namespace uici
