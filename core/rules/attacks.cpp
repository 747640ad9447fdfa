#include "core/rules/attacks.hpp"

#include <algorithm>
#include <vector>

#include "core/rules/attack_tables.hpp"
#include "core/rules/primes.hpp"
#include "core/rules/tile_block.hpp"

namespace UICI_CORE_NS {
namespace {

using namespace attack_tables;

// Up to this many roses of a colour, the rose attack test visits each instead of the tiles
// around the target.
constexpr std::size_t kFewRoses = 8;

TypeMask present_types(const Board& b, Color c) { return b.types(c); }

// Huygens attacks on `target` along the rank (fam 0) or file (fam 1), in one sense or (0) both.
// A huygens at prime distance t attacks unless a piece stands at a prime distance from it in
// between; pieces at other distances are hopped. The board indexes the huygens of every rank
// and file, so only they are looked at.
template <class F>
bool visit_huygens(const BoardView& view, const GameRules& rules, const Square& target, Color enemy, int fam,
                   int only_sense, F& f) {
    const Board::LineSpan line = view.board().huygens_line(target, fam);
    const Coord pos = Board::line_pos(target, fam);
    for (std::size_t i = 0; i < line.size; ++i) {
        const Board::LineEntry& e = line.data[i];
        if (e.pos == pos || Board::byte_piece(e.piece).color != enemy) continue;
        const Wide k = static_cast<Wide>(e.pos) - pos;  // fam 0/1: positions grow along the line
        const int sense = sense_of(k);
        if (only_sense != 0 && sense != only_sense) continue;
        const Square h = Board::line_square(target, fam, e.pos);
        Piece ignored;
        if (!view.plain() && view.overlay(h, ignored) != 0) continue;  // captured by the move
        const Count t = magnitude(k);
        if (!is_prime(t) || !slide_range(rules, h, fam, -sense).contains(t)) continue;
        bool blocked = false;
        view.scan(h, fam, -sense, [&](LineHit b) {
            if (b.distance >= t) return false;
            blocked = is_prime(b.distance);
            return !blocked;
        });
        if (!blocked && !f(Attack{h, AttackKind::huygens, fam, t})) return true;
    }
    return false;
}

// Whether the rose on `from` reaches `target`.
bool rose_reaches(const BoardView& view, const GameRules& rules, const Square& from, Color rose_color,
                  const Square& target) {
    bool hits = false;
    walk_rose(
        view, rules, from, rose_color, [&](const Square& s, auto) { return !(hits = (s == target)); }, &target);
    return hits;
}

// Visits attackers until f returns false; returns whether it was stopped.
template <class F>
bool visit_attackers(const BoardView& view, const GameRules& rules, const Square& target, Color defender, F&& f) {
    const Color enemy = opposite(defender);
    const TypeMask present = present_types(view.board(), enemy);
    if (present == 0) return false;

    // Leaps, pawns and roses, from the tiles around the target: probe each offset a present
    // piece type attacks from, or, when that is most of the box (many fairy types), walk the
    // enemy pieces in it.
    const Probes& probes = probe_offsets(present, enemy);
    const TileBlock block(view, target, probes.radius);
    const auto& table = near_table();
    auto check = [&](const Square& from, Piece q) {
        const NearAttack& e =
            table[near_index(static_cast<Wide>(target.x) - from.x, static_cast<Wide>(target.y) - from.y)];
        if (e.leap & bit(q.type)) return f(Attack{from, AttackKind::leap});
        if (q.type == PieceType::Pawn && e.pawn[static_cast<std::size_t>(index(enemy))] &&
            rules.border.contains(target))
            return f(Attack{from, AttackKind::pawn});
        if (q.type == PieceType::Rose && e.rose && rose_reaches(view, rules, from, enemy, target))
            return f(Attack{from, AttackKind::rose});
        return true;
    };
    if (probes.offsets.size() > 40) {
        if (block.each(enemy, check)) return true;
    } else {
        Piece q;
#if UICI_WIDE
        // The square target - o is formed only when an enemy piece stands there.
        for (const Offset& o : probes.offsets)
            if (block.at_offset(-o.dx, -o.dy, q) && q.color == enemy &&
                !check(Square{target.x - o.dx, target.y - o.dy}, q))
                return true;
#else
        // Away from the int64 edges the probe squares need no overflow checks.
        constexpr std::int64_t kEdge = INT64_MAX - 2 * kNear;
        const bool inside = target.x > -kEdge && target.x < kEdge && target.y > -kEdge && target.y < kEdge;
        for (const Offset& o : probes.offsets) {
            Square from;
            if (inside) {
                from = {target.x - o.dx, target.y - o.dy};
            } else {
                const auto checked = offset(target, -o.dx, -o.dy);
                if (!checked) continue;
                from = *checked;
            }
            if (block.at(from, q) && q.color == enemy && !check(from, q)) return true;
        }
#endif
    }

    const auto& masks = slider_masks();
    for (int fam = 0; fam < kLineFamilies; ++fam) {
        if ((masks[static_cast<std::size_t>(fam)] & present) == 0) continue;
        if (fam >= 4 && !view.board().knightrider_lines()) break;
        const auto hits = view.neighbours(target, fam);
        for (int side = 0; side < 2; ++side) {
            const auto& hit = hits[static_cast<std::size_t>(side)];
            if (!hit) continue;
            const Piece p = hit->piece;
            if (p.color != enemy || !(masks[static_cast<std::size_t>(fam)] & bit(p.type))) continue;
            const int sense = side == 0 ? 1 : -1;
            if (!slide_range(rules, hit->square, fam, -sense).contains(hit->distance)) continue;
            if (!f(Attack{hit->square, AttackKind::slide, fam, hit->distance})) return true;
        }
    }

    if (present & bit(PieceType::Huygens))
        for (int fam = 0; fam < 2; ++fam)
            if (visit_huygens(view, rules, target, enemy, fam, 0, f)) return true;
    return false;
}

}  // namespace

std::span<const Offset> rose_offsets() {
    static const std::vector<Offset> offsets = [] {
        Board empty;
        BoardView view(empty);
        std::vector<Offset> out;
        walk_rose(view, GameRules{}, Square{0, 0}, Color::White, [&](Square s, auto) {
            const Offset o{static_cast<std::int8_t>(s.x), static_cast<std::int8_t>(s.y)};
            if (std::none_of(out.begin(), out.end(), [&](Offset e) { return e.dx == o.dx && e.dy == o.dy; }))
                out.push_back(o);
            return true;
        });
        return out;
    }();
    return offsets;
}

bool is_attacked(const BoardView& view, const GameRules& rules, const Square& target, Color defender) {
    return visit_attackers(view, rules, target, defender, [](const Attack&) { return false; });
}

bool is_attacked_on_ray(const BoardView& view, const GameRules& rules, const Square& target, Color defender, int family,
                        int sense) {
    const Color enemy = opposite(defender);
    const TypeMask present = present_types(view.board(), enemy);
    if (family >= 4 && !view.board().knightrider_lines()) return false;
    const TypeMask sliders = slider_masks()[static_cast<std::size_t>(family)];
    if (present & sliders) {
        const auto hit = view.neighbours(target, family)[sense > 0 ? 0 : 1];
        if (hit && hit->piece.color == enemy && (sliders & bit(hit->piece.type)) &&
            slide_range(rules, hit->square, family, -sense).contains(hit->distance))
            return true;
    }
    auto stop = [](const Attack&) { return false; };
    return family < 2 && (present & bit(PieceType::Huygens)) &&
           visit_huygens(view, rules, target, enemy, family, sense, stop);
}

bool is_attacked_by_rose(const BoardView& view, const GameRules& rules, const Square& target, Color defender) {
    const Color enemy = opposite(defender);
    if (!(present_types(view.board(), enemy) & bit(PieceType::Rose))) return false;
    const auto& table = near_table();
    // Few roses (the usual case): each looked at directly. As in the tile walk below, a square
    // the view changes is skipped: it is empty in the view or holds the mover's piece.
    if (const auto& roses = view.board().roses(enemy); roses.size() <= kFewRoses) {
        const auto changed = view.changed();
        for (const Square& from : roses) {
            const Wide dx = static_cast<Wide>(target.x) - from.x, dy = static_cast<Wide>(target.y) - from.y;
            if (dx < -kNear || dx > kNear || dy < -kNear || dy > kNear || !table[near_index(dx, dy)].rose) continue;
            if (std::find(changed.begin(), changed.end(), from) != changed.end()) continue;
            if (rose_reaches(view, rules, from, enemy, target)) return true;
        }
        return false;
    }
    // Many: the enemy pieces of the few tiles around the target, rather than a hash probe for
    // each of the dozens of squares a rose path can start from.
    const TileBlock block(view, target, kNear);
    return block.each(enemy, [&](const Square& from, Piece q) {
        if (q.type != PieceType::Rose) return true;
        const NearAttack& e =
            table[near_index(static_cast<Wide>(target.x) - from.x, static_cast<Wide>(target.y) - from.y)];
        return !(e.rose && rose_reaches(view, rules, from, enemy, target));
    });
}

bool attack_survives(const BoardView& view, const GameRules& rules, const Square& target, Color defender,
                     const Attack& a, const Square& gone, const Square& added) {
    if (a.attacker == gone) return false;
    switch (a.kind) {
        case AttackKind::leap:
        case AttackKind::pawn: return true;
        case AttackKind::rose: return rose_reaches(view, rules, a.attacker, opposite(defender), target);
        case AttackKind::slide:
        case AttackKind::huygens: {
            // Blocked when the added piece stands strictly between (for a huygens, at a prime
            // distance from it).
            const auto k = line_steps(target, added, a.family);
            if (!k || *k == 0) return true;
            const auto toward = line_steps(target, a.attacker, a.family);
            if (sense_of(*k) != sense_of(*toward) || magnitude(*k) >= a.distance) return true;
            return a.kind == AttackKind::huygens && !is_prime(a.distance - magnitude(*k));
        }
    }
    return true;
}

void collect_attackers(const BoardView& view, const GameRules& rules, const Square& target, Color defender,
                       std::vector<Attack>& out) {
    visit_attackers(view, rules, target, defender, [&](const Attack& a) {
        out.push_back(a);
        return true;
    });
}

}  // namespace UICI_CORE_NS
