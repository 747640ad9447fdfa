// The long JSON format of a position or a game (PROTOCOL.md 4.15), both directions.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/notation/parse_error.hpp"

namespace UICI_CORE_NS {

// A game as the converter carries it: start position, moves, and which optional parts the
// source spelled out, so that output can leave out what the source left out (the reference
// converter does, and its golden outputs are scored that way).
struct GameDocument {
    Position start;
    std::vector<Move> moves;
    bool has_turn = true;      // the source named the side to move
    bool has_fullmove = true;  // the source gave a full-move counter
    bool annotated = false;    // the source marked checks or mates on its moves
};

// Reads a long-JSON document: a position, optionally with "moves" (compact strings or move
// objects; flags in move objects are ignored, the rules recompute them). "startingPosition"
// may also be a short ICN piece list. Errors: bad_json, bad_piece, coord_range, bad_move, ...
Parsed<GameDocument> read_long_json(std::string_view text);

// Facts of one played move, as the move objects of the long format report them.
struct JsonMove {
    Move move;
    Piece moved;
    std::optional<Piece> captured;
    bool en_passant = false;
    std::optional<Square> castle_partner;
    int castle_dir = 0;
    bool check = false;
    bool mate = false;
};

struct JsonWriteOptions {
    bool turn = true;         // write "turn"
    bool fullmove = true;     // write "fullMove"
    bool check_flags = true;  // write "check"/"mate" on moves (values always from the board)
    bool moves = true;        // write "moves" (possibly empty)
};

std::string write_long_json(const Position& start, std::span<const JsonMove> moves,
                            const JsonWriteOptions& options = {});

}  // namespace UICI_CORE_NS
