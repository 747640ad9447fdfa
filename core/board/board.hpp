// The sparse board: a hash map from square to piece, plus one ordered index per line, so that
// the nearest piece along any slide line is found without stepping over empty squares.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>
#include <boost/unordered/unordered_flat_map.hpp>

#include "core/board/cells.hpp"
#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS {

class Board {
    // piece_byte's inverse as a table (index 0 unused).
    static constexpr auto kBytePieces = [] {
        std::array<Piece, 1 + 3 * kPieceTypeCount> t{};
        for (int b = 1; b < static_cast<int>(t.size()); ++b)
            t[static_cast<std::size_t>(b)] = {static_cast<PieceType>((b - 1) / 3), static_cast<Color>((b - 1) % 3)};
        return t;
    }();

public:
    Board() = default;

    [[nodiscard]] const Piece* find(SquareArg s) const { return cells_.find(s); }
    [[nodiscard]] bool occupied(SquareArg s) const { return cells_.contains(s); }
    [[nodiscard]] std::size_t size() const { return cells_.size(); }
    [[nodiscard]] bool empty() const { return cells_.empty(); }

    // Places a piece on an empty square (replacing is a caller bug: remove first).
    void put(SquareArg s, Piece p);
    // Places a piece if the square is empty (one hash probe); false when it is taken. By
    // reference: the bulk reader passes squares it wrote long before, and a square rebuilt
    // from two register spills stalls the 16-byte copy into the table (a failed store forward).
    bool try_put(const Square& s, Piece p);
    // try_put of each piece in order, up to the first square already taken: how many were
    // placed. For the bulk readers: on a deferred board the inserts run alone in one tight
    // loop, so that the cache misses of consecutive inserts into a large table overlap.
    std::size_t put_many(std::span<const std::pair<Square, Piece>> pieces);
    // For bulk loading (the notation readers): room for n pieces, and the line indices and
    // tiles left unbuilt until queries need them. Reading a position that is only converted
    // never pays for them. A small board builds them all at its first query; a large one
    // (kLazyPieces or more) first answers each query from the line or tile it asks for alone,
    // found by one pass over the pieces (board_lazy.cpp), so that replaying a few moves on it
    // costs a few passes, and builds everything in one go once the passes would cost more
    // (kLazyScans, kLazyTiles). Like every lazy cache, this makes queries writes: don't share
    // one board between threads before ensure_index() (copies are independent). The placement
    // hash is deferred the same way (only repetition needs it), recomputed by the first hash().
    void reserve(std::size_t n) { cells_.reserve(n); }
    void defer_index();
    // The pieces of `sorted` (display order, distinct squares) placed on this empty board by
    // lending it the list (core/board/cells.hpp) rather than copying each piece into the hash
    // map: for a large position that plays a few moves (a conversion). The list must outlive
    // the board and its copies, unchanged. Leaves the indices deferred, as defer_index().
    void lend_sorted(std::span<const LoosePiece> sorted);
#if UICI_WIDE
    // The same with the squares kept as text (core/board/text_square.hpp): a lookup searches
    // the text, and the squares' numbers are made only when a query passes over every piece.
    void lend_text(std::span<const TextPiece> sorted);
#endif
    // Whether the board holds a lent list (lend_sorted, lend_text) beneath its own map.
    [[nodiscard]] bool lends_sorted() const { return cells_.lends(); }
    // Builds the deferred indices now (a no-op when they are built).
    void ensure_index() const {
        if (!indexed_) build_index();
    }
    static constexpr std::size_t kLazyPieces = 1024;
    static constexpr std::uint32_t kLazyScans = 256;
    static constexpr std::uint32_t kLazyTiles = 2048;
    // Whether every index is built (ensure_index's work is done).
    [[nodiscard]] bool fully_indexed() const { return indexed_; }
    // Removes and returns the piece on s, if any.
    std::optional<Piece> remove(SquareArg s);
    void clear();

    // Nearest occupied square strictly beyond `from` on line `family`, going in `sense`
    // (+1 along kLineDir[family], -1 against it). `from` itself need not be occupied.
    [[nodiscard]] std::optional<Square> nearest(SquareArg from, int family, int sense) const;

