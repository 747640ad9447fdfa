#include "core/board/square.hpp"

#include <array>
#include <charconv>
#include <vector>

#include "core/board/ascii_bytes.hpp"
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
    const std::size_t n = text.size() - i;
    if (ascii::digit_prefix(text.data() + i, n) != n) return IntParse::syntax;
    if (n > kMaxDigits) return IntParse::range;
    if (n <= 18) {  // the usual case: no big-number parse
        std::int64_t v = 0;
        for (std::size_t j = i; j < text.size(); ++j) v = v * 10 + (text[j] - '0');
        if (negative && strict && v == 0) return IntParse::syntax;
        out = negative ? -v : v;
        return IntParse::ok;
    }
    // 19 digits at a time (10^19 < 2^64) into 64-bit limbs: one 64x64->128 multiply-add per
    // limb and chunk, the chunk's value from three SWAR reads of its digits, the limbs on the
    // stack. cpp_int's string constructor goes digit by digit, several times slower.
    __extension__ using U128 = unsigned __int128;
    constexpr std::uint64_t kTen8 = 100'000'000, kTen16 = kTen8 * kTen8, kTen19 = kTen16 * 1'000;
    std::array<std::uint64_t, kMaxDigits / 19 + 3> limbs;  // little-endian; a chunk adds at most one
    std::size_t size = 0;
    // limbs = limbs * 10^19 + chunk.
    const auto push_chunk = [&](std::uint64_t chunk) {
        U128 carry = chunk;
        for (std::size_t k = 0; k < size; ++k) {
            const U128 cur = static_cast<U128>(limbs[k]) * kTen19 + carry;
            limbs[k] = static_cast<std::uint64_t>(cur);
            carry = cur >> 64;
        }
        if (carry != 0) limbs[size++] = static_cast<std::uint64_t>(carry);
    };
    // limbs = (limbs * 10^19 + first) * 10^19 + second, both passes in one loop: the second
    // pass's carry chain runs beside the first's instead of after it (a quarter faster).
    const auto push_two = [&](std::uint64_t first, std::uint64_t second) {
        U128 carry1 = first, carry2 = second;
        for (std::size_t k = 0; k < size; ++k) {
            const U128 cur1 = static_cast<U128>(limbs[k]) * kTen19 + carry1;
            carry1 = cur1 >> 64;
            const U128 cur2 = static_cast<U128>(static_cast<std::uint64_t>(cur1)) * kTen19 + carry2;
            limbs[k] = static_cast<std::uint64_t>(cur2);
            carry2 = cur2 >> 64;
        }
        const U128 cur = static_cast<U128>(static_cast<std::uint64_t>(carry1)) * kTen19 + carry2;
        limbs[size] = static_cast<std::uint64_t>(cur);
        if (const auto top = static_cast<std::uint64_t>(cur >> 64); top != 0) {
            limbs[size + 1] = top;
            size += 2;
        } else if (limbs[size] != 0) {
            size += 1;
        }
    };
    const auto chunk_at = [](const char* at) {  // 19 digits as 3 + 8 + 8: every read inside them
        return ascii::digits_value(ascii::load8(at), 3) * kTen16 +
               ascii::digits_value(ascii::load8(at + 3), 8) * kTen8 + ascii::digits_value(ascii::load8(at + 11), 8);
    };
    const char* p = text.data() + i;
    if (const std::size_t head = n % 19; head != 0) {  // the leading partial chunk, digit by digit
        std::uint64_t chunk = 0;
        for (const char* e = p + head; p < e; ++p) chunk = chunk * 10 + static_cast<unsigned>(*p - '0');
        push_chunk(chunk);
    }
    const char* const end = text.data() + text.size();
    if ((end - p) / 19 % 2 != 0) {
        push_chunk(chunk_at(p));
        p += 19;
    }
    for (; p < end; p += 38) push_two(chunk_at(p), chunk_at(p + 19));
    Coord v;
    // Pointers, not iterators: Boost then copies the limbs as they are.
    import_bits(v, limbs.data(), limbs.data() + size, 64, false);
    if (negative) v.backend().negate();  // in place: no copy of the limbs
    out = std::move(v);
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

IntParse parse_coord_near(std::string_view text, std::initializer_list<ReadCoord> near, Coord& out) {
#if UICI_WIDE
    std::size_t i = 0;
    bool negative = false;
    if (!number_start(text, false, negative, i)) return IntParse::syntax;
    const std::size_t n = text.size() - i;
    // Short numbers read at once; invalid ones get parse_coord's verdict.
    if (n <= 18 || n > kMaxDigits || ascii::digit_prefix(text.data() + i, n) != n) return parse_coord(text, out);
    const ReadCoord* best = nullptr;
    std::size_t best_same = 0, best_at = 0;
    for (const ReadCoord& r : near) {
        std::size_t j = 0;
        bool r_negative = false;
        if (!number_start(r.text, false, r_negative, j) || r_negative != negative || r.text.size() - j != n) continue;
        const std::size_t same = ascii::common_prefix(text.data() + i, r.text.data() + j, n);
        if (best == nullptr || same > best_same) {
            best = &r;
            best_same = same;
            best_at = j;
        }
    }
    if (best == nullptr || n - best_same > n / 2) return parse_coord(text, out);
    // |text| = |best| - tail(best) + tail(text); the tails' leading zeros are read as such.
    const std::size_t tail = n - best_same;
    Coord mine = 0, theirs = 0;
    if (tail > 0) {
        parse_coord(text.substr(text.size() - tail), mine);
        parse_coord(best->text.substr(best_at + best_same), theirs);
    }
    out = *best->value;
    if (negative) out -= mine - theirs;
    else out += mine - theirs;
    return IntParse::ok;
#else
    static_cast<void>(near);
    return parse_coord(text, out);
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

void append_square(std::string& out, SquareArg s) {
    append_coord(out, s.x);
    out += ',';
    append_coord(out, s.y);
}

std::string to_string(SquareArg s) {
    std::string out;
    append_square(out, s);
    return out;
}

}  // namespace UICI_CORE_NS
