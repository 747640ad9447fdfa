// The board's tiles around one target, as the attack test reads them.
#pragma once

#include <algorithm>
#include <array>
#include <utility>

#include "core/board/board_view.hpp"
#include "core/rules/attack_tables.hpp"

namespace UICI_CORE_NS {

// The tiles covering the squares within `radius` of a target (at most 3x3 of them), read
// once; squares the view changes are left out (a piece the view adds is the mover's, never
// an attacker, and a square it empties holds nothing).
class TileBlock {
public:
    TileBlock(const BoardView& view, SquareArg target, int radius) : view_(view) {
#if UICI_WIDE
        auto clamp = [](const Wide& v) { return v; };
#else
        auto clamp = [](Wide v) { return static_cast<Coord>(std::clamp<Wide>(v, INT64_MIN, INT64_MAX)); };
#endif
        x0_ = clamp(static_cast<Wide>(target.x) - radius);
        x1_ = clamp(static_cast<Wide>(target.x) + radius);
        y0_ = clamp(static_cast<Wide>(target.y) - radius);
        y1_ = clamp(static_cast<Wide>(target.y) + radius);
        tx0_ = x0_ >> kBits;
        ty0_ = y0_ >> kBits;
        nx_ = static_cast<int>((x1_ >> kBits) - tx0_) + 1;
        ny_ = static_cast<int>((y1_ >> kBits) - ty0_) + 1;
        // The view's changes inside the box, usually none: only those need a look per square.
        for (const Square& s : view.changed())
            if (s.x >= x0_ && s.x <= x1_ && s.y >= y0_ && s.y <= y1_) {
#if UICI_WIDE
                changed_offset_[static_cast<std::size_t>(changes_)] = {static_cast<int>(s.x - target.x),
                                                                       static_cast<int>(s.y - target.y)};
#endif
                changed_[changes_++] = s;
            }
#if UICI_WIDE
        // x0_ = target.x - radius lies tile_place(x0_) squares into the block's first tile.
        target_x_ = radius + tile_place(x0_);
        target_y_ = radius + tile_place(y0_);
#endif
    }

    // The piece on s (which must lie in the box).
    bool at(SquareArg s, Piece& out) const {
        for (int i = 0; i < changes_; ++i)
            if (changed_[i] == s) return view_.overlay(s, out) == 2;
        const Board::Tile* t = tile(static_cast<int>((s.x >> kBits) - tx0_), static_cast<int>((s.y >> kBits) - ty0_));
        if (!t) return false;
        const std::uint8_t b = t->cell[static_cast<std::size_t>(Board::tile_cell(s))];
        if (b == 0) return false;
        out = Board::byte_piece(b);
        return true;
    }

#if UICI_WIDE
    // at(target + (dx, dy)) for |dx|, |dy| <= radius, from the offset alone: the attack test's
    // probe squares are then never formed as numbers of the target's length (an allocation and
    // a subtraction of every limb each).
    bool at_offset(int dx, int dy, Piece& out) const {
        for (int i = 0; i < changes_; ++i)
            if (changed_offset_[static_cast<std::size_t>(i)] == std::pair{dx, dy})
                return view_.overlay(changed_[static_cast<std::size_t>(i)], out) == 2;
        const int x = target_x_ + dx, y = target_y_ + dy;  // from the first tile's corner: >= 0
        const Board::Tile* t = tile(x >> kBits, y >> kBits);
        if (!t) return false;
        const std::uint8_t b = t->cell[static_cast<std::size_t>((x & 7) | ((y & 7) << 3))];
        if (b == 0) return false;
        out = Board::byte_piece(b);
        return true;
    }
#endif

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
                    if (std::find(changed_.begin(), changed_.begin() + changes_, s) != changed_.begin() + changes_)
                        continue;
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
        const int c0 = static_cast<int>(std::max<Coord>(x0_ - ox, 0)),
                  c1 = static_cast<int>(std::min<Coord>(x1_ - ox, 7));
        const int r0 = static_cast<int>(std::max<Coord>(y0_ - oy, 0)),
                  r1 = static_cast<int>(std::min<Coord>(y1_ - oy, 7));
        return attack_tables::tile_mask(c0, c1, r0, r1);
    }

    const BoardView& view_;
    Coord x0_, x1_, y0_, y1_, tx0_, ty0_;
    int nx_, ny_;
    std::array<Square, 5> changed_{};
    int changes_ = 0;
#if UICI_WIDE
    std::array<std::pair<int, int>, 5> changed_offset_{};  // changed_[i] - target
    int target_x_ = 0, target_y_ = 0;                      // the target from the first tile's corner
#endif
    mutable std::array<const Board::Tile*, 9> tiles_{};
    mutable std::array<bool, 9> fetched_{};
};

}  // namespace UICI_CORE_NS
