// Conversion without a board: the piece list read, sorted and written as a flat list.
#include "core/notation/loose_pieces.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS {
namespace {

#if !UICI_WIDE
// An in-place radix sort (American flag sort) into display order, most significant byte first.
// The key is the rank below the highest rank, then the file above the lowest, as unsigned
// offsets (which order like the coordinates over all of int64), each as wide as its spread
// needs, put side by side: the bytes are taken from the top of that joined key, so that every
// pass splits on bits that differ (a position on 400 x 400 squares has an 18-bit key, sorted
// in two passes, where a byte of each offset was four). No second buffer (a position's list is
// most of a conversion's memory), no comparisons but in small buckets: a comparison sort of
// 100,000 pieces was most of a conversion's time.
class FlagSort {
public:
    explicit FlagSort(LoosePieces& v) : v_(v) {
        const auto u = [](Coord c) { return static_cast<std::uint64_t>(c); };
        Coord min_x = v[0].square.x, min_y = v[0].square.y, max_x = min_x, max_y = min_y;
        for (const auto& p : v) {
            min_x = std::min(min_x, p.square.x), max_x = std::max(max_x, p.square.x);
            min_y = std::min(min_y, p.square.y), max_y = std::max(max_y, p.square.y);
        }
        min_x_ = u(min_x), max_y_ = u(max_y);
        x_bits_ = std::bit_width(u(max_x) - u(min_x));
        key_bits_ = x_bits_ + std::bit_width(u(max_y) - u(min_y));
    }
    void run() {
        if (key_bits_ > 0) sort(0, v_.size(), key_bits_ > 8 ? key_bits_ - 8 : 0);
    }

private:
    // Bits [shift, shift + 8) of the joined key (past its top: zeros).
    [[nodiscard]] unsigned digit(const LoosePiece& p, int shift) const {
        const std::uint64_t y = max_y_ - static_cast<std::uint64_t>(p.square.y);
        const std::uint64_t x = static_cast<std::uint64_t>(p.square.x) - min_x_;
        if (shift >= x_bits_) return static_cast<unsigned>(y >> (shift - x_bits_)) & 0xFF;
        const int up = x_bits_ - shift;  // where the rank's bits start in this byte
        return static_cast<unsigned>((x >> shift) | (up < 64 ? y << up : 0)) & 0xFF;
    }
    void sort(std::size_t begin, std::size_t end, int shift) {
        const auto first = v_.begin() + static_cast<std::ptrdiff_t>(begin);
        if (end - begin < 48) {
            std::sort(first, first + static_cast<std::ptrdiff_t>(end - begin),
                      [](const LoosePiece& a, const LoosePiece& b) { return display_less(a.square, b.square); });
            return;
        }
        if (shift < 0) return;  // equal keys: the same square (sort_loose refuses them)
        std::array<std::size_t, 257> start{};
        for (std::size_t i = begin; i < end; ++i) ++start[digit(v_[i], shift) + 1];
        start[0] = begin;
        for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
        std::array<std::size_t, 256> next{};
        std::copy(start.begin(), start.end() - 1, next.begin());
        // Each piece swapped straight into its bucket, until every bucket holds only its own.
        for (unsigned b = 0; b < 256; ++b)
            while (next[b] < start[b + 1]) {
                const unsigned to = digit(v_[next[b]], shift);
                if (to == b) ++next[b];
                else std::swap(v_[next[b]], v_[next[to]++]);
            }
        // The last byte may overlap the one before (a key not a multiple of 8 bits long): the
        // bits they share are equal within a bucket.
        const int below = shift > 8 ? shift - 8 : shift > 0 ? 0 : -1;
        for (unsigned b = 0; b < 256; ++b)
            if (start[b + 1] - start[b] > 1) sort(start[b], start[b + 1], below);
    }

    LoosePieces& v_;
    std::uint64_t min_x_ = 0, max_y_ = 0;
    int x_bits_ = 0, key_bits_ = 0;
};

void flag_sort(LoosePieces& v) { FlagSort(v).run(); }
#endif

}  // namespace

void take_unsorted(Position& p, LoosePieces& out) {
    out.reserve(out.size() + p.board.size());
    p.board.for_each([&](const Square& s, Piece piece) { out.push_back({s, piece, p.has_right(s)}); });
    p.board.clear();
    p.special_rights.clear();
}

void take_loose(Position& p, LoosePieces& pieces) {
    if (p.board.lends_sorted() && pieces.empty()) {
        // The lent list with the moves' changes merged in, in order: no sort of the whole.
        pieces.reserve(p.board.size());
        const bool rights = !p.special_rights.empty();  // (no lookup at every piece when none is left)
        p.board.for_each_listed([&](const LoosePiece& lp) {
            pieces.push_back(lp);
            pieces.back().right = rights && p.has_right(lp.square);
        });
        p.board.clear();
        p.special_rights.clear();
        return;
    }
    take_unsorted(p, pieces);
    sort_loose(pieces);
}

void lend_loose(const LoosePieces& pieces, Position& p) {
    p.special_rights.reserve(p.special_rights.size() +
                             static_cast<std::size_t>(std::count_if(pieces.begin(), pieces.end(),
                                                                    [](const LoosePiece& lp) { return lp.right; })));
    p.board.lend_sorted(pieces);
    for (const LoosePiece& lp : pieces)
        if (lp.right) p.special_rights.insert(lp.square);
}

bool sort_loose(LoosePieces& pieces) {
    const auto before = [](const LoosePiece& a, const LoosePiece& b) { return display_less(a.square, b.square); };
    // Strictly in order (as converters write a list): sorted, and no square twice, in one pass.
    const auto out_of_order = [&](const LoosePiece& a, const LoosePiece& b) { return !before(a, b); };
    if (std::adjacent_find(pieces.begin(), pieces.end(), out_of_order) == pieces.end()) return true;
#if UICI_WIDE
    std::sort(pieces.begin(), pieces.end(), before);
#else
    flag_sort(pieces);
#endif
    for (std::size_t i = 1; i < pieces.size(); ++i)
        if (pieces[i].square == pieces[i - 1].square) return false;
    return true;
}

void place_loose(const LoosePieces& pieces, Position& p) {
    p.board.reserve(p.board.size() + pieces.size());
    // The rights' table sized once: grown as they come, its old and new tables would be in
    // memory together, beside the board.
    p.special_rights.reserve(p.special_rights.size() +
                             static_cast<std::size_t>(std::count_if(pieces.begin(), pieces.end(),
                                                                    [](const LoosePiece& lp) { return lp.right; })));
    p.board.defer_index();
    // put_many in batches: the board's bulk insert (the squares are known to be distinct).
    std::array<std::pair<Square, Piece>, 128> batch;
    for (std::size_t i = 0; i < pieces.size();) {
        std::size_t n = 0;
        for (; n < batch.size() && i < pieces.size(); ++n, ++i) {
            batch[n] = {pieces[i].square, pieces[i].piece};
            if (pieces[i].right) p.special_rights.insert(pieces[i].square);
        }
        p.board.put_many({batch.data(), n});
    }
}

Parsed<IcnDocument> read_icn_loose(std::string_view text, LoosePieces& pieces) {
    pieces.clear();
    auto doc = icn_detail::read_icn_into(text, &pieces);
    if (doc && sort_loose(pieces)) return doc;
    if (!doc && doc.error().code == kNeedsWide) return doc;  // the wide build reads it again
    // An error or a square given twice: the board reader names the first problem in text order.
    pieces.clear();
    auto full = read_icn(text);
    if (full) take_loose(full->position, pieces);
    return full;
}

}  // namespace UICI_CORE_NS
