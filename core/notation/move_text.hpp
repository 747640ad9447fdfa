// Move tokens: reading every accepted spelling, writing the one canonical form.
#pragma once

#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/notation/parse_error.hpp"

namespace UICI_CORE_NS {

// Reads one move token: "3,4>3,5", "3,4x3,5", "3,4>3,5=Q", "3,4>3,5Q" (seed dialect),
// "-1,-2>-1,-3", multi-letter promotions "=AM"/"=am". Leading zeros and "-0" are accepted here
// and normalised. Errors: "bad_move" (syntax, e.g. "e2e4"), "coord_range", "bad_piece".
// Every spelling of a game's move section is accepted for exactly one move: surrounding
// whitespace, a piece prefix "P1,2>1,3", spaces around '>'/'x', " =R", "1,7>1,8 N", marks
// "+ # ! ? e.p.", a move number "12." or "1. ...", a trailing {comment}.
Parsed<Move> parse_move(std::string_view token);

// Canonical form "x,y>x,y" plus "=CODE" for a promotion (letter case = promotion colour).
std::string format_move(const Move& m);
// True when `token` is already what format_move writes for the move it reads as (plain
// integers, `>`, an optional `=` and a one-case piece code): a reply may then echo it, which
// spares writing numbers of any length in decimal again.
bool is_canonical_move(std::string_view token);
// The seed dialect's form: the promotion code straight after the target, "3,4>3,5Q".
std::string format_move_readme(const Move& m);

}  // namespace UICI_CORE_NS
