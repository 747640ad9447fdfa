// Mobility: a piece with more squares to go to is worth more. A slider's count along each of
// its rays stops at the first piece (one more when that piece is the enemy's), at the border,
// at the rules' slide limit and at kRayCap: on the unbounded board every open ray would
// otherwise be worth the same infinity, and past a few squares more room adds nothing.
// One lookup in the board's line index a line (both senses at once), one hash probe a leap;
// the border's distances once a piece. Where the pieces lie close together (eval_terms.hpp's
// Occupancy), a leap reads a byte of a grid and a ray steps through it instead, the border
// drawn on the grid as walls.
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

// line_reach's count for one sense, from the occupancy: the first piece or wall within `reach`
// steps of `step` from place `at` cuts it (a piece's square counts when it is `enemy`'s).
int ray_reach(const std::uint8_t* at, int step, int reach, std::uint8_t enemy) {
    for (int k = 1; k <= reach; ++k) {
        at += step;
        if (*at != 0) return k - 1 + (*at == enemy ? 1 : 0);
    }
    return reach;
}

// The farthest a ray (kRayCap steps of up to 2 squares) or a leap reaches from its piece.
constexpr int kFarthest = [] {
    int far = 2 * kRayCap;
    for (int t = 0; t < kPieceTypeCount; ++t)
        for (const Offset& o : spec(static_cast<PieceType>(t)).leaps)
            far = std::max({far, o.dx < 0 ? -o.dx : +o.dx, o.dy < 0 ? -o.dy : +o.dy});
    return far;
}();
static_assert(kFarthest <= Occupancy::kMargin, "the occupancy's margin must hold every ray and leap");

}  // namespace

void Occupancy::clear() {
    for (const int at : set_) grid_[static_cast<std::size_t>(at)] = 0;
    set_.clear();
}

bool Occupancy::fill(std::initializer_list<const std::vector<Placed>*> lists) {
#if !UICI_WIDE
    constexpr std::uint64_t kInner = kSide - 2 * kMargin;
    for (const auto* list : lists)
        for (const Placed& q : *list) {
            // Differences past 64 bits wrap to a value the test refuses as well.
            const auto x = static_cast<std::uint64_t>(q.s.x) - static_cast<std::uint64_t>(x0_) - kMargin;
            const auto y = static_cast<std::uint64_t>(q.s.y) - static_cast<std::uint64_t>(y0_) - kMargin;
            if (x >= kInner || y >= kInner) return false;
            const auto at = static_cast<int>((y + kMargin) * kSide + x + kMargin);
            std::uint8_t& cell = grid_[static_cast<std::size_t>(at)];
            if (cell != 0) return false;  // a wall: the piece stands outside the border
            cell = byte(q.p.color);
            set_.push_back(at);
        }
    return true;
#else
    (void)lists;
    return false;
#endif
}

