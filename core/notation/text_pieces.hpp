// A position's pieces with their squares kept as the document's own text, for converting a
// document on the wide build. A coordinate past 64 bits is a big integer there, and turning
// 200,000 of them into numbers and back into digits was most of converting such a position
// (core/board/square.cpp's parse_coord and append_coord: 55 % of the time). A number written
// the one way a converter writes it (canonical: no '+', no leading zero, no "-0") is ordered by
// its sign, its length and its digits, and written out as it came. A game's moves are played on
// a board lent the pieces as text (lend_text), and its start is still written from the text. A document
// in any other shape, or with anything wrong, takes the usual way (loose_pieces.hpp), which then
// gives the same output or the same error as without this.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/ascii_bytes.hpp"
#include "core/board/text_square.hpp"
#include "core/notation/loose_pieces.hpp"

namespace UICI_CORE_NS {

#if UICI_WIDE

// (TextPiece, its order and its numbers: core/board/text_square.hpp.)
using TextPieces = std::vector<TextPiece>;

namespace text_pieces_detail {
// The run of digits at p, up to 64 (64: it may go on), 16 bytes a step, 64 bytes readable.
[[gnu::always_inline]] inline std::size_t digit_run64(const char* p) {
    for (unsigned at = 0; at < 64; at += 16) {
        const unsigned digits = ascii::masks16(p + at).digits;
        if (digits != 0xFFFF) return at + static_cast<std::size_t>(std::countr_one(digits));
    }
    return 64;
}

// canonical_square_end's way for a square whose numbers have fewer than 64 digits, with 160
// bytes readable: each number's digits 16 bytes a step, without the general way's checks
// against `end` and its two calls (a fifth of reading a long JSON map of 20-40 digit
// coordinates). The same verdict as the general way; `decided` false when a number may be
// longer (the general way then reads the square).
[[gnu::always_inline]] inline const char* quick_square_end(const char* p, const char*& comma, bool& decided) {
    decided = true;
    const std::size_t x_from = *p == '-' ? 1 : 0;
    const std::size_t x_digits = digit_run64(p + x_from);
    const std::size_t y_at = x_from + x_digits + 1;
    const std::size_t y_from = y_at + (p[y_at] == '-' ? 1 : 0);
    const std::size_t y_digits = x_digits < 64 ? digit_run64(p + y_from) : 64;
    if (x_digits == 64 || y_digits == 64) {
        decided = false;
        return nullptr;
    }
    if (x_digits == 0 || p[y_at - 1] != ',' || y_digits == 0 ||
        !ascii::canonical_digits(p + x_from, x_digits, x_from != 0) ||
        !ascii::canonical_digits(p + y_from, y_digits, y_from != y_at))
        return nullptr;
    comma = p + y_at - 1;
    return p + y_from + y_digits;
}

// canonical_square_end of any square, every byte checked against `end`.
const char* general_square_end(const char* p, const char* end, const char*& comma);
}  // namespace text_pieces_detail

// The end of the square "x,y" at p, both numbers canonical ('-', then digits without a leading
// zero, or "0"; at most kMaxDigits digits), `comma` set to its ','; nullptr when the text there,
// up to `end`, starts with no such square. Inline: the quick way is most of reading a piece
// map or list past 2^60, and its readers' loops keep its constants at hand.
[[gnu::always_inline]] inline const char* canonical_square_end(const char* p, const char* end, const char*& comma) {
    // (x: at most 1 + 63 bytes, the comma, y's '-' and its 64-byte mask: 130 bytes.)
    if (end - p >= 160) {
        bool decided = false;
        const char* const quick = text_pieces_detail::quick_square_end(p, comma, decided);
        if (decided) return quick;
    }
    // (Its own comma: passed by reference to a call, `comma` would live in memory on the
    // quick way too.)
    const char* general_comma = nullptr;
    const char* const general = text_pieces_detail::general_square_end(p, end, general_comma);
    comma = general_comma;
    return general;
}

// True when `text` is "x,y", each number canonical and of at most kMaxDigits digits; `comma`
// is then where its ',' is.
bool canonical_square(std::string_view text, std::uint16_t& comma);

// Display order; false when two pieces share a square (the usual way then names it).
bool sort_text(TextPieces& pieces);

// read_icn with the piece list kept as text in `pieces` (display order): nullopt when the
// document does not read or has no piece list, or when an entry is not "CODEx,y" with
// canonical numbers (the caller then reads it the usual way). `pieces` points into `text`.
std::optional<IcnDocument> read_icn_text(std::string_view text, TextPieces& pieces);

// read_long_json likewise: nullopt unless the piece maps hold only "x,y":"name" and
// "x,y":true|false members with canonical squares, and the rest reads.
std::optional<GameDocument> read_long_json_text(std::string_view text, TextPieces& pieces);

// The pieces with their squares as numbers, in the same order (display order, as sort_loose
// has it).
LoosePieces loose_of(std::span<const TextPiece> sorted);

// The pieces (sort_text's order) lent to p's empty board as text (Board::lend_text), and put
// into p's special rights: the board a game's moves are played on, lend_loose's way.
void lend_text(const TextPieces& pieces, Position& p);

// The square of a listed piece as the writers put it: its numbers' digits, or the text it was
// read as.
inline void append_listed_square(std::string& out, const LoosePiece& p) {
    if (p.text != nullptr) out.append(p.text, p.text_size);  // the reader's canonical text of it
    else append_square(out, p.square);
}
inline void append_listed_square(std::string& out, const TextPiece& p) { out += p.text(); }

// write_long_json_loose and write_icn_game_loose of a game whose start's pieces are `sorted`
// (sort_text's order).
void write_long_json_text(const Position& start, std::span<const TextPiece> sorted, std::span<const JsonMove> moves,
                          const JsonWriteOptions& options, const TextSink& sink);
void write_icn_game_text(const Position& start, std::span<const TextPiece> sorted, std::span<const Move> moves,
                         Dialect dialect, std::span<const char> marks, const TextSink& sink);

#endif

}  // namespace UICI_CORE_NS
