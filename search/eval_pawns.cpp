// Pawn structure: passed pawns (no enemy pawn on its file or the two beside it between it and
// its promotion rank), doubled pawns (an own pawn ahead on the file) and isolated pawns (no own
// pawn on either file beside it). "Files" are x coordinates compared exactly, so the terms mean
// the same on 8x8, on the unbounded board and a 10^30 squares away; a side without promotion
// ranks has no passed pawns.
#include <algorithm>
#include <array>
#include <cstdint>

#include "core/board/board.hpp"

#include "search/eval_terms.hpp"
#include "search/keys.hpp"

namespace UICI_CORE_NS::search::eval_detail {
namespace {

// Past this many pawns a side the structure is not looked at (the pairs cost n^2).
constexpr std::size_t kPawnLimit = 48;
// Passed pawn bonus by steps left to the promotion rank (1..6), on top of eval.cpp's
// pawn_bonus, which every pawn gets in the ending.
constexpr int kPassed[] = {0, 60, 45, 30, 18, 10, 5};
// The weight of the royals' distances to a passed pawn's path, by steps left (passer_kings).
constexpr int kPasserKing[] = {0, 17, 12, 7, 2, 0, 0};
constexpr int kDoubled = 12;
constexpr int kIsolated = 10;

// |a - b| <= 1, exactly at any size.
bool adjacent_or_same(const Coord& a, const Coord& b) {
    std::int64_t d = 0;
    return diff64(a, b, d) && d >= -1 && d <= 1;
}

// Steps a pawn of c on row y still has to go to its nearest promotion rank ahead (0 when
// none is within 6).
int steps_to_promotion(const Position& p, const Coord& y, Color c) {
    int best = 7;
    for (const Coord& r : p.rules.of(c).promotion_ranks) {
        // In 64 bits: a difference past them is far from 1..6.
        std::int64_t d = 0;
        if (!(c == Color::White ? diff64(r, y, d) : diff64(y, r, d))) continue;
        if (d >= 1 && d < best) best = static_cast<int>(d);
    }
    return best > 6 ? 0 : best;
}

// Whether an enemy pawn stands on the file of s or a file beside it, 1 to `steps` rows ahead of
// s (towards c's promotion rank): then the pawn on s is not passed.
bool stopped(const Square& s, const std::vector<Square>& theirs, Color c, int steps) {
    const bool up = c == Color::White;
    for (const Square& e : theirs) {
        if (!adjacent_or_same(e.x, s.x)) continue;
        std::int64_t d = 0;
        if ((up ? diff64(e.y, s.y, d) : diff64(s.y, e.y, d)) && d >= 1 && d <= steps) return true;
    }
    return false;
}

}  // namespace

int pawn_structure(const Position& p, const std::vector<Square>& ours, const std::vector<Square>& theirs, Color c) {
    if (ours.size() > kPawnLimit || theirs.size() > kPawnLimit) return 0;
    const bool up = c == Color::White;
    int score = 0;
    for (const Square& s : ours) {
        bool neighbour = false, ahead = false;
        for (const Square& o : ours) {
            if (o == s) continue;
            if (o.x == s.x && (up ? o.y > s.y : o.y < s.y)) ahead = true;
            if (o.x != s.x && adjacent_or_same(o.x, s.x)) neighbour = true;
        }
        if (ahead) score -= kDoubled;
        if (!neighbour) score -= kIsolated;
        // Passed: the pawn in front of a doubled pair counts, the one behind does not.
        const int steps = ahead ? 0 : steps_to_promotion(p, s.y, c);
        if (steps == 0) continue;
        // The promotion rank steps ahead, as a row: no enemy pawn strictly ahead up to it.
        if (!stopped(s, theirs, c, steps)) score += kPassed[steps];
    }
    return score;
}

int passer_kings(const Position& p, const std::vector<Square>& ours, const std::vector<Square>& theirs, Color c) {
    if (ours.size() > kPawnLimit || theirs.size() > kPawnLimit) return 0;
    const std::vector<Square>& own = p.board.royals(c);
    const std::vector<Square>& enemy = p.board.royals(opposite(c));
    if (own.size() != 1 || enemy.size() != 1) return 0;
    const bool up = c == Color::White;
    int score = 0;
    for (const Square& s : ours) {
        const int steps = steps_to_promotion(p, s.y, c);
        if (steps == 0 || kPasserKing[steps] == 0) continue;
        // Passed as pawn_structure counts it: not behind an own pawn, no enemy pawn in its way.
        const auto behind = [&](const Square& o) { return o.x == s.x && (up ? o.y > s.y : o.y < s.y); };
        if (std::any_of(ours.begin(), ours.end(), behind) || stopped(s, theirs, c, steps)) continue;
        // The square in front of the pawn: its own royal near it escorts it, the enemy's far
        // from it cannot stop it.
        const auto front = offset(s, 0, up ? 1 : -1);
        if (!front) continue;
        const int theirs_away = cheb(*front, enemy.front(), 5), ours_away = cheb(*front, own.front(), 5);
        score += (19 * theirs_away / 4 - 2 * ours_away) * kPasserKing[steps] / 2;
    }
    return score;
}

std::array<int, 2> pawn_structures(const Position& p, const std::array<std::vector<Square>, 2>& pawns) {
    // Kept by a key of the pawns' squares and the promotion ranks: the structure changes only
    // when a pawn moves or is taken, and its n^2 pairs were 5 % of the 8x8 search's time.
    // A pawn's share is one mix of its square and colour, inline: Board::piece_hash (three
    // mixes, out of line) for each pawn was a sixth of the cost of a hit.
    std::uint64_t key = 0x9e3779b97f4a7c15ULL;
    for (int ci = 0; ci < 2; ++ci) {
        const Color c = ci == 0 ? Color::White : Color::Black;
        const std::uint64_t side = ci == 0 ? 0x243f6a8885a308d3ULL : 0x13198a2e03707344ULL;
        for (const Square& s : pawns[static_cast<std::size_t>(ci)])
            key ^= mix64((coord_bits(s.x) * 0x9e3779b97f4a7c15ULL) ^ coord_bits(s.y) ^ side);
        for (const Coord& r : p.rules.of(c).promotion_ranks)
            key = (key ^ Board::piece_hash(Square{r, ci}, {PieceType::Pawn, Color::Neutral})) * 0xff51afd7ed558ccdULL;
    }
    struct Slot {
        std::uint64_t key = 0;
        std::array<int, 2> score{};
        bool used = false;
    };
    thread_local std::array<Slot, 4096> cache;
    Slot& slot = cache[key & (cache.size() - 1)];
    if (!slot.used || slot.key != key)
        slot = {
            key,
            {pawn_structure(p, pawns[0], pawns[1], Color::White), pawn_structure(p, pawns[1], pawns[0], Color::Black)},
            true};
    return slot.score;
}

}  // namespace UICI_CORE_NS::search::eval_detail
