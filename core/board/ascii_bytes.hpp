// ASCII text classified and read several bytes at a time. A large piece list is mostly
// "CODEx,y|" entries of random length, where byte-by-byte loops mispredict their exits and
// spend most of the time on bookkeeping; here one 16-byte load gives the place of every
// letter, digit and separator of an entry as bit masks, and a number's value comes from three
// multiplications. For core and the protocol's line handling; callers guarantee the bytes read are
// in the buffer.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace uici::ascii {

// Eight bytes from p, the first in the lowest byte whatever the machine's byte order.
inline std::uint64_t load8(const char* p) {
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
    if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap64(v);
    return v;
}

// The value of the first n (1 to 8) bytes of v, all digits, the first the most significant.
// They are moved to the top so that the bytes below read as leading zeros; borrows of the
// subtraction start only at bytes past the digits, which the shift drops.
inline std::uint64_t digits_value(std::uint64_t v, unsigned n) {
    std::uint64_t d = (v - 0x3030303030303030ULL) << (64 - 8 * n);
    d = d * 10 + (d >> 8);  // pairs of digits in bytes 0, 2, 4, 6
    constexpr std::uint64_t kPairs = 0x000000FF000000FFULL;
    return ((d & kPairs) * (100 + (1'000'000ULL << 32)) + ((d >> 16) & kPairs) * (1 + (10'000ULL << 32))) >> 32;
}

// The value of the n (1 to 19) digits at p, with 8 bytes readable past them (below 10^19, so it
// fits): the quick paths of the ICN and long-JSON piece readers.
[[gnu::always_inline]] inline std::uint64_t digits_value_at(const char* p, unsigned n) {
    constexpr std::uint64_t kTen8 = 100'000'000;
    const auto eight = [](const char* at) { return digits_value(load8(at), 8); };
    if (n <= 8) return digits_value(load8(p), n);
    if (n <= 16) return digits_value(load8(p), n - 8) * kTen8 + eight(p + n - 8);
    return digits_value(load8(p), n - 16) * (kTen8 * kTen8) + eight(p + n - 16) * kTen8 + eight(p + n - 8);
}

#if defined(__SSE2__) && defined(__x86_64__)
// The value of the last n (0 to 16) of the 16 bytes at q, all digits; the 16 - n before them
// are masked off whatever they are. In SSE2 steps: digit pairs, fours and eights side by side.
inline std::uint64_t last_digits16(const char* q, unsigned n) {
    alignas(16) static constexpr unsigned char kLast[32] = {
        0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    __m128i v = _mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(q)), _mm_set1_epi8('0'));
    v = _mm_and_si128(v, _mm_loadu_si128(reinterpret_cast<const __m128i*>(kLast + n)));
    // Byte 2k is the more significant digit of 16-bit lane k, lane 2k the more significant of
    // each pair of lanes.
    const __m128i pairs = _mm_add_epi16(_mm_mullo_epi16(_mm_and_si128(v, _mm_set1_epi16(0x00FF)), _mm_set1_epi16(10)),
                                        _mm_srli_epi16(v, 8));
    const __m128i fours = _mm_madd_epi16(pairs, _mm_set1_epi32(100 + (1 << 16)));
    const __m128i eights = _mm_madd_epi16(_mm_packs_epi32(fours, fours), _mm_set1_epi32(10'000 + (1 << 16)));
    const auto both = static_cast<std::uint64_t>(_mm_cvtsi128_si64(eights));
    return (both & 0xFFFF'FFFFULL) * 100'000'000 + (both >> 32);
}
#endif

// digits_value_at where the text from `begin` on is readable: a number of 9 to 19 digits (the
// far positions' coordinates) from the 16 bytes that end with it, read at once (as two or three
// 8-byte words it took about twice the instructions); up to 8 digits from one word, which takes
// half the instructions of the 16 bytes.
[[gnu::always_inline]] inline std::uint64_t digits_value_within(const char* p, unsigned n, const char* begin) {
#if defined(__SSE2__) && defined(__x86_64__)
    if (n > 8 && p - begin + n >= 16) {
        if (n <= 16) return last_digits16(p + n - 16, n);
        return digits_value(load8(p), n - 16) * 10'000'000'000'000'000ULL + last_digits16(p + n - 16, 16);
    }
#endif
    return digits_value_at(p, n);
}

// Whether the n (at least 1) digits at p, with a '-' before them when negative, spell their
// number as the writers do: no leading zero, and "0" alone, never "-0".
constexpr bool canonical_digits(const char* p, std::size_t n, bool negative) {
    return p[0] != '0' || (n == 1 && !negative);
}

// Whether the first n (0 to 16) bytes at a and at b are the same, 16 bytes readable at both: one
// compare of 16 bytes, not a call to memcmp (a piece name's lookup in a long JSON map).
inline bool same_first(const char* a, const char* b, unsigned n) {
#if defined(__SSE2__)
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a));
    const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b));
    const auto equal = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)));
    const unsigned wanted = (1u << n) - 1;
    return (equal & wanted) == wanted;