    // Calls f(square) for every occupied square beyond `from` on the line, nearest first,
    // until f returns false.
    template <class F>
    void scan(SquareArg from, int family, int sense, F&& f) const;

    // One line's pieces as ascending positions along it (see line_pos), for scans in both
    // senses with a single lookup. Empty when no piece is on the line (or it is a
    // knightrider line not indexed yet).
    // One piece of a line: its position along the line and the piece itself (piece_byte), so
    // that a scan learns what it meets without a lookup.
    struct LineEntry {
        Coord pos;
        std::uint8_t piece;
    };
    struct LineSpan {
        const LineEntry* data = nullptr;
        std::size_t size = 0;
    };
    [[nodiscard]] LineSpan line(SquareArg on_line, int family) const {
        // The usual case inline (a built index, a line with a short key): one probe.
        std::uint64_t key = 0;
        if (indexed_ && (family < 4 || knightrider_lines_) && short_key(on_line, family, key)) {
            auto it = lines_.find(key);
            return it == lines_.end() ? LineSpan{} : LineSpan{it->second.data(), it->second.size()};
        }
        return line_slow(on_line, family);
    }
    // The coordinate that changes by one per step of `family`, and its sign along kLineDir.
    static const Coord& line_pos(const Square& s, int family) { return pos_of(s, family); }
    static int line_pos_sign(int family) { return pos_sign(family); }
    // The square of `family`'s line through `on_line` at position `pos`.
    static Square line_square(SquareArg on_line, int family, const Coord& pos) {
        return square_at(on_line, family, pos);
    }

    // 8x8 tiles, one byte per square (0 empty, else piece_byte): reading a neighbourhood
    // costs one hash lookup per tile instead of one per square.
    static constexpr int kTileBits = 3;
    struct Tile {
        std::array<std::uint8_t, 64> cell{};
        std::uint64_t occupied = 0;  // bit tile_cell(s) set when s holds a piece
    };
    [[nodiscard]] const Tile* tile(Coord tx, Coord ty) const {
        if (!indexed_) return lazy_tile(Square{tx, ty});
        auto it = tiles_.find(Square{tx, ty});
        return it == tiles_.end() ? nullptr : &it->second;
    }
    static std::uint8_t piece_byte(Piece p) {
        return static_cast<std::uint8_t>(1 + index(p.type) * 3 + index(p.color));
    }
    static Piece byte_piece(std::uint8_t b) { return kBytePieces[b]; }
    static int tile_cell(const Square& s) { return tile_place(s.x) | (tile_place(s.y) << 3); }
    // The key of the tile holding s in the tile table.
    static Square tile_key(const Square& s) { return {tile_of(s.x), tile_of(s.y)}; }

    // Every piece, in unspecified order (use sorted() for anything printed).
    template <class F>
    void for_each(F&& f) const {
        cells_.for_each(f);
    }
    // Every piece in display order (rank descending, then file ascending).
    [[nodiscard]] std::vector<std::pair<Square, Piece>> sorted() const;
    template <class F>
    void for_each_sorted(F&& f) const {
        cells_.for_each_sorted(f);
    }
    // The same as LoosePieces, those of a lent list as they are there (Cells::for_each_listed).
    template <class F>
    void for_each_listed(F&& f) const {
        cells_.for_each_listed(f);
    }
    // Every piece on rank y, in unspecified order, for a board that lends a sorted list
    // (lend_sorted): a binary search and that rank's run of the list, and a pass over the
    // pieces placed since. (On any other board it is a pass over every piece.)
    template <class F>
    void for_each_on_rank(const Coord& y, F&& f) const {
        cells_.for_each_on_rank(y, f);
    }

