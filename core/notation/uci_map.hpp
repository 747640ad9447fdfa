// Standard chess engines (proto=uci: `uici match`, `uici compliance --proto uci`): a position of
// uici's lattice that fits the 8x8 board with the six standard pieces is given as a FEN with
// files 1..8 -> a..h and ranks 1..8 -> 1..8; moves are mapped both ways (UCI's long algebraic
// e2e4, e7e8q). Anything else is refused before it reaches such an engine.
#pragma once

#include <optional>
#include <string>

#include "core/board/move.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS {

// Why `p` cannot be given to a UCI engine, or nothing when it can.
std::optional<std::string> uci_unfit(const Position& p);
// `p` confined to the 8x8 board (a border 1..8 both ways), so that the referee's rules are
// chess's: a king cannot step off the board to escape mate.
Position on_chess_board(Position p);
std::string to_fen(const Position& p);
std::string to_uci_move(const Move& m);
// "e7e8q" -> 5,7>5,8=Q for the side `mover`; nothing for anything that is no UCI move.
std::optional<Move> from_uci_move(const std::string& text, Color mover);

}  // namespace UICI_CORE_NS
