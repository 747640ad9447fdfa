#include "core/board/board.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>

namespace UICI_CORE_NS {
namespace {

// Bit index(t) set for each piece type t that `is` picks: looked up once a batch, not a piece.
template <class Pick>
std::uint32_t board_types_where(Pick is) {
    std::uint32_t mask = 0;
    for (int t = 0; t < kPieceTypeCount; ++t) mask |= std::uint32_t{is(static_cast<PieceType>(t))} << t;
    return mask;
}

bool royal_type(PieceType t) { return spec(t).royal; }

}  // namespace

// Lines of one family are told apart by the cross product of a square with the family's
// direction: it is constant along a line and, the directions being primitive, differs between
// parallel lines. It can pass the int64 range, hence 128 bits.
Board::LineKey Board::key_of(SquareArg s, int family) {
    const auto d = kLineDir[family];
    return {static_cast<Wide>(s.x) * d.dy - static_cast<Wide>(s.y) * d.dx, family};
}

std::size_t Board::LineKeyHash::operator()(const LineKey& k) const noexcept {
#if UICI_WIDE
    const std::uint64_t lo = coord_bits(k.cross), hi = 0;
#else
    __extension__ using UInt128 = unsigned __int128;
    const auto lo = static_cast<std::uint64_t>(k.cross);
    const auto hi = static_cast<std::uint64_t>(static_cast<UInt128>(k.cross) >> 64);
#endif
    return static_cast<std::size_t>((lo * 0x9E3779B97F4A7C15ULL) ^ (hi + 0x632BE59BD9B4E019ULL) ^
                                    (static_cast<std::uint64_t>(k.family) << 59));
}

const Board::Line* Board::line_of(SquareArg s, int family) const {
    if (family >= 4 && !knightrider_lines_) return nullptr;
    if (!indexed_) return lazy_line(s, family);
    return find_line(s, family);
}

const Board::Line* Board::find_line(SquareArg s, int family) const {
    std::uint64_t key = 0;
    if (short_key(s, family, key)) {
        auto it = lines_.find(key);
        return it == lines_.end() ? nullptr : &it->second;
    }
    auto it = wide_lines_.find(key_of(s, family));
    return it == wide_lines_.end() ? nullptr : &it->second;
}

Board::Line& Board::line_to_fill(const Wide& cross, int family) const {
    std::uint64_t key = 0;
    if (!short_cross(cross, family, key)) return wide_lines_[LineKey{cross, family}];
    auto [it, fresh] = lines_.try_emplace(key);
    if (!fresh && it->second.empty() && empty_lines_ > 0) --empty_lines_;
    return it->second;
}

Board::Line& Board::line_to_fill(SquareArg s, int family) const {
    std::uint64_t key = 0;
    if (!short_key(s, family, key)) return wide_lines_[key_of(s, family)];
    auto [it, fresh] = lines_.try_emplace(key);
    if (!fresh && it->second.empty() && empty_lines_ > 0) --empty_lines_;
    return it->second;
}

std::uint32_t Board::short_families(SquareArg s, int families) {
    std::uint32_t bits = 0;
    std::uint64_t key = 0;
    for (int f = 0; f < families; ++f)
        if (short_key(s, f, key)) bits |= std::uint32_t{1} << f;
    return bits;
}

void Board::sweep_empty_lines() {
    boost::unordered::erase_if(lines_, [](const auto& entry) { return entry.second.empty(); });
    empty_lines_ = 0;
}

void Board::line_insert(Line& line, Coord pos, std::uint8_t piece) {
    auto at = std::lower_bound(line.begin(), line.end(), pos, [](const LineEntry& e, Coord c) { return e.pos < c; });
    line.insert(at, LineEntry{pos, piece});
}

void Board::line_erase(Line& line, Coord pos) {
    auto at = std::lower_bound(line.begin(), line.end(), pos, [](const LineEntry& e, Coord c) { return e.pos < c; });
    assert(at != line.end() && at->pos == pos);
    line.erase(at);
}

void Board::index_add(SquareArg s, Piece p) const {
    const int families = knightrider_lines_ ? kLineFamilies : 4;
    const std::uint8_t piece = piece_byte(p);
    for (int f = 0; f < families; ++f) line_insert(line_to_fill(s, f), pos_of(s, f), piece);
}

void Board::index_remove(SquareArg s) {
    const int families = knightrider_lines_ ? kLineFamilies : 4;
    for (int f = 0; f < families; ++f) {
        std::uint64_t key = 0;
        if (short_key(s, f, key)) {
            auto it = lines_.find(key);
            assert(it != lines_.end());
            line_erase(it->second, pos_of(s, f));
            if (it->second.empty()) ++empty_lines_;  // kept: see lines_
            continue;
        }
        auto it = wide_lines_.find(key_of(s, f));
        assert(it != wide_lines_.end());
        line_erase(it->second, pos_of(s, f));
        if (it->second.empty()) wide_lines_.erase(it);
    }
    if (empty_lines_ > kKeptEmpty + kLineFamilies * cells_.size()) sweep_empty_lines();
}

// Bulk indexing appends every entry and sorts each line once at the end: inserting in order
// costs k^2 on a line of k pieces (a rank of 500 pieces in a crowd of 1,000,000).
template <class Map>
void Board::sort_lines(Map& lines) {
    const auto by_pos = [](const LineEntry& a, const LineEntry& b) { return a.pos < b.pos; };
    for (auto& [key, line] : lines)
        if (!std::is_sorted(line.begin(), line.end(), by_pos)) std::sort(line.begin(), line.end(), by_pos);
}

void Board::enable_knightrider_lines() {
    knightrider_lines_ = true;
    if (!indexed_) return;  // the deferred build will include them
    cells_.for_each([&](const Square& s, Piece p) {
        for (int f = 4; f < kLineFamilies; ++f) line_to_fill(s, f).push_back(LineEntry{pos_of(s, f), piece_byte(p)});
    });
    sort_lines(lines_);
    sort_lines(wide_lines_);
}

std::uint64_t Board::piece_hash(SquareArg s, Piece p) {
    // splitmix64's finaliser, chained over x, y and the piece so that all three are mixed
    // together (a sum of separate square and piece terms would not tell swapped pieces apart).
    auto mix = [](std::uint64_t z) {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    const std::uint64_t kind =
        static_cast<std::uint64_t>(index(p.type)) * 3 + static_cast<std::uint64_t>(index(p.color));
    return mix(mix(mix(coord_bits(s.x) + 0x9E3779B97F4A7C15ULL) ^ coord_bits(s.y)) ^ kind);
}

void Board::index_tile(SquareArg s, Piece p) const {
    Tile& t = tiles_[tile_key(s)];
    t.cell[static_cast<std::size_t>(tile_cell(s))] = piece_byte(p);
    t.occupied |= std::uint64_t{1} << tile_cell(s);
}

void Board::index_piece(SquareArg s, Piece p) const {
    index_tile(s, p);
    index_add(s, p);
    if (p.type == PieceType::Huygens)
        for (int f = 0; f < 2; ++f) line_insert(huygens_lines_[key_of(s, f)], pos_of(s, f), piece_byte(p));
}

void Board::put(SquareArg s, Piece p) {
    [[maybe_unused]] const bool placed = try_put(s, p);
    assert(placed);
}

// The bookkeeping of a piece just placed on s: hash, counts, royals, and the line indices and
// tile when they are kept up to date.
inline void Board::count_in(Piece p) {
    ++counts_[index(p.color)][index(p.type)];
    types_[index(p.color)] |= std::uint32_t{1} << index(p.type);
    ++totals_[index(p.color)];
}

inline void Board::account(const Square& s, Piece p, bool royal) {
    if (hashed_) hash_ ^= piece_hash(s, p);
    // (lazy_add's own test, inline: no call per piece of a bulk load, which knows no line yet)
    if (indexed_) index_piece(s, p);
    else if (!lines_.empty() || !wide_lines_.empty() || !huygens_lines_.empty() || !tiles_.empty()) lazy_add(s, p);
    count_in(p);
    if (royal) royals_[index(p.color)].push_back(s);
    if (p.type == PieceType::Rose) roses_[index(p.color)].push_back(s);
}

bool Board::try_put(const Square& s, Piece p) {
    if (!retired_.lines.empty() || !retired_.wide_lines.empty() || !retired_.huygens_lines.empty() ||
        !retired_.tiles.empty())
        retired_ = Retired();
    if (p.type == PieceType::Knightrider && !knightrider_lines_) {
        if (cells_.contains(s)) return false;
        enable_knightrider_lines();  // before the piece goes in: it is indexed below
    }
    if (!cells_.try_emplace(s, p)) return false;
    account(s, p, spec(p).royal);
    return true;
}

std::size_t Board::put_many(std::span<const std::pair<Square, Piece>> pieces) {
    std::size_t placed = 0;
    if (indexed_) {
        while (placed < pieces.size() && try_put(pieces[placed].first, pieces[placed].second)) ++placed;
        return placed;
    }
    // Unindexed (a bulk load): the inserts alone in a tight loop, so that their cache misses
    // overlap, then the bookkeeping. Knightrider lines only need their flag set here: the
    // deferred build indexes them.
    while (placed < pieces.size() && cells_.try_emplace(pieces[placed].first, pieces[placed].second)) ++placed;
    const std::uint32_t royal = board_types_where(royal_type);
    for (const auto& [s, p] : pieces.first(placed)) {
        if (p.type == PieceType::Knightrider) knightrider_lines_ = true;
        account(s, p, ((royal >> index(p.type)) & 1) != 0);
    }
    return placed;
}

// The board is unhashed and holds no line yet (defer_index): of account()'s bookkeeping, what
// is left is the counts, gathered here per kind of piece (account() called for each piece was 44
// instructions a piece, 4 M of a conversion that plays moves on 100,000 pieces), and the
// squares that are kept.
template <class List, class Kept>
void Board::count_lent(const List& list, Kept&& kept) {
    const std::uint32_t royal = board_types_where(royal_type);
    const std::uint32_t keep = board_types_where([](PieceType t) { return royal_type(t) || t == PieceType::Rose; });
    std::array<std::array<std::uint32_t, kPieceTypeCount>, 3> kinds{};
    for (const auto& entry : list) {
        const Piece p = entry.piece;
        ++kinds[static_cast<std::size_t>(index(p.color))][static_cast<std::size_t>(index(p.type))];
        if (((keep >> index(p.type)) & 1) != 0) kept(entry, ((royal >> index(p.type)) & 1) != 0);
    }
    for (int c = 0; c < 3; ++c)
        for (int t = 0; t < kPieceTypeCount; ++t) {
            const auto n = static_cast<int>(kinds[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)]);
            if (n == 0) continue;
            counts_[c][t] += n;
            totals_[c] += n;
            types_[c] |= std::uint32_t{1} << t;
            if (static_cast<PieceType>(t) == PieceType::Knightrider) knightrider_lines_ = true;
        }
}

void Board::lend_sorted(std::span<const LoosePiece> sorted) {
    assert(empty());
    defer_index();
    cells_.lend(sorted);
    count_lent(sorted, [&](const LoosePiece& lp, bool royal) {
        (royal ? royals_ : roses_)[index(lp.piece.color)].push_back(lp.square);
    });
}

#if UICI_WIDE
void Board::lend_text(std::span<const TextPiece> sorted) {
    assert(empty());
    defer_index();
    cells_.lend_text(sorted);
    // A royal's or a rose's square is made when the rules first ask for it (make_kept_squares),
    // which a game with many royals (won by capturing them, core/game) may never do.
    count_lent(sorted, [&](const TextPiece& tp, bool royal) {
        unmade_.push_back(&tp);
        if (royal) ++unmade_royals_[index(tp.piece.color)];
    });
}

void Board::make_unmade() const {
    for (const TextPiece* tp : unmade_) {
        const Piece p = tp->piece;
        (spec(p).royal ? royals_ : roses_)[index(p.color)].push_back(square_of(*tp));
    }
    unmade_.clear();
    unmade_royals_ = {};
}
#endif

std::uint64_t Board::unique_hash_seed() {
    static std::atomic<std::int64_t> seeds{0};
    // A square no other seed uses, holding a piece no board holds (a neutral king): random
    // looking, like a placement's hash, and never the same twice in a process.
    return piece_hash(Square{Coord{-1}, Coord{seeds.fetch_add(1)}}, Piece{PieceType::King, Color::Neutral});
}

void Board::rehash() const {
    hash_ = 0;
    cells_.for_each([this](const Square& s, Piece p) { hash_ ^= piece_hash(s, p); });
    hashed_ = true;
}

std::optional<Piece> Board::remove(SquareArg s) {
    const std::optional<Piece> taken = cells_.erase(s);
    if (!taken) return std::nullopt;
    const Piece p = *taken;
    if (hashed_) hash_ ^= piece_hash(s, p);
    if (indexed_) {
        auto tile_it = tiles_.find(tile_key(s));
        tile_it->second.cell[static_cast<std::size_t>(tile_cell(s))] = 0;
        tile_it->second.occupied &= ~(std::uint64_t{1} << tile_cell(s));
        if (tile_it->second.occupied == 0) tiles_.erase(tile_it);
        index_remove(s);
    } else {
        lazy_remove(s, p);
    }
    if (--counts_[index(p.color)][index(p.type)] == 0) types_[index(p.color)] &= ~(std::uint32_t{1} << index(p.type));
    --totals_[index(p.color)];
    // A royal or a rose of a text lend whose square is not made yet is taken off that list.
    bool unmade = false;
#if UICI_WIDE
    if ((spec(p).royal || p.type == PieceType::Rose) && !unmade_.empty()) {
        // (unmade_ keeps lend_text's display order: entries only leave it)
        const auto it = find_text_square(unmade_.begin(), unmade_.end(), s,
                                         [](const TextPiece* tp) -> const TextPiece& { return *tp; });
        unmade = it != unmade_.end();
        if (unmade) {
            unmade_.erase(it);
            if (spec(p).royal) --unmade_royals_[index(p.color)];
        }
    }
#endif
    if (!unmade)
        for (auto* list : {spec(p).royal ? &royals_[index(p.color)] : nullptr,
                           p.type == PieceType::Rose ? &roses_[index(p.color)] : nullptr})
            if (list) list->erase(std::find(list->begin(), list->end(), s));
    if (p.type == PieceType::Huygens && indexed_)
        for (int f = 0; f < 2; ++f) {
            auto it2 = huygens_lines_.find(key_of(s, f));
            line_erase(it2->second, pos_of(s, f));
            if (it2->second.empty()) huygens_lines_.erase(it2);
        }
    return p;
}

void Board::clear() { *this = Board(); }

Board::LineSpan Board::huygens_line(SquareArg on_line, int family) const {
    if (!indexed_) return lazy_huygens_line(on_line, family);
    auto it = huygens_lines_.find(key_of(on_line, family));
    return it == huygens_lines_.end() ? LineSpan{} : LineSpan{it->second.data(), it->second.size()};
}

Board::LineSpan Board::line_slow(SquareArg on_line, int family) const {
    const Line* l = line_of(on_line, family);
    return l ? LineSpan{l->data(), l->size()} : LineSpan{};
}

std::optional<Square> Board::nearest(SquareArg from, int family, int sense) const {
    std::optional<Square> found;
    scan(from, family, sense, [&](Square s) {
        found = s;
        return false;
    });
    return found;
}

std::vector<std::pair<Square, Piece>> Board::sorted() const {
    std::vector<std::pair<Square, Piece>> out;
    out.reserve(cells_.size());
    if (cells_.lends()) {
        // The lent list is in order already: the few placed pieces merged in.
        cells_.for_each_sorted([&](const Square& s, Piece p) { out.emplace_back(s, p); });
        return out;
    }
    // (for_each_sorted would sort a copy of the map and copy it once more into `out`.)
    cells_.for_each([&](const Square& s, Piece p) { out.emplace_back(s, p); });
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
    return out;
}

}  // namespace UICI_CORE_NS
