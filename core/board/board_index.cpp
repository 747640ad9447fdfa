// The deferred build of a board's indices (Board::build_index): the lines of every family, the
// huygens lines and the 8x8 tiles, from cells_ in a few linear passes.
//
// Why not one insert per piece and family: on a board read in bulk (100,000 pieces) that grew
// the line map through a dozen rehashes, regrew each line's vector a few times (a malloc and a
// copy each), then sorted every line; most of the first query's 120 ms went there.
//
// How: the pieces are copied once into an array sorted by (y, x). A line of one family is the
// set of pieces with one cross value (Board::key_of), so a stable sort of the array by cross
// value puts each line's pieces side by side, and keeps them in (y, x) order. Along any line x
// and y both move monotonically, so that order is already the order along the line or its
// reverse (one std::reverse). The sort by cross value is a counting sort when the values lie
// close together (any board that is dense somewhere), else std::stable_sort. The number of
// lines is known before the first is inserted: the map is reserved once, and each line is
// allocated once at its final size.
#include <algorithm>
#include <cassert>
#include <limits>
#include <numeric>
#include <span>
#include <utility>
#include <vector>

#include "core/board/board.hpp"

namespace UICI_CORE_NS {
namespace {

// A piece as the build reads it: its square and piece_byte.
struct Placed {
    Square square;
    std::uint8_t piece;
};

// A counting sort needs one counter per possible value: used while that costs at most a few
// counters per piece.
bool countable(Wide lo, Wide hi, std::size_t n) { return hi - lo < static_cast<Wide>(4 * n + 1024); }

std::size_t bucket(Wide c, Wide lo) { return static_cast<std::size_t>(c - lo); }

// Board::key_of's cross value, inline here: the build computes it several times per piece and
// family.
Wide cross(SquareArg s, int family) {
    const auto d = kLineDir[static_cast<std::size_t>(family)];
    return static_cast<Wide>(s.x) * d.dy - static_cast<Wide>(s.y) * d.dx;
}

// Sorts the pieces stably by key: a counting sort through `spare` when the keys lie close
// together, else std::stable_sort.
template <class Key>
void stable_sort_by(std::vector<Placed>& pieces, std::vector<Placed>& spare, std::vector<std::uint32_t>& counts,
                    const Key& key) {
    if (pieces.empty()) return;
    Wide lo = key(pieces.front()), hi = lo;
    for (const Placed& p : pieces) {
        lo = std::min<Wide>(lo, key(p));
        hi = std::max<Wide>(hi, key(p));
    }
    if (!countable(lo, hi, pieces.size())) {
        std::stable_sort(pieces.begin(), pieces.end(),
                         [&](const Placed& a, const Placed& b) { return key(a) < key(b); });
        return;
    }
    counts.assign(bucket(hi, lo) + 1, 0);
    for (const Placed& p : pieces) ++counts[bucket(key(p), lo)];
    std::uint32_t start = 0;
    for (auto& c : counts) start += std::exchange(c, start);
    spare.resize(pieces.size());
    for (const Placed& p : pieces) spare[counts[bucket(key(p), lo)]++] = p;
    pieces.swap(spare);
}

// The cross values of the pieces on `family`'s lines, and their range.
std::pair<Wide, Wide> crosses_of(std::span<const Placed> pieces, int family, std::vector<Wide>& crosses) {
    crosses.resize(pieces.size());
    Wide lo = cross(pieces.front().square, family), hi = lo;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const Wide c = crosses[i] = cross(pieces[i].square, family);
        lo = std::min(lo, c);
        hi = std::max(hi, c);
    }
    return {lo, hi};
}

// How many distinct cross values (lines) there are.
std::size_t count_lines(std::vector<Wide>& crosses, Wide lo, Wide hi, std::vector<std::uint32_t>& counts) {
    if (countable(lo, hi, crosses.size())) {
        counts.assign(bucket(hi, lo) + 1, 0);
        std::size_t lines = 0;
        for (const Wide& c : crosses)
            if (counts[bucket(c, lo)]++ == 0) ++lines;
        return lines;
    }
    std::sort(crosses.begin(), crosses.end());
    return static_cast<std::size_t>(std::unique(crosses.begin(), crosses.end()) - crosses.begin());
}

// The pieces' indices ordered by cross value, stably (equal values keep the pieces' order).
void group_by_line(const std::vector<Wide>& crosses, Wide lo, Wide hi, std::vector<std::uint32_t>& counts,
                   std::vector<std::uint32_t>& order) {
    order.resize(crosses.size());
    if (!countable(lo, hi, crosses.size())) {
        std::iota(order.begin(), order.end(), std::uint32_t{0});
        std::stable_sort(order.begin(), order.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return crosses[a] < crosses[b]; });
        return;
    }
    counts.assign(bucket(hi, lo) + 1, 0);
    for (const Wide& c : crosses) ++counts[bucket(c, lo)];
    std::uint32_t start = 0;  // each counter becomes its value's first slot
    for (auto& c : counts) start += std::exchange(c, start);
    for (std::uint32_t i = 0; i < crosses.size(); ++i) order[counts[bucket(crosses[i], lo)]++] = i;
}

