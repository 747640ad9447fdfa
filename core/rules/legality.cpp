#include "core/rules/legality.hpp"

#include <algorithm>

#include "core/rules/attacks.hpp"
#include "core/rules/check_after.hpp"
#include "core/rules/primes.hpp"
#include "core/rules/royal_attacks.hpp"

namespace UICI_CORE_NS {
namespace {

bool is_promotion_rank(const Position& p, Color c, Coord y) {
    const auto& ranks = p.rules.of(c).promotion_ranks;
    return std::find(ranks.begin(), ranks.end(), y) != ranks.end();
}

// Landing on `to`, which holds *q (nothing when q is null): inside the border, not on a
// friendly piece or a void.
Reason landing_on(const Position& p, const Square& to, const Piece* q, MovePlan& plan) {
    if (!p.rules.border.contains(to)) return Reason::outside_border;
    if (q) {
        if (q->color == plan.piece.color || q->type == PieceType::Void) return Reason::own_piece;
        plan.captured = *q;
    }
    plan.captured_at = to;
    return Reason::legal;
}

Reason landing(const Position& p, const Square& to, MovePlan& plan) {
    return landing_on(p, to, p.board.find(to), plan);
}

constexpr unsigned kShortSlide = 8;

Reason plan_slide(const Position& p, const Move& m, int fam, Wide k, MovePlan& plan) {
    const Count n = magnitude(k);
    const int sense = sense_of(k);
    const bool huygens = spec(plan.piece).special == Special::Huygens;
    if (huygens && !is_prime(n)) return Reason::bad_geometry;
    if (p.rules.slide_limit && n > static_cast<Count>(*p.rules.slide_limit)) return Reason::bad_geometry;
    // Only the step range counts, as on the site: a piece standing outside the border still
    // slides along the axis the border does not cut.
    if (!slide_range(p.rules, m.from, fam, sense).contains(n)) return Reason::outside_border;
    // A short slide on a board still building its lines lazily (core/board/board_lazy.cpp):
    // its few squares looked up one by one cost less than finding its whole line.
    if (!huygens && n <= kShortSlide && !p.board.fully_indexed()) {
        for (Count d = 1; d < n; ++d)
            if (p.board.occupied(*step_square(m.from, fam, sense, d))) return Reason::blocked;
        if (const Piece* there = p.board.find(m.to)) return landing_on(p, m.to, there, plan);
        plan.captured_at = m.to;
        return Reason::legal;
    }
    BoardView view(p.board);
    Reason r = Reason::legal;
    bool decided = false;
    view.scan(m.from, fam, sense, [&](LineHit h) {
        if (h.distance > n) return false;
        if (h.distance == n) {
            r = landing_on(p, m.to, &h.piece, plan);
            decided = true;
            return false;
        }
        // The huygens hops every piece at a non-prime distance, voids included.
        if (!huygens || is_prime(h.distance)) {
            r = Reason::blocked;
            decided = true;
            return false;
        }
        return true;
    });
    if (!decided) plan.captured_at = m.to;
    return r;
}

Reason plan_pawn(const Position& p, const Move& m, MovePlan& plan) {
    const Color c = plan.piece.color;
    const int fwd = c == Color::White ? 1 : -1;
    const Wide dx = static_cast<Wide>(m.to.x) - m.from.x;
    const Wide dy = static_cast<Wide>(m.to.y) - m.from.y;
    const Border& border = p.rules.border;
    plan.captured_at = m.to;
    if (dx == 0 && (dy == fwd || dy == 2 * fwd)) {
        if (dy == 2 * fwd) {
            if (!p.has_right(m.from)) return Reason::bad_geometry;
            const Square mid{m.from.x, m.from.y + fwd};  // between two int64 squares: fits
            if (!border.contains(mid)) return Reason::outside_border;
            if (p.board.occupied(mid)) return Reason::blocked;
            plan.kind = MoveKind::double_push;
        }
        if (!border.contains(m.to)) return Reason::outside_border;
        if (p.board.occupied(m.to)) return Reason::blocked;
        return Reason::legal;
    }
    if ((dx == 1 || dx == -1) && dy == fwd) {
        if (!border.contains(m.to)) return Reason::outside_border;
        if (p.board.occupied(m.to)) return landing(p, m.to, plan);
        if (p.en_passant && p.en_passant->target == m.to) {
            const Piece* victim = p.board.find(p.en_passant->pawn);
            if (!victim || victim->color != c) {
                plan.kind = MoveKind::en_passant;
                plan.captured_at = p.en_passant->pawn;
                if (victim) plan.captured = *victim;
                return Reason::legal;
            }
        }
        return Reason::no_en_passant;
    }
    return Reason::bad_geometry;
}

Reason plan_rose(const Position& p, const Move& m, MovePlan& plan) {
    const Wide dx = static_cast<Wide>(m.to.x) - m.from.x;
    const Wide dy = static_cast<Wide>(m.to.y) - m.from.y;
    const auto offs = rose_offsets();
    if (std::none_of(offs.begin(), offs.end(), [&](Offset o) { return o.dx == dx && o.dy == dy; }))
        return Reason::bad_geometry;
    if (Reason r = landing(p, m.to, plan); r != Reason::legal) return r;
    bool reached = false;
    walk_rose(BoardView(p.board), p.rules, m.from, plan.piece.color,
              [&](Square s, auto) { return !(reached = (s == m.to)); });
    return reached ? Reason::legal : Reason::blocked;
}

Reason plan_castle(const Position& p, const Move& m, int dir, MovePlan& plan) {
    if (!p.has_right(m.from)) return Reason::castle_rights;
    // Only the nearest piece on that side of the row can be the partner.
    const auto hit = BoardView(p.board).nearest(m.from, 0, dir);
    if (!hit || hit->distance < 3 || !p.has_right(hit->square)) return Reason::castle_rights;
    const Piece q = hit->piece;
    if (q.color != plan.piece.color || q.type == PieceType::Pawn || spec(q).jumping_royal) return Reason::castle_rights;
    plan.kind = MoveKind::castle;
    plan.partner = q;
    plan.partner_from = hit->square;
    plan.partner_to = {m.from.x + dir, m.from.y};  // the partner is >= 3 away, so this fits
    plan.castle_dir = dir;
    plan.captured_at = m.to;
    return Reason::legal;
}

Reason plan_geometry(const Position& p, const Move& m, MovePlan& plan) {
    const PieceSpec& s = spec(plan.piece);
    if (m.from == m.to) return Reason::bad_geometry;
    if (s.special == Special::Pawn) return plan_pawn(p, m, plan);
    if (s.special == Special::Rose) return plan_rose(p, m, plan);
    const Wide dx = static_cast<Wide>(m.to.x) - m.from.x;
    const Wide dy = static_cast<Wide>(m.to.y) - m.from.y;
    for (const Offset& o : s.leaps)
        if (o.dx == dx && o.dy == dy) return landing(p, m.to, plan);
    if (s.jumping_royal && dy == 0 && (dx == 2 || dx == -2)) return plan_castle(p, m, dx > 0 ? 1 : -1, plan);
    for (int fam = 0; fam < kLineFamilies; ++fam) {
        if (!(s.slide_lines & (1u << fam))) continue;
        if (const auto k = line_steps(m.from, m.to, fam)) return plan_slide(p, m, fam, *k, plan);
    }
    return Reason::bad_geometry;
}

}  // namespace

Reason plan_move(const Position& p, const Move& m, MovePlan& plan) {
    const Piece* mover = p.board.find(m.from);
    if (!mover) return Reason::no_piece;
    if (mover->color != p.turn) return Reason::wrong_side;
    plan = MovePlan{};
    plan.move = m;
    plan.piece = plan.placed = *mover;
    // The site settles promotion before looking at the destination.
    const bool pawn = mover->type == PieceType::Pawn;
    if (m.promotion) {
        const auto& allowed = p.rules.of(mover->color).promotions;
        if (!pawn || !is_promotion_rank(p, mover->color, m.to.y) || m.promotion->color != mover->color ||
            std::find(allowed.begin(), allowed.end(), m.promotion->type) == allowed.end())
            return Reason::bad_promotion;
        plan.placed = Piece{m.promotion->type, mover->color};
    } else if (pawn && is_promotion_rank(p, mover->color, m.to.y)) {
        return Reason::promotion_required;
    }
    return plan_geometry(p, m, plan);
}

bool check_restricted(const Position& p, Color mover) {
    return p.rules.has(opposite(mover), WinCondition::Checkmate) && p.board.royal_count(mover) != 0;
}

BoardView view_after(const Board& board, const MovePlan& plan) {
    BoardView v(board);
    v.remove(plan.move.from);
    if (plan.kind == MoveKind::en_passant) v.remove(plan.captured_at);
    v.add(plan.move.to, plan.placed);
    if (plan.kind == MoveKind::castle) {
        v.remove(plan.partner_from);
        v.add(plan.partner_to, plan.partner);
    }
    return v;
}

RoyalList royals_after(const Board& board, const MovePlan& plan) {
    RoyalList out;
    for (const Square& r : board.royals(plan.piece.color)) {
        if (r == plan.move.from) continue;
        out.push_back(plan.kind == MoveKind::castle && r == plan.partner_from ? plan.partner_to : r);
    }
    // A piece promoted to a royal is not tested: the site tries the pawn move without its
    // promotion (the piece is chosen afterwards), so it may land attacked (docs/RULES.md section 5;
    // the case pos-0313 of tests/data/legal-moves.jsonl).
    if (spec(plan.piece).royal) out.push_back(plan.move.to);
    return out;
}

bool exposes_royal(const Position& p, const MovePlan& plan, InCheckNow in_check_now) {
    const BoardView view = view_after(p.board, plan);
    const Color c = plan.piece.color;
    if (!spec(plan.piece).royal && plan.kind != MoveKind::castle && in_check_now == false) {
        // No royal is attacked now, so there are no attacks to survive: only the squares the
        // move emptied can expose one (the loop below with every attack list empty).
        for (const Square& r : p.board.royals(c)) {
            if (opens_attack(view, p.rules, r, c, plan.move.from)) return true;
            if (plan.kind == MoveKind::en_passant && opens_attack(view, p.rules, r, c, plan.captured_at)) return true;
        }
        return false;
    }
    if (!spec(plan.piece).royal && plan.kind != MoveKind::castle) {
        // The royals stay where they are: one is attacked after the move only through an attack
        // it had before that the move neither captured nor blocked, or through a square the
        // move emptied. The attacks before are shared by all moves of the position.
        const Square gone = plan.captured ? plan.captured_at : plan.move.from;
        for (const RoyalAttacks& ra : royal_attacks(p, c)) {
            for (const Attack& a : ra.attacks)
                if (attack_survives(view, p.rules, ra.royal, c, a, gone, plan.move.to)) return true;
            if (opens_attack(view, p.rules, ra.royal, c, plan.move.from)) return true;
            if (plan.kind == MoveKind::en_passant && opens_attack(view, p.rules, ra.royal, c, plan.captured_at))
                return true;
        }
        return false;
    }
    for (const Square& r : royals_after(p.board, plan))
        if (is_attacked(view, p.rules, r, plan.piece.color)) return true;
    return false;
}

bool any_royal_attacked(const Position& p, Color c) {
    const BoardView view(p.board);
    for (const Square& r : p.board.royals(c))
        if (is_attacked(view, p.rules, r, c)) return true;
    return false;
}

bool castle_safe(const Position& p, const MovePlan& plan, InCheckNow in_check_now) {
    if (in_check_now ? *in_check_now : any_royal_attacked(p, plan.piece.color)) return false;
    // The passed square is tested by playing the castler there as a plain move.
    MovePlan middle;
    middle.move = {plan.move.from, {plan.move.from.x + plan.castle_dir, plan.move.from.y}, std::nullopt};
    middle.piece = middle.placed = plan.piece;
    if (exposes_royal(p, middle)) return false;
    return !exposes_royal(p, plan);
}

Reason check_safety(const Position& p, const MovePlan& plan, InCheckNow in_check_now) {
    if (!check_restricted(p, plan.piece.color)) return Reason::legal;
    if (plan.kind == MoveKind::castle)
        return castle_safe(p, plan, in_check_now) ? Reason::legal : Reason::castle_through_check;
    return exposes_royal(p, plan, in_check_now) ? Reason::self_check : Reason::legal;
}

Reason check_move(const Position& p, const Move& m, MovePlan& plan, InCheckNow in_check_now) {
    if (Reason r = plan_move(p, m, plan); r != Reason::legal) return r;
    return check_safety(p, plan, in_check_now);
}

}  // namespace UICI_CORE_NS
