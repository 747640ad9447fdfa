#include "core/game/status.hpp"

#include <algorithm>

#include "core/rules/insufficient_material.hpp"
#include "core/rules/movegen.hpp"

namespace UICI_CORE_NS {
namespace {

Status win(Color c, std::string_view reason) {
    return {c == Color::White ? Status::Outcome::white_wins : Status::Outcome::black_wins, reason};
}
Status draw(std::string_view reason) { return {Status::Outcome::draw, reason}; }

bool only_checkmate(const PlayerRules& r) {
    return r.win_conditions.size() == 1 && r.win_conditions.front() == WinCondition::Checkmate;
}

bool king_on_hill(const Board& b) {
    for (Square s : {Square{4, 4}, Square{5, 4}, Square{4, 5}, Square{5, 5}}) {
        const Piece* q = b.find(s);
        if (q && q->type == PieceType::King) return true;  // either colour, as on the site
    }
    return false;
}

}  // namespace

namespace {

// The tests that come before repetition in the site's order: wins decided by the last move.
std::optional<Status> move_decided_win(const Position& p, const std::optional<LastMove>& last) {
    const Color to_move = p.turn;
    // The player who moved last; at the start of a game the last one of the turn order.
    const Color mover = opposite(to_move);
    const GameRules& r = p.rules;
    const bool royal_taken = last && last->captured && spec(*last->captured).royal;

    if (r.has(mover, WinCondition::AllPiecesCaptured) && p.board.count(to_move) == 0)
        return win(mover, "all_pieces_captured");
    if (r.has(mover, WinCondition::RoyalCapture) && royal_taken) return win(mover, "royal_captured");
    if (r.has(mover, WinCondition::AllRoyalsCaptured) && royal_taken && p.board.royal_count(to_move) == 0)
        return win(mover, "all_royals_captured");
    if (r.has(mover, WinCondition::Koth) && last && last->moved.type == PieceType::King && king_on_hill(p.board))
        return win(mover, "koth");
    // Threecheck (ICN's documentation has it, the site dropped it): the third check given wins.
    if (r.has(mover, WinCondition::ThreeCheck) && p.checks_given[static_cast<std::size_t>(index(mover))] >= 3)
        return win(mover, "threecheck");
    return std::nullopt;
}

// evaluate_status, with `moves_left()` answering whether the side to move has a legal move
// (asked only when the tests before it leave the game going).
template <class MovesLeft>
Status status_with(const Position& p, const std::optional<LastMove>& last, bool repetition, InCheckNow in_check_now,
                   MovesLeft moves_left) {
    if (auto w = move_decided_win(p, last)) return *w;
    const Color to_move = p.turn;
    const Color mover = opposite(to_move);
    const GameRules& r = p.rules;
    if (repetition) return draw("repetition");
    if (!moves_left()) {
        const bool checked = in_check_now ? *in_check_now : in_check(p, to_move);
        if (checked && r.has(mover, WinCondition::Checkmate)) return win(mover, "checkmate");
        return draw("stalemate");
    }
    // The site draws when the counter equals the limit; past it (moves after the draw) too.
    if (p.move_rule && p.move_rule->counter >= p.move_rule->limit) return draw("move_rule");
    if (only_checkmate(r.of(Color::White)) && only_checkmate(r.of(Color::Black)) &&
        (!last || last->captured || last->promotion) && insufficient_material(p))
        return draw("insufficient_material");
    return {};
}

}  // namespace

Status evaluate_status(const Position& p, const std::optional<LastMove>& last, bool repetition,
                       InCheckNow in_check_now) {
    return status_with(p, last, repetition, in_check_now, [&] { return has_legal_move(p, in_check_now); });
}

Status evaluate_status(const Position& p, const std::optional<LastMove>& last, bool repetition, InCheckNow in_check_now,
                       bool moves_left) {
    return status_with(p, last, repetition, in_check_now, [&] { return moves_left; });
}

std::optional<bool> decided_at_once(const Position& p, std::optional<bool> in_check_now) {
    const auto& wins = p.rules.of(opposite(p.turn)).win_conditions;
    const bool by_checkmate_alone =
        std::all_of(wins.begin(), wins.end(), [](WinCondition w) { return w == WinCondition::Checkmate; });
    if (in_check_now == false && by_checkmate_alone) return false;
    return std::nullopt;
}

bool decided(const Position& p, const std::optional<LastMove>& last, const std::function<bool()>& repetition,
             std::optional<bool> in_check_now) {
    if (const auto at_once = decided_at_once(p, in_check_now)) return *at_once;
    if (move_decided_win(p, last)) return true;
    const Color mover = opposite(p.turn);
    if (!p.rules.has(mover, WinCondition::Checkmate)) return false;
    const bool checked = in_check_now ? *in_check_now : in_check(p, p.turn);
    return checked && !repetition() && !has_legal_move(p, checked);
}

}  // namespace UICI_CORE_NS