    [[nodiscard]] int count(Color c, PieceType t) const { return counts_[index(c)][index(t)]; }
    [[nodiscard]] int count(Color c) const { return totals_[index(c)]; }
    // Bit index(t) set for every type t colour c has on the board.
    [[nodiscard]] std::uint32_t types(Color c) const { return types_[index(c)]; }
    // Royal pieces (k, rc, rq) of one colour, in unspecified order.
    [[nodiscard]] const std::vector<Square>& royals(Color c) const {
        make_kept_squares();
        return royals_[index(c)];
    }
    // How many royals colour c has: royals(c).size(), without making the squares of a board
    // lent as text (lend_text), whose royals' squares are made when they are first asked for.
    [[nodiscard]] std::size_t royal_count(Color c) const {
#if UICI_WIDE
        return royals_[index(c)].size() + unmade_royals_[index(c)];
#else
        return royals_[index(c)].size();
#endif
    }
    // Roses of one colour, in unspecified order: a rose attacks along curved paths from up to
    // kNear squares away, and the attack test visits the few roses of a board directly.
    [[nodiscard]] const std::vector<Square>& roses(Color c) const {
        make_kept_squares();
        return roses_[index(c)];
    }
    // The huygens (of both colours) on one rank (family 0) or file (family 1), as line_pos
    // positions: their attacks hop over pieces, so the attack test looks them up directly.
    [[nodiscard]] LineSpan huygens_line(SquareArg on_line, int family) const;

    // Knightrider lines are indexed only once a knightrider has been on the board, which saves
    // half the index memory on the usual positions.
    [[nodiscard]] bool knightrider_lines() const { return knightrider_lines_; }

    // Zobrist-style hash of the placement, kept up to date by put and remove: equal
    // placements hash equally whatever the order the pieces came in.
    [[nodiscard]] std::uint64_t hash() const {
        if (!hashed_) rehash();
        return hash_;
    }
    static std::uint64_t piece_hash(SquareArg s, Piece p);
    // Takes `seed` as the hash of the placement as it stands, instead of working it out (65
    // instructions a piece: 6 ms of a conversion that plays one move on 100,000 pieces).
    // Later puts and removes change it as usual, so it still tells this board's placements, and
    // its copies', apart; but equal placements on boards seeded apart no longer hash equally.
    // For a board that is only played on and compared with itself: the game's repetition keys
    // and the royal attack cache (which also keys on the board's address) read it; a
    // transposition table shared with other boards must not. Seed each board differently
    // (unique_hash_seed), so that two of them at one address in turn never share a key.
    void seed_hash(std::uint64_t seed) {
        hash_ = seed;
        hashed_ = true;
    }
    static std::uint64_t unique_hash_seed();

    friend bool operator==(const Board& a, const Board& b) { return a.cells_ == b.cells_; }

private:
    struct LineKey {
        Wide cross;
        int family;
        friend bool operator==(const LineKey&, const LineKey&) = default;
    };
    struct LineKeyHash {
        std::size_t operator()(const LineKey& k) const noexcept;
    };
    // Positions along one line, ascending; the coordinate that changes by +-1 per step.
    using Line = boost::container::small_vector<LineEntry, 2>;
    static void line_insert(Line& line, Coord pos, std::uint8_t piece);
    static void line_erase(Line& line, Coord pos);

