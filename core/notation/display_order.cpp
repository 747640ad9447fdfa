#include "core/notation/display_order.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace UICI_CORE_NS {
namespace {

#if !UICI_WIDE
// Bytes needed for unsigned values up to `range`.
int bytes_of(std::uint64_t range) {
    int n = 0;
    for (; range != 0; range >>= 8) ++n;
    return n;
}
#endif

}  // namespace

std::vector<std::pair<Square, Piece>> display_sorted(const Board& board) {
    using Entry = std::pair<Square, Piece>;
    std::vector<Entry> v;
    v.reserve(board.size());
    board.for_each([&](Square s, Piece p) { v.emplace_back(s, p); });
    if (v.size() < 256 || kWideCoords) {
        std::sort(v.begin(), v.end(), [](const Entry& a, const Entry& b) { return display_less(a.first, b.first); });
        return v;
    }
    // Least significant digit first: the file as an offset from the lowest file, then the
    // rank as an offset below the highest rank. Unsigned offsets order like the coordinates
    // over all of int64, and only the bytes the spread of the pieces needs are passes (two per
    // coordinate for a board 16,000 squares wide). Each pass is stable.
    Coord min_x = v[0].first.x, max_x = min_x, min_y = v[0].first.y, max_y = min_y;
    for (const auto& [s, p] : v) {
        min_x = std::min(min_x, s.x);
        max_x = std::max(max_x, s.x);
        min_y = std::min(min_y, s.y);
        max_y = std::max(max_y, s.y);
    }
#if !UICI_WIDE
    const auto u = [](Coord c) { return static_cast<std::uint64_t>(c); };
    const auto x_key = [&](const Entry& e) { return u(e.first.x) - u(min_x); };
    const auto y_key = [&](const Entry& e) { return u(max_y) - u(e.first.y); };
    std::vector<Entry> out(v.size());
    const auto pass = [&](auto key, int shift) {
        std::array<std::size_t, 257> start{};
        for (const Entry& e : v) ++start[((key(e) >> shift) & 0xFF) + 1];
        for (std::size_t d = 1; d < start.size(); ++d) start[d] += start[d - 1];
        for (const Entry& e : v) out[start[(key(e) >> shift) & 0xFF]++] = e;
        v.swap(out);
    };
    for (int b = 0; b < bytes_of(u(max_x) - u(min_x)); ++b) pass(x_key, 8 * b);
    for (int b = 0; b < bytes_of(u(max_y) - u(min_y)); ++b) pass(y_key, 8 * b);
#endif
    return v;
}

}  // namespace UICI_CORE_NS
