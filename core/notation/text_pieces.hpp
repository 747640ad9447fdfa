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

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/text_square.hpp"
#include "core/notation/loose_pieces.hpp"

namespace UICI_CORE_NS {

#if UICI_WIDE

// (TextPiece, its order and its numbers: core/board/text_square.hpp.)
using TextPieces = std::vector<TextPiece>;

// The end of the square "x,y" at p, both numbers canonical ('-', then digits without a leading
// zero, or "0"; at most kMaxDigits digits), `comma` set to its ','; nullptr when the text there,
// up to `end`, starts with no such square.
const char* canonical_square_end(const char* p, const char* end, const char*& comma);

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
