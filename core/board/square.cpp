#include "core/board/square.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cstring>
#include <vector>

#include "core/board/ascii_bytes.hpp"
#include "core/board/coord_digits.hpp"
#include "core/board/limits.hpp"
#include "core/board/text_square.hpp"

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

#if UICI_WIDE
namespace {

__extension__ using U128 = unsigned __int128;
constexpr std::uint64_t kTen8 = 100'000'000, kTen16 = kTen8 * kTen8;
constexpr std::uint64_t kTen19 = kTen16 * 1'000;  // 2^63 < 10^19 < 2^64: normalized
// Its reciprocal for the division below: floor((2^128 - 1) / 10^19) - 2^64.
constexpr auto kTen19Inverse = static_cast<std::uint64_t>(~U128{0} / kTen19 - (U128{1} << 64));

// (hi * 2^64 + lo) / 10^19 and its remainder, for hi < 10^19: two multiplications and two
// corrections by the invariant reciprocal (Moeller and Granlund, "Improved division by invariant
// integers", 2011, algorithm 4), where `/` on 128 bits is a call into libgcc.
inline std::uint64_t divide_ten19(std::uint64_t hi, std::uint64_t lo, std::uint64_t& rem) {
    U128 q = static_cast<U128>(kTen19Inverse) * hi;
    q += (static_cast<U128>(hi + 1) << 64) | lo;
    auto q1 = static_cast<std::uint64_t>(q >> 64);
    const auto q0 = static_cast<std::uint64_t>(q);
    std::uint64_t r = lo - q1 * kTen19;
    if (r > q0) {
        --q1;
        r += kTen19;
    }
    if (r >= kTen19) {
        ++q1;
        r -= kTen19;
    }
    rem = r;
    return q1;
}

// The 19 digits of v < 10^19, leading zeros included (3 + 8 + 8), from buf + 5; `leading` is set
// to how many of them are leading zeros (at most 18: zero is one digit).
inline void nineteen_digits(char (&buf)[24], std::uint64_t v, std::size_t& leading) {
    const std::uint64_t rest = v % kTen16;
    std::array<std::uint64_t, 3> words{ascii::digit_bytes(static_cast<std::uint32_t>(v / kTen16)),
                                       ascii::digit_bytes(static_cast<std::uint32_t>(rest / kTen8)),
                                       ascii::digit_bytes(static_cast<std::uint32_t>(rest % kTen8))};
    // The digits are still 0 to 9: a zero digit is a zero byte, the first digit the lowest byte.
    std::size_t zeros = 0;
    for (std::uint64_t w : words) {
        if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
        if (w != 0) {
            zeros += static_cast<std::size_t>(std::countr_zero(w)) / 8;
            break;
        }
        zeros += 8;
    }
    leading = std::min<std::size_t>(zeros - 5, 18);
    for (std::uint64_t& w : words) w += 0x3030'3030'3030'3030ULL;
    std::memcpy(buf, words.data(), sizeof buf);
}

// out = the magnitude `limbs` (little-endian 64-bit), negated when `negative`, written into
// out's own storage: the limbs are copied once, with no temporary number built (import_bits)
// and moved in.
void assign_limbs(Coord& out, const std::uint64_t* limbs, std::size_t size, bool negative) {
    auto& b = out.backend();
    static_assert(sizeof(*b.limbs()) == sizeof(std::uint64_t));
    if (size == 0) {
        out = 0;
        return;
    }
    b.resize(static_cast<unsigned>(size), static_cast<unsigned>(size));
    std::copy_n(limbs, size, b.limbs());
    b.normalize();
    b.sign(negative);
}

}  // namespace
#endif

IntParse parse_int64(std::string_view text, std::int64_t& out, bool strict) { return read_int64(text, out, strict); }