#else
    return std::memcmp(a, b, n) == 0;
#endif
}

// The length of the run of bytes within [lo, hi] (unsigned) that [p, p + n) starts with, 16
// bytes at a time: a request line, or a number of thousands of digits, is crossed in a few steps.
inline std::size_t range_prefix(const char* p, std::size_t n, unsigned char lo, unsigned char hi) {
    std::size_t i = 0;
#if defined(__SSE2__)
    const __m128i low = _mm_set1_epi8(static_cast<char>(lo)), width = _mm_set1_epi8(static_cast<char>(hi - lo));
    // A bit per byte of the 16 at `at`, set where the byte is inside: t = byte - lo wraps below
    // lo, so t <= hi - lo (unsigned: min(t, width) == t) exactly inside.
    const auto inside_at = [&](const char* at, bool eight) {
        const __m128i v = eight ? _mm_loadl_epi64(reinterpret_cast<const __m128i*>(at))
                                : _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
        const __m128i t = _mm_sub_epi8(v, low);
        return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(t, width), t)));
    };
    // A run past 64 bytes (a piece list of megabytes) goes on four blocks a step, their tests
    // combined, until a step holds a byte outside: the blocks one by one then find it. About
    // half the instructions a byte of one block a step.
    const auto step_inside = [&](const char* at) {
        const auto inside = [&](int k) {
            const __m128i t = _mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at + 16 * k)), low);
            return _mm_cmpeq_epi8(_mm_min_epu8(t, width), t);
        };
        const __m128i all = _mm_and_si128(_mm_and_si128(inside(0), inside(1)), _mm_and_si128(inside(2), inside(3)));
        return _mm_movemask_epi8(all) == 0xFFFF;
    };
    for (; i + 16 <= n; i += 16) {
        const unsigned inside = inside_at(p + i, false);
        if (inside != 0xFFFF) return i + static_cast<std::size_t>(std::countr_one(inside));
        if (i == 48) {  // the first 64 bytes inside: [0, i + 16) is known inside at each step
            while (i + 16 + 64 <= n && step_inside(p + i + 16)) i += 64;
        }
    }
    // The last part in one more block that ends where the text does, overlapping the bytes
    // already known inside (a 20-40 digit number: no byte-by-byte tail).
    if (i < n && n >= 8) {
        const bool eight = n < 16;
        const std::size_t width_bytes = eight ? 8 : 16, at = n - width_bytes;
        if (eight && i < at) {  // 8 to 15 bytes: the first eight, then the last eight
            const unsigned first = inside_at(p, true) & 0xFF;
            if (first != 0xFF) return static_cast<std::size_t>(std::countr_one(first));
            i = 8;
        }
        const unsigned known = (1u << (i - at)) - 1;  // bytes before i, inside already
        const unsigned inside = (inside_at(p + at, eight) | known) & ((1u << width_bytes) - 1);
        return at + static_cast<std::size_t>(std::countr_one(inside));
    }
#endif
    while (i < n && static_cast<unsigned char>(p[i]) >= lo && static_cast<unsigned char>(p[i]) <= hi) ++i;
    return i;
}

// The length of the run of printable ASCII bytes (0x21 to 0x7E) that [p, p + n) starts with.
inline std::size_t printable_prefix(const char* p, std::size_t n) { return range_prefix(p, n, 0x21, 0x7E); }

// The run of decimal digits that [p, p + n) starts with.
inline std::size_t digit_prefix(const char* p, std::size_t n) { return range_prefix(p, n, '0', '9'); }

// The run of ASCII bytes other than NUL (0x01 to 0x7F): what a request line nearly always is
// from end to end.
inline std::size_t plain_ascii_prefix(const char* p, std::size_t n) { return range_prefix(p, n, 0x01, 0x7F); }

