// The sections of an ICN position, one reader each. Internal to core: read_icn (icn_reader.cpp)
// finds the sections and calls these. `column` arguments are byte offsets of the section's text.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/board/position.hpp"
#include "core/notation/icn_scan.hpp"
#include "core/notation/loose_pieces.hpp"

namespace UICI_CORE_NS::icn_detail {

// "w", "b", "w:b", "b:w": the side to move and the last player of the turn order.
MaybeError read_turn(std::string_view token, std::size_t column, Position& p);
// "N/M" (lenient digits; non-canonical text is kept in move_rule_text).
MaybeError read_move_rule(std::string_view token, std::size_t column, Position& p);
// A non-negative full-move number; 0 means 1.
MaybeError read_fullmove(std::string_view token, std::size_t column, Position& p);
// "left,right,bottom,top" with "_" for an open side.
MaybeError read_border(std::string_view token, std::size_t column, Border& border);
// The inside of "(WHITE|BLACK)": "8;Q,R|1", "8,16|", "|".
MaybeError read_promotions(std::string_view inside, std::size_t column, GameRules& rules);
// "checkmate", "checkmate,koth", "checkmate|royalcapture" (parentheses already removed).
MaybeError read_win_conditions(std::string_view inside, std::size_t column, GameRules& rules);
// The site's display-only "Squares:x,y|..." and "Rays:x,y>dx,dy|..." sections: checked, dropped.
MaybeError read_annotation(std::string_view token, std::size_t column);

// "[Key "value"]" or "[Key: value]" starting at text[begin] == '['; `end` is set past the ']'.
// Whether the text holds a control character other than tab (C0 or DEL).
bool holds_control(std::string_view text);

MaybeError read_metadata(std::string_view text, std::size_t begin, std::size_t& end, Position& p);
// The "{...}" JSON options block (PROTOCOL.md 1.3) starting at text[begin] == '{'; `end` is set past the '}'.
MaybeError read_options(std::string_view text, std::size_t begin, std::size_t& end, GameRules& rules);
// "K5,1+|r1,8|..." filling text[begin, end) exactly. With `loose`, the pieces go there in text
// order (a repeated square is not seen) and p's board and special rights stay untouched.
// read_icn, with the pieces into `loose` when it is set (read_icn_loose), or the piece list's
// text, unread, into `piece_text` when that is set (read_icn_text).
Parsed<IcnDocument> read_icn_into(std::string_view text, LoosePieces* loose, std::string_view* piece_text = nullptr);

MaybeError read_piece_list(std::string_view text, std::size_t begin, std::size_t end, Position& p,
                           LoosePieces* loose = nullptr);

}  // namespace UICI_CORE_NS::icn_detail
