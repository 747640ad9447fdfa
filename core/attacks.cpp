#include "core/attacks.hpp"

#include <algorithm>
#include <cstdlib>
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

TypeMask present_types(const Board& b, Color c) { return b.types(c); }

// Which pieces attack a target from each nearby offset (attacker = target - offset),
// offsets -6..6 on both axes: leaps by type, pawns by colour, roses.
struct NearAttack {
    TypeMask leap = 0;
    bool rose = false;
    std::array<bool, 2> pawn{};  // by the pawn's colour
};
constexpr int kNear = 6;
constexpr std::size_t near_index(Int128 dx, Int128 dy) {
    return static_cast<std::size_t>((dx + kNear) + (2 * kNear + 1) * (dy + kNear));
}

const std::array<NearAttack, (2 * kNear + 1) * (2 * kNear + 1)>& near_table() {
    static const auto table = [] {
        std::array<NearAttack, (2 * kNear + 1) * (2 * kNear + 1)> t{};
        for (const LeapEntry& e : leap_table()) t[near_index(e.offset.dx, e.offset.dy)].leap |= e.types;
        for (int dx : {-1, 1}) {
            t[near_index(dx, 1)].pawn[index(Color::White)] = true;
            t[near_index(dx, -1)].pawn[index(Color::Black)] = true;
        }
        for (const Offset& o : rose_offsets()) t[near_index(o.dx, o.dy)].rose = true;
        return t;
    }();
    return table;
}

// The offsets (attacker = target - offset) some present enemy type attacks from, and how far
// the farthest one reaches.
struct Probes {
    std::vector<Offset> offsets;
    int radius = 1;
};
const Probes& probe_offsets(TypeMask present, Color enemy) {
    // A few distinct type sets occur in a game; remember each one's list.
    thread_local std::vector<std::pair<std::uint64_t, Probes>> cache;
    const std::uint64_t key = (static_cast<std::uint64_t>(present) << 2) | static_cast<std::uint64_t>(index(enemy));
    for (const auto& [k, v] : cache)
        if (k == key) return v;
    Probes out;
    const auto& table = near_table();
    for (int dy = -kNear; dy <= kNear; ++dy)
        for (int dx = -kNear; dx <= kNear; ++dx) {
            const NearAttack& e = table[near_index(dx, dy)];
            if ((e.leap & present) || ((present & bit(PieceType::Pawn)) && e.pawn[static_cast<std::size_t>(index(enemy))]) ||
                ((present & bit(PieceType::Rose)) && e.rose)) {
                out.offsets.push_back({static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)});
                out.radius = std::max({out.radius, std::abs(dx), std::abs(dy)});
            }
        }
    if (cache.size() >= 64) cache.clear();
    cache.emplace_back(key, std::move(out));
    return cache.back().second;
}

// Bits of an 8x8 tile whose columns lie in [c0, c1] and rows in [r0, r1].
std::uint64_t tile_mask(int c0, int c1, int r0, int r1) {
    const std::uint64_t cols = ((std::uint64_t{2} << c1) - 1) & ~((std::uint64_t{1} << c0) - 1);
    const std::uint64_t rows = (~std::uint64_t{0} >> (8 * (7 - r1))) & (~std::uint64_t{0} << (8 * r0));
    return (cols * 0x0101010101010101ULL) & rows;
}

// The tiles covering the squares within `radius` of a target (at most 3x3 of them), read
// once; squares the view changes are left out (a piece the view adds is the mover's, never
// an attacker, and a square it empties holds nothing).
class TileBlock {
public:
    TileBlock(const BoardView& view, Square target, int radius) : view_(view) {
        auto clamp = [](Int128 v) { return static_cast<Coord>(std::clamp<Int128>(v, INT64_MIN, INT64_MAX)); };
        x0_ = clamp(static_cast<Int128>(target.x) - radius);
        x1_ = clamp(static_cast<Int128>(target.x) + radius);
        y0_ = clamp(static_cast<Int128>(target.y) - radius);
        y1_ = clamp(static_cast<Int128>(target.y) + radius);
        tx0_ = x0_ >> kBits;
        ty0_ = y0_ >> kBits;
        nx_ = static_cast<int>((x1_ >> kBits) - tx0_) + 1;
        ny_ = static_cast<int>((y1_ >> kBits) - ty0_) + 1;
        // The view's changes inside the box, usually none: only those need a look per square.
        for (const Square s : view.changed())
            if (s.x >= x0_ && s.x <= x1_ && s.y >= y0_ && s.y <= y1_) changed_[changes_++] = s;
    }