// The length of the run of bytes that [p, p + n) starts with before the first byte equal to `a`
// or `b`, or (unsigned) below `below` (0: none is), 16 bytes at a time.
inline std::size_t prefix_before(const char* p, std::size_t n, char a, char b, unsigned char below = 0) {
    std::size_t i = 0;
#if defined(__SSE2__)
    const __m128i va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b), top = _mm_set1_epi8(static_cast<char>(below - 1));
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
        __m128i stop = _mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb));
        if (below != 0) stop = _mm_or_si128(stop, _mm_cmpeq_epi8(_mm_min_epu8(v, top), v));  // v <= below - 1
        if (const int m = _mm_movemask_epi8(stop); m != 0)
            return i + static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(m)));
    }
#endif
    while (i < n && p[i] != a && p[i] != b && static_cast<unsigned char>(p[i]) >= below) ++i;
    return i;
}

// The run of bytes other than ' ' and '\t' (the protocol's blanks) that [p, p + n) starts with:
// a token of thousands of digits is crossed 16 bytes at a time.
inline std::size_t blank_free_prefix(const char* p, std::size_t n) { return prefix_before(p, n, ' ', '\t'); }

// The run of bytes that a JSON string holds as they are (no '"', no '\\', nothing below 0x20)
// that [p, p + n) starts with: a key of two 40-digit numbers is crossed in a few steps.
inline std::size_t json_plain_prefix(const char* p, std::size_t n) { return prefix_before(p, n, '"', '\\', 0x20); }

// How many bytes [a, a + n) and [b, b + n) have in common from the start, 16 at a time: two
// numbers of thousands of digits that differ only at their end are compared in a few steps.
inline std::size_t common_prefix(const char* a, const char* b, std::size_t n) {
    std::size_t i = 0;
#if defined(__SSE2__)
    const auto same_at = [&](std::size_t at) {
        const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(a + at));
        const __m128i y = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + at));
        return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)));
    };
    for (; i + 16 <= n; i += 16) {
        const unsigned same = same_at(i);
        if (same != 0xFFFF) return i + static_cast<std::size_t>(std::countr_one(same));
    }
    // The rest in one more block that ends where the text does, over bytes already known to be
    // the same (two equal 40-digit numbers: no byte-by-byte tail).
    if (i < n && n >= 16) {
        const std::size_t at = n - 16;
        const unsigned known = (1u << (i - at)) - 1;
        return at + static_cast<std::size_t>(std::countr_one(same_at(at) | known));
    }
#endif
    while (i < n && a[i] == b[i]) ++i;
    return i;
}

// How many bytes of [p, p + n) `is` says yes to (`match` says it of 16 at a time, as a byte
// mask, where SSE2 is), counted 16 at a time.
template <class Match, class Is>
std::size_t count_bytes_if([[maybe_unused]] Match match, Is is, const char* p, std::size_t n) {
    std::size_t count = 0, i = 0;
#if defined(__SSE2__)
    // Per-byte counters, summed every 255 blocks before they can overflow (a popcount of each
    // mask would be a library call without -mpopcnt).
    while (i + 16 <= n) {
        __m128i sums = _mm_setzero_si128();
        for (int block = 0; block < 255 && i + 16 <= n; ++block, i += 16)
            sums = _mm_sub_epi8(sums, match(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i))));
        const __m128i halves = _mm_sad_epu8(sums, _mm_setzero_si128());
        count += static_cast<std::size_t>(_mm_cvtsi128_si32(halves)) +
                 static_cast<std::size_t>(_mm_cvtsi128_si32(_mm_srli_si128(halves, 8)));
    }
#endif
    for (; i < n; ++i) count += is(p[i]) ? 1 : 0;
    return count;
}

// How many bytes of [p, p + n) are UTF-8 continuation bytes (0x80 to 0xBF): a column in
// characters is the column in bytes less these, and an error's or a move's column after a
// piece list of megabytes was a tenth of converting such a game, a byte at a time.
inline std::size_t count_continuations(const char* p, std::size_t n) {
#if defined(__SSE2__)
    // As signed bytes they are -128 to -65: below -64.
    const auto match = [](__m128i v) { return _mm_cmplt_epi8(v, _mm_set1_epi8(-64)); };
#else
    const int match = 0;
#endif
    return count_bytes_if(
        match, [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }, p, n);
}

