// The piece list "K5,1+|r1,8|...": the one section that can be megabytes long, read in one
// pass without allocating per entry.
#include <algorithm>

#include "core/icn_parts.hpp"
#include "core/limits.hpp"

namespace uici::icn_detail {
namespace {

// The common square "x,y" with at most 18 digits a side, read in one pass; returns the end, or
// `i` when the text is anything else (sign-only, long numbers, no comma), for the general path.
std::size_t quick_square(std::string_view text, std::size_t i, Square& out) {
    std::size_t j = i;
    Coord v[2] = {0, 0};
    for (int axis = 0; axis < 2; ++axis) {
        const bool negative = j < text.size() && text[j] == '-';
        j += negative;
        const std::size_t digits = j;
        std::uint64_t m = 0;
        while (j < text.size() && is_digit(text[j]) && j - digits < 18) m = m * 10 + static_cast<unsigned>(text[j++] - '0');
        if (j == digits || (j < text.size() && is_digit(text[j]))) return i;
        v[axis] = negative ? -static_cast<Coord>(m) : static_cast<Coord>(m);
        if (axis == 0) {
            if (j >= text.size() || text[j] != ',') return i;
            ++j;
        }
    }
    out = {v[0], v[1]};
    return j;
}

}  // namespace

// A square given twice is refused: both converters keep the later piece but the earlier '+',
// which describes no sensible position (see PROTOCOL.md).
MaybeError read_piece_list(std::string_view text, std::size_t begin, std::size_t end, Position& p) {
    const auto list = text.substr(0, end);  // keeps every look-ahead inside the section
    std::size_t i = begin;
    // Bulk load: room for every entry, line indices built when a query first needs them.
    // The piece limit is checked on the entry count up front, before any memory is spent.
    const auto section = list.substr(begin);
    const std::size_t entries = 1 + static_cast<std::size_t>(std::count(section.begin(), section.end(), '|'));
    if (p.board.size() + entries > kMaxPieces)
        return parse_error("too_large", begin, "Too many pieces. At most " + std::to_string(kMaxPieces) + " on one board");
    p.board.reserve(p.board.size() + entries);
    p.board.defer_index();
    while (true) {
        std::size_t letters = i;
        while (letters < end && is_alpha(list[letters])) ++letters;
        const auto code = list.substr(i, letters - i);
        if (code.empty())
            return parse_error("icn_syntax", i, "Invalid piece list. Expected a piece code at " + excerpt(list.substr(i, 12)));
        // The common short form in one pass; anything else (long numbers, bad text) takes the
        // general path, which also says what is wrong.
        Square s;
        const std::size_t quick_end = quick_square(list, letters, s);
        const std::size_t square_end = quick_end != letters ? quick_end : scan_square(list, letters);
        if (square_end == letters)
            return parse_error("icn_syntax", i, "Invalid piece list. " + excerpt(list.substr(i, 20)) + " is not CODEx,y");
        const auto piece = piece_from_icn_code(code);
        if (!piece) return parse_error("bad_piece", i, "Unknown piece. " + excerpt(code) + " is not a piece code");
        if (quick_end == letters)
            if (auto e = read_square(list, letters, square_end, s)) return e;
        if (!p.board.try_put(s, *piece))
            return parse_error("icn_syntax", i, "Invalid piece list. Square " + to_string(s) + " is given twice");
        std::size_t next = square_end;
        if (next < end && list[next] == '+') {
            p.special_rights.insert(s);
            ++next;
        }
        if (next == end) return std::nullopt;
        if (list[next] != '|' || next + 1 == end)
            return parse_error("icn_syntax", next, "Invalid piece list. Expected '|' between entries at " +
                                                       excerpt(list.substr(next, 12)));
        i = next + 1;
    }
}

}  // namespace uici::icn_detail