    // The piece on s (which must lie in the box).
    bool at(Square s, Piece& out) const {
        for (int i = 0; i < changes_; ++i)
            if (changed_[i] == s) return view_.overlay(s, out) == 2;
        const Board::Tile* t = tile(static_cast<int>((s.x >> kBits) - tx0_), static_cast<int>((s.y >> kBits) - ty0_));
        if (!t) return false;
        const std::uint8_t b = t->cell[static_cast<std::size_t>(Board::tile_cell(s))];
        if (b == 0) return false;
        out = Board::byte_piece(b);
        return true;
    }

    // Calls f(square, piece) for every piece of `color` in the box the view does not change,
    // until f returns false; returns whether it stopped.
    template <class F>
    bool each(Color color, F&& f) const {
        for (int j = 0; j < ny_; ++j)
            for (int i = 0; i < nx_; ++i) {
                const Board::Tile* t = tile(i, j);
                if (!t) continue;
                const Coord ox = (tx0_ + i) * 8, oy = (ty0_ + j) * 8;
                for (std::uint64_t bits = t->occupied & mask(i, j); bits != 0; bits &= bits - 1) {
                    const int cell = __builtin_ctzll(bits);
                    const Piece q = Board::byte_piece(t->cell[static_cast<std::size_t>(cell)]);
                    if (q.color != color) continue;
                    const Square s{ox + (cell & 7), oy + (cell >> 3)};
                    if (std::find(changed_.begin(), changed_.begin() + changes_, s) != changed_.begin() + changes_) continue;
                    if (!f(s, q)) return true;
                }
            }
        return false;
    }

private:
    static constexpr int kBits = Board::kTileBits;
    // Tile (i, j) of the block, fetched on first use.
    const Board::Tile* tile(int i, int j) const {
        const auto k = static_cast<std::size_t>(i + 3 * j);
        if (!fetched_[k]) {
            tiles_[k] = view_.board().tile(tx0_ + i, ty0_ + j);
            fetched_[k] = true;
        }
        return tiles_[k];
    }
    // Bits of tile (i, j) inside the box.
    [[nodiscard]] std::uint64_t mask(int i, int j) const {
        const Coord ox = (tx0_ + i) * 8, oy = (ty0_ + j) * 8;
        const int c0 = static_cast<int>(std::max<Coord>(x0_ - ox, 0)), c1 = static_cast<int>(std::min<Coord>(x1_ - ox, 7));
        const int r0 = static_cast<int>(std::max<Coord>(y0_ - oy, 0)), r1 = static_cast<int>(std::min<Coord>(y1_ - oy, 7));
        return tile_mask(c0, c1, r0, r1);
    }

    const BoardView& view_;
    Coord x0_, x1_, y0_, y1_, tx0_, ty0_;
    int nx_, ny_;
    std::array<Square, 5> changed_{};
    int changes_ = 0;
    mutable std::array<const Board::Tile*, 9> tiles_{};
    mutable std::array<bool, 9> fetched_{};
};

