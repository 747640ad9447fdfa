#include "core/attacks.hpp"

#include <algorithm>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "core/primes.hpp"

namespace uici {
namespace {

using TypeMask = std::uint32_t;
constexpr TypeMask bit(PieceType t) { return TypeMask{1} << index(t); }

struct LeapEntry {
    Offset offset;
    TypeMask types;  // piece types that leap by this offset
};

// Every distinct leap offset of the piece table, each with the types that make it.
const std::vector<LeapEntry>& leap_table() {
    static const std::vector<LeapEntry> table = [] {
        std::vector<LeapEntry> t;
        for (int i = 0; i < kPieceTypeCount; ++i) {
            const auto type = static_cast<PieceType>(i);
            for (const Offset& o : spec(type).leaps) {
                auto it = std::find_if(t.begin(), t.end(),
                                       [&](const LeapEntry& e) { return e.offset.dx == o.dx && e.offset.dy == o.dy; });
                if (it == t.end()) t.push_back({o, bit(type)});
                else it->types |= bit(type);
            }
        }
        return t;
    }();
    return table;
}

// Types that slide along each family without the huygens' prime rule.
const std::array<TypeMask, kLineFamilies>& slider_masks() {
    static const std::array<TypeMask, kLineFamilies> masks = [] {
        std::array<TypeMask, kLineFamilies> m{};
        for (int i = 0; i < kPieceTypeCount; ++i) {
            const auto& s = spec(static_cast<PieceType>(i));
            if (s.special == Special::Huygens) continue;
            for (int f = 0; f < kLineFamilies; ++f)
                if (s.slide_lines & (1u << f)) m[static_cast<std::size_t>(f)] |= bit(s.type);
        }
        return m;
    }();
    return masks;
}

TypeMask present_types(const Board& b, Color c) {
    TypeMask m = 0;
    for (int i = 0; i < kPieceTypeCount; ++i)
        if (b.count(c, static_cast<PieceType>(i)) > 0) m |= TypeMask{1} << i;
    return m;
}

// Visits attackers until f returns false; returns whether it was stopped.
template <class F>
bool visit_attackers(const BoardView& view, const GameRules& rules, Square target, Color defender, F&& f) {
    const Color enemy = opposite(defender);
    const TypeMask present = present_types(view.board(), enemy);
    if (present == 0) return false;

    for (const LeapEntry& e : leap_table()) {
        if ((e.types & present) == 0) continue;
        const auto from = offset(target, -e.offset.dx, -e.offset.dy);
        if (!from) continue;
        const Piece* q = view.find(*from);
        if (q && q->color == enemy && (e.types & bit(q->type)))
            if (!f(Attack{*from, AttackKind::leap})) return true;
    }

    if ((present & bit(PieceType::Pawn)) && rules.border.contains(target)) {
        const int fwd = enemy == Color::White ? 1 : -1;
        for (int dx : {-1, 1}) {
            const auto from = offset(target, dx, -fwd);
            if (!from) continue;
            const Piece* q = view.find(*from);
            if (q && q->color == enemy && q->type == PieceType::Pawn)
                if (!f(Attack{*from, AttackKind::pawn})) return true;
        }
    }

    if (present & bit(PieceType::Rose)) {
        for (const Offset& o : rose_offsets()) {
            const auto from = offset(target, -o.dx, -o.dy);
            if (!from) continue;
            const Piece* q = view.find(*from);
            if (!q || q->color != enemy || q->type != PieceType::Rose) continue;
            bool hits = false;
            walk_rose(view, rules, *from, enemy, [&](Square s, auto) { return !(hits = (s == target)); }, &target);
            if (hits && !f(Attack{*from, AttackKind::rose})) return true;
        }
    }

    const auto& masks = slider_masks();
    for (int fam = 0; fam < kLineFamilies; ++fam) {
        if ((masks[static_cast<std::size_t>(fam)] & present) == 0) continue;
        if (fam >= 4 && !view.board().knightrider_lines()) break;
        for (int sense : {1, -1}) {
            const auto hit = view.nearest(target, fam, sense);
            if (!hit) continue;
            const Piece* q = view.find(hit->square);
            if (q->color != enemy || !(masks[static_cast<std::size_t>(fam)] & bit(q->type))) continue;
            if (!slide_range(rules, hit->square, fam, -sense).contains(hit->distance)) continue;
            if (!f(Attack{hit->square, AttackKind::slide, fam, hit->distance})) return true;
        }
    }

    if (present & bit(PieceType::Huygens)) {
        // A huygens at prime distance t attacks unless a piece stands at a prime distance from
        // it in between; pieces at other distances are hopped. Every piece on the line counts.
        boost::container::small_vector<std::uint64_t, 16> passed;
        for (int fam = 0; fam < 2; ++fam) {
            for (int sense : {1, -1}) {
                passed.clear();
                bool stopped = false;
                view.scan(target, fam, sense, [&](LineHit h) {
                    const Piece* q = view.find(h.square);
                    if (q->color == enemy && q->type == PieceType::Huygens && is_prime(h.distance) &&
                        slide_range(rules, h.square, fam, -sense).contains(h.distance) &&
                        std::none_of(passed.begin(), passed.end(),
                                     [&](std::uint64_t u) { return is_prime(h.distance - u); })) {
                        if (!f(Attack{h.square, AttackKind::huygens, fam, h.distance})) return !(stopped = true);
                    }
                    passed.push_back(h.distance);
                    return true;
                });
                if (stopped) return true;
            }
        }
    }
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

bool is_attacked(const BoardView& view, const GameRules& rules, Square target, Color defender) {
    return visit_attackers(view, rules, target, defender, [](const Attack&) { return false; });
}

void collect_attackers(const BoardView& view, const GameRules& rules, Square target, Color defender,
                       std::vector<Attack>& out) {
    visit_attackers(view, rules, target, defender, [&](const Attack& a) {
        out.push_back(a);
        return true;
    });
}

}  // namespace uici
