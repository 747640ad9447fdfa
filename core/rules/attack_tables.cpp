#include "core/rules/attack_tables.hpp"

#include <algorithm>
#include <cstdlib>

#include "core/rules/attacks.hpp"

namespace UICI_CORE_NS::attack_tables {

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
            if ((e.leap & present) ||
                ((present & bit(PieceType::Pawn)) && e.pawn[static_cast<std::size_t>(index(enemy))]) ||
                ((present & bit(PieceType::Rose)) && e.rose)) {
                out.offsets.push_back({static_cast<std::int8_t>(dx), static_cast<std::int8_t>(dy)});
                out.radius = std::max({out.radius, std::abs(dx), std::abs(dy)});
            }
        }
    if (cache.size() >= 64) cache.clear();
    cache.emplace_back(key, std::move(out));
    return cache.back().second;
}

std::uint64_t tile_mask(int c0, int c1, int r0, int r1) {
    const std::uint64_t cols = ((std::uint64_t{2} << c1) - 1) & ~((std::uint64_t{1} << c0) - 1);
    const std::uint64_t rows = (~std::uint64_t{0} >> (8 * (7 - r1))) & (~std::uint64_t{0} << (8 * r0));
    return (cols * 0x0101010101010101ULL) & rows;
}

}  // namespace UICI_CORE_NS::attack_tables