#if UICI_WIDE
void coord_from_digits(const char* p, std::size_t n, bool negative, Coord& out) {
    if (n <= 18) {  // the usual case: no big-number parse
        std::int64_t v = 0;
        for (const char* e = p + n; p < e; ++p) v = v * 10 + (*p - '0');
        out = negative ? -v : v;
        return;
    }
    const auto chunk_at = [](const char* at) {  // 19 digits as 3 + 8 + 8: every read inside them
        return ascii::digits_value(ascii::load8(at), 3) * kTen16 +
               ascii::digits_value(ascii::load8(at + 3), 8) * kTen8 + ascii::digits_value(ascii::load8(at + 11), 8);
    };
    if (n <= 38) {                        // below 10^38 < 2^127: two chunks in 128 bits, and the number made from them
        const std::size_t head = n - 19;  // 0 to 19 digits, then 19: every read inside the number
        const std::uint64_t high = head == 0 ? 0 : ascii::digits_value_at(p, static_cast<unsigned>(head));
        const U128 v = static_cast<U128>(high) * kTen19 + chunk_at(p + head);
        // Written into out's two inline limbs: no number built and moved in.
        auto& b = out.backend();
        b.resize(2, 2);
        b.limbs()[0] = static_cast<std::uint64_t>(v);
        b.limbs()[1] = static_cast<std::uint64_t>(v >> 64);
        b.normalize();
        b.sign(negative);
        return;
    }
    // 19 digits at a time (10^19 < 2^64) into 64-bit limbs: one 64x64->128 multiply-add per
    // limb and chunk, the chunk's value from three SWAR reads of its digits, the limbs on the
    // stack. cpp_int's string constructor goes digit by digit, several times slower.
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
    const char* const end = p + n;
    if (const std::size_t head = n % 19; head != 0) {  // the leading partial chunk, digit by digit
        std::uint64_t chunk = 0;
        for (const char* e = p + head; p < e; ++p) chunk = chunk * 10 + static_cast<unsigned>(*p - '0');
        push_chunk(chunk);
    }
    if ((end - p) / 19 % 2 != 0) {
        push_chunk(chunk_at(p));
        p += 19;
    }
    for (; p < end; p += 38) push_two(chunk_at(p), chunk_at(p + 19));
    assign_limbs(out, limbs.data(), size, negative);
}

Square square_of(const TextPiece& p) {
    const auto read = [](std::string_view number, Coord& into) {
        const bool negative = number.front() == '-';
        const std::size_t sign = negative ? 1 : 0;
        coord_from_digits(number.data() + sign, number.size() - sign, negative, into);
    };
    Square s;
    read(p.x_text(), s.x);
    read(p.y_text(), s.y);
    return s;
}
#endif

IntParse parse_coord(std::string_view text, Coord& out, bool strict) {
#if UICI_WIDE
    std::size_t i = 0;
    bool negative = false;
    if (!number_start(text, strict, negative, i)) return IntParse::syntax;
    const std::size_t n = text.size() - i;
    if (ascii::digit_prefix(text.data() + i, n) != n) return IntParse::syntax;
    if (n > kMaxDigits) return IntParse::range;
    // "-0": a zero digit is the whole number here (number_start stops at a zero's last digit).
    if (negative && strict && n == 1 && text[i] == '0') return IntParse::syntax;
    coord_from_digits(text.data() + i, n, negative, out);
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
    // The magnitude's 64-bit limbs, divided by 10^19 in place for each 19 digits: no big-number
    // temporaries (cpp_int's own division allocated its quotient and remainder at every step).
    const auto& big = c.backend();
    static_assert(sizeof(*big.limbs()) == sizeof(std::uint64_t));
    std::array<std::uint64_t, kMaxDigits / 19 + 3> limbs;
    std::array<std::uint64_t, kMaxDigits / 19 + 3 + (kMaxDigits / 19 + 3) / 32 + 2>
        chunks;  // lowest first; 19 digits > 63 bits
    std::size_t n = big.size();
    char buf[24];
    if (n == 1) {
        if (big.sign()) out += '-';
        out.append(buf, std::to_chars(buf, buf + sizeof buf, static_cast<std::uint64_t>(big.limbs()[0])).ptr);
        return;
    }
    if (n > limbs.size()) {  // past the digit limit (a sum of two numbers at it): the slow way
        out += c.str();
        return;
    }
    std::copy_n(big.limbs(), n, limbs.begin());
    std::size_t count = 0;
    while (n > 0) {
        std::uint64_t rem = 0;
        for (std::size_t k = n; k-- > 0;) limbs[k] = divide_ten19(rem, limbs[k], rem);
        chunks[count++] = rem;
        while (n > 0 && limbs[n - 1] == 0) --n;
    }
    if (big.sign()) out += '-';
    std::size_t leading = 0;
    nineteen_digits(buf, chunks[count - 1], leading);
    out.append(buf + 5 + leading, 19 - leading);
    for (std::size_t i = count - 1; i-- > 0;) {
        nineteen_digits(buf, chunks[i], leading);
        out.append(buf + 5, 19);
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
