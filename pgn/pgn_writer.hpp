// Writing a chess game as PGN: its tags, SAN with the disambiguation and check marks the
// position asks for, lines of at most 80 characters, and the result.
#pragma once

#include <string>

#include "pgn/chess_game.hpp"

namespace uici::pgn {

void append_pgn(std::string& out, const ChessGame& g);

}  // namespace uici::pgn