// How many 8x8 tiles the pieces touch. They are in (y, x) order, so the pieces of one row of
// tiles stand side by side.
std::size_t count_tiles(std::span<const Placed> pieces) {
    std::size_t tiles = 0;
    std::vector<Coord> columns;
    for (std::size_t i = 0; i < pieces.size();) {
        const Coord row = tile_of(pieces[i].square.y);
        columns.clear();
        for (; i < pieces.size() && (tile_of(pieces[i].square.y)) == row; ++i)
            columns.push_back(tile_of(pieces[i].square.x));
        std::sort(columns.begin(), columns.end());
        tiles += static_cast<std::size_t>(std::unique(columns.begin(), columns.end()) - columns.begin());
    }
    return tiles;
}

}  // namespace

void Board::build_index() const {
    indexed_ = true;
    // What the lazy phase found (board_lazy.cpp) stays where queries may still hold it.
    if (!lines_.empty() || !wide_lines_.empty() || !huygens_lines_.empty() || !tiles_.empty()) {
        retired_ = Retired();
        retired_.lines.swap(lines_);
        retired_.wide_lines.swap(wide_lines_);
        retired_.huygens_lines.swap(huygens_lines_);
        retired_.tiles.swap(tiles_);
    }
    empty_lines_ = 0;
    if (cells_.empty()) return;
    assert(cells_.size() <= std::numeric_limits<std::uint32_t>::max());
    std::vector<Placed> pieces, huygens;
    pieces.reserve(cells_.size());
    cells_.for_each([&](const Square& s, Piece p) {
        pieces.push_back({s, piece_byte(p)});
        if (p.type == PieceType::Huygens) huygens.push_back({s, piece_byte(p)});
    });
    // (y, x) order: by x, then stably by y.
    std::vector<Placed> spare;
    std::vector<std::uint32_t> counts, order;
    for (std::vector<Placed>* group : {&pieces, &huygens}) {
        stable_sort_by(*group, spare, counts, [](const Placed& p) { return Wide{p.square.x}; });
        stable_sort_by(*group, spare, counts, [](const Placed& p) { return Wide{p.square.y}; });
    }
    spare = {};

    tiles_.reserve(tiles_.size() + count_tiles(pieces));
    for (const Placed& p : pieces) {
        Tile& t = tiles_[tile_key(p.square)];
        t.cell[static_cast<std::size_t>(tile_cell(p.square))] = p.piece;
        t.occupied |= std::uint64_t{1} << tile_cell(p.square);
    }

    std::vector<Wide> crosses;
    // `reserve(n)` makes room for n lines, `slot(cross, family)` is the (new) line to fill.
    const auto bulk_lines = [&](const auto& reserve, const auto& slot, std::span<const Placed> group, int families) {
        if (group.empty()) return;
        std::size_t total = 0;
        for (int f = 0; f < families; ++f) {
            const auto [lo, hi] = crosses_of(group, f, crosses);
            total += count_lines(crosses, lo, hi, counts);
        }
        reserve(total);
        for (int f = 0; f < families; ++f) {
            const auto [lo, hi] = crosses_of(group, f, crosses);
            group_by_line(crosses, lo, hi, counts, order);
            for (std::size_t i = 0; i < order.size();) {
                const Wide line_cross = crosses[order[i]];
                assert(line_cross == key_of(group[order[i]].square, f).cross);
                std::size_t j = i + 1;
                while (j < order.size() && crosses[order[j]] == line_cross) ++j;
                Line& line = slot(line_cross, f);
                line.reserve(j - i);
                for (; i < j; ++i) {
                    const Placed& p = group[order[i]];
                    line.push_back(LineEntry{pos_of(p.square, f), p.piece});
                }
                // Along a line x and y both move monotonically: (y, x) order is the order
                // along it, or its reverse.
                if (line.front().pos > line.back().pos) std::reverse(line.begin(), line.end());
                assert(std::is_sorted(line.begin(), line.end(),
                                      [](const LineEntry& a, const LineEntry& b) { return a.pos < b.pos; }));
            }
        }
    };
    // (Nearly every line has a short key: room for all in lines_; wide_lines_ grows as needed.)
    bulk_lines([&](std::size_t n) { lines_.reserve(lines_.size() + n); },
               [&](const Wide& c, int f) -> Line& { return line_to_fill(c, f); }, pieces,
               knightrider_lines_ ? kLineFamilies : 4);
    bulk_lines([&](std::size_t n) { huygens_lines_.reserve(huygens_lines_.size() + n); },
               [&](const Wide& c, int f) -> Line& {
                   return huygens_lines_.try_emplace(LineKey{c, f}).first->second;
               },
               huygens, 2);
}

}  // namespace UICI_CORE_NS