    static LineKey key_of(SquareArg s, int family);
    // The key of a line in lines_: its cross value c (key_of) times 8 plus its family, when c
    // lies in [-2^60, 2^60), where that is exact and one 64-bit word (a cheaper hash and compare
    // than LineKey's 128 bits and family); false for the others, kept in wide_lines_ by LineKey.
    // Which map holds a line depends only on its cross value, never on the square asked about.
    static bool short_cross(const Wide& cross, int family, std::uint64_t& key) {
        const Wide limit = Wide{1} << 60;
        if (cross < -limit || cross >= limit) return false;
        key = (static_cast<std::uint64_t>(static_cast<std::int64_t>(cross)) << 3) | static_cast<std::uint64_t>(family);
        return true;
    }
    static bool short_key(SquareArg s, int family, std::uint64_t& key) {
#if !UICI_WIDE
        // Both coordinates within 2^58 (nearly every square): |c| <= 2|x| + |y| < 2^60, and
        // int64 arithmetic gives it exactly.
        constexpr std::uint64_t kHalf = std::uint64_t{1} << 58;
        if (((static_cast<std::uint64_t>(s.x) + kHalf) | (static_cast<std::uint64_t>(s.y) + kHalf)) < 2 * kHalf) {
            const auto d = kLineDir[family];
            const std::int64_t c = s.x * d.dy - s.y * d.dx;
            key = (static_cast<std::uint64_t>(c) << 3) | static_cast<std::uint64_t>(family);
            return true;
        }
#endif
        return short_cross(key_of(s, family).cross, family, key);
    }
    static const Coord& pos_of(const Square& s, int family) { return kLineDir[family].dx == 1 ? s.x : s.y; }
    static int pos_sign(int family) {  // +1 if pos grows along kLineDir[family], else -1
        const auto d = kLineDir[family];
        return d.dx == 1 ? 1 : d.dy;
    }
    // The target is a square of the board, so it fits; 64-bit wrap-around arithmetic then
    // gives it exactly even where the steps in between would not fit.
    static Square square_at(const Square& on_line, int family, const Coord& pos) {
        const auto d = kLineDir[family];
#if UICI_WIDE
        const Coord steps = (pos - pos_of(on_line, family)) * pos_sign(family);
        return {on_line.x + steps * d.dx, on_line.y + steps * d.dy};
#else
        const std::uint64_t steps =
            (static_cast<std::uint64_t>(pos) - static_cast<std::uint64_t>(pos_of(on_line, family))) *
            static_cast<std::uint64_t>(static_cast<std::int64_t>(pos_sign(family)));
        return {static_cast<Coord>(static_cast<std::uint64_t>(on_line.x) +
                                   steps * static_cast<std::uint64_t>(std::int64_t{d.dx})),
                static_cast<Coord>(static_cast<std::uint64_t>(on_line.y) +
                                   steps * static_cast<std::uint64_t>(std::int64_t{d.dy}))};
#endif
    }

    void account(const Square& s, Piece p, bool royal);
    void count_in(Piece p);  // account's counts and types alone
    // account()'s bookkeeping for a list lent to this empty board after defer_index: the counts
    // and types, and kept(entry, royal) for each royal's and rose's entry, in the list's order.
    template <class List, class Kept>
    void count_lent(const List& list, Kept&& kept);
    // royals_ and roses_ complete: lend_text's royals and roses not made yet (unmade_) made and
    // added. Until then a put adds to the lists, and a remove takes a lent one off unmade_.
    void make_kept_squares() const {
#if UICI_WIDE
        if (!unmade_.empty()) make_unmade();
#endif
    }
#if UICI_WIDE
    void make_unmade() const;
#endif
    void index_add(SquareArg s, Piece p) const;
    void index_remove(SquareArg s);
    [[nodiscard]] LineSpan line_slow(SquareArg on_line, int family) const;
    [[nodiscard]] const Line* line_of(SquareArg s, int family) const;
    // The line of `family` through s in lines_ or wide_lines_, if held (no lazy lookup).
    [[nodiscard]] const Line* find_line(SquareArg s, int family) const;
    Line* find_line(SquareArg s, int family) { return const_cast<Line*>(std::as_const(*this).find_line(s, family)); }
    // The line with this cross value, inserted empty when not held; an empty line kept by
    // index_remove that is handed out to be filled stops counting as kept.
    Line& line_to_fill(const Wide& cross, int family) const;
    Line& line_to_fill(SquareArg s, int family) const;
    // Whether lines_ holds the line of family f through s (a short key), for each family below
    // `families`, as bits.
    static std::uint32_t short_families(SquareArg s, int families);
    // Erases the empty lines of lines_.
    void sweep_empty_lines();
    void enable_knightrider_lines();
    void index_tile(SquareArg s, Piece p) const;
    void index_piece(SquareArg s, Piece p) const;  // lines, huygens lines and tile of one new piece
    template <class Map>
    static void sort_lines(Map& lines);
    void build_index() const;
    void rehash() const;
    // The lazy phase (board_lazy.cpp): lines_, huygens_lines_ and tiles_ hold only the lines
    // and tiles asked for so far, each complete (an empty one is kept: known to be empty).
    const Line* lazy_line(SquareArg s, int family) const;
    LineSpan lazy_huygens_line(SquareArg s, int family) const;
    const Tile* lazy_tile(const Square& key) const;
    bool lazy_room(std::size_t lines, std::size_t wide_lines, std::size_t tiles) const;
    static std::size_t wide_count(SquareArg s, int families);
    void scan_lines(SquareArg s) const;
    void lazy_add(SquareArg s, Piece p);
    void lazy_remove(SquareArg s, Piece p);

