// Conversion without a board: the piece list read, sorted and written as a flat list.
#include "core/notation/loose_pieces.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS {
namespace {

#if !UICI_WIDE
// A radix sort into display order, most significant bits first. The key is the rank below the
// highest rank, then the file above the lowest, as unsigned offsets (which order like the
// coordinates over all of int64), each as wide as its spread needs, put side by side: digits are
// taken from the top of that joined key, so that every pass splits on bits that differ (a
// position on 400 x 400 squares has an 18-bit key, where a byte of each offset was four). A
// comparison sort of 100,000 pieces was most of a conversion's time; the list is most of its
// memory, so the list itself is never copied whole:
// - a long range is split in place (American flag sort), its digits kept aside in a byte each:
//   each swap's next place then comes from that small array, not from a piece far away in the
//   list, whose load every swap waited for (1.3 of 2.6 ms for 100,000 pieces, in a test program)
// - a range of at most kScratch pieces is dealt out through a scratch list of that size: by its
//   whole key in one pass when that has at most 12 bits left (a dense area: 400 x 400 squares
//   leave 10 bits after the first pass), else by one byte, and the buckets sorted alike
// - a range of fewer than kSmall pieces by comparisons.
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
        if (key_bits_ > 0) sort(v_.data(), v_.size(), key_bits_ > 8 ? key_bits_ - 8 : 0);
    }

private:
    static constexpr std::size_t kScratch = 4096, kSmall = 48;
    static constexpr int kWholeBits = 12;

    // Bits [shift, shift + width) of the joined key (past its top: zeros).
    [[nodiscard]] unsigned digit(const LoosePiece& p, int shift, int width = 8) const {
        const std::uint64_t y = max_y_ - static_cast<std::uint64_t>(p.square.y);
        const std::uint64_t x = static_cast<std::uint64_t>(p.square.x) - min_x_;
        const std::uint64_t mask = (std::uint64_t{1} << width) - 1;
        if (shift >= x_bits_) return static_cast<unsigned>((y >> (shift - x_bits_)) & mask);
        const int up = x_bits_ - shift;  // where the rank's bits start in this digit
        return static_cast<unsigned>(((x >> shift) | (up < 64 ? y << up : 0)) & mask);
    }
    // Sorts a[0, n) on the key's bits below shift + 8, those above being equal.
    void sort(LoosePiece* a, std::size_t n, int shift) {
        if (n < kSmall) {
            std::sort(a, a + n,
                      [](const LoosePiece& l, const LoosePiece& r) { return display_less(l.square, r.square); });
            return;
        }
        // The whole rest of the key in one pass, unless its buckets would far outnumber the
        // pieces. (Equal keys: the same square, which sort_loose refuses.)
        const int rest = shift + 8;
        if (n <= kScratch && rest <= kWholeBits && (std::size_t{1} << rest) <= 8 * n) {
            deal(a, n, 0, rest, whole_ends_.data());  // the whole key read: no buckets left to sort
            return;
        }
        std::array<std::uint32_t, 257> ends;
        if (n <= kScratch) deal(a, n, shift, 8, ends.data());
        else split(a, n, shift, ends);
        if (shift == 0) return;  // the whole key read
        // The last byte may overlap the one before (a key not a multiple of 8 bits long): the
        // bits they share are equal within a bucket.
        const int below = shift > 8 ? shift - 8 : 0;
        for (unsigned b = 0, from = 0; b < 256; from = ends[b++])
            if (ends[b] - from > 1) sort(a + from, ends[b] - from, below);
    }
    // One counting pass on bits [shift, shift + width) through the scratch list; ends[b] is
    // where bucket b ends (room for 1 << width buckets and one more).
    void deal(LoosePiece* a, std::size_t n, int shift, int width, std::uint32_t* ends) {
        const unsigned buckets = 1U << width;
        // Counted at b + 1, summed into each bucket's start, then moved to its end by the pass.
        std::fill_n(ends, buckets + 1, 0);
        for (std::size_t i = 0; i < n; ++i) ++ends[digit(a[i], shift, width) + 1];
        for (unsigned b = 1; b < buckets; ++b) ends[b] += ends[b - 1];
        if (scratch_.empty()) scratch_.resize(kScratch);
        for (std::size_t i = 0; i < n; ++i) scratch_[ends[digit(a[i], shift, width)]++] = a[i];
        std::copy_n(scratch_.begin(), n, a);
    }
    // One pass on the byte at shift, in place: each piece swapped straight into its bucket.
    void split(LoosePiece* a, std::size_t n, int shift, std::array<std::uint32_t, 257>& ends) {
        std::array<std::size_t, 257> start{};
        digits_.resize(n);
        std::uint8_t* d = digits_.data();
        for (std::size_t i = 0; i < n; ++i) {
            d[i] = static_cast<std::uint8_t>(digit(a[i], shift));
            ++start[d[i] + 1U];
        }
        for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
        std::array<std::size_t, 256> next{};
        std::copy(start.begin(), start.end() - 1, next.begin());
        for (unsigned b = 0; b < 256; ++b)
            while (next[b] < start[b + 1]) {
                const std::size_t i = next[b]++;
                unsigned to = d[i];
                if (to == b) continue;
                // The cycle through i: its piece carried to its bucket, the piece there to its
                // own, and so on until one belongs at i.
                LoosePiece carried = a[i];
                do {
                    const std::size_t j = next[to]++;
                    std::swap(carried, a[j]);
                    to = std::exchange(d[j], static_cast<std::uint8_t>(to));
                } while (to != b);
                a[i] = carried;
            }
        for (unsigned b = 0; b < 256; ++b) ends[b] = static_cast<std::uint32_t>(start[b + 1]);
    }

    LoosePieces& v_;
    std::uint64_t min_x_ = 0, max_y_ = 0;
    int x_bits_ = 0, key_bits_ = 0;
    LoosePieces scratch_;
    std::vector<std::uint8_t> digits_;
    std::array<std::uint32_t, (1U << kWholeBits) + 1> whole_ends_;  // (no recursion reuses it)
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
        for_each_listed_piece(p.board, p.special_rights, [&](const LoosePiece& lp) { pieces.push_back(lp); });
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
