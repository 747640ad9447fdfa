// A board seen with a few squares changed, without touching it: the position after a move,
// as the check tests need it. Removed squares read as empty, added pieces win over what the
// board holds there. Holds at most three removals and two additions (castling, en passant).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "core/board/board.hpp"
#include "core/board/lines.hpp"

namespace UICI_CORE_NS {

struct LineHit {
    Square square;
    Count distance;  // steps from the scan's start
    Piece piece;     // what stands there (as the view sees it)
};

class BoardView {
public:
    explicit BoardView(const Board& board) : board_(&board) {}

    void remove(SquareArg s) {
        removed_[removed_count_++] = s;
        changed_[changed_count_++] = s;
    }
    void add(SquareArg s, Piece p) {
        added_[added_count_++] = {s, p};
        changed_[changed_count_++] = s;
    }

    [[nodiscard]] const Board& board() const { return *board_; }
    [[nodiscard]] bool plain() const { return removed_count_ == 0 && added_count_ == 0; }

    [[nodiscard]] const Piece* find(SquareArg s) const {
        for (int i = 0; i < added_count_; ++i)
            if (added_[i].square == s) return &added_[i].piece;
        for (int i = 0; i < removed_count_; ++i)
            if (removed_[i] == s) return nullptr;
        return board_->find(s);
    }

    // What the changes say about `s`: 0 nothing (ask the board), 1 empty, 2 holds *out.
    [[nodiscard]] int overlay(SquareArg s, Piece& out) const {
        for (int i = 0; i < added_count_; ++i)
            if (added_[i].square == s) {
                out = added_[i].piece;
                return 2;
            }
        for (int i = 0; i < removed_count_; ++i)
            if (removed_[i] == s) return 1;
        return 0;
    }

    // Every square the view changes (removed or added), at most five.
    [[nodiscard]] std::span<const Square> changed() const {
        return {changed_.data(), static_cast<std::size_t>(changed_count_)};
    }

    // The nearest occupied squares beyond `from` in both senses of `family` ([0]: sense +1,
    // [1]: sense -1), from a single line lookup.
    [[nodiscard]] std::array<std::optional<LineHit>, 2> neighbours(SquareArg from, int family) const;

    // Nearest occupied square beyond `from` along (family, sense).
    [[nodiscard]] std::optional<LineHit> nearest(SquareArg from, int family, int sense) const {
        std::optional<LineHit> hit;
        scan(from, family, sense, [&](LineHit h) {
            hit = h;
            return false;
        });
        return hit;
    }

    // Calls f(LineHit) for every occupied square beyond `from`, nearest first, until f
    // returns false.
    template <class F>
    void scan(SquareArg from, int family, int sense, F&& f) const;

private:
    struct Added {
        Square square;
        Piece piece;
    };
    // A quick filter before line_steps: false means `b` is certainly off the line through `a`
    // (compares the line's invariant modulo 2^64).
    static bool maybe_on_line(SquareArg a, SquareArg b, int family) {
#if UICI_WIDE
        (void)a, (void)b, (void)family;
        return true;
#else
        const auto d = kLineDir[family];
        const auto inv = [&](Square s) {
            return static_cast<std::uint64_t>(s.x) * static_cast<std::uint64_t>(std::int64_t{d.dy}) -
                   static_cast<std::uint64_t>(s.y) * static_cast<std::uint64_t>(std::int64_t{d.dx});
        };
        return inv(a) == inv(b);
#endif
    }
    [[nodiscard]] bool is_removed(SquareArg s) const {
        for (int i = 0; i < removed_count_; ++i)
            if (removed_[i] == s) return true;
        return false;
    }

