// Squares kept as text for the wide build's conversions (text_pieces.hpp).
#include "core/notation/text_pieces.hpp"

#include <algorithm>
#include <cstdint>

#include "core/board/ascii_bytes.hpp"
#include "core/board/limits.hpp"
#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS {

#if UICI_WIDE
namespace {

// The end of the canonical number at p ('-', then digits without a leading zero, or "0"), or
// nullptr when the text there, up to `end`, is no such number or has more than kMaxDigits digits.
const char* canonical_number_end(const char* p, const char* end) {
    const bool negative = p < end && *p == '-';
    const char* digits = p + (negative ? 1 : 0);
    const std::size_t n = ascii::digit_prefix(digits, static_cast<std::size_t>(end - digits));
    if (n == 0 || n > kMaxDigits || !ascii::canonical_digits(digits, n, negative)) return nullptr;
    return digits + n;
}

// The entries "CODEx,y" or "CODEx,y+" of an ICN piece list, in text order; false at the first
// entry in another shape (or an unknown code, or too many entries).
bool read_list(std::string_view list, TextPieces& out) {
    const std::size_t entries = 1 + ascii::count_byte(list.data(), list.size(), '|');
    if (entries > kMaxPieces) return false;
    out.reserve(entries);
    const std::optional<Piece>* codes = icn_detail::piece_code_slots();
    const char* p = list.data();
    const char* const end = p + list.size();
    while (true) {
        const char* square = p;
        while (square < end && square - p < 3 && icn_detail::is_alpha(*square)) ++square;
        const auto letters = static_cast<std::size_t>(square - p);
        if (letters == 0 || letters > 2) return false;
        const std::optional<Piece>& known = codes[icn_detail::code_slot({p, letters})];
        if (!known) return false;
        const char* comma = nullptr;
        p = canonical_square_end(square, end, comma);
        if (p == nullptr) return false;
        out.push_back({square, static_cast<std::uint16_t>(comma - square), static_cast<std::uint16_t>(p - square),
                       *known, false});
        if (p < end && *p == '+') {
            out.back().right = true;
            ++p;
        }
        // A '|' after the last entry ends the list as well, as the usual reader has it.
        if (p == end || (p + 1 == end && *p == '|')) return true;
        if (*p != '|') return false;
        ++p;
    }
}

}  // namespace

const char* text_pieces_detail::general_square_end(const char* p, const char* end, const char*& comma) {
    const char* const x_end = canonical_number_end(p, end);
    if (x_end == nullptr || x_end == end || *x_end != ',') return nullptr;
    comma = x_end;
    return canonical_number_end(x_end + 1, end);
}

bool canonical_square(std::string_view text, std::uint16_t& comma) {
    const char* const end = text.data() + text.size();
    const char* at = nullptr;
    if (canonical_square_end(text.data(), end, at) != end) return false;
    comma = static_cast<std::uint16_t>(at - text.data());
    return true;
}

bool sort_text(TextPieces& pieces) {
    // A list that comes strictly in order (as converters write it) is sorted and has no square
    // twice, found in one pass: a second pass for the same square twice was 3 % of converting
    // 100,000 squares of 20-40 digits.
    const auto out_of_order = [](const TextPiece& a, const TextPiece& b) { return !text_display_less(a, b); };
    if (std::adjacent_find(pieces.begin(), pieces.end(), out_of_order) == pieces.end()) return true;
    std::sort(pieces.begin(), pieces.end(), text_display_less);
    // Canonical numbers: the same square is the same text.
    for (std::size_t i = 1; i < pieces.size(); ++i)
        if (pieces[i].text() == pieces[i - 1].text()) return false;
    return true;
}

std::optional<IcnDocument> read_icn_text(std::string_view text, TextPieces& pieces) {
    pieces.clear();
    std::string_view list;
    auto doc = icn_detail::read_icn_into(text, nullptr, &list);
    if (!doc || !doc->has_piece_list) return std::nullopt;
    if (!read_list(list, pieces) || !sort_text(pieces)) return std::nullopt;
    return std::move(*doc);
}

LoosePieces loose_of(std::span<const TextPiece> sorted) {
    LoosePieces out;
    out.reserve(sorted.size());
    for (const TextPiece& p : sorted) out.push_back({square_of(p), p.piece, p.right});
    return out;
}

void lend_text(const TextPieces& pieces, Position& p) {
    p.board.lend_text(pieces);
    for (const TextPiece& tp : pieces)
        if (tp.right) p.special_rights.insert(square_of(tp));
}

#endif

}  // namespace UICI_CORE_NS
