// A piece whose square is kept as the document's text, on the wide build: how such squares
// are ordered, and their numbers made when they are needed. A coordinate past 64 bits is a big
// integer there; turning 200,000 of them into numbers and back into digits was most of
// converting such a position, and most of playing a few moves on it (core/board/cells.hpp
// lends a board these pieces as they are). A number written the one way the writers write it
// (canonical: no '+', no leading zero, no "-0") is ordered by its sign, its length and its
// digits.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/board/ascii_bytes.hpp"
#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS {

#if UICI_WIDE

struct TextPiece {
    const char* square = nullptr;  // "x,y" in the document's text, both numbers canonical
    std::uint16_t comma = 0;       // the ',' in it
    std::uint16_t size = 0;        // its length (two numbers of at most kMaxDigits digits)
    Piece piece;
    bool right = false;
    [[nodiscard]] std::string_view text() const { return {square, size}; }
    [[nodiscard]] std::string_view x_text() const { return {square, comma}; }
    [[nodiscard]] std::string_view y_text() const {
        return {square + comma + 1, static_cast<std::size_t>(size - comma - 1)};
    }
};

// Below zero, zero or above zero as canonical a is below, equal to or above canonical b: by
// sign, then length, then digits (a '-' counts in both lengths alike).
// Digits of one length are compared 16 bytes a step inline (ascii::common_prefix), not by a
// call to memcmp: checking that 100,000 squares of 20-40 digits come in order was a sixth of
// reading them.
inline int compare_canonical(std::string_view a, std::string_view b) {
    const bool a_negative = a.front() == '-', b_negative = b.front() == '-';
    if (a_negative != b_negative) return a_negative ? -1 : 1;
    int magnitude = 0;
    if (a.size() != b.size()) {
        magnitude = a.size() < b.size() ? -1 : 1;
    } else if (const std::size_t same = ascii::common_prefix(a.data(), b.data(), a.size()); same < a.size()) {
        magnitude = static_cast<unsigned char>(a[same]) < static_cast<unsigned char>(b[same]) ? -1 : 1;
    }
    return a_negative ? -magnitude : magnitude;
}

// Display order (rank descending, then file ascending) of a canonical square against the one
// whose numbers are spelled x and y canonically: true when p's square comes first.
inline bool text_before(const TextPiece& p, std::string_view x, std::string_view y) {
    if (const int c = compare_canonical(p.y_text(), y); c != 0) return c > 0;
    return compare_canonical(p.x_text(), x) < 0;
}

// Display order of two canonical squares.
inline bool text_display_less(const TextPiece& a, const TextPiece& b) { return text_before(a, b.x_text(), b.y_text()); }

// The entry of a range kept in display order whose square is s, or last: s spelled once, then a
// binary search of the text. at(entry) is the TextPiece the entry stands for (the board keeps
// both pieces and pointers to them in this order).
template <class It, class At>
It find_text_square(It first, It last, const Square& s, At at) {
    std::string x, y;
    append_coord(x, s.x);
    append_coord(y, s.y);
    const It it = std::partition_point(first, last, [&](const auto& e) { return text_before(at(e), x, y); });
    return it != last && at(*it).x_text() == x && at(*it).y_text() == y ? it : last;
}

// p's square as numbers (its text is canonical: read without checking it again).
Square square_of(const TextPiece& p);

#endif

}  // namespace UICI_CORE_NS
