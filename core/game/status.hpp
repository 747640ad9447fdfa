// The end-of-game tests on a position, in the site's order (docs/RULES.md section 6).
#pragma once

#include <functional>
#include <optional>

#include "core/game/game.hpp"
#include "core/rules/legality.hpp"

namespace UICI_CORE_NS {

// What the status tests need to know about the move that led to the position.
struct LastMove {
    Piece moved;
    std::optional<Piece> captured;
    bool promotion = false;
};

// The verdict on `p`: `last` is the move that led to it (none at the start of a game),
// `repetition` whether the position stands for the third time. `in_check_now`, when the caller
// knows it (a search tests check once a node), is what in_check(p, p.turn) answers: then no
// test here or in the legal-move search tests check again.
Status evaluate_status(const Position& p, const std::optional<LastMove>& last, bool repetition,
                       InCheckNow in_check_now = std::nullopt);

// The same verdict when the caller knows whether the side to move has a legal move
// (`moves_left`, has_legal_move's answer): no move generation here. A search that generates
// a node's moves anyway asks with `true` first (the verdict if the game can go on) and with
// `false` only when the list it generated turns out empty.
Status evaluate_status(const Position& p, const std::optional<LastMove>& last, bool repetition, InCheckNow in_check_now,
                       bool moves_left);

// Whether the game ended decisively at `p` (what forbids further moves): the same verdict as
// evaluate_status(...).decisive(), but the legal-move search runs only when the side to move
// is in check, so replaying long games costs no move generation per move.
// `in_check_now`, when known (the last move's MoveFacts::check), saves an attack test.
// `repetition` is asked only for a position in check (a repetition draw comes before mate).
bool decided(const Position& p, const std::optional<LastMove>& last, const std::function<bool()>& repetition,
             std::optional<bool> in_check_now = std::nullopt);

// decided()'s answer when it needs nothing but the position: false when the side to move is
// known not to be in check and the player who moved last wins by checkmate alone (no other
// win can come from a move). Nothing when decided() must be asked. A replayed game takes
// this shortcut on nearly every move.
std::optional<bool> decided_at_once(const Position& p, std::optional<bool> in_check_now);

}  // namespace UICI_CORE_NS
