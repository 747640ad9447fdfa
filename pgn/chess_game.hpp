// A chess game on the 8x8 board: where it starts, its moves checked against the rules, and
// their SAN. Made from a PGN game (its SAN as written) or from coordinate moves (SAN written).
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/rules/rules.hpp"
#include "pgn/pgn_reader.hpp"

namespace uici::pgn {

struct ChessGame {
    Tags tags;           // in file order
    std::string result;  // the Result tag, else the termination token, else "*"
    Position start;
    std::vector<Move> moves;
    std::vector<std::string> sans;  // one per move
    // What playing the moves showed, so that writers need not play them again:
    std::vector<MoveFacts> facts;   // one per move
    std::vector<std::string> fens;  // the start's FEN, then one after each move
    bool moves_left = true;         // whether the side to move has a legal move at the end
};

// Plays a PGN game from the standard start or its [FEN] tag. `number` (1-based) names the game
// in errors: "game=2 ply=17 san=\"Nbd7\" ..." (illegal_san, ambiguous_san, bad_fen).
Result<ChessGame> play_pgn(const PgnGame& game, std::size_t number);

// A game of coordinate moves (an ICN game): the start must be chess (not_chess), every move
// legal (illegal_move, index 0-based). The SANs are written, with + and # from the position.
Result<ChessGame> chess_game_of(const Position& start, std::span<const Move> moves, Tags tags, std::string result);

// The standard start position.
const Position& chess_start();

}  // namespace uici::pgn
