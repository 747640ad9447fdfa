// The one-letter piece codes of the infinite-chess SPRT runner's JSON lines (PROTOCOL.md
// section 10), shared by uici's reader of that dialect and the match runner's writer of it.
// The letters are a column of core/board/piece.hpp's kPieceRows: k q r b n p, m amazon,
// c chancellor, a archbishop, h hawk, g guard, l camel, i giraffe, z zebra, e centaur,
// y royal queen, d royal centaur, s knightrider, u huygens, o rose, x obstacle, v void.
#pragma once

#include <optional>
#include <string_view>

#include "core/board/piece.hpp"

namespace uici {

// The piece of a letter (either case), or nothing.
std::optional<PieceType> sprt_piece_type(std::string_view letter);
// The lower-case letter of a piece type.
char sprt_piece_letter(PieceType type);

}  // namespace uici
