// The piece list "K5,1+|r1,8|...": the one section that can be megabytes long, read in one
// pass without allocating per entry.
#include "core/icn_parts.hpp"

namespace uici::icn_detail {

// A square given twice is refused: both converters keep the later piece but the earlier '+',
// which describes no sensible position (see PROTOCOL.md).
MaybeError read_piece_list(std::string_view text, std::size_t begin, std::size_t end, Position& p) {
    const auto list = text.substr(0, end);  // keeps every look-ahead inside the section
    std::size_t i = begin;
    while (true) {
        std::size_t letters = i;
        while (letters < end && is_alpha(list[letters])) ++letters;
        const auto code = list.substr(i, letters - i);
        if (code.empty())
            return parse_error("icn_syntax", i, "Invalid piece list. Expected a piece code at " + excerpt(list.substr(i, 12)));
        const std::size_t square_end = scan_square(list, letters);
        if (square_end == letters)
            return parse_error("icn_syntax", i, "Invalid piece list. " + excerpt(list.substr(i, 20)) + " is not CODEx,y");
        const auto piece = piece_from_icn_code(code);
        if (!piece) return parse_error("bad_piece", i, "Unknown piece. " + excerpt(code) + " is not a piece code");
        Square s;
        if (auto e = read_square(list, letters, square_end, s)) return e;
        if (p.board.occupied(s))
            return parse_error("icn_syntax", i, "Invalid piece list. Square " + to_string(s) + " is given twice");
        p.board.put(s, *piece);
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
