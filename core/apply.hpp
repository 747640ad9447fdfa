// Playing a legal move on a position and taking it back exactly.
#pragma once

#include <optional>
#include <string>

#include <vector>

#include "core/legality.hpp"
#include "core/rules.hpp"

namespace uici {

// Everything undo_move needs to put the position back as it was.
struct Undo {
    MovePlan plan;
    std::optional<EnPassant> en_passant;
    std::optional<MoveRule> move_rule;
    std::string move_rule_text;
    std::int64_t fullmove = 1;
    std::array<int, 2> checks_given{};
    std::vector<Square> rights_lost;  // the + marks the move removed (usually none: no allocation)
};

// Plays a move that check_move accepts (behaviour is undefined otherwise). Fills `facts`
// when given; `facts->check` (and the threecheck counters) need one attack test.
Undo apply_move(Position& p, const Move& m, MoveFacts* facts = nullptr);
// Plays an already planned move (see plan_move), saving the re-planning.
Undo apply_plan(Position& p, const MovePlan& plan, MoveFacts* facts = nullptr);

// Takes back the move `u` was made for; it must be the last move applied to `p`.
void undo_move(Position& p, const Undo& u);

}  // namespace uici
