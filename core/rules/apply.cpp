#include "core/rules/apply.hpp"

#include <algorithm>

namespace UICI_CORE_NS {
namespace {

using SquareList = boost::container::small_vector<Square, 4>;

// Whether `candidate` (a non-pawn with its right) still has a castling partner on its row:
// a friendly non-pawn with its right, of the other role (castler vs partner), >= 3 away,
// other than `gone`. Rights as they were before the move.
bool has_partner(const Position& p, SquareArg candidate, Piece cand, SquareArg gone) {
    const bool cand_castles = spec(cand).jumping_royal;
    bool found = false;
    for (int sense : {1, -1}) {
        p.board.scan(candidate, 0, sense, [&](Square s) {
            const Piece q = *p.board.find(s);
            if (s != gone && q.color == cand.color && q.type != PieceType::Pawn && p.has_right(s) &&
                spec(q).jumping_royal != cand_castles) {
                const Wide dist = static_cast<Wide>(s.x) - candidate.x;
                if (dist >= 3 || dist <= -3) found = true;
            }
            return !found;
        });
        if (found) return true;
    }
    return false;
}

// cascade() below on a board that has not built its line indices (a large position read for
// one game, board_lazy.cpp), where the row's line would cost a pass over every piece: the row's
// friends with their right, found by one pass over the rights instead, or, on a board that
// lends its sorted list, from the run of the row's pieces in it (a pass over 15,800 rights at
// every cascade was a fifth of converting a 100,000-piece game of 100 moves). The same squares
// are lost, in another order (the rights lost are a set).
void lazy_cascade(const Position& p, SquareArg trigger, Piece t, SquareList& lost) {
    boost::container::small_vector<std::pair<Square, bool>, 8> row;  // a friend's square, whether it castles
    const auto consider = [&](const Square& s, Piece q) {
        if (s != trigger && q.color == t.color && q.type != PieceType::Pawn) row.emplace_back(s, spec(q).jumping_royal);
    };
    if (p.board.lends_sorted()) {
        p.board.for_each_on_rank(trigger.y, [&](const Square& s, Piece q) {
            if (p.has_right(s)) consider(s, q);
        });
    } else {
        for (const Square& s : p.special_rights)
            if (s.y == trigger.y)
                if (const Piece* q = p.board.find(s)) consider(s, *q);
    }
    const bool trigger_castles = spec(t).jumping_royal;
    // (No structured binding here: clang 14, the WebAssembly and fuzz builds' compiler, cannot
    // capture one in a lambda.)
    for (const auto& friend_ : row) {
        const Square& s = friend_.first;
        const bool castles = friend_.second;
        if (castles == trigger_castles) continue;
        // has_partner(): a friend of the other role 3 or more squares away, the trigger aside.
        const bool partner = std::any_of(row.begin(), row.end(), [&](const auto& other) {
            const Wide dist = static_cast<Wide>(other.first.x) - s.x;
            return other.second != castles && (dist >= 3 || dist <= -3);
        });
        if (!partner) lost.push_back(s);
    }
}

// The site's rights cascade for a piece that moves or is captured from `trigger`: it loses
// its right, and a friend on its row of the other role left without any partner loses its
// right too. Reads the rights as they were before the move.
void cascade(const Position& p, SquareArg trigger, SquareList& lost) {
    if (!p.has_right(trigger)) return;
    lost.push_back(trigger);
    const Piece t = *p.board.find(trigger);
    if (t.type == PieceType::Pawn) return;
    const bool trigger_castles = spec(t).jumping_royal;
    if (!p.board.fully_indexed()) {
        lazy_cascade(p, trigger, t, lost);
        return;
    }
    for (int sense : {1, -1}) {
        p.board.scan(trigger, 0, sense, [&](Square s) {
            const Piece q = *p.board.find(s);
            if (q.color == t.color && q.type != PieceType::Pawn && p.has_right(s) &&
                spec(q).jumping_royal != trigger_castles && !has_partner(p, s, q, trigger))
                lost.push_back(s);
            return true;
        });
    }
}

}  // namespace

Undo apply_move(Position& p, const Move& m, MoveFacts* facts) {
    MovePlan plan;
    plan_move(p, m, plan);
    return apply_plan(p, plan, facts);
}

Undo apply_plan(Position& p, const MovePlan& plan, MoveFacts* facts) {
    const Move& m = plan.move;
    const Color mover = plan.piece.color;
    Undo u;
    u.from = m.from;
    u.to = m.to;
    u.piece = plan.piece;
    u.placed = plan.placed;
    u.captured = plan.captured;
    u.kind = plan.kind;
    u.promoted = m.promotion.has_value();
    if (plan.kind == MoveKind::castle) {
        u.partner_from = plan.partner_from;
        u.castle_dir = static_cast<std::int8_t>(plan.castle_dir);
    }
    auto rare = [&u]() -> Undo::Rare& {
        if (!u.rare) u.rare = std::make_unique<Undo::Rare>();
        return *u.rare;
    };
    if (p.en_passant) rare().en_passant = p.en_passant;

    // Rights first: the cascade reads the board and rights from before the move.
    SquareList lost;
    cascade(p, m.from, lost);
    if (plan.captured) cascade(p, plan.captured_at, lost);
    if (plan.kind == MoveKind::castle) cascade(p, plan.partner_from, lost);
    for (Square s : lost)
        if (p.special_rights.erase(s) > 0) rare().rights_lost.push_back(s);

    Board& b = p.board;
    if (plan.captured) b.remove(plan.captured_at);
    b.remove(m.from);
    b.put(m.to, plan.placed);
    if (plan.kind == MoveKind::castle) {
        b.remove(plan.partner_from);
        b.put(plan.partner_to, plan.partner);
    }

    p.en_passant.reset();
    if (plan.kind == MoveKind::double_push)
        p.en_passant = EnPassant{{m.from.x, m.from.y + (m.to.y - m.from.y) / 2}, m.to};
    if (p.move_rule) {
        const bool reset = plan.captured || plan.piece.type == PieceType::Pawn;
        const std::int64_t next = reset ? 0 : p.move_rule->counter + 1;
        u.move_rule_counter = p.move_rule->counter;
        if (next != p.move_rule->counter && !p.move_rule_text.empty()) {
            rare().move_rule_text = std::move(p.move_rule_text);
            p.move_rule_text.clear();
        }
        p.move_rule->counter = next;
    }
    if (mover == p.last_in_turn_order) ++p.fullmove;
    p.turn = opposite(mover);

    const bool threecheck =
        p.rules.has(Color::White, WinCondition::ThreeCheck) || p.rules.has(Color::Black, WinCondition::ThreeCheck);
    if (facts || threecheck) {
        const bool check = in_check(p, p.turn);
        if (threecheck && check) {
            ++p.checks_given[static_cast<std::size_t>(index(mover))];
            u.counted_check = true;
        }
        if (facts) {
            *facts = MoveFacts{};
            facts->moved = plan.piece;
            facts->captured = plan.captured;
            facts->en_passant = plan.kind == MoveKind::en_passant;
            if (plan.kind == MoveKind::castle) {
                facts->castle_partner = plan.partner_from;
                facts->castle_dir = plan.castle_dir;
            }
            facts->check = check;
        }
    }
    return u;
}

void undo_move(Position& p, const Undo& u) {
    Board& b = p.board;
    const Color mover = u.piece.color;
    if (u.kind == MoveKind::castle) {
        // The partner stands next to the castler, on the side it came from.
        const Square partner_to{u.from.x + u.castle_dir, u.from.y};
        const std::optional<Piece> partner = b.remove(partner_to);
        b.put(u.partner_from, *partner);
    }
    b.remove(u.to);
    b.put(u.from, u.piece);
    p.en_passant.reset();
    if (u.rare) {
        p.en_passant = u.rare->en_passant;
        for (Square s : u.rare->rights_lost) p.special_rights.insert(s);
    }
    // An en passant capture took the pawn that had just double-pushed.
    if (u.captured) b.put(u.kind == MoveKind::en_passant ? u.rare->en_passant->pawn : u.to, *u.captured);
    if (p.move_rule) {
        if (p.move_rule->counter != u.move_rule_counter)
            p.move_rule_text = u.rare ? u.rare->move_rule_text : std::string();
        p.move_rule->counter = u.move_rule_counter;
    }
    if (mover == p.last_in_turn_order) --p.fullmove;
    if (u.counted_check) --p.checks_given[static_cast<std::size_t>(index(mover))];
    p.turn = mover;
}

}  // namespace UICI_CORE_NS
