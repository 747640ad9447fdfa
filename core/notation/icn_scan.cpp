#include "core/notation/icn_scan.hpp"

#include <algorithm>
#include <array>

#include "core/board/ascii_bytes.hpp"
#include "core/board/limits.hpp"

namespace UICI_CORE_NS::icn_detail {

std::size_t space_len(std::string_view text, std::size_t i) {
    if (i >= text.size()) return 0;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == ' ' || (c >= '\t' && c <= '\r')) return 1;
    if (c < 0xC2) return 0;
    // The non-ASCII members of JavaScript's \s, matched on their UTF-8 bytes.
    auto byte = [&](std::size_t k) -> unsigned {
        return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0U;
    };
    switch (c) {
        case 0xC2: return byte(1) == 0xA0 ? 2 : 0;                     // U+00A0
        case 0xE1: return byte(1) == 0x9A && byte(2) == 0x80 ? 3 : 0;  // U+1680
        case 0xE3: return byte(1) == 0x80 && byte(2) == 0x80 ? 3 : 0;  // U+3000
        case 0xEF: return byte(1) == 0xBB && byte(2) == 0xBF ? 3 : 0;  // U+FEFF
        case 0xE2: {
            const unsigned b1 = byte(1), b2 = byte(2);
            if (b1 == 0x80 && ((b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF))
                return 3;                             // U+2000..U+200A, U+2028, U+2029, U+202F
            return b1 == 0x81 && b2 == 0x9F ? 3 : 0;  // U+205F
        }
        default: return 0;
    }
}

std::size_t skip_spaces(std::string_view text, std::size_t i) {
    while (i < text.size()) {
        const std::size_t n = space_len(text, i);
        if (n == 0) break;
        i += n;
    }
    return i;
}

bool turn_token(std::string_view t) {
    const std::size_t letters = std::find_if_not(t.begin(), t.end(), is_alpha) - t.begin();
    if (letters == 0 || (letters < t.size() && (is_digit(t[letters]) || t[letters] == '-'))) return false;
    if (t.find(':') != std::string_view::npos) return true;
    for (std::string_view code : {"w", "b", "r", "bu", "y", "g", "n", "W", "B", "R", "BU", "Y", "G", "N"})
        if (t == code) return true;
    return false;
}

std::size_t token_end(std::string_view text, std::size_t i) {
    // Printable ASCII a block at a time through a megabyte piece list, then byte by byte.
    if (i < text.size()) i += ascii::printable_prefix(text.data() + i, text.size() - i);
    for (; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c > ' ' && c < 0x80) continue;  // printable ASCII: the common case of a long piece list
        if (space_at(text, i)) break;
    }
    return i;
}

std::size_t scan_int(std::string_view text, std::size_t i) {
    std::size_t j = i;
    if (j < text.size() && text[j] == '-') ++j;
    const std::size_t digits = j;
    j += ascii::digit_prefix(text.data() + j, text.size() - j);
    return j == digits ? i : j;
}

std::size_t scan_square(std::string_view text, std::size_t i) {
    const std::size_t x_end = scan_int(text, i);
    if (x_end == i || x_end >= text.size() || text[x_end] != ',') return i;
    const std::size_t y_end = scan_int(text, x_end + 1);
    return y_end == x_end + 1 ? i : y_end;
}

MaybeError read_coord(std::string_view text, std::size_t begin, std::size_t end, Coord& out) {
    const auto digits = text.substr(begin, end - begin);
    switch (parse_coord(digits, out, false)) {
        case IntParse::ok: return std::nullopt;
        case IntParse::range: return coord_range_error(digits, begin);
        case IntParse::syntax: break;
    }
    return parse_error("icn_syntax", begin, "Invalid number. " + excerpt(digits));
}

ParseError coord_range_error(std::string_view digits, std::size_t begin) {
    if (!kWideCoords) return parse_error(std::string(kNeedsWide), begin, "Number past the narrow range");
    return parse_error(
        "too_large", begin,
        "Number too long. " + excerpt(digits) + " has more than " + std::to_string(kMaxDigits) + " digits");
}

MaybeError read_int64(std::string_view text, std::size_t begin, std::size_t end, std::int64_t& out) {
    const auto digits = text.substr(begin, end - begin);
    switch (parse_int64(digits, out, false)) {
        case IntParse::ok: return std::nullopt;
        case IntParse::range:
            return parse_error("too_large", begin, "Number out of range. " + excerpt(digits) + " is past 64 bits");
        case IntParse::syntax: break;
    }
    return parse_error("icn_syntax", begin, "Invalid number. " + excerpt(digits));
}

MaybeError read_square(std::string_view text, std::size_t begin, std::size_t end, Square& out) {
    const std::size_t comma = scan_int(text, begin);
    if (auto e = read_coord(text, begin, comma, out.x)) return e;
    return read_coord(text, comma + 1, end, out.y);
}

namespace {

bool plain_code(std::string_view code) {
    return (code.size() == 1 || code.size() == 2) && is_alpha(code[0]) && is_alpha(code.back());
}

struct CodeTable {
    std::array<std::optional<Piece>, kCodeSlots> pieces{};
    CodeTable() {
        for (int t = 0; t < kPieceTypeCount; ++t) {
            const auto type = static_cast<PieceType>(t);
            const auto& s = spec(type);
            if (s.neutral) {
                pieces[code_slot(s.code)] = Piece{type, Color::Neutral};
                continue;
            }
            pieces[code_slot(s.code)] = Piece{type, Color::Black};
            std::string upper(s.code);
            for (auto& c : upper) c = static_cast<char>(c - 'a' + 'A');
            pieces[code_slot(upper)] = Piece{type, Color::White};
        }
    }
};

const CodeTable& code_table() {
    static const CodeTable table;
    return table;
}

}  // namespace

std::optional<Piece> piece_from_icn_code(std::string_view code) {
    if (!plain_code(code)) return std::nullopt;
    return code_table().pieces[code_slot(code)];
}

const std::optional<Piece>* piece_code_slots() { return code_table().pieces.data(); }

std::optional<PieceType> type_from_icn_code(std::string_view code) {
    if (!plain_code(code)) return std::nullopt;
    auto piece = piece_from_icn_code(code);
    if (piece) return piece->type;
    // Neutral pieces only have a lower-case code; "OB" still names the obstacle type.
    char lower[2] = {};
    for (std::size_t i = 0; i < code.size(); ++i) {
        if (code[i] < 'A' || code[i] > 'Z') return std::nullopt;
        lower[i] = static_cast<char>(code[i] - 'A' + 'a');
    }
    piece = piece_from_icn_code(std::string_view(lower, code.size()));
    if (piece && piece->color == Color::Neutral) return piece->type;
    return std::nullopt;
}

std::size_t char_column(std::string_view text, std::size_t byte) {
    const std::size_t within = std::min(byte, text.size());
    return byte - ascii::count_continuations(text.data(), within);  // every byte but continuations
}

ParseError in_characters(std::string_view text, ParseError e) {
    e.column = char_column(text, e.column);
    return e;
}

std::string excerpt(std::string_view text) {
    constexpr std::size_t kMax = 40;
    std::string out = "'";
    // Only printable ASCII is echoed, so a message is always valid UTF-8 (and valid JSON text).
    for (char c : text.substr(0, kMax)) out += c >= ' ' && c <= '~' ? c : '?';
    if (text.size() > kMax) out += "...";
    out += "'";
    return out;
}

}  // namespace UICI_CORE_NS::icn_detail
