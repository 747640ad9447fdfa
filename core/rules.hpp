// Legality as a predicate, and apply/undo of single moves.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/move.hpp"
#include "core/position.hpp"

namespace uici {

// Why a move is not legal; one closed list (PROTOCOL.md repeats it).
enum class Reason : std::uint8_t {
    legal,
    no_piece,            // no piece on the start square
    wrong_side,          // the piece is not the side to move's (neutral pieces included)
    bad_geometry,        // not a move this piece makes, whatever the board
    blocked,             // a move of its pattern, but a piece is in the way
    own_piece,           // lands on a friendly piece or a void
    self_check,          // leaves a royal of the mover attacked (checkmate rules only)
    castle_rights,       // castling without the rights or a valid partner
    castle_through_check,  // castling out of, through or into check
    no_en_passant,       // a diagonal pawn move onto an empty square with no en passant
    promotion_required,  // a pawn reaching a promotion rank without choosing a piece
    bad_promotion,       // promotion not allowed: piece, colour, rank or mover
    outside_border,      // lands outside the world border
    coord_range,         // a square that cannot be represented
    game_over,           // the game already ended decisively
};
std::string_view reason_code(Reason r);

// Whether `m` is legal for the side to move in `p`. Never generates the move list.
// (game_over is the Game's business; this looks at the board only.)
Reason check_move(const Position& p, const Move& m);

// What apply_move needs to put the position back exactly.
struct Undo;  // defined by the rules implementation

// Facts about a played move, as the long JSON format reports them.
struct MoveFacts {
    Piece moved;
    std::optional<Piece> captured;
    bool en_passant = false;
    std::optional<Square> castle_partner;  // the partner's square before the move
    int castle_dir = 0;                    // +1 or -1 when castling
    bool check = false;                    // the opponent has a royal attacked afterwards
};

// Whether any royal of colour `c` is attacked by the other side.
bool in_check(const Position& p, Color c);

}  // namespace uici
