// Check after a move from what the move changed: with no royal of a side attacked before the
// move, one is attacked after it only by a piece the move placed, or through a square it
// emptied (a line or a rose path it opened). A search asks after every move it plays; this
// answers it without the full attack test (core/rules/attacks.hpp).
#pragma once

#include <span>

#include "core/board/board_view.hpp"
#include "core/board/position.hpp"
#include "core/rules/apply.hpp"

namespace UICI_CORE_NS {

// Whether emptying `v` opens an attack on `royal` (of colour c) on `view`: a line through
// both, or a rose path.
bool opens_attack(const BoardView& view, const GameRules& rules, const Square& royal, Color c, const Square& v);

// Whether a royal of c is attacked on p, given that none was before the move just played on p,
// which put the pieces now on `placed` there and emptied `emptied` (a castling: both pieces'
// squares; an en passant capture: the taken pawn's square too). Under that condition, the
// answer of any_royal_attacked(p, c) (core/rules/legality.hpp).
bool royal_attacked_after(const Position& p, Color c, std::span<const Square> placed, std::span<const Square> emptied);
// The same for the side to move on p after the move `u` (as apply_move returned it), just
// played on p: its squares read from u.
bool royal_attacked_after(const Position& p, const Undo& u);

}  // namespace UICI_CORE_NS
