// One move against the rules: what kind of move it is (pseudo-legality, everything but
// check) and whether it would leave a royal of the mover attacked.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "core/board/board_view.hpp"
#include "core/rules/rules.hpp"

namespace UICI_CORE_NS {

enum class MoveKind : std::uint8_t { normal, double_push, en_passant, castle };

// A pseudo-legal move, worked out: everything apply_move and the check tests need.
struct MovePlan {
    Move move;
    Piece piece;   // the mover
    Piece placed;  // what stands on `to` afterwards (the promotion applied)
    MoveKind kind = MoveKind::normal;
    std::optional<Piece> captured;
    Square captured_at{};                 // `to`, or the en passant pawn's square
    Square partner_from{}, partner_to{};  // castling only
    Piece partner{};
    int castle_dir = 0;
};

// Everything but check: the first reason in the site's order (no piece, colour, promotion,
// then the destination). On `legal`, `plan` describes the move.
Reason plan_move(const Position& p, const Move& m, MovePlan& plan);

// Whether the mover's side must keep its royals safe: the opponent wins by checkmate.
bool check_restricted(const Position& p, Color mover);

// The board after the planned move, as a view.
BoardView view_after(const Board& board, const MovePlan& plan);

using RoyalList = boost::container::small_vector<Square, 8>;
// The mover's royal squares after the planned move (a promotion to a royal adds none).
RoyalList royals_after(const Board& board, const MovePlan& plan);

// Whether the side to move has a royal attacked now, when the caller knows it (a game knows it
// from its last move's MoveFacts::check); nothing when unknown. Knowing "no" spares collecting
// the attacks on the mover's royals, which a position seen once (a replayed game) never reuses.
using InCheckNow = std::optional<bool>;

// Whether the planned move leaves any royal of the mover attacked.
bool exposes_royal(const Position& p, const MovePlan& plan, InCheckNow in_check_now = std::nullopt);

// Castling under checkmate rules: not out of, through or into check.
bool castle_safe(const Position& p, const MovePlan& plan, InCheckNow in_check_now = std::nullopt);

// Whether any royal of `c` is attacked on the position's board.
bool any_royal_attacked(const Position& p, Color c);

// Full check for a planned pseudo-legal move: legal, self_check or castle_through_check.
Reason check_safety(const Position& p, const MovePlan& plan, InCheckNow in_check_now = std::nullopt);

// check_move (core/rules/rules.hpp) that hands back the plan, for apply_plan, and uses what the
// caller knows about check.
Reason check_move(const Position& p, const Move& m, MovePlan& plan, InCheckNow in_check_now);

}  // namespace UICI_CORE_NS
