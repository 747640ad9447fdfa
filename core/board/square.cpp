#include "core/board/square.hpp"

#include <charconv>
#include <vector>

#include "core/board/limits.hpp"

namespace UICI_CORE_NS {

namespace {

// The sign and the leading zeros of a decimal integer: `i` is left at its first significant digit
// (its last digit when it is zero), so that long zero runs never count against a range. False
// for an empty number, and in strict mode for '+' and leading zeros (the site's rule).
inline bool number_start(std::string_view text, bool strict, bool& negative, std::size_t& i) {
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) {
        // The site never writes '+'; only the lenient reader takes it.
        if (text[i] == '+' && strict) return false;
        negative = text[i] == '-';
        ++i;
    }
    if (i == text.size()) return false;
    if (strict && text.size() - i > 1 && text[i] == '0') return false;
    while (i + 1 < text.size() && text[i] == '0') ++i;
    return true;
}

// The 64-bit reader behind parse_int64 and the narrow parse_coord, inlined into both.
inline IntParse read_int64(std::string_view text, std::int64_t& out, bool strict) {
    std::size_t i = 0;
    bool negative = false;
    if (!number_start(text, strict, negative, i)) return IntParse::syntax;
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
        out =
            magnitude == static_cast<std::uint64_t>(INT64_MAX) + 1 ? INT64_MIN : -static_cast<std::int64_t>(magnitude);
    } else {
        if (magnitude > static_cast<std::uint64_t>(INT64_MAX)) return IntParse::range;
        out = static_cast<std::int64_t>(magnitude);
    }
    return IntParse::ok;
}

}  // namespace

IntParse parse_int64(std::string_view text, std::int64_t& out, bool strict) { return read_int64(text, out, strict); }

IntParse parse_coord(std::string_view text, Coord& out, bool strict) {
#if UICI_WIDE
    std::size_t i = 0;
    bool negative = false;
    if (!number_start(text, strict, negative, i)) return IntParse::syntax;
    for (std::size_t j = i; j < text.size(); ++j)
        if (text[j] < '0' || text[j] > '9') return IntParse::syntax;
    if (text.size() - i > kMaxDigits) return IntParse::range;
    if (text.size() - i <= 18) {  // the usual case: no big-number parse
        std::int64_t v = 0;
        for (std::size_t j = i; j < text.size(); ++j) v = v * 10 + (text[j] - '0');
        if (negative && strict && v == 0) return IntParse::syntax;
        out = negative ? -v : v;
        return IntParse::ok;
    }
    // 18 digits at a time into 64-bit limbs (one 64x64->128 multiply-add per limb and chunk, no
    // allocation per step), then one import: cpp_int's string constructor goes digit by digit,
    // several times slower on a 1,000-digit number.
    __extension__ using U128 = unsigned __int128;
    std::vector<std::uint64_t> limbs;  // little-endian
    limbs.reserve((text.size() - i) / 19 + 2);
    std::size_t at = i, len = (text.size() - i) % 18;
    if (len == 0) len = 18;
    for (; at < text.size(); at += len, len = 18) {
        std::uint64_t chunk = 0;
        for (std::size_t j = at; j < at + len; ++j) chunk = chunk * 10 + static_cast<unsigned>(text[j] - '0');
        U128 carry = chunk;
        for (std::uint64_t& l : limbs) {
            const U128 cur = static_cast<U128>(l) * 1'000'000'000'000'000'000ULL + carry;
            l = static_cast<std::uint64_t>(cur);
            carry = cur >> 64;
        }
        if (carry != 0) limbs.push_back(static_cast<std::uint64_t>(carry));
    }
    Coord v;
    import_bits(v, limbs.begin(), limbs.end(), 64, false);
    out = negative ? Coord(-v) : std::move(v);
    return IntParse::ok;
#else
    std::int64_t v = 0;
    const IntParse r = read_int64(text, v, strict);
    if (r != IntParse::ok) return r;
    if (v > kNarrowLimit || v < -kNarrowLimit) return IntParse::range;
    out = v;
    return IntParse::ok;
#endif
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

void append_coord(std::string& out, const Coord& c) {
#if UICI_WIDE
    if (c >= INT64_MIN && c <= INT64_MAX) {
        char buf[24];
        out.append(buf, std::to_chars(buf, buf + sizeof buf, static_cast<std::int64_t>(c)).ptr);
    } else {
        // 18 digits per division by one limb; cpp_int's str() goes digit by digit, ~50x slower
        // on a 1,000-digit number.
        constexpr std::uint64_t kChunk = 1'000'000'000'000'000'000;
        std::vector<std::uint64_t> parts;
        Coord v = c < 0 ? Coord(-c) : c, q, r;
        const Coord chunk(kChunk);
        while (v != 0) {
            divide_qr(v, chunk, q, r);
            parts.push_back(static_cast<std::uint64_t>(r));
            v.swap(q);
        }
        if (c < 0) out += '-';
        char buf[24];
        out.append(buf, std::to_chars(buf, buf + sizeof buf, parts.back()).ptr);
        for (std::size_t i = parts.size() - 1; i-- > 0;) {
            const auto end = std::to_chars(buf, buf + sizeof buf, parts[i]).ptr;
            out.append(static_cast<std::size_t>(18 - (end - buf)), '0');
            out.append(buf, end);
        }
    }
#else
    char buf[24];
    out.append(buf, std::to_chars(buf, buf + sizeof buf, c).ptr);
#endif
}

void append_square(std::string& out, Square s) {
    append_coord(out, s.x);
    out += ',';
    append_coord(out, s.y);
}

std::string to_string(Square s) {
    std::string out;
    append_square(out, s);
    return out;
}

}  // namespace UICI_CORE_NS
