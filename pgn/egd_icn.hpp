// EGD of a game of the lattice: ICN positions, coordinate squares, the project's piece codes.
// Built on both coordinate builds (core/board/coord.hpp), so squares of any size are written
// with every digit; the chess layout (egd.hpp) is for the 8x8 board only.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "pgn/error.hpp"

namespace UICI_CORE_NS::pgn {

#if UICI_WIDE
using uici::pgn::Result;
#endif

// Each move checked and played with the rules (errors: illegal_move with the 0-based index).
// Tags are the start position's metadata. jsonl: one line per ply, keyed by game `number`.
Result<std::string> icn_egd(const Position& start, std::span<const Move> moves, bool jsonl, std::size_t number = 1);

// The same text handed to `write` a piece at a time (the header, each move's record, the end),
// so that no more than one record is ever held: a record holds two whole positions, and a game
// of many moves on a large board is gigabytes of EGD. `write` returns false to stop early (then
// the result is the bytes written so far). Returns the number of bytes written. The game is
// played on `start` itself (move a large position in: no copy of its board is made).
using EgdWrite = std::function<bool(std::string_view)>;
Result<std::size_t> write_icn_egd(Position start, std::span<const Move> moves, bool jsonl, std::size_t number,
                                  const EgdWrite& write);

}  // namespace UICI_CORE_NS::pgn
