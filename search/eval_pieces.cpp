// Terms of particular pieces: the bishop pair, rooks on open and half-open files, and the pawn
// shelter in front of a royal while the other side still has the pieces to attack it. Files are
// x coordinates compared exactly ("open": no pawn on that x anywhere, which on the unbounded
// board is the same test as on 8x8); the shelter is found among the side's pawns.
#include <cstdint>

#include "search/eval_terms.hpp"

namespace UICI_CORE_NS::search::eval_detail {
namespace {

constexpr int kBishopPairBonus = 30;
constexpr int kHalfOpenFile = 10;  // no own pawn on the file
constexpr int kOpenFile = 20;      // no pawn at all
constexpr int kShelterNear = 10;   // an own pawn on the three squares in front of the royal
constexpr int kShelterFar = 5;     // ... or on the three beyond them
// The other side's material besides pawns from which the shelter counts: a queen and a minor
// piece (1100 + 260) on the values of core/board/piece.hpp; on a small board, where chess's
// values count (eval_material.cpp), a queen and a rook.
constexpr long long kShelterMaterial = 1360;
// With every piece on (scaled down by the phase as they come off): a file beside or under a
// royal (inside the border) with no own pawn, and a knight or bishop on its home rank.
constexpr int kRoyalFileOpen = 40;
constexpr int kUndeveloped = 30;
// The material of both sides besides pawns at which the phase is full: about chess's start on
// 8x8 (6,500) and on the unbounded board (7,240 by core's values).
constexpr long long kPhaseMaterial = 6400;

bool pawn_on_file(const std::vector<Square>& pawns, const Coord& x) {
    for (const Square& s : pawns)
        if (s.x == x) return true;
    return false;
}

}  // namespace

int game_phase(long long pieces_both_sides) {
    if (pieces_both_sides <= 0) return 0;
    if (pieces_both_sides >= kPhaseMaterial) return kPhaseFull;
    return static_cast<int>(pieces_both_sides * kPhaseFull / kPhaseMaterial);
}

int piece_terms(const Position& p, const PieceContext& ctx, Color c) {
    int score = 0;
    if (p.board.count(c, PieceType::Bishop) >= 2) score += kBishopPairBonus;
    // The home rank: where the other side promotes, when it promotes on one rank only.
    const auto& promotion = p.rules.of(opposite(c)).promotion_ranks;
    const Coord* home = ctx.phase > 0 && promotion.size() == 1 ? &promotion.front() : nullptr;
    int undeveloped = 0;
    for (const Placed& x : *ctx.ours) {
        if (home != nullptr && (x.p.type == PieceType::Knight || x.p.type == PieceType::Bishop) && x.s.y == *home)
            ++undeveloped;
        if (x.p.type != PieceType::Rook && x.p.type != PieceType::Chancellor) continue;
        if (pawn_on_file(*ctx.our_pawns, x.s.x)) continue;
        score += pawn_on_file(*ctx.their_pawns, x.s.x) ? kHalfOpenFile : kOpenFile;
    }
    const bool shelter = ctx.their_pieces >= kShelterMaterial;
    if (!shelter && ctx.phase == 0) return score;
    const int forward = c == Color::White ? 1 : -1;
    int exposed = 0;
    for (const Square& r : p.board.royals(c)) {
        // One pass over c's pawns for both: the own pawns on the six squares in front of the
        // royal (as many as hash probes would find, and cheaper than six of them), and the files
        // beside and under it that hold one (bit dx + 1).
        unsigned files = 0;
        for (const Square& s : *ctx.our_pawns) {
            // In 64 bits (a difference past them is far from 1 or 2; the 128-bit form was half
            // of this function).
            std::int64_t dx = 0, dy = 0;
            if (!diff64(s.x, r.x, dx) || dx < -1 || dx > 1) continue;
            files |= 1U << (dx + 1);
            if (!shelter || !diff64(s.y, r.y, dy) || dy == INT64_MIN) continue;
            const std::int64_t row = forward > 0 ? dy : -dy;
            if (row >= 1 && row <= 2) score += row == 1 ? kShelterNear : kShelterFar;
        }
        if (ctx.phase > 0)
            for (int dx = -1; dx <= 1; ++dx) {
                if ((files >> (dx + 1)) & 1U) continue;
                const auto s = offset(r, dx, 0);
                if (s && p.rules.border.contains(*s)) ++exposed;
            }
    }
    score -= (exposed * kRoyalFileOpen + undeveloped * kUndeveloped) * ctx.phase / kPhaseFull;
    return score;
}

}  // namespace UICI_CORE_NS::search::eval_detail
