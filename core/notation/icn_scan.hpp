// Character-level helpers shared by the ICN readers: JavaScript whitespace, integers, piece codes.
// Internal to core; positions in the text are byte offsets.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/board/piece.hpp"
#include "core/board/square.hpp"
#include "core/notation/parse_error.hpp"

namespace UICI_CORE_NS::icn_detail {

// A reader step either succeeds or names what went wrong.
using MaybeError = std::optional<ParseError>;

constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }
constexpr bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Byte length of the whitespace character at text[i] (JavaScript's \s, U+00A0 and the other
// Unicode spaces included), 0 when there is none.
std::size_t space_len(std::string_view text, std::size_t i);
inline bool space_at(std::string_view text, std::size_t i) { return space_len(text, i) != 0; }
inline bool space_or_end(std::string_view text, std::size_t i) { return i >= text.size() || space_at(text, i); }
// First position at or after i that is not whitespace.
std::size_t skip_spaces(std::string_view text, std::size_t i);
// First position at or after i that is whitespace, or the end.
std::size_t token_end(std::string_view text, std::size_t i);

// Whether token `t` (a run without whitespace, not an annotation) of a piece list's game is its
// turn section: a turn order ("w:b") or a lone player code of the site's multi-player turn orders
// ("w", "b", "r", "bu", ..., in either case; refused by the reader unless w or b), as opposed to
// a piece entry ("K5,1") or a win condition.
bool turn_token(std::string_view t);

// End of the "-?[0-9]+" run that starts at i; i itself when there is none.
std::size_t scan_int(std::string_view text, std::size_t i);
// End of "INT,INT" starting at i, or i when the text there has another shape.
std::size_t scan_square(std::string_view text, std::size_t i);
// Reads text[begin, end) (a run found by scan_int) leniently: leading zeros and "-0" are
// normalised. Past the int64 range: "coord_range" at begin.
MaybeError read_coord(std::string_view text, std::size_t begin, std::size_t end, Coord& out);
// The error of a coordinate parse_coord found out of range: needs_wide in the narrow build,
// too_large (more than kMaxDigits digits) in the wide one.
ParseError coord_range_error(std::string_view digits, std::size_t begin);
// A number that is not a coordinate (counters), over the int64 range; too_large past it.
MaybeError read_int64(std::string_view text, std::size_t begin, std::size_t end, std::int64_t& out);
// Reads the "INT,INT" run text[begin, end) found by scan_square.
MaybeError read_square(std::string_view text, std::size_t begin, std::size_t end, Square& out);

// A piece from its case-sensitive ICN code ("K", "am", "ob"), without allocating.
std::optional<Piece> piece_from_icn_code(std::string_view code);
// The table behind it, for a loop over many codes (the piece list): entry code_slot(code) for
// a code of one or two letters, empty when the code names no piece.
inline constexpr std::size_t kCodeLetters = 'z' - 'A' + 1;
inline constexpr std::size_t kCodeSlots = (kCodeLetters + 1) * (kCodeLetters + 1);
constexpr std::size_t code_slot(std::string_view code) {
    auto letter = [](char c) { return static_cast<std::size_t>(c - 'A') + 1; };
    return letter(code[0]) * (kCodeLetters + 1) + (code.size() == 2 ? letter(code[1]) : 0);
}
const std::optional<Piece>* piece_code_slots();
// A piece type from a code written all in lower or all in upper case ("q", "AM"), for promotion lists.
std::optional<PieceType> type_from_icn_code(std::string_view code);

// Columns are reported in characters (UTF-8 code points), the readers work in bytes: the
// character offset of byte offset `byte` of text.
std::size_t char_column(std::string_view text, std::size_t byte);
// The same conversion for an error of a reader of `text`.
ParseError in_characters(std::string_view text, ParseError e);

// "'text'" shortened for messages.
std::string excerpt(std::string_view text);

}  // namespace UICI_CORE_NS::icn_detail
