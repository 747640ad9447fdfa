// Showcase: Omega^3, generated as the site's omega3generator.ts does: pawn walls, a staircase of
// rook towers and a bishop tunnel, closed by a box of voids 500 squares out.
#include <utility>

#include "core/variants/variant_data.hpp"

namespace UICI_CORE_NS::variant_data {
namespace {

constexpr std::int64_t kOmega3Dist = 500;

// One rook tower with its anchor at (x, y); the top pieces only while they stay below `top`.
void rook_tower(const Placer& at, Coord x, Coord y, Coord top) {
    at.set(x, y, kWhiteBishop);
    at.set(x, y + 1, kWhitePawn);
    at.set(x, y + 2, kWhiteBishop);
    at.set(x, y + 4, kWhiteBishop);
    at.set(x, y + 6, kWhiteBishop);
    at.pawn_column(x, y + 8, top);

    at.set(x + 1, y + 1, kWhiteBishop);
    at.set(x + 1, y + 3, kWhiteBishop);
    at.set(x + 1, y + 5, kWhiteBishop);
    if (y + 7 <= top) at.set(x + 1, y + 7, kWhiteBishop);
    if (y + 8 <= top) at.set(x + 1, y + 8, kBlackRook);

    at.pawn_column(x + 2, y + 2, top);
    if (y + 7 <= top) at.set(x + 2, y + 7, kBlackPawn);
}

// Towers every 3 files, each 3 ranks higher than the last.
void rook_towers(const Placer& at, Coord x0, Coord y0, Coord x_end, Coord top) {
    Coord y = y0;
    for (Coord x = x0; x < x_end; x += 3, y += 3) rook_tower(at, x, y, top);
}

// Two diagonal pawn chains climbing one rank per file.
void bishop_tunnel(const Placer& at, Coord x0, Coord y0, Coord x_end, Coord top) {
    Coord y = y0;
    for (Coord x = x0; x < x_end; ++x) {
        at.set(x, y, kWhitePawn);
        at.set(x, y + 1, kBlackPawn);
        at.set(x, y + 4, kWhitePawn);
        at.set(x, y + 5, kBlackPawn);
        if (++y > top) return;
    }
}

// The square ring of voids on the edges of the box.
void void_ring(const Placer& at, Coord left, Coord right, Coord bottom, Coord top) {
    for (Coord x = left; x <= right; ++x) {
        at.set(x, bottom, kVoid);
        at.set(x, top, kVoid);
    }
    for (Coord y = bottom; y <= top; ++y) {
        at.set(left, y, kVoid);
        at.set(right, y, kVoid);
    }
}

}  // namespace

PieceMap generate_omega_cubed() {
    PieceMap map;
    const Placer at{map};
    at.set(3, 15, kWhiteKing);
    at.set(4, 13, kBlackRook);

    at.pawn_column(7, -kOmega3Dist, kOmega3Dist);
    at.pawn_column(8, -kOmega3Dist, kOmega3Dist);
    at.pawn_column(9, -kOmega3Dist, kOmega3Dist);
    at.set(9, 10, kWhiteBishop);
    at.clear(9, 11);
    at.pawn_column(10, -kOmega3Dist, kOmega3Dist);
    at.set(10, 12, kBlackKing);

    rook_towers(at, 11, 8, kOmega3Dist, kOmega3Dist);

    at.set(11, 6, kWhiteBishop);
    at.pawn_column(11, -kOmega3Dist, 5);
    at.pawn_column(12, -kOmega3Dist, 7);
    at.set(12, 8, kBlackPawn);
    at.set(13, 9, kBlackPawn);
    at.set(13, 8, kWhitePawn);
    at.set(13, 6, kBlackBishop);
    at.set(14, 10, kBlackPawn);
    at.set(14, 9, kWhitePawn);
    at.set(14, 6, kBlackPawn);
    at.set(14, 5, kBlackPawn);
    at.set(14, 4, kWhitePawn);

    bishop_tunnel(at, 15, 6, kOmega3Dist, kOmega3Dist);
    void_ring(at, -kOmega3Dist, kOmega3Dist, -kOmega3Dist, kOmega3Dist);

    // A blip of pawns at the bottom, out of the black rook's reach.
    at.set(499, 492, kVoid);
    for (Coord x = 7; x <= 12; ++x) at.set(x, -500, kWhitePawn);
    for (Coord x = 6; x <= 13; ++x) at.set(x, -501, kVoid);

    // A boxed-in bishop that takes away black's stalemate ideas.
    for (const auto& [x, y] : {std::pair<Coord, Coord>{497, -497},
                               {498, -497},
                               {499, -497},
                               {497, -498},
                               {497, -499},
                               {498, -498},
                               {499, -499}})
        at.set(x, y, kVoid);
    at.set(498, -499, kBlackBishop);
    return map;
}

}  // namespace UICI_CORE_NS::variant_data