    const Board* board_;
    std::array<Square, 3> removed_{};
    std::array<Added, 2> added_{};
    std::array<Square, 5> changed_{};
    int removed_count_ = 0;
    int added_count_ = 0;
    int changed_count_ = 0;
};

// hi - lo for line positions hi > lo: exact in uint64 in the narrow build.
inline Count line_gap(const Coord& hi, const Coord& lo) {
#if UICI_WIDE
    return hi - lo;
#else
    return static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
#endif
}

inline std::array<std::optional<LineHit>, 2> BoardView::neighbours(SquareArg from, int family) const {
    std::array<std::optional<LineHit>, 2> out;
    const Board::LineSpan line = board_->line(from, family);
    const Coord& pos = Board::line_pos(from, family);
    const Board::LineEntry* begin = line.data;
    const Board::LineEntry* end = line.data + line.size;
    const Board::LineEntry* down =
        std::lower_bound(begin, end, pos, [](const Board::LineEntry& e, Coord c) { return e.pos < c; });
    const Board::LineEntry* up = down != end && down->pos == pos ? down + 1 : down;
    // Positions grow along kLineDir for most families; for the others sense +1 walks down.
    const bool plus_is_up = Board::line_pos_sign(family) > 0;
    for (const Board::LineEntry* it = up; it != end; ++it) {
        const Square s = Board::line_square(from, family, it->pos);
        if (removed_count_ && is_removed(s)) continue;
        // Both positions are int64 and it->pos > pos: the difference is exact in uint64.
        out[plus_is_up ? 0 : 1] = LineHit{s, line_gap(it->pos, pos), Board::byte_piece(it->piece)};
        break;
    }
    for (const Board::LineEntry* it = down; it != begin;) {
        --it;
        const Square s = Board::line_square(from, family, it->pos);
        if (removed_count_ && is_removed(s)) continue;
        out[plus_is_up ? 1 : 0] = LineHit{s, line_gap(pos, it->pos), Board::byte_piece(it->piece)};
        break;
    }
    for (int i = 0; i < added_count_; ++i) {
        if (!maybe_on_line(from, added_[i].square, family)) continue;
        const auto k = line_steps(from, added_[i].square, family);
        if (!k || *k == 0) continue;
        auto& slot = out[*k > 0 ? 0 : 1];
        if (!slot || magnitude(*k) <= slot->distance) slot = LineHit{added_[i].square, magnitude(*k), added_[i].piece};
    }
    return out;
}

template <class F>
void BoardView::scan(SquareArg from, int family, int sense, F&& f) const {
    // Added squares on this ray, nearest first (at most two).
    std::array<LineHit, 2> extra{};
    int extras = 0;
    for (int i = 0; i < added_count_; ++i) {
        if (!maybe_on_line(from, added_[i].square, family)) continue;
        const auto k = line_steps(from, added_[i].square, family);
        if (k && *k != 0 && sense_of(*k) == sense) extra[extras++] = {added_[i].square, magnitude(*k), added_[i].piece};
    }
    if (extras == 2 && extra[1].distance < extra[0].distance) std::swap(extra[0], extra[1]);
    int next = 0;
    const Board::LineSpan line = board_->line(from, family);
    const Coord& pos = Board::line_pos(from, family);
    const Board::LineEntry* begin = line.data;
    const Board::LineEntry* end = line.data + line.size;
    const Board::LineEntry* it =
        std::lower_bound(begin, end, pos, [](const Board::LineEntry& e, Coord c) { return e.pos < c; });
    const bool up = sense * Board::line_pos_sign(family) > 0;
    if (up && it != end && it->pos == pos) ++it;
    for (;;) {
        const Board::LineEntry* e = nullptr;
        if (up && it != end) e = it++;
        if (!up && it != begin) e = --it;
        if (!e) break;
        const Square s = Board::line_square(from, family, e->pos);
        const Count d = magnitude(up ? static_cast<Wide>(e->pos) - pos : static_cast<Wide>(pos) - e->pos);
        bool replaced = false;
        while (next < extras && extra[next].distance <= d) {
            const LineHit h = extra[next++];
            if (!f(h)) return;
            replaced = replaced || h.distance == d;  // the board's piece there is replaced
        }
        if (replaced || (removed_count_ && is_removed(s))) continue;
        if (!f(LineHit{s, d, Board::byte_piece(e->piece)})) return;
    }
    while (next < extras)
        if (!f(extra[next++])) return;
}

}  // namespace UICI_CORE_NS
