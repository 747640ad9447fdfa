// The board's map from square to piece. Usually a hash map alone. A large position that is read
// to play a few moves on (a conversion with moves) lends its piece list, sorted in display order,
// as a base beneath the map instead: building a hash map of 100,000 pieces to play one move was
// most of such a conversion. Pieces placed later go into the map; a base piece removed is
// remembered in a small set; lookups that miss the map search the base (binary search). On the
// wide build the base may be the pieces with their squares as text (lend_text): lookups then
// search the text, and the first pass over every piece makes the squares' numbers once.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <boost/unordered/unordered_flat_map.hpp>
#include <boost/unordered/unordered_flat_set.hpp>

#include "core/board/piece.hpp"
#include "core/board/square.hpp"
#include "core/board/text_square.hpp"

namespace UICI_CORE_NS {

// A piece on its square, with its special right (the '+' of ICN: a pawn's double push,
// castling): one entry of a position's piece list. A reader that saw the square spelled as the
// writers spell it ("x,y", canonical numbers) may point `text` at that spelling, in the
// document's text, which outlives the list, with 32 bytes readable there (64 when text_size is
// above 32): the loose writers copy it whole instead of writing the numbers out again (most of
// writing a square of far coordinates).
struct LoosePiece {
    Square square;
    Piece piece;
    bool right = false;
    std::uint8_t text_size = 0;
    const char* text = nullptr;
};

class Cells {
public:
    [[nodiscard]] const Piece* find(const Square& s) const {
        auto it = map_.find(s);
        if (it != map_.end()) return &it->second;
        return lends() ? base_find(s) : nullptr;
    }
    [[nodiscard]] bool contains(const Square& s) const { return find(s) != nullptr; }
    // (A base square emptied and filled again is in both removed_ and map_: counted once.)
    [[nodiscard]] std::size_t size() const { return map_.size() + base_size() - removed_.size(); }
    [[nodiscard]] bool empty() const { return size() == 0; }
    void reserve(std::size_t n) { map_.reserve(n); }

    // Places p on s if s is empty; false when it is taken.
    bool try_emplace(const Square& s, Piece p) {
        if (lends() && base_find(s) != nullptr) return false;
        return map_.try_emplace(s, p).second;
    }
    // Takes the piece off s, if any.
    std::optional<Piece> erase(const Square& s) {
        if (auto it = map_.find(s); it != map_.end()) {
            const Piece p = it->second;
            map_.erase(it);
            return p;
        }
        if (!lends()) return std::nullopt;
        const Piece* q = base_find(s);
        if (q == nullptr) return std::nullopt;
        removed_.insert(s);
        return *q;
    }

    // Every piece, in unspecified order.
    template <class F>
    void for_each(F&& f) const {
        make_numbers();
        for (const auto& entry : map_) f(entry.first, entry.second);
        for (const LoosePiece& lp : base_)
            if (removed_.empty() || !removed_.contains(lp.square)) f(lp.square, lp.piece);
    }
    // Every piece in display order (rank descending, then file ascending).
    template <class F>
    void for_each_sorted(F&& f) const {
        for_each_listed([&](const LoosePiece& lp) { f(lp.square, lp.piece); });
    }
    // The same as LoosePieces: a piece still on its lent square is its entry of the lent list
    // (with the text a reader kept of its square), any other a new entry without text.
    template <class F>
    void for_each_listed(F&& f) const;
    // Every piece on rank y, in unspecified order: the base's run of that rank, found by binary
    // search, and a pass over the map (which, on a board that lends, holds the few squares the
    // moves changed).
    template <class F>
    void for_each_on_rank(const Coord& y, F&& f) const;

    // The base: `sorted` (display order, distinct squares) becomes the board's pieces, the map
    // and the base emptied before. The list must outlive this map and its copies, unchanged.
    [[nodiscard]] bool lends() const {
#if UICI_WIDE
        if (!text_.empty()) return true;
#endif
        return !base_.empty();
    }
    void lend(std::span<const LoosePiece> sorted) {
        map_.clear();
        removed_.clear();
#if UICI_WIDE
        text_ = {};
        made_.reset();
#endif
        base_ = sorted;
    }
#if UICI_WIDE
    // The base as text (display order, distinct canonical squares), the same way; its squares'
    // numbers are made at the first pass over every piece (make_numbers), and lookups before
    // it search the text.
    void lend_text(std::span<const TextPiece> sorted) {
        lend({});
        text_ = sorted;
    }
#endif

