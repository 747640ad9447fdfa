// Mobility: a piece with more squares to go to is worth more. A slider's count along each of
// its rays stops at the first piece (one more when that piece is the enemy's), at the border,
// at the rules' slide limit and at kRayCap: on the unbounded board every open ray would
// otherwise be worth the same infinity, and past a few squares more room adds nothing.
// One lookup in the board's line index a line (both senses at once), one hash probe a leap;
// the border's distances once a piece.
#include <algorithm>
#include <bit>
#include <cstdint>

#include "core/board/board.hpp"
#include "search/eval_terms.hpp"

namespace UICI_CORE_NS::search::eval_detail {
namespace {

constexpr int kRayCap = 7;  // an 8x8 board's longest ray

// Signed steps from a piece's square to each side of the border, found once a piece (a ray
// only takes the sides it heads for). Clamped to +-kFar, which no cap or leap comes near, so
// that they fit 64 bits at any size; kFar on an open side.
constexpr std::int64_t kFar = std::int64_t{1} << 30;
struct Room {
    std::int64_t right = kFar, left = kFar, up = kFar, down = kFar;
};

// a - b clamped to +-kFar, exactly at any size (a difference past 64 bits told by its sign).
std::int64_t clamped_diff(const Coord& a, const Coord& b) {
    std::int64_t d = 0;
    if (!diff64(a, b, d)) return a > b ? kFar : -kFar;
    return std::clamp(d, -kFar, kFar);
}

Room room_of(const Border& b, const Square& s) {
    Room r;
    if (b.right) r.right = clamped_diff(*b.right, s.x);
    if (b.left) r.left = clamped_diff(s.x, *b.left);
    if (b.top) r.up = clamped_diff(*b.top, s.y);
    if (b.bottom) r.down = clamped_diff(s.y, *b.bottom);
    return r;
}

// Steps of (dx, dy) (each -2..2) before the border is left, at most cap; 0 for a square
// outside the border. A knightrider's 2 halves the room by a shift: it rounds a negative room
// down where a division would round it up to 0, and either way the answer is 0.
int room_steps(const Room& r, int dx, int dy, int cap) {
    std::int64_t best = cap;
    const auto limit = [&best](std::int64_t room, int d) {
        const std::int64_t n = room >> ((d & 1) ^ 1);
        if (n < best) best = n;
    };
    if (dx > 0) limit(r.right, dx);
    if (dx < 0) limit(r.left, dx);
    if (dy > 0) limit(r.up, dy);
    if (dy < 0) limit(r.down, dy);
    return best < 0 ? 0 : static_cast<int>(best);
}

// Empty squares between two positions of one line (|a - b| - 1), at most cap.
int gap(const Coord& a, const Coord& b, int cap) {
    const std::int64_t d = clamped_diff(a, b);
    const std::int64_t free = (d < 0 ? -d : d) - 1;
    return free > cap ? cap : static_cast<int>(free);
}

// The squares a slider standing on s reaches along line `family`, both senses.
int line_reach(const Position& p, const Square& s, const Room& room, Color c, int family, int cap) {
    const Board::LineSpan line = p.board.line(s, family);
    const Coord& here = Board::line_pos(s, family);
    const auto* end = line.data + line.size;
    const auto* at =
        std::lower_bound(line.data, end, here, [](const Board::LineEntry& e, const Coord& v) { return e.pos < v; });
    const Offset dir = kLineDir[static_cast<std::size_t>(family)];
    const int sign = Board::line_pos_sign(family);
    int total = 0;
    for (int sense = -1; sense <= 1; sense += 2) {
        // Along `sense` the position grows when sense * sign > 0.
        const int up = sense * sign;
        int reach = room_steps(room, dir.dx * sense, dir.dy * sense, cap);
        const Board::LineEntry* next = nullptr;
        if (up > 0) {
            const auto* it = at;
            if (it != end && it->pos == here) ++it;
            if (it != end) next = it;
        } else if (at != line.data) {
            next = at - 1;
        }
        if (next != nullptr) {
            const int free = gap(here, next->pos, cap);
            if (free < reach) {
                // The blocker's square counts when it can be taken.
                const Piece q = Board::byte_piece(next->piece);
                reach = free + (q.color == opposite(c) && free < cap ? 1 : 0);
            }
        }
        total += reach;
    }
    return total;
}

// Whether a leap of (dx, dy) from a square with this room stays inside the border.
bool leap_inside(const Room& r, const Offset& o) {
    return o.dx <= r.right && -o.dx <= r.left && o.dy <= r.up && -o.dy <= r.down;
}

}  // namespace

int mobility(const Position& p, const std::vector<Placed>& ours, Color c) {
    int cap = kRayCap;
    if (p.rules.slide_limit && *p.rules.slide_limit < cap) cap = std::max(0, static_cast<int>(*p.rules.slide_limit));
    int score = 0;
    for (const Placed& x : ours) {
        const PieceSpec& sp = spec(x.p.type);
        // Royals keep out of play; pawns and the special movers (huygens, rose) are left out.
        if (sp.royal || sp.special != Special::None) continue;
        const Room room = room_of(p.rules.border, x.s);
        int leaps = 0;
        for (const Offset& o : sp.leaps) {
            if (!leap_inside(room, o)) continue;
            const auto to = offset(x.s, o.dx, o.dy);
            if (!to) continue;
            const Piece* q = p.board.find(*to);
            if (q == nullptr || q->color == opposite(c)) ++leaps;
        }
        int slides = 0, rays = 0;
        // The rays counted in the loop: std::popcount is a library call without -mpopcnt.
        for (std::uint8_t lines = sp.slide_lines; lines != 0; lines &= static_cast<std::uint8_t>(lines - 1)) {
            slides += line_reach(p, x.s, room, c, std::countr_zero(lines), cap);
            rays += 2;
        }
        // Centred on a typical count (half the leaps, two squares a ray), so that a trade of
        // pieces changes the score by little more than their material.
        const int leap_weight = rays == 0 ? 4 : 2;
        const int slide_weight = rays > 4 ? 2 : 3;
        score += leap_weight * (2 * leaps - static_cast<int>(sp.leaps.size())) / 2;
        score += slide_weight * (slides - 2 * rays);
    }
    return score;
}

}  // namespace UICI_CORE_NS::search::eval_detail
