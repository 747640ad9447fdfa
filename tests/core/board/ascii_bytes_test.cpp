#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>

#include "core/board/ascii_bytes.hpp"

using namespace uici::ascii;

namespace {

// The masks of 16 bytes, one byte at a time: what both implementations must give.
Masks16 naive_masks(const char* p) {
    Masks16 m{};
    for (unsigned k = 0; k < 16; ++k) {
        const auto c = static_cast<unsigned char>(p[k]);
        const unsigned bit = 1U << k;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) m.letters |= bit;
        if (c >= '0' && c <= '9') m.digits |= bit;
        if (c == '-') m.minus |= bit;
        if (c == ',') m.comma |= bit;
        if (c == '|' || c == '+') m.stop |= bit;
    }
    return m;
}

void check_same(const Masks16& got, const Masks16& want, const std::string& bytes) {
    INFO("bytes (hex) of the case: ", bytes);
    CHECK(got.letters == want.letters);
    CHECK(got.digits == want.digits);
    CHECK(got.minus == want.minus);
    CHECK(got.comma == want.comma);
    CHECK(got.stop == want.stop);
}

std::string hex(const char* p, int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += std::to_string(static_cast<unsigned char>(p[i])) + " ";
    return out;
}

}  // namespace

TEST_SUITE("ascii_bytes") {
    TEST_CASE("the byte-class masks equal a byte-by-byte classification, in both implementations") {
        std::mt19937_64 rng(20261122);
        // Every byte value at every position once (the borders of each class included), then
        // random mixes weighted towards the characters of a piece list.
        for (int value = 0; value < 256; ++value)
            for (int at = 0; at < 16; ++at) {
                char b[16];
                for (int k = 0; k < 16; ++k) b[k] = static_cast<char>(k == at ? value : 'Q');
                check_same(masks16_swar(b), naive_masks(b), hex(b, 16));
#if defined(__SSE2__)
                check_same(masks16_sse2(b), naive_masks(b), hex(b, 16));
#endif
            }
        const std::string common = "0123456789,-|+aAzZ@[`{/:";
        for (int round = 0; round < 20'000; ++round) {
            char b[16];
            for (char& c : b) {
                const auto r = rng();
                c = (r & 1) != 0 ? common[(r >> 1) % common.size()] : static_cast<char>(r >> 8);
            }
            const Masks16 want = naive_masks(b);
            check_same(masks16_swar(b), want, hex(b, 16));
#if defined(__SSE2__)
            check_same(masks16_sse2(b), want, hex(b, 16));
#endif
        }
    }

    TEST_CASE("digits_value reads the first n digits, whatever follows them") {
        std::mt19937_64 rng(7);
        CHECK(digits_value(load8("12345678"), 8) == 12'345'678);
        CHECK(digits_value(load8("0000000x"), 7) == 0);
        CHECK(digits_value(load8("9,-|+abc"), 1) == 9);
        for (int round = 0; round < 100'000; ++round) {
            const unsigned n = 1 + static_cast<unsigned>(rng() % 8);
            char d[8];
            std::uint64_t want = 0;
            for (unsigned k = 0; k < 8; ++k) {
                d[k] = k < n ? static_cast<char>('0' + rng() % 10) : static_cast<char>(rng());
                if (k < n) want = want * 10 + static_cast<std::uint64_t>(d[k] - '0');
            }
            REQUIRE_MESSAGE(digits_value(load8(d), n) == want, hex(d, 8), " n=", n);
        }
    }

    TEST_CASE("digits_value_within reads 1 to 19 digits whatever surrounds them, with and without room before") {
        // Room of 16 bytes ending at the digits takes the one-load way; less, the 8-byte words'.
        std::mt19937_64 rng(11);
        for (int round = 0; round < 200'000; ++round) {
            const unsigned n = 1 + static_cast<unsigned>(rng() % 19);
            const unsigned at = static_cast<unsigned>(rng() % 24);
            std::array<char, 56> buffer{};
            for (char& c : buffer) c = static_cast<char>(rng());
            std::uint64_t want = 0;
            const bool nines = rng() % 8 == 0;
            for (unsigned k = 0; k < n; ++k) {
                buffer[at + k] = nines ? '9' : static_cast<char>('0' + rng() % 10);
                want = want * 10 + static_cast<std::uint64_t>(buffer[at + k] - '0');
            }
            const char* p = buffer.data() + at;
            REQUIRE_MESSAGE(digits_value_within(p, n, buffer.data()) == want, hex(p, n), " n=", n, " at=", at);
            REQUIRE(digits_value_within(p, n, p) == want);
            REQUIRE(digits_value_at(p, n) == want);
        }
    }

    TEST_CASE("common_prefix finds the first difference at every place of every length") {
        std::mt19937_64 rng(13);
        for (std::size_t n = 0; n <= 70; ++n) {
            std::string a(n, 'x');
            for (char& c : a) c = static_cast<char>('0' + rng() % 10);
            CHECK(common_prefix(a.data(), a.data(), n) == n);
            for (std::size_t at = 0; at < n; ++at) {
                std::string b = a;
                b[at] = static_cast<char>(b[at] == '5' ? '6' : '5');
                REQUIRE_MESSAGE(common_prefix(a.data(), b.data(), n) == at, "n=", n, " at=", at);
            }
        }
    }

    TEST_CASE("count_byte counts at every length and alignment, past 255 blocks too") {
        std::mt19937_64 rng(5);
        std::string text(20'000, 'a');
        for (char& c : text) c = "|a,+"[rng() % 4];
        for (std::size_t from : {0, 1, 7, 15}) {
            for (std::size_t n : {0, 1, 15, 16, 17, 255 * 16, 255 * 16 + 5, 19'000}) {
                const auto want =
                    static_cast<std::size_t>(std::count(text.begin() + from, text.begin() + from + n, '|'));
                CHECK(count_byte(text.data() + from, n, '|') == want);
            }
        }
        const std::string all(300 * 16, '|');
        CHECK(count_byte(all.data(), all.size(), '|') == all.size());
    }

    TEST_CASE("count_continuations counts the bytes 0x80 to 0xBF, every byte value, length and alignment") {
        std::mt19937_64 rng(6);
        std::string text(3'000, 'a');
        for (char& c : text) c = static_cast<char>(rng() % 3 != 0 ? rng() % 256 : 'x');
        for (std::size_t from : {0, 1, 7, 15})
            for (std::size_t n : {0, 1, 15, 16, 17, 31, 33, 2'000}) {
                std::size_t want = 0;
                for (std::size_t i = from; i < from + n; ++i)
                    want += static_cast<unsigned char>(text[i]) >= 0x80 && static_cast<unsigned char>(text[i]) <= 0xBF;
                CHECK(count_continuations(text.data() + from, n) == want);
            }
        std::string bytes;
        for (int b = 0; b < 256; ++b) bytes += static_cast<char>(b);
        CHECK(count_continuations(bytes.data(), bytes.size()) == 64);
        const std::string many(300 * 16 + 3, static_cast<char>(0x80));  // past 255 blocks of counters
        CHECK(count_continuations(many.data(), many.size()) == many.size());
    }

    TEST_CASE("printable_prefix stops at the first space, control byte, DEL or non-ASCII byte") {
        std::mt19937_64 rng(9);
        for (int round = 0; round < 20'000; ++round) {
            // (Up to 300 bytes, stops rare: runs past 64 bytes take four blocks a step.)
            std::string text(rng() % 300, 'x');
            for (char& c : text) c = static_cast<char>(rng() % 80 != 0 ? 0x21 + rng() % 94 : rng());
            std::size_t want = 0;
            while (want < text.size() && static_cast<unsigned char>(text[want]) > 0x20 &&
                   static_cast<unsigned char>(text[want]) < 0x7F)
                ++want;
            REQUIRE_MESSAGE(printable_prefix(text.data(), text.size()) == want,
                            hex(text.data(), static_cast<int>(text.size())));
        }
    }
    TEST_CASE("digit_prefix stops at the first byte that is not a digit, at every length and alignment") {
        std::mt19937_64 rng(13);
        for (int round = 0; round < 20'000; ++round) {
            std::string text(rng() % 70, '0');
            for (char& c : text) c = static_cast<char>(rng() % 40 != 0 ? '0' + rng() % 10 : rng());
            std::size_t want = 0;
            while (want < text.size() && text[want] >= '0' && text[want] <= '9') ++want;
            REQUIRE_MESSAGE(digit_prefix(text.data(), text.size()) == want,
                            hex(text.data(), static_cast<int>(text.size())));
        }
        // The neighbours of the digits ('/' and ':') and the bytes that wrap under subtraction.
        for (const char c : {'/', ':', '\0', '\xB0', '\x80', '\xFF'})
            for (std::size_t at = 0; at < 40; ++at) {
                std::string text(40, '7');
                text[at] = c;
                CHECK(digit_prefix(text.data(), text.size()) == at);
            }
        // Every length to 200 with the stop at every place (or none), each in a buffer of exactly
        // its size: the last part is read as one more block ending at the text's end, and four
        // blocks a step only where all four are inside the text, never past it (the sanitizer
        // build checks the reads).
        for (std::size_t n = 0; n <= 200; ++n)
            for (std::size_t at = 0; at <= n; ++at) {
                const auto buffer = std::make_unique<char[]>(std::max<std::size_t>(n, 1));
                std::fill_n(buffer.get(), n, '5');
                if (at < n) buffer[at] = 'x';
                CAPTURE(n);
                CHECK(digit_prefix(buffer.get(), n) == at);
            }
    }
    TEST_CASE("same_first compares exactly the first n bytes") {
        std::array<char, 16> a{}, b{};
        for (unsigned i = 0; i < 16; ++i) a[i] = b[i] = static_cast<char>('a' + i);
        for (unsigned n = 0; n <= 16; ++n) {
            CAPTURE(n);
            CHECK(same_first(a.data(), b.data(), n));
            for (unsigned at = 0; at < 16; ++at) {
                b[at] = 'Z';
                CHECK(same_first(a.data(), b.data(), n) == (at >= n));
                b[at] = a[at];
            }
        }
    }
    TEST_CASE("blank_free_prefix and plain_ascii_prefix stop where a byte-by-byte loop stops") {
        std::mt19937_64 rng(17);
        for (int round = 0; round < 20'000; ++round) {
            std::string text(rng() % 70, 'x');
            for (char& c : text)
                c = static_cast<char>(rng() % 30 != 0 ? 0x21 + rng() % 94 : "\t \0\x80\xFF\x7F\x01"[rng() % 7]);
            std::size_t blank = 0, ascii = 0;
            while (blank < text.size() && text[blank] != ' ' && text[blank] != '\t') ++blank;
            while (ascii < text.size() && text[ascii] != 0 && static_cast<unsigned char>(text[ascii]) < 0x80) ++ascii;
            const auto shown = hex(text.data(), static_cast<int>(text.size()));
            REQUIRE_MESSAGE(blank_free_prefix(text.data(), text.size()) == blank, shown);
            REQUIRE_MESSAGE(plain_ascii_prefix(text.data(), text.size()) == ascii, shown);
        }
    }
    TEST_CASE("json_plain_prefix stops at a quote, a backslash or a control byte, not at a byte past 0x7F") {
        std::mt19937_64 rng(23);
        for (int round = 0; round < 20'000; ++round) {
            std::string text(rng() % 90, 'x');
            for (char& c : text)
                c = static_cast<char>(rng() % 25 != 0 ? 0x20 + rng() % 95
                                                      : "\"\\\x1F\x20\x7F\x80\xFF\x00\x01"[rng() % 9]);
            std::size_t want = 0;
            while (want < text.size() && text[want] != '"' && text[want] != '\\' &&
                   static_cast<unsigned char>(text[want]) >= 0x20)
                ++want;
            REQUIRE_MESSAGE(json_plain_prefix(text.data(), text.size()) == want,
                            hex(text.data(), static_cast<int>(text.size())));
        }
        for (const char c : {'"', '\\', '\x1F', '\0', '\n'})
            for (std::size_t at = 0; at < 40; ++at) {
                std::string text(40, '\xC3');  // bytes of UTF-8 letters go through
                text[at] = c;
                CHECK(json_plain_prefix(text.data(), text.size()) == at);
            }
    }
}