bool Occupancy::recentre(std::initializer_list<const std::vector<Placed>*> lists, const Border& border) {
#if !UICI_WIDE
    std::int64_t x0 = INT64_MAX, y0 = INT64_MAX, x1 = INT64_MIN, y1 = INT64_MIN;
    for (const auto* list : lists)
        for (const Placed& q : *list) {
            x0 = std::min(x0, q.s.x);
            x1 = std::max(x1, q.s.x);
            y0 = std::min(y0, q.s.y);
            y1 = std::max(y1, q.s.y);
        }
    if (x1 < x0 || x0 < -kNarrowLimit || y0 < -kNarrowLimit || x1 > kNarrowLimit || y1 > kNarrowLimit) return false;
    // The spans are at most 2^61 here; the rectangle's middle goes to the grid's. (A position
    // that does not fit leaves the grid as it was: the next that fits it needs no new walls.)
    if (x1 - x0 >= kSide - 2 * kMargin - 1 || y1 - y0 >= kSide - 2 * kMargin - 1) return false;
    x0_ = x0 + (x1 - x0) / 2 - kSide / 2;
    y0_ = y0 + (y1 - y0) / 2 - kSide / 2;
    border_ = border;
    // The border's first and last place on each axis, clamped to the grid (-1 and kSide: none).
    const auto limit = [](const std::optional<Coord>& b, std::int64_t origin, std::int64_t open) {
        if (!b) return open;
        std::int64_t d = 0;
        if (!diff64(*b, origin, d)) return *b > origin ? std::int64_t{kSide} : std::int64_t{-1};
        return std::clamp<std::int64_t>(d, -1, kSide);
    };
    const std::int64_t left = limit(border.left, x0_, -1), right = limit(border.right, x0_, kSide);
    const std::int64_t bottom = limit(border.bottom, y0_, -1), top = limit(border.top, y0_, kSide);
    for (std::int64_t y = 0; y < kSide; ++y) {
        const auto row = grid_.begin() + y * kSide;
        if (y < bottom || y > top || left > right) {
            std::fill(row, row + kSide, kWall);
            continue;
        }
        // Walls on [0, left) and (right, kSide), empty squares between.
        const std::int64_t open_from = std::max<std::int64_t>(left, 0),
                           open_to = std::min<std::int64_t>(right + 1, kSide);
        std::fill(row, row + open_from, kWall);
        std::fill(row + open_from, row + open_to, std::uint8_t{0});
        std::fill(row + open_to, row + kSide, kWall);
    }
    centred_ = true;
    return true;
#else
    (void)lists;
    (void)border;
    return false;
#endif
}

void Occupancy::build(std::initializer_list<const std::vector<Placed>*> lists, const Border& border) {
    clear();
    built_ = false;
    if (centred_ && border == border_) {
        built_ = fill(lists);
        if (built_) return;
        clear();
    }
    built_ = recentre(lists, border) && fill(lists);
    if (!built_) clear();
}

int mobility(const Position& p, const std::vector<Placed>& ours, Color c, const Occupancy* occupancy) {
    const Occupancy* occ = occupancy != nullptr && occupancy->built() ? occupancy : nullptr;
    const std::uint8_t enemy = Occupancy::byte(opposite(c));
    int cap = kRayCap;
    if (p.rules.slide_limit && *p.rules.slide_limit < cap) cap = std::max(0, static_cast<int>(*p.rules.slide_limit));
    int score = 0;
    for (const Placed& x : ours) {
        const PieceSpec& sp = spec(x.p.type);
        // Royals keep out of play; pawns and the special movers (huygens, rose) are left out.
        if (sp.royal || sp.special != Special::None) continue;
        int leaps = 0, slides = 0, rays = 0;
        if (occ != nullptr) {
            // Walls stand for the border: no room to find.
            const std::uint8_t* here = occ->at(x.s);
            for (const Offset& o : sp.leaps) {
                const std::uint8_t b = here[o.dy * Occupancy::kSide + o.dx];
                if (b == 0 || b == enemy) ++leaps;
            }
            for (std::uint8_t lines = sp.slide_lines; lines != 0; lines &= static_cast<std::uint8_t>(lines - 1)) {
                const Offset d = kLineDir[static_cast<std::size_t>(std::countr_zero(lines))];
                const int step = d.dy * Occupancy::kSide + d.dx;
                slides += ray_reach(here, step, cap, enemy) + ray_reach(here, -step, cap, enemy);
                rays += 2;
            }
        } else {
            const Room room = room_of(p.rules.border, x.s);
            for (const Offset& o : sp.leaps) {
                if (!leap_inside(room, o)) continue;
                const auto to = offset(x.s, o.dx, o.dy);
                if (!to) continue;
                const Piece* q = p.board.find(*to);
                if (q == nullptr || q->color == opposite(c)) ++leaps;
            }
            // The rays counted in the loop: std::popcount is a library call without -mpopcnt.
            for (std::uint8_t lines = sp.slide_lines; lines != 0; lines &= static_cast<std::uint8_t>(lines - 1)) {
                slides += line_reach(p, x.s, room, c, std::countr_zero(lines), cap);
                rays += 2;
            }
        }
        score += piece_mobility(leaps, static_cast<int>(sp.leaps.size()), slides, rays);
    }
    return score;
}

}  // namespace UICI_CORE_NS::search::eval_detail
