#include "core/notation/move_listing.hpp"

#include <limits>

#include "core/notation/move_text.hpp"

namespace UICI_CORE_NS {

std::string format_slide(const SlideSet& s) {
    std::string out;
    append_square(out, s.from);
    out += '>';
    if (const auto sq = s.square(s.first)) append_square(out, *sq);
    out += "..";
    if (s.last)
        if (const auto sq = s.square(*s.last)) append_square(out, *sq);
    if (s.prime_steps) out += "~p";
    for (const auto& f : s.filters) {
        out += f.keep ? "~p@" : "~n@";
        append_square(out, f.anchor);
        if (f.reach) {
            out += '/';
            append_coord(out, *f.reach);
        }
    }
    for (const Count& h : s.holes) {
        out += "~x@";
        if (const auto sq = s.square(h)) append_square(out, *sq);
    }
    return out;
}

MoveListing list_moves(const Position& p, std::optional<Square> from) {
    const GeneratedMoves g = sorted_legal_moves(p, from);
    MoveListing out;
    out.tokens.reserve(g.finite.size() + g.slides.size());
    for (const Move& m : g.finite) out.tokens.push_back(format_move(m));
    for (const SlideSet& s : g.slides) out.tokens.push_back(format_slide(s));
    auto total = count_moves(g);
    if (!total) {
        out.count_text = "inf";
        return out;
    }
    if (*total <= std::numeric_limits<std::uint64_t>::max()) out.count = static_cast<std::uint64_t>(*total);
#if UICI_WIDE
    out.count_text = total->str();
    return out;
#endif
    do {
        out.count_text.insert(out.count_text.begin(), static_cast<char>('0' + static_cast<int>(*total % 10)));
        *total /= 10;
    } while (*total != 0);
    return out;
}

std::vector<std::pair<std::string, std::uint64_t>> divide_entries(const PerftResult& r) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    out.reserve(r.divide.size() + r.whole_slides.size());
    for (const auto& [m, n] : r.divide) out.emplace_back(format_move(m), n);
    for (const auto& [s, n] : r.whole_slides) out.emplace_back(format_slide(s), n);
    return out;
}

}  // namespace UICI_CORE_NS
