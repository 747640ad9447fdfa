// Showcase: Omega^4, generated as the site's omega4generator.ts does: a king chamber, a staircase
// of rook towers, a diagonal battery of bishop cannons, wings to the lower left, and a fence of
// voids around it all.
#include <initializer_list>

#include "core/variants/variant_data.hpp"

namespace UICI_CORE_NS::variant_data {
namespace {

constexpr std::int64_t kOmega4Dist = 500;

constexpr Piece P = kWhitePawn, p = kBlackPawn, B = kWhiteBishop, b = kBlackBishop;
constexpr Piece K = kWhiteKing, k = kBlackKing, r = kBlackRook;

// Fixed around the origin (absolute squares).
constexpr Placement kKingChamber[] = {
    {-14, 17, P}, {-14, 18, p}, {-13, 14, P}, {-13, 15, p}, {-13, 16, P}, {-13, 17, p}, {-13, 20, P}, {-13, 21, p},
    {-13, 22, P}, {-13, 23, p}, {-13, 24, P}, {-13, 25, p}, {-13, 26, P}, {-13, 27, p}, {-12, 16, b}, {-12, 25, B},
    {-11, 14, P}, {-11, 15, p}, {-11, 16, k}, {-11, 17, p}, {-11, 24, P}, {-11, 25, K}, {-11, 26, P}, {-11, 27, p},
    {-10, 16, b}, {-10, 25, B}, {-9, 14, P},  {-9, 15, p},  {-9, 16, P},  {-9, 17, p},  {-9, 18, P},  {-9, 19, p},
    {-9, 20, P},  {-9, 21, p},  {-9, 22, P},  {-9, 23, p},  {-9, 24, P},  {-9, 25, p},  {-9, 26, P},  {-9, 27, p},
};
constexpr Placement kFirstRookTowers[] = {
    {0, 3, P},  {0, 4, p},  {0, 5, P},  {0, 6, p},  {0, 11, P}, {0, 12, p}, {1, 4, B}, {1, 12, B}, {1, 13, r},
    {2, 1, P},  {2, 2, p},  {2, 3, P},  {2, 4, p},  {2, 5, P},  {2, 6, p},  {2, 7, P}, {2, 8, P},  {2, 9, P},
    {2, 10, P}, {2, 11, P}, {2, 12, p}, {3, 2, B},  {3, 4, b},  {3, 6, P},  {3, 7, p}, {3, 8, B},  {3, 9, P},
    {3, 10, B}, {3, 12, B}, {3, 14, B}, {4, 1, P},  {4, 2, p},  {4, 3, P},  {4, 4, p}, {4, 7, P},  {4, 8, p},
    {4, 9, B},  {4, 11, B}, {4, 13, B}, {4, 15, B}, {4, 16, r}, {5, 4, P},  {5, 5, p}, {5, 8, P},  {5, 9, p},
    {5, 10, P}, {5, 11, P}, {5, 12, P}, {5, 13, P}, {5, 14, P}, {5, 15, p},
};

// One rook tower, relative to its anchor. The site places every piece above the anchor's third
// rank only while it stays at or below the top rank; the lower ones always fit.
constexpr Placement kRookTower[] = {
    {0, 0, P},  {0, 1, p},  {0, 2, P},  {0, 3, p},  {0, 6, P},  {0, 7, p},  {0, 8, B},  {0, 9, P}, {0, 10, B},
    {0, 12, B}, {0, 14, B}, {1, 1, P},  {1, 2, p},  {1, 3, P},  {1, 4, p},  {1, 7, P},  {1, 8, p}, {1, 9, B},
    {1, 11, B}, {1, 13, B}, {1, 15, B}, {1, 16, r}, {2, 2, P},  {2, 3, p},  {2, 4, P},  {2, 5, p}, {2, 8, P},
    {2, 9, p},  {2, 10, P}, {2, 11, P}, {2, 12, P}, {2, 13, P}, {2, 14, P}, {2, 15, p},
};

void omega4_rook_towers(const Placer& at, Coord x0, Coord y0, Coord x_end, Coord top) {
    Coord y = y0;
    for (Coord x = x0; x < x_end; x += 3, y += 3) {
        for (const Placement& t : kRookTower)
            if (y + t.dy <= top) at.set(x + t.dx, y + t.dy, t.piece);
        at.pawn_column(x, y + 16, top);
        at.pawn_column(x + 2, y + 16, top);
    }
}

// A cannon's pieces past its base are cut off diagonally: a piece stands only while
// y - x + cut > -980, with the site's own cut per piece (two of them do not follow the pattern).
struct CutPlacement {
    Placement at;
    int cut;
};
constexpr Placement kCannonBase[] = {{0, 0, p}, {0, -1, P}, {1, -1, p}, {1, -2, P}, {2, -2, p}, {2, -3, P}};
constexpr CutPlacement kCannonCut[] = {
    {{3, -3, p}, 0}, {{3, -4, P}, -1}, {{4, -4, p}, -1}, {{4, -5, P}, 1}, {{5, -3, p}, 1}, {{5, -4, P}, 1},
    {{6, -2, p}, 4}, {{6, -3, P}, 3},  {{7, -1, p}, 6},  {{7, -2, P}, 5}, {{7, 1, p}, 8},  {{7, 0, P}, 7},
    {{8, -2, b}, 6}, {{6, -6, p}, 0},  {{6, -7, P}, -1}, {{7, -5, p}, 2}, {{7, -6, P}, 1}, {{8, -4, p}, 4},
    {{8, -5, P}, 3}, {{9, -3, p}, 6},  {{9, -4, P}, 5},
};
constexpr Placement kPuzzlePiece[] = {{0, 0, p},  {0, -1, P}, {0, -2, b}, {1, -2, p},
                                      {1, -3, b}, {2, -4, p}, {2, -5, P}};
constexpr Placement kLastPuzzlePiece[] = {{1, -2, P}, {1, -1, p}, {2, -3, P}, {2, -2, p}};

// Cannon number i, anchored at (x, y): base, cut pieces, i + 2 bishop puzzle pieces up the
// diagonal, and a strip of i white pawns.
void bishop_cannon(const Placer& at, Coord x, Coord y, int i) {
    at.set(x, y, kCannonBase);
    for (const CutPlacement& c : kCannonCut)
        if (y - x + c.cut > -980) at.set(x + c.at.dx, y + c.at.dy, c.at.piece);
    if ((y + 2) - (x + 8) > -990) {
        const int count = i + 2;
        for (int a = 1; a <= count; ++a) {
            at.set(x + 7 + a, y + 1 + a, kPuzzlePiece);
            if (a == count) at.set(x + 7 + a, y + 1 + a, kLastPuzzlePiece);
        }
    }
    for (int a = 0; a < i; ++a) at.set(x + 4 + a, y + a, kWhitePawn);
}

void bishop_cannons(const Placer& at, Coord x, Coord y, Coord x_end, Coord y_end) {
    int i = 0;
    do {
        bishop_cannon(at, x, y, i++);
        x += 7;
        y -= 7;
    } while (x < x_end && y > y_end);
}

constexpr Placement kWingSegment[] = {
    {0, -2, P},  {0, -1, p},  {-1, -1, P}, {-1, 0, p},  {-2, 0, P},  {-2, 1, p},  {-3, 1, P},  {-3, 2, p},
    {-4, 2, P},  {-4, 3, p},  {-5, 3, P},  {-5, 4, p},  {0, 2, P},   {0, 3, p},   {-1, 3, P},  {-1, 4, p},
    {-2, 4, P},  {-2, 5, p},  {-2, 6, P},  {-2, 7, P},  {-2, 8, P},  {-2, 9, p},  {-2, 10, P}, {-2, 11, p},
    {-3, 11, P}, {-3, 12, p}, {-4, 12, P}, {-4, 13, p}, {-5, 11, P}, {-5, 12, p}, {-5, 10, p}, {-5, 9, P},
    {-5, 8, p},  {-5, 7, P},  {-4, 7, p},  {-4, 6, P},  {-4, 10, B},
};
constexpr Placement kLastWingSegment[] = {{-5, 6, p}, {-5, 5, P}};

// Wing number i, anchored at (x, y): a pawn chain down-left and i + 1 segments up-left.
void wing(const Placer& at, Coord x, Coord y, int i) {
    for (int s = 0; s < 5; ++s) {
        at.set(x - s, y - s, kBlackPawn);
        at.set(x - s, y - s - 1, kWhitePawn);
    }
    const int count = i + 1;
    for (int a = 1; a <= count; ++a) {
        const Coord sx = x - 5 - 6 * (a - 1), sy = y - 8 + 6 * (a - 1);
        at.set(sx, sy, kWingSegment);
        if (a == count) at.set(sx, sy, kLastWingSegment);
    }
    at.clear(x - 6, y - 8);
    at.clear(x - 6, y - 9);
    at.clear(x - 5, y - 9);
    at.clear(x - 5, y - 10);
}

void wings(const Placer& at, Coord x, Coord y, Coord x_end, Coord y_end) {
    int i = 0;
    do {
        wing(at, x, y, i++);
        x -= 8;
        y -= 8;
    } while (x > x_end && y > y_end);
}

// A top edge, two side edges, and a double-thick diagonal staircase closing each lower corner.
void void_fence(const Placer& at, Coord left, Coord top, Coord right, Coord bottom_right, Coord bottom_left) {
    for (Coord x = left; x <= right; ++x) at.set(x, top, kVoid);
    for (Coord y = top; y >= bottom_right; --y) at.set(right, y, kVoid);
    for (Coord x = right, y = bottom_right; x >= -3; --x, --y) {
        at.set(x, y, kVoid);
        at.set(x, y - 1, kVoid);
    }
    for (Coord y = top; y >= bottom_left; --y) at.set(left, y, kVoid);
    for (Coord x = left, y = bottom_left; x <= -4; ++x, --y) {
        at.set(x, y, kVoid);
        at.set(x, y - 1, kVoid);
    }
    at.set(492, 493, kVoid);
}

}  // namespace

PieceMap generate_omega_fourth() {
    PieceMap map;
    const Placer at{map};
    at.set(0, 0, kKingChamber);
    at.set(0, 0, kFirstRookTowers);
    at.pawn_column(0, 13, kOmega4Dist);
    at.pawn_column(2, 13, kOmega4Dist);
    at.pawn_column(3, 16, kOmega4Dist);
    at.pawn_column(5, 16, kOmega4Dist);
    omega4_rook_towers(at, 6, 3, kOmega4Dist + 3, kOmega4Dist);

    at.set(0, -6, kBlackPawn);
    at.set(0, -7, kWhitePawn);
    bishop_cannons(at, 1, -7, kOmega4Dist, -kOmega4Dist);
    wings(at, -1, -7, -kOmega4Dist, -kOmega4Dist);
    void_fence(at, -866, 500, 567, -426, -134);
    return map;
}

}  // namespace UICI_CORE_NS::variant_data
