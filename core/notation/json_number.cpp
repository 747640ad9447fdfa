#include "core/notation/json_number.hpp"

#include <cmath>

namespace UICI_CORE_NS {

IntParse json_int(const nlohmann::ordered_json& v, Coord& out) {
    if (v.is_number_integer() && !v.is_number_unsigned()) {
        const auto i = v.get<std::int64_t>();
        if (!kWideCoords && (i > kNarrowLimit || i < -kNarrowLimit)) return IntParse::range;
        out = i;
        return IntParse::ok;
    }
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (!kWideCoords && u > static_cast<std::uint64_t>(kNarrowLimit)) return IntParse::range;
        out = u;
        return IntParse::ok;
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d)) return IntParse::range;
        if (std::trunc(d) != d) return IntParse::syntax;
        constexpr double kExact = 9007199254740992.0;  // 2^53
        // Past 2^53 a JSON number may already have lost digits: such coordinates are written
        // as decimal strings (long_json_write.cpp), and a number there is refused.
        if (std::fabs(d) > kExact) return kWideCoords ? IntParse::syntax : IntParse::range;
        out = static_cast<std::int64_t>(d);
        return IntParse::ok;
    }
    if (v.is_string()) return parse_coord(v.get_ref<const std::string&>(), out);
    return IntParse::syntax;
}

IntParse json_int64(const nlohmann::ordered_json& v, std::int64_t& out) {
    if (v.is_number_integer() && !v.is_number_unsigned()) {
        out = v.get<std::int64_t>();
        return IntParse::ok;
    }
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(INT64_MAX)) return IntParse::range;
        out = static_cast<std::int64_t>(u);
        return IntParse::ok;
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || std::fabs(d) > 9007199254740992.0) return IntParse::range;
        if (std::trunc(d) != d) return IntParse::syntax;
        out = static_cast<std::int64_t>(d);
        return IntParse::ok;
    }
    if (v.is_string()) return parse_int64(v.get_ref<const std::string&>(), out);
    return IntParse::syntax;
}

std::string coord_range_code() { return kWideCoords ? "too_large" : std::string(kNeedsWide); }

IntParse json_square(const nlohmann::ordered_json& v, Square& out) {
    if (v.is_string()) return parse_square(v.get_ref<const std::string&>(), out);
    if (!v.is_array() || v.size() != 2) return IntParse::syntax;
    Square s;
    const auto rx = json_int(v[0], s.x);
    const auto ry = json_int(v[1], s.y);
    if (rx == IntParse::syntax || ry == IntParse::syntax) return IntParse::syntax;
    if (rx == IntParse::range || ry == IntParse::range) return IntParse::range;
    out = s;
    return IntParse::ok;
}

std::optional<std::string> quote_long_integers(std::string_view text, std::vector<std::size_t>& shifts) {
    std::optional<std::string> out;
    std::size_t copied = 0;
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == '"') {  // a string: skip to its closing quote
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
            ++i;
            continue;
        }
        if (c != '-' && (c < '0' || c > '9')) {
            ++i;
            continue;
        }
        const std::size_t start = i;
        bool integer = true;
        std::size_t digits = 0;
        for (; i < text.size(); ++i) {
            const char d = text[i];
            if (d >= '0' && d <= '9') ++digits;
            else if (d == '.' || d == 'e' || d == 'E' || d == '+' || (d == '-' && i > start)) integer = false;
            else if (d != '-') break;
        }
        if (!integer || digits <= 15) continue;
        if (!out) out.emplace();
        out->append(text.substr(copied, start - copied));
        shifts.push_back(out->size());
        out->append("\"").append(text.substr(start, i - start)).append("\"");
        copied = i;
    }
    if (out) out->append(text.substr(copied));
    return out;
}

}  // namespace UICI_CORE_NS
