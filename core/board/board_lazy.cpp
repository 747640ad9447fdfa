// The lazy phase of a board read in bulk (Board::defer_index): each query is answered from the
// line or tile it asks for alone, found by one pass over the pieces or 64 lookups, and kept.
//
// Why: `uici convert` of a 100,000-piece game with a few moves spent nearly all of its time
// building every line of every family (board_index.cpp, 400,000 lines for pieces spread far
// apart) to check a few moves, which ask for a few dozen lines and tiles. A pass over the
// pieces costs a small fraction of the full build, so the board answers from passes while
// they are few (kLazyScans, kLazyTiles) and then builds everything in one go, as before.
//
// What stays true: a line or tile the maps hold is complete and kept up to date by put and
// remove (an emptied one stays, known to be empty); one they do not hold is unknown, never
// empty. A query may hold a line or tile while it asks for another (a huygens line while it
// scans a rank, the 3x3 tiles of an attack test), so nothing a query returned may move before
// the next put: the maps get their room before the first insert and never rehash in this
// phase, and the full build keeps the phase's maps (retired_) until the next put.
#include <algorithm>
#include <array>
#include <bit>

#include "core/board/board.hpp"

namespace UICI_CORE_NS {
namespace {

// Room for n more entries without a rehash; an empty map gets room for `budget` first.
template <class Map>
bool room_for(Map& map, std::size_t n, std::size_t budget) {
    if (map.size() + n <= map.max_load()) return true;
    if (!map.empty()) return false;  // a copy of a lazy board: no room was reserved in it
    map.reserve(std::max(budget, n));
    return n <= map.max_load();
}

bool has_huygens(std::uint32_t white, std::uint32_t black, std::uint32_t neutral) {
    return (((white | black | neutral) >> index(PieceType::Huygens)) & 1) != 0;
}

}  // namespace

void Board::defer_index() {
    indexed_ = false;
    hashed_ = false;
    lines_.clear();
    wide_lines_.clear();
    empty_lines_ = 0;
    huygens_lines_.clear();
    tiles_.clear();
    retired_ = Retired();
    lazy_scans_ = lazy_tiles_ = 0;
}

// Whether the lazy phase may insert `lines` lines (one pass) or `tiles` tiles; false sends the
// query to the full build. A small board builds everything at once: its passes gain nothing.
bool Board::lazy_room(std::size_t lines, std::size_t wide_lines, std::size_t tiles) const {
    if (cells_.size() < kLazyPieces) return false;
    if (lines != 0) {
        if (lazy_scans_ >= kLazyScans || !room_for(lines_, lines, std::size_t{kLazyScans} * kLineFamilies))
            return false;
        // wide_lines_ gets its room only on a board that asks for a line far out.
        if (wide_lines != 0 && !room_for(wide_lines_, wide_lines, std::size_t{kLazyScans} * kLineFamilies))
            return false;
        if (has_huygens(types_[0], types_[1], types_[2]) && !room_for(huygens_lines_, 2, std::size_t{kLazyScans} * 2))
            return false;
        ++lazy_scans_;
    }
    if (tiles != 0) {
        if (lazy_tiles_ >= kLazyTiles || !room_for(tiles_, tiles, kLazyTiles)) return false;
        ++lazy_tiles_;
    }
    return true;
}

// Every unknown line through s (of each family in use, and the huygens lines of its rank and
// file when the board has a huygens), in one pass over the pieces.
void Board::scan_lines(SquareArg s) const {
    const int families = knightrider_lines_ ? kLineFamilies : 4;
    std::array<Line*, kLineFamilies> fill{};
    bool any = false;
    for (int f = 0; f < families; ++f) {
        if (find_line(s, f) != nullptr) continue;
        fill[static_cast<std::size_t>(f)] = &line_to_fill(s, f);
        any = true;
    }
    std::array<Line*, 2> fill_huygens{};
    if (has_huygens(types_[0], types_[1], types_[2]))
        for (int f = 0; f < 2; ++f) {
            const LineKey key = key_of(s, f);
            if (huygens_lines_.contains(key)) continue;
            fill_huygens[static_cast<std::size_t>(f)] = &huygens_lines_[key];
            any = true;
        }
    if (!any) return;
    cells_.for_each([&](const Square& q, Piece p) {
    // q is on s's line of family f when (q - s) is a multiple of kLineDir[f]. The narrow
    // build first compares modulo 2^64 (one multiply a family, no 128-bit arithmetic): a
    // piece off every line, nearly all of them, costs only that.
#if !UICI_WIDE
        const std::uint64_t ux = static_cast<std::uint64_t>(q.x) - static_cast<std::uint64_t>(s.x);
        const std::uint64_t uy = static_cast<std::uint64_t>(q.y) - static_cast<std::uint64_t>(s.y);
        bool maybe = false;
        for (int f = 0; f < families; ++f) {
            const auto d = kLineDir[static_cast<std::size_t>(f)];
            maybe |= ux * static_cast<std::uint64_t>(std::int64_t{d.dy}) ==
                     uy * static_cast<std::uint64_t>(std::int64_t{d.dx});
        }
        if (!maybe) return;
#endif
        const Wide dx = static_cast<Wide>(q.x) - s.x, dy = static_cast<Wide>(q.y) - s.y;
        if (families == 4 && dx != 0 && dy != 0 && dx != dy && dx != -dy) return;
        const std::uint8_t b = piece_byte(p);
        for (int f = 0; f < families; ++f) {
            Line* line = fill[static_cast<std::size_t>(f)];
            const auto d = kLineDir[static_cast<std::size_t>(f)];
            if (line != nullptr && dx * d.dy == dy * d.dx) line->push_back(LineEntry{pos_of(q, f), b});
        }
        if (p.type == PieceType::Huygens)
            for (int f = 0; f < 2; ++f)
                if (Line* line = fill_huygens[static_cast<std::size_t>(f)]; line && (f == 0 ? dy == 0 : dx == 0))
                    line->push_back(LineEntry{pos_of(q, f), b});
    });
    const auto by_pos = [](const LineEntry& a, const LineEntry& c) { return a.pos < c.pos; };
    for (Line* line : fill)
        if (line) std::sort(line->begin(), line->end(), by_pos);
    for (Line* line : fill_huygens)
        if (line) std::sort(line->begin(), line->end(), by_pos);
}

// How many of the lines through s (families 0..families-1) are kept in wide_lines_.
std::size_t Board::wide_count(SquareArg s, int families) {
    const auto bits = short_families(s, families);
    return static_cast<std::size_t>(families - std::popcount(bits));
}

const Board::Line* Board::lazy_line(SquareArg s, int family) const {
    const Line* line = find_line(s, family);
    if (line == nullptr) {
        if (!lazy_room(kLineFamilies, wide_count(s, kLineFamilies), 0)) {
            build_index();
            return line_of(s, family);
        }
        scan_lines(s);
        line = find_line(s, family);
    }
    return line->empty() ? nullptr : line;
}

Board::LineSpan Board::lazy_huygens_line(SquareArg s, int family) const {
    if (!has_huygens(types_[0], types_[1], types_[2])) return {};
    const LineKey key = key_of(s, family);
    auto it = huygens_lines_.find(key);
    if (it == huygens_lines_.end()) {
        if (!lazy_room(kLineFamilies, wide_count(s, kLineFamilies), 0)) {
            build_index();
            return huygens_line(s, family);
        }
        scan_lines(s);
        it = huygens_lines_.find(key);
    }
    return {it->second.data(), it->second.size()};
}

const Board::Tile* Board::lazy_tile(const Square& key) const {
    auto it = tiles_.find(key);
    if (it == tiles_.end()) {
        if (!lazy_room(0, 0, 1)) {
            build_index();
            return tile(key.x, key.y);
        }
        Tile t;
        const Coord x0 = key.x * 8, y0 = key.y * 8;
        for (int cell = 0; cell < 64; ++cell) {
            const Piece* p = find(Square{x0 + (cell & 7), y0 + (cell >> 3)});
            if (p == nullptr) continue;
            t.cell[static_cast<std::size_t>(cell)] = piece_byte(*p);
            t.occupied |= std::uint64_t{1} << cell;
        }
        it = tiles_.emplace(key, t).first;
    }
    return it->second.occupied != 0 ? &it->second : nullptr;
}

// A piece placed in the lazy phase joins the lines and tile already known.
void Board::lazy_add(SquareArg s, Piece p) {
    if (lines_.empty() && wide_lines_.empty() && huygens_lines_.empty() && tiles_.empty()) return;
    const int families = knightrider_lines_ ? kLineFamilies : 4;
    const std::uint8_t b = piece_byte(p);
    for (int f = 0; f < families; ++f)
        if (Line* line = find_line(s, f)) line_insert(*line, pos_of(s, f), b);
    if (p.type == PieceType::Huygens)
        for (int f = 0; f < 2; ++f)
            if (auto it = huygens_lines_.find(key_of(s, f)); it != huygens_lines_.end())
                line_insert(it->second, pos_of(s, f), b);
    if (auto it = tiles_.find(tile_key(s)); it != tiles_.end()) {
        it->second.cell[static_cast<std::size_t>(tile_cell(s))] = b;
        it->second.occupied |= std::uint64_t{1} << tile_cell(s);
    }
}

// A piece removed in the lazy phase leaves the lines and tile already known (which stay, empty
// or not).
void Board::lazy_remove(SquareArg s, Piece p) {
    if (lines_.empty() && wide_lines_.empty() && huygens_lines_.empty() && tiles_.empty()) return;
    const int families = knightrider_lines_ ? kLineFamilies : 4;
    for (int f = 0; f < families; ++f)
        if (Line* line = find_line(s, f)) line_erase(*line, pos_of(s, f));
    if (p.type == PieceType::Huygens)
        for (int f = 0; f < 2; ++f)
            if (auto it = huygens_lines_.find(key_of(s, f)); it != huygens_lines_.end())
                line_erase(it->second, pos_of(s, f));
    if (auto it = tiles_.find(tile_key(s)); it != tiles_.end()) {
        it->second.cell[static_cast<std::size_t>(tile_cell(s))] = 0;
        it->second.occupied &= ~(std::uint64_t{1} << tile_cell(s));
    }
}

}  // namespace UICI_CORE_NS
