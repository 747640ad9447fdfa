// EGD, the Extended Game Description: one record per move with the position before and after
// and the move's features (docs/PGN_EGD.md describes the layout and where it differs from the
// egd gem). Chess games get FEN positions and the gem's codes; games of the lattice get ICN
// positions, coordinate squares and the project's piece codes.
#pragma once

#include <cstddef>
#include <span>
#include <string>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "pgn/chess_game.hpp"
#include "pgn/egd_icn.hpp"  // the same for games of the lattice

namespace uici::pgn {

// {"game_tags":{"Result":...,...},"moves":{"1w":{...},...}} on one line, no line end.
void append_egd(std::string& out, const ChessGame& g);
// One line per ply: {"game":N,"key":"1w","start_position":...,"move":...,"end_position":...}\n
void append_egd_jsonl(std::string& out, const ChessGame& g, std::size_t number);

}  // namespace uici::pgn