// Huygens attacks on `target` along the rank (fam 0) or file (fam 1), in one sense or (0) both.
// A huygens at prime distance t attacks unless a piece stands at a prime distance from it in
// between; pieces at other distances are hopped. The board indexes the huygens of every rank
// and file, so only they are looked at.
template <class F>
bool visit_huygens(const BoardView& view, const GameRules& rules, Square target, Color enemy, int fam, int only_sense, F& f) {
    const Board::LineSpan line = view.board().huygens_line(target, fam);
    const Coord pos = Board::line_pos(target, fam);
    for (std::size_t i = 0; i < line.size; ++i) {
        const Board::LineEntry& e = line.data[i];
        if (e.pos == pos || Board::byte_piece(e.piece).color != enemy) continue;
        const Int128 k = static_cast<Int128>(e.pos) - pos;  // fam 0/1: positions grow along the line
        const int sense = sense_of(k);
        if (only_sense != 0 && sense != only_sense) continue;
        const Square h = Board::line_square(target, fam, e.pos);
        Piece ignored;
        if (!view.plain() && view.overlay(h, ignored) != 0) continue;  // captured by the move
        const std::uint64_t t = magnitude(k);
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
bool rose_reaches(const BoardView& view, const GameRules& rules, Square from, Color rose_color, Square target) {
    bool hits = false;
    walk_rose(view, rules, from, rose_color, [&](Square s, auto) { return !(hits = (s == target)); }, &target);
    return hits;
}

// Visits attackers until f returns false; returns whether it was stopped.
template <class F>
bool visit_attackers(const BoardView& view, const GameRules& rules, Square target, Color defender, F&& f) {
    const Color enemy = opposite(defender);
    const TypeMask present = present_types(view.board(), enemy);
    if (present == 0) return false;

    // Leaps, pawns and roses, from the tiles around the target: probe each offset a present
    // piece type attacks from, or, when that is most of the box (many fairy types), walk the
    // enemy pieces in it.
    const Probes& probes = probe_offsets(present, enemy);
    const TileBlock block(view, target, probes.radius);
    const auto& table = near_table();
    auto check = [&](Square from, Piece q) {
        const NearAttack& e = table[near_index(static_cast<Int128>(target.x) - from.x, static_cast<Int128>(target.y) - from.y)];
        if (e.leap & bit(q.type)) return f(Attack{from, AttackKind::leap});
        if (q.type == PieceType::Pawn && e.pawn[static_cast<std::size_t>(index(enemy))] && rules.border.contains(target))
            return f(Attack{from, AttackKind::pawn});
        if (q.type == PieceType::Rose && e.rose && rose_reaches(view, rules, from, enemy, target))
            return f(Attack{from, AttackKind::rose});
        return true;
    };
    if (probes.offsets.size() > 40) {
        if (block.each(enemy, check)) return true;
    } else {
        Piece q;
        // Away from the int64 edges the probe squares need no overflow checks.
        constexpr Coord kEdge = INT64_MAX - 2 * kNear;
        const bool inside = target.x > -kEdge && target.x < kEdge && target.y > -kEdge && target.y < kEdge;
        for (const Offset& o : probes.offsets) {
            Square from{target.x - o.dx, target.y - o.dy};
            if (!inside) {
                const auto checked = offset(target, -o.dx, -o.dy);
                if (!checked) continue;
                from = *checked;
            }
            if (block.at(from, q) && q.color == enemy && !check(from, q)) return true;
        }
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

bool is_attacked(const BoardView& view, const GameRules& rules, Square target, Color defender) {
    return visit_attackers(view, rules, target, defender, [](const Attack&) { return false; });
}

bool is_attacked_on_ray(const BoardView& view, const GameRules& rules, Square target, Color defender, int family,
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
    return family < 2 && (present & bit(PieceType::Huygens)) && visit_huygens(view, rules, target, enemy, family, sense, stop);
}

bool is_attacked_by_rose(const BoardView& view, const GameRules& rules, Square target, Color defender) {
    const Color enemy = opposite(defender);
    if (!(present_types(view.board(), enemy) & bit(PieceType::Rose))) return false;
    for (const Offset& o : rose_offsets()) {
        const auto from = offset(target, -o.dx, -o.dy);
        if (!from) continue;
        const Piece* q = view.find(*from);
        if (q && q->color == enemy && q->type == PieceType::Rose && rose_reaches(view, rules, *from, enemy, target))
            return true;
    }
    return false;
}

bool attack_survives(const BoardView& view, const GameRules& rules, Square target, Color defender, const Attack& a,
                     Square gone, Square added) {
    if (a.attacker == gone) return false;
    switch (a.kind) {
        case AttackKind::leap:
        case AttackKind::pawn:
            return true;
        case AttackKind::rose:
            return rose_reaches(view, rules, a.attacker, opposite(defender), target);
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

void collect_attackers(const BoardView& view, const GameRules& rules, Square target, Color defender,
                       std::vector<Attack>& out) {
    visit_attackers(view, rules, target, defender, [&](const Attack& a) {
        out.push_back(a);
        return true;
    });
}

}  // namespace uici
