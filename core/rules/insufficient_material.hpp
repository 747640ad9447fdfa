// The site's insufficient-material draw, from its fixed tables of drawn material
// (insufficientmaterial.ts).
//
// Who checks what. The site's detectInsufficientMaterial() applies five conditions; they are
// split between the caller (Game::status) and this function as follows.
//
//   Caller, before calling:
//     * both players have exactly one win condition, and it is checkmate (the effective ones,
//       after any checkmate -> royalcapture swap);
//     * the game's last move was a capture or a promotion, OR the game has no moves yet (the
//       site only rejects when a last move exists and was neither);
//     * it is the last test: checkmate/stalemate, repetition and the move rule go first.
//   This function (everything that depends on the position alone):
//     * fewer than 11 counted pieces: white and black pieces except obstacles, plus neutral
//       voids (other neutral pieces and all obstacles are not counted);
//     * more than 2 promotable pawns (a player with promotion ranks and a non-empty promotion
//       list) means no draw; up to 2 are expanded into every promotion outcome, and each
//       outcome must be drawn;
//     * the table: the small one when a world border side lies within 1,000,000 of the origin,
//       else the large one; matched with colours as they are and swapped;
//     * obstacles are ignored entirely, but a void is material no entry lists: any void on the
//       board means no draw (the site counts it like a piece of its own).
#pragma once

#include "core/board/position.hpp"

namespace UICI_CORE_NS {

// True when the material on the board is one the site's tables call a draw, given that the
// caller's conditions above hold.
bool insufficient_material(const Position& p);

}  // namespace UICI_CORE_NS