    friend bool operator==(const Cells& a, const Cells& b) {
        if (!a.lends() && !b.lends()) return a.map_ == b.map_;
        if (a.size() != b.size()) return false;
        bool same = true;
        a.for_each([&](const Square& s, Piece p) {
            const Piece* q = b.find(s);
            same = same && q != nullptr && *q == p;
        });
        return same;
    }

private:
    [[nodiscard]] const Piece* base_find(const Square& s) const {
        if (!removed_.empty() && removed_.contains(s)) return nullptr;
#if UICI_WIDE
        if (!text_.empty()) return text_find(s);
#endif
        auto it = std::lower_bound(base_.begin(), base_.end(), s,
                                   [](const LoosePiece& lp, const Square& q) { return display_less(lp.square, q); });
        return it != base_.end() && it->square == s ? &it->piece : nullptr;
    }

    [[nodiscard]] std::size_t base_size() const {
#if UICI_WIDE
        if (!text_.empty()) return text_.size();
#endif
        return base_.size();
    }
#if UICI_WIDE
    // The text base's piece on s.
    [[nodiscard]] const Piece* text_find(const Square& s) const {
        const auto it =
            find_text_square(text_.begin(), text_.end(), s, [](const TextPiece& p) -> const TextPiece& { return p; });
        return it != text_.end() ? &it->piece : nullptr;
    }
#endif
    // A pass over every piece needs the base's squares as numbers: on the wide build, a text
    // base has them made here, once (the list is then the board's own, shared by its copies).
    // A cache of the same pieces: like the lazy indices (board.hpp), it makes a const pass a
    // write.
    void make_numbers() const {
#if UICI_WIDE
        if (text_.empty()) return;
        auto made = std::make_shared<std::vector<LoosePiece>>();
        made->reserve(text_.size());
        for (const TextPiece& p : text_) made->push_back({square_of(p), p.piece, p.right});
        base_ = *made;
        made_ = std::move(made);
        text_ = {};
#endif
    }

    boost::unordered_flat_map<Square, Piece, SquareHash> map_;
    mutable std::span<const LoosePiece> base_;               // (mutable: make_numbers)
    boost::unordered_flat_set<Square, SquareHash> removed_;  // base squares emptied since
#if UICI_WIDE
    mutable std::span<const TextPiece> text_;
    mutable std::shared_ptr<const std::vector<LoosePiece>> made_;
#endif
};

template <class F>
void Cells::for_each_listed(F&& f) const {
    // The map's few pieces sorted, merged with the base's (already in order); the few removed
    // base squares sorted too and stepped over in the same walk (they are all base squares),
    // instead of a hash lookup at each of the base's 100,000 pieces.
    make_numbers();
    std::vector<std::pair<Square, Piece>> placed(map_.begin(), map_.end());
    std::sort(placed.begin(), placed.end(),
              [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
    std::vector<Square> gone(removed_.begin(), removed_.end());
    std::sort(gone.begin(), gone.end(), display_less);
    auto next = placed.begin();
    auto skip = gone.begin();
    const auto emit_placed = [&] { f(LoosePiece{next->first, next->second}); };
    for (const LoosePiece& lp : base_) {
        if (skip != gone.end() && *skip == lp.square) {
            ++skip;
            continue;
        }
        for (; next != placed.end() && display_less(next->first, lp.square); ++next) emit_placed();
        f(lp);
    }
    for (; next != placed.end(); ++next) emit_placed();
}

template <class F>
void Cells::for_each_on_rank(const Coord& y, F&& f) const {
    for (const auto& entry : map_)
        if (entry.first.y == y) f(entry.first, entry.second);
#if UICI_WIDE
    if (!text_.empty()) {  // the rank's run of the text, its squares made one by one
        std::string rank;
        append_coord(rank, y);
        auto it = std::partition_point(text_.begin(), text_.end(),
                                       [&](const TextPiece& p) { return compare_canonical(p.y_text(), rank) > 0; });
        for (; it != text_.end() && it->y_text() == rank; ++it) {
            const Square s = square_of(*it);
            if (removed_.empty() || !removed_.contains(s)) f(s, it->piece);
        }
        return;
    }
#endif
    // Display order puts higher ranks first.
    auto it = std::partition_point(base_.begin(), base_.end(), [&](const LoosePiece& lp) { return lp.square.y > y; });
    for (; it != base_.end() && it->square.y == y; ++it)
        if (removed_.empty() || !removed_.contains(it->square)) f(it->square, it->piece);
}

}  // namespace UICI_CORE_NS