// How many bytes of [p, p + n) equal c.
inline std::size_t count_byte(const char* p, std::size_t n, char c) {
#if defined(__SSE2__)
    const auto match = [c](__m128i v) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); };
#else
    const int match = 0;
#endif
    return count_bytes_if(
        match, [c](char b) { return b == c; }, p, n);
}

// Bit k set when byte k of the 16 at p is of the class: a letter [A-Za-z], a digit, '-',
// ',', or one of '|' and '+' (what ends a square in a piece list).
struct Masks16 {
    unsigned letters, digits, minus, comma, stop;
};

// Portable: two 8-byte words, each byte's class in its top bit, then gathered into bits.
// Every step keeps each byte below 0x100, so no carry crosses from one byte to the next.
inline Masks16 masks16_swar(const char* p) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kTops = 0x8080808080808080ULL;
    const auto at_least = [](std::uint64_t low7, unsigned lo) {  // top bit: byte >= lo (lo <= 0x80)
        return (low7 + kOnes * (0x80 - lo)) & kTops;
    };
    const auto in_range = [&](std::uint64_t v, unsigned lo, unsigned end) {  // lo <= byte < end
        const std::uint64_t low7 = v & ~kTops;
        return at_least(low7, lo) & ~at_least(low7, end) & ~v & kTops;
    };
    const auto equal = [](std::uint64_t v, unsigned char c) {  // top bit: byte == c
        const std::uint64_t x = v ^ (kOnes * c);
        return ~((((x & ~kTops) + ~kTops) | x) | ~kTops);
    };
    const auto gather = [](std::uint64_t tops) {  // the top bits of bytes 0..7 as bits 0..7
        return static_cast<unsigned>(((tops >> 7) * 0x0102040810204080ULL) >> 56);
    };
    Masks16 m{};
    for (int half = 0; half < 2; ++half) {
        const std::uint64_t v = load8(p + 8 * half);
        const int shift = 8 * half;
        m.letters |= gather(in_range(v | kOnes * 0x20, 'a', 'z' + 1)) << shift;
        m.digits |= gather(in_range(v, '0', '9' + 1)) << shift;
        m.minus |= gather(equal(v, '-')) << shift;
        m.comma |= gather(equal(v, ',')) << shift;
        m.stop |= gather(equal(v, '|') | equal(v, '+')) << shift;
    }
    return m;
}

#if defined(__SSE2__)
// The same with SSE2: a class test and a movemask per class.
inline Masks16 masks16_sse2(const char* p) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const auto in_range = [](__m128i x, char lo, char count) {  // lo <= byte < lo + count, unsigned
        const __m128i t = _mm_sub_epi8(x, _mm_set1_epi8(lo));
        return _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(t, _mm_set1_epi8(static_cast<char>(count - 1))), t));
    };
    const auto equal = [&](char c) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(c)); };
    return {static_cast<unsigned>(in_range(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 26)),
            static_cast<unsigned>(in_range(v, '0', 10)), static_cast<unsigned>(_mm_movemask_epi8(equal('-'))),
            static_cast<unsigned>(_mm_movemask_epi8(equal(','))),
            static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(equal('|'), equal('+'))))};
}
#endif

inline Masks16 masks16(const char* p) {
#if defined(__SSE2__)
    return masks16_sse2(p);
#else
    return masks16_swar(p);
#endif
}

// The digits of n (below 10^8) as eight bytes, the most significant first in memory order,
// each 0 to 9 (not yet ASCII): n split in halves of four digits, each half in pairs, each pair
// in digits, the halves, pairs and digits side by side in one word (a division by 100 or 10 as
// a multiply and a shift, exact below 10,000 and 100). std::to_chars goes two digits a step,
// and 19-digit coordinates (the far positions) made it a seventh of a conversion. For the
// writers of core/notation (loose_text.hpp) and of numbers past 64 bits (square.cpp).
inline std::uint64_t digit_bytes(std::uint32_t n) {
    std::uint64_t x = (n / 10'000) | (std::uint64_t{n % 10'000} << 32);
    const std::uint64_t hundreds = ((x * 10'486) >> 20) & 0x0000'007F'0000'007FULL;
    x = hundreds | ((x - hundreds * 100) << 16);
    const std::uint64_t tens = ((x * 103) >> 10) & 0x000F'000F'000F'000FULL;
    x = tens | ((x - tens * 10) << 8);
    if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap64(x);
    return x;
}

}  // namespace uici::ascii
