// ICN positions and games: one reader for both dialects, writers for each.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/notation/dialect.hpp"
#include "core/notation/parse_error.hpp"

namespace UICI_CORE_NS {

struct IcnMove {
    Move move;
    std::size_t column = 0;  // where the move's text starts in the input (0-based, in characters)
    bool marked = false;     // a check or mate mark ('+' or '#') followed it
};

struct IcnDocument {
    Position position;            // metadata included
    bool has_piece_list = false;  // false: e.g. only [Variant "..."] metadata was given
    std::vector<IcnMove> moves;   // the game's moves, not yet checked against the rules
    // Which optional sections were written, for converters that leave out what the source
    // left out (the reference converter's long JSON does).
    bool has_turn = false;
    bool has_fullmove = false;
};

// Reads a position or a game in either dialect (see PROTOCOL.md, section Notation). Errors carry
// a code of kParseErrorCodes and the 0-based column in characters (UTF-8 code points).
// Sections may come in any order; moves come last. The moves are not checked against the rules.
Parsed<IcnDocument> read_icn(std::string_view text);

// The byte offset of a character column of `text` (for slicing the text at an error's column);
// text.size() when the column lies beyond the end.
std::size_t column_to_byte(std::string_view text, std::size_t column);

// Canonical position text (metadata left out), deterministic: pieces in display order, sections
// "turn enpassant moveRule fullMove (promotions) border winConditions {options} pieces".
// Site: "w 0/100 1 (8;q,am|1) 1,8,1,8 checkmate,koth K5,1+|..."; Seed: promotion lists in the
// player's case "(8;Q,AM|1)" and a non-canonical move rule text kept ("007/0100").
std::string write_icn_position(const Position& p, Dialect dialect = Dialect::Site);

// A whole game: one "[Key "value"]" line per metadata entry, the position, a space, then the
// moves joined by "|" ("1,7>1,8=Q"; Seed: "1,7>1,8Q"). Without moves the position ends the text.
// `marks`, when given, holds per move '+' (check), '#' (mate) or 0, written after the move.
std::string write_icn_game(const Position& start, std::span<const Move> moves, Dialect dialect = Dialect::Site,
                           std::span<const char> marks = {});

// Why a metadata entry cannot stand in ICN, or nothing when it can: the entry must hold no
// control character (tab aside) and must read back as the same key and value once written
// (so no ']' anywhere, no ':' or '"' in the key, ...). Long JSON, which can spell any string,
// is held to this so that every game read can be written as ICN and read back unchanged.
std::optional<std::string> metadata_problem(std::string_view key, std::string_view value);

// Appends the metadata entry as the writer spells it, "[Key "value"]" or, for a key with
// whitespace, "[Key with spaces: value]", with no line end.
void append_metadata_entry(std::string& out, std::string_view key, std::string_view value);

}  // namespace UICI_CORE_NS
