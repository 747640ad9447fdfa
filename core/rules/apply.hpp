// Playing a legal move on a position and taking it back exactly.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/rules/legality.hpp"
#include "core/rules/rules.hpp"

namespace UICI_CORE_NS {

// Everything undo_move needs to put the position back as it was, and what the move was. A
// replayed game keeps one per move, so it holds only what the position after the move no
// longer tells (the full-move number and the threecheck counter are stepped back, the castle
// partner is found on its new square); what few moves need sits behind `rare`.
struct Undo {
    Square from, to;
    Square partner_from{};               // castling: where the partner stood
    std::int64_t move_rule_counter = 0;  // the counter before the move, when there is a move rule
    Piece piece;                         // the mover
    Piece placed;                        // what stands on `to` afterwards (the promotion applied)
    std::optional<Piece> captured;
    MoveKind kind = MoveKind::normal;
    std::int8_t castle_dir = 0;  // castling: +1 or -1
    bool promoted = false;
    bool counted_check = false;  // the move raised the mover's threecheck count
    struct Rare {
        std::optional<EnPassant> en_passant;  // before the move (an en passant capture took its pawn)
        std::string move_rule_text;           // before the move, when the counter changed
        std::vector<Square> rights_lost;      // the + marks the move removed
    };
    std::unique_ptr<Rare> rare;  // null when the move needs none of it

    [[nodiscard]] Move move() const { return {from, to, promoted ? std::optional<Piece>(placed) : std::nullopt}; }
    [[nodiscard]] bool lost_rights() const { return rare && !rare->rights_lost.empty(); }
};

// Plays a move that check_move accepts (behaviour is undefined otherwise). Fills `facts`
// when given; `facts->check` (and the threecheck counters) need one attack test.
Undo apply_move(Position& p, const Move& m, MoveFacts* facts = nullptr);
// Plays an already planned move (see plan_move), saving the re-planning.
Undo apply_plan(Position& p, const MovePlan& plan, MoveFacts* facts = nullptr);

// Takes back the move `u` was made for; it must be the last move applied to `p`.
void undo_move(Position& p, const Undo& u);

}  // namespace UICI_CORE_NS
