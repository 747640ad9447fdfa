#include "core/rules/check_after.hpp"

#include <array>

#include "core/board/lines.hpp"
#include "core/rules/attack_tables.hpp"
#include "core/rules/attacks.hpp"

namespace UICI_CORE_NS {

bool opens_attack(const BoardView& view, const GameRules& rules, const Square& royal, Color c, const Square& v) {
    const int families = view.board().knightrider_lines() ? kLineFamilies : 4;
    for (int fam = 0; fam < families; ++fam)
        if (const auto k = line_steps(royal, v, fam); k && *k != 0)
            if (is_attacked_on_ray(view, rules, royal, c, fam, sense_of(*k))) return true;
    const Wide dx = static_cast<Wide>(v.x) - royal.x, dy = static_cast<Wide>(v.y) - royal.y;
    const bool near = dx >= -12 && dx <= 12 && dy >= -12 && dy <= 12;  // a rose path's reach
    return near && is_attacked_by_rose(view, rules, royal, c);
}

bool royal_attacked_after(const Position& p, Color c, std::span<const Square> placed, std::span<const Square> emptied) {
    using namespace attack_tables;
    const BoardView view(p.board);
    const Color enemy = opposite(c);
    const int families = p.board.knightrider_lines() ? kLineFamilies : 4;
    for (const Square& r : p.board.royals(c)) {
        for (const Square& s : placed) {
            const Piece* q = p.board.find(s);
            if (q == nullptr || q->color != enemy) continue;
            // Its leaps, pawn captures and rose paths, as the full test reads them (near_table),
            // then the one line joining it to the royal, if it slides along it.
            const Wide dx = static_cast<Wide>(r.x) - s.x, dy = static_cast<Wide>(r.y) - s.y;
            if (dx >= -kNear && dx <= kNear && dy >= -kNear && dy <= kNear) {
                const NearAttack& e = near_table()[near_index(dx, dy)];
                if (e.leap & bit(q->type)) return true;
                if (q->type == PieceType::Pawn && e.pawn[static_cast<std::size_t>(index(enemy))] &&
                    p.rules.border.contains(r))
                    return true;
                if (q->type == PieceType::Rose && e.rose && is_attacked_by_rose(view, p.rules, r, c)) return true;
            }
            const auto join = line_join(r, s, families);
            if (join && (spec(q->type).slide_lines & (1u << join->family)) &&
                is_attacked_on_ray(view, p.rules, r, c, join->family, sense_of(join->steps)))
                return true;
        }
        for (const Square& v : emptied)
            if (opens_attack(view, p.rules, r, c, v)) return true;
    }
    return false;
}

bool royal_attacked_after(const Position& p, const Undo& u) {
    std::array<Square, 2> placed{u.to};
    std::array<Square, 3> emptied{u.from};
    std::size_t n_placed = 1, n_emptied = 1;
    if (u.kind == MoveKind::castle) {
        // The partner went from partner_from to the square beside the castler's (apply.cpp).
        placed[n_placed++] = Square{u.from.x + u.castle_dir, u.from.y};
        emptied[n_emptied++] = u.partner_from;
    }
    if (u.kind == MoveKind::en_passant && u.rare && u.rare->en_passant) emptied[n_emptied++] = u.rare->en_passant->pawn;
    return royal_attacked_after(p, opposite(u.piece.color), std::span<const Square>(placed.data(), n_placed),
                                std::span<const Square>(emptied.data(), n_emptied));
}

}  // namespace UICI_CORE_NS
