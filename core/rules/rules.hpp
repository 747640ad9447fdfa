// Legality as a predicate, and apply/undo of single moves.
//
// Where the rules engine lives (all in core/, no I/O):
//   rules.hpp       this contract: Reason, check_move, MoveFacts, in_check
//   legality.hpp    one move worked out (MovePlan) and its check test
//   attacks.hpp     attack detection through the line index and the board's tiles
//   apply.hpp       apply_move / undo_move (Undo), the castling-rights cascade
//   movegen.hpp     legal move generation, slides as ranges, the listing grammar
//   perft.hpp       perft with divide;  game.hpp  Game and Status
//
// check_move answers in the site's order: no_piece, wrong_side, then promotion (the site
// settles it before the destination: bad_promotion, promotion_required), then the
// destination (bad_geometry, blocked, own_piece, outside_border, no_en_passant,
// castle_rights), then check (self_check, castle_through_check for castling out of, through or
// into check). Check constrains moves only when the opponent has checkmate among its win
// conditions and the mover has royals. coord_range belongs to the move parser and game_over
// to Game; check_move returns neither.
//
// Where we knowingly differ from infinitechess.org (src/shared/chess at 2d1ce937; for users:
// docs/RULES.md section 8):
//  * Checkmate and stalemate are searched exactly. The site takes a royal queen's (or a
//    huygens-pinned piece's) check-tested slide wider than 200 squares as having a legal
//    square without looking (legalmoves.hasAtleast1Move), so it may call "ongoing" a position
//    we call checkmate or stalemate. No case of the golden data reaches it.
//  * Huygens primality is exact for every 64-bit distance; the site's Miller-Rabin is
//    probabilistic above 3.4e14 (seeded, so it agrees with itself).
//  * Coordinates are int64. Squares past the int64 range do not exist here: an unbounded
//    ray ends at the edge, and a move that would need such a square is not generated.
//  * Copied on purpose although odd: a pawn promoting to a royal piece is tested as the
//    plain pawn move (the new royal may stand attacked, tests/data/legal-moves.jsonl pos-0313); leap attacks ignore the
//    world border; a piece outside the border slides by the site's step arithmetic; castling
//    squares are not checked against the border; the checkmate -> royalcapture switch (Game).
//  * Not copied (unreachable from a legal game): en passant onto an occupied target square.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS {

// Why a move is not legal; one closed list (PROTOCOL.md repeats it).
enum class Reason : std::uint8_t {
    legal,
    no_piece,              // no piece on the start square
    wrong_side,            // the piece is not the side to move's (neutral pieces included)
    bad_geometry,          // not a move this piece makes, whatever the board
    blocked,               // a move of its pattern, but a piece is in the way
    own_piece,             // lands on a friendly piece or a void
    self_check,            // leaves a royal of the mover attacked (checkmate rules only)
    castle_rights,         // castling without the rights or a valid partner
    castle_through_check,  // castling out of, through or into check
    no_en_passant,         // a diagonal pawn move onto an empty square with no en passant
    promotion_required,    // a pawn reaching a promotion rank without choosing a piece
    bad_promotion,         // promotion not allowed: piece, colour, rank or mover
    outside_border,        // lands outside the world border
    coord_range,           // a square that cannot be represented
    game_over,             // the game already ended decisively
};
std::string_view reason_code(Reason r);

// Whether `m` is legal for the side to move in `p`. Never generates the move list.
// (game_over is the Game's business; this looks at the board only.)
Reason check_move(const Position& p, const Move& m);

// What apply_move needs to put the position back exactly (core/rules/apply.hpp).
struct Undo;

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

}  // namespace UICI_CORE_NS
