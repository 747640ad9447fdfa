// The loose writers' (loose_pieces.hpp) text of one piece, put together in a small buffer and
// appended once: six appends to a string per piece were most of writing 100,000 of them.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "core/board/ascii_bytes.hpp"
#include "core/board/cells.hpp"
#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS::loose_text {

// Room for a square's text: two coordinates of the narrow build and the comma.
inline constexpr std::size_t kSquareRoom = 2 * 20 + 1;

// The longest piece code and long name, for the buffers of the writers.
inline constexpr std::size_t kCodeRoom = 4, kNameRoom = 23;
static_assert([] {
    for (const auto& row : kPieceRows)
        if (row.code.size() > kCodeRoom || row.long_name.size() + 1 > kNameRoom) return false;
    return true;
}());

inline char* put(char* at, std::string_view text) {
    std::memcpy(at, text.data(), text.size());
    return at + text.size();
}

// n's eight digit bytes at `at`, as ASCII.
inline char* put_eight_digits(char* at, std::uint32_t n) {
    const std::uint64_t x = ascii::digit_bytes(n) + 0x3030'3030'3030'3030ULL;
    std::memcpy(at, &x, 8);
    return at + 8;
}

// n (below 10^8) without leading zeros; 8 bytes are written at `at` whatever its length.
inline char* put_leading_digits(char* at, std::uint32_t n) {
    std::uint64_t x = ascii::digit_bytes(n);
    if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap64(x);
    // Leading zero digits are the low zero bytes; one digit stays for 0.
    const auto zeros = static_cast<unsigned>(std::countr_zero(x | (std::uint64_t{1} << 56))) / 8;
    x = (x >> (8 * zeros)) + 0x3030'3030'3030'3030ULL;
    if constexpr (std::endian::native == std::endian::big) x = __builtin_bswap64(x);
    std::memcpy(at, &x, 8);
    return at + 8 - zeros;
}

// v in decimal, as std::to_chars writes it, at `at`; its end. Up to 20 bytes from `at` are
// written (the text and what follows it), so callers leave 20 bytes of room per number.
inline char* put_int(char* at, std::int64_t v) {
    *at = '-';
    at += v < 0 ? 1 : 0;
    const std::uint64_t m = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
    constexpr std::uint64_t kTen8 = 100'000'000, kTen16 = kTen8 * kTen8;
    if (m < 100) {  // the common small coordinates: a digit or two, directly
        const auto tens = static_cast<unsigned>(m / 10), ones = static_cast<unsigned>(m % 10);
        *at = static_cast<char>('0' + tens);
        at += tens != 0 ? 1 : 0;
        *at = static_cast<char>('0' + ones);
        return at + 1;
    }
    if (m < kTen8) return put_leading_digits(at, static_cast<std::uint32_t>(m));
    if (m < kTen16) {
        at = put_leading_digits(at, static_cast<std::uint32_t>(m / kTen8));
        return put_eight_digits(at, static_cast<std::uint32_t>(m % kTen8));
    }
    at = put_leading_digits(at, static_cast<std::uint32_t>(m / kTen16));
    const std::uint64_t rest = m % kTen16;
    at = put_eight_digits(at, static_cast<std::uint32_t>(rest / kTen8));
    return put_eight_digits(at, static_cast<std::uint32_t>(rest % kTen8));
}

// Entries put together in a block on the stack and appended to `out` a block at a time: one
// append per piece was a fifth of writing 100,000 of them. room() is the space an entry may
// need; drain() appends what the block holds (before `out` is used otherwise). `out` may then
// hold a block more than the writer's chunk before it is handed on: reserved with it.
class Batch {
public:
    explicit Batch(std::string& out) : out_(out) {}
    Batch(const Batch&) = delete;
    Batch& operator=(const Batch&) = delete;
    ~Batch() { drain(); }
    // Where the next entry goes, with at least `need` bytes (at most kRoom) of room there.
    char* room(std::size_t need) {
        if (static_cast<std::size_t>(block_ + sizeof block_ - at_) < need) drain();
        return at_;
    }
    void done(char* end) { at_ = end; }
    void drain() {
        out_.append(block_, at_);
        at_ = block_;
    }
    static constexpr std::size_t kRoom = 256, kBlock = 960;  // chunks stay under kTextChunk + 1 KiB

private:
    std::string& out_;
    char block_[kBlock];
    char* at_ = block_;
};

// A piece's long JSON name, its colour letter and the closing quote ("kingsW\""), padded so
// that a fixed-size copy takes it: long_names()[type][colour].
struct PaddedName {
    std::array<char, 32> text{};
    std::uint8_t size = 0;
};
inline const std::array<std::array<PaddedName, 3>, kPieceTypeCount>& long_names() {
    static const auto table = [] {
        std::array<std::array<PaddedName, 3>, kPieceTypeCount> t{};
        for (int type = 0; type < kPieceTypeCount; ++type)
            for (int colour = 0; colour < 3; ++colour) {
                const std::string_view name = kPieceRows[static_cast<std::size_t>(type)].long_name;
                PaddedName& n = t[static_cast<std::size_t>(type)][static_cast<std::size_t>(colour)];
                std::memcpy(n.text.data(), name.data(), name.size());
                n.text[name.size()] = "WBN"[colour];
                n.text[name.size() + 1] = '"';
                n.size = static_cast<std::uint8_t>(name.size() + 2);
            }
        return t;
    }();
    return table;
}
static_assert(kNameRoom + 1 <= 32);

#if !UICI_WIDE
// "x,y" at `at` (kSquareRoom bytes there); its end. The same text as append_square.
inline char* put_square(char* at, const Square& s) {
    at = put_int(at, s.x);
    *at++ = ',';
    return put_int(at, s.y);
}

// Room for put_listed_square: a square's text is copied 32 or 64 bytes at a time.
inline constexpr std::size_t kListedSquareRoom = 64;
static_assert(kListedSquareRoom >= kSquareRoom);

// p's square at `at` (kListedSquareRoom bytes there), copied from the reader's text of it when
// it kept one (LoosePiece::text), else put_square's; its end.
inline char* put_listed_square(char* at, const LoosePiece& p) {
    if (p.text == nullptr) return put_square(at, p.square);
    std::memcpy(at, p.text, 32);
    if (p.text_size > 32) std::memcpy(at + 32, p.text + 32, 32);
    return at + p.text_size;
}
#else
// The wide build copies a square's text of up to kKeptRoom bytes into the batch as the narrow
// build does (appending each entry to the string a byte or a piece at a time was a sixth of
// converting a position past 2^64); a longer one, or a square whose numbers a move made
// (no text), is appended to the string after the batch is drained.
inline constexpr std::size_t kKeptRoom = 160;
inline std::string_view kept_text(const LoosePiece& p) {
    return p.text != nullptr ? std::string_view(p.text, p.text_size) : std::string_view();
}
inline std::string_view kept_text(const TextPiece& p) { return p.text(); }
inline bool batched(std::string_view kept) { return !kept.empty() && kept.size() <= kKeptRoom; }
#endif

}  // namespace UICI_CORE_NS::loose_text
