// Precomputed tables of the attack test: which piece types attack from which offsets, and
// which offsets a given mix of enemy types needs probing.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/board/board.hpp"

namespace UICI_CORE_NS::attack_tables {

using TypeMask = std::uint32_t;
constexpr TypeMask bit(PieceType t) { return TypeMask{1} << index(t); }

struct LeapEntry {
    Offset offset;
    TypeMask types;  // piece types that leap by this offset
};
// Every distinct leap offset of the piece table, each with the types that make it.
const std::vector<LeapEntry>& leap_table();

// Types that slide along each family without the huygens' prime rule.
const std::array<TypeMask, kLineFamilies>& slider_masks();

// Which pieces attack a target from each nearby offset (attacker = target - offset),
// offsets -6..6 on both axes: leaps by type, pawns by colour, roses.
struct NearAttack {
    TypeMask leap = 0;
    bool rose = false;
    std::array<bool, 2> pawn{};  // by the pawn's colour
};
constexpr int kNear = 6;
inline std::size_t near_index(const Wide& dx, const Wide& dy) {
    return static_cast<std::size_t>((dx + kNear) + (2 * kNear + 1) * (dy + kNear));
}
const std::array<NearAttack, (2 * kNear + 1) * (2 * kNear + 1)>& near_table();

// The offsets (attacker = target - offset) some present enemy type attacks from, and how far
// the farthest one reaches.
struct Probes {
    std::vector<Offset> offsets;
    int radius = 1;
};
const Probes& probe_offsets(TypeMask present, Color enemy);

// Bits of an 8x8 tile whose columns lie in [c0, c1] and rows in [r0, r1].
std::uint64_t tile_mask(int c0, int c1, int r0, int r1);

}  // namespace UICI_CORE_NS::attack_tables