    Cells cells_;
    // Everything below cells_ that describes the placement is an index of it; `mutable` only
    // for the deferred build of ensure_index().
    mutable bool indexed_ = true;
    // The line index: each line of a family in use that holds a piece, by short_key in lines_ or
    // by LineKey in wide_lines_. A line of lines_ that loses its last piece is kept (empty, as
    // an absent one reads) rather than erased and made again when a piece comes back, which
    // was most of a move's cost in the index; empty_lines_ counts them, and index_remove
    // erases them all (sweep_empty_lines) once there are more than kKeptEmpty plus 8 a piece,
    // so memory stays proportional to the pieces (a piece wandering an open board leaves a
    // trail of empty lines behind it).
    using ShortLines = boost::unordered_flat_map<std::uint64_t, Line>;
    using WideLines = boost::unordered_flat_map<LineKey, Line, LineKeyHash>;
    mutable ShortLines lines_;
    mutable WideLines wide_lines_;
    mutable std::size_t empty_lines_ = 0;
    static constexpr std::size_t kKeptEmpty = 256;
    std::array<std::array<int, kPieceTypeCount>, 3> counts_{};
    std::array<int, 3> totals_{};
    std::array<std::uint32_t, 3> types_{};
#if UICI_WIDE
    // (mutable: the squares of a text lend's royals and roses are made at the first ask)
    mutable std::array<std::vector<Square>, 3> royals_;
    mutable std::array<std::vector<Square>, 3> roses_;
    mutable std::vector<const TextPiece*> unmade_;  // lend_text's royals and roses, in its order
    mutable std::array<std::size_t, 3> unmade_royals_{};
#else
    std::array<std::vector<Square>, 3> royals_;
    std::array<std::vector<Square>, 3> roses_;
#endif
    mutable WideLines huygens_lines_;
    bool knightrider_lines_ = false;
    mutable bool hashed_ = true;  // false: hash_ is stale until hash() recomputes it
    mutable std::uint64_t hash_ = 0;
    mutable boost::unordered_flat_map<Square, Tile, SquareHash> tiles_;  // keyed by (x >> 3, y >> 3)
    // Passes and tiles the lazy phase has spent.
    mutable std::uint32_t lazy_scans_ = 0, lazy_tiles_ = 0;
    // The lazy phase's maps once the full build replaced them, kept until the next put: a
    // query may hold a line or tile of them (a huygens line while it scans another line, the
    // 3x3 tiles of an attack test) while a later query runs out of room and builds the rest.
    struct Retired {
        ShortLines lines;
        WideLines wide_lines, huygens_lines;
        boost::unordered_flat_map<Square, Tile, SquareHash> tiles;
    };
    mutable Retired retired_;
};

template <class F>
void Board::scan(SquareArg from, int family, int sense, F&& f) const {
    const Line* line = line_of(from, family);
    if (line == nullptr) return;
    const Coord here = pos_of(from, family);
    const int dir = sense * pos_sign(family);
    auto it = std::lower_bound(line->begin(), line->end(), here, [](const LineEntry& e, Coord c) { return e.pos < c; });
    if (dir > 0) {
        if (it != line->end() && it->pos == here) ++it;
        for (; it != line->end(); ++it)
            if (!f(square_at(from, family, it->pos))) return;
    } else {
        while (it != line->begin()) {
            --it;
            if (!f(square_at(from, family, it->pos))) return;
        }
    }
}

}  // namespace UICI_CORE_NS
