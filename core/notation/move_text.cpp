#include "core/notation/move_text.hpp"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/board/ascii_bytes.hpp"
#include "core/board/limits.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/icn_moves.hpp"

namespace UICI_CORE_NS {
namespace {

std::string format(const Move& m, bool equals) {
    std::string out;
    append_square(out, m.from);
    out += '>';
    append_square(out, m.to);
    if (m.promotion) {
        if (equals) out += '=';
        out += piece_code(*m.promotion);
    }
    return out;
}

// The canonical spelling "x,y>x,y" with numbers of at most 18 digits (which cannot leave the
// int64 range), read in one pass: the moves of a replayed game are nearly all written so.
// Nothing for any other token, which the game reader then reads (the same way for these).
std::optional<Move> read_plain_move(std::string_view t) {
    std::size_t i = 0;
    // One "-?[0-9]{1,18}" followed by `next` ('\0': the end of the token).
    auto number = [&](Coord& out, char next) {
        const bool negative = i < t.size() && t[i] == '-';
        if (negative) ++i;
        const std::size_t first = i;
        std::int64_t v = 0;
        while (i < t.size() && icn_detail::is_digit(t[i]) && i - first < 18) v = v * 10 + (t[i++] - '0');
        out = negative ? -v : v;
        if (i == first) return false;
        if (next == '\0') return i == t.size();
        return i < t.size() && t[i++] == next;
    };
    Move m;
    if (number(m.from.x, ',') && number(m.from.y, '>') && number(m.to.x, ',') && number(m.to.y, '\0')) return m;
    return std::nullopt;
}

#if UICI_WIDE
// The same spelling with longer numbers (up to kMaxDigits digits), found in one scan. Each
// number after the first is read near those before it (parse_coord_near): a move's target
// square mostly repeats the digits of its start square, and the two coordinates of a far
// square often share their leading digits, so a move of four 1,000-digit numbers costs about
// one read of such a number instead of four.
std::optional<Move> read_long_plain_move(std::string_view t) {
    std::size_t i = 0;
    // One "-?[0-9]{1,kMaxDigits}" followed by `next` ('\0': the end of the token): its text.
    auto number = [&](std::string_view& out, char next) {
        const std::size_t first = i;
        if (i < t.size() && t[i] == '-') ++i;
        const std::size_t digits = ascii::digit_prefix(t.data() + i, t.size() - i);
        if (digits == 0 || digits > kMaxDigits) return false;
        i += digits;
        out = t.substr(first, i - first);
        if (next == '\0') return i == t.size();
        return i < t.size() && t[i++] == next;
    };
    std::string_view fx, fy, tx, ty;
    if (!(number(fx, ',') && number(fy, '>') && number(tx, ',') && number(ty, '\0'))) return std::nullopt;
    Move m;
    Square& f = m.from;
    if (parse_coord(fx, f.x) != IntParse::ok || parse_coord_near(fy, {{fx, &f.x}}, f.y) != IntParse::ok ||
        parse_coord_near(tx, {{fx, &f.x}, {fy, &f.y}}, m.to.x) != IntParse::ok ||
        parse_coord_near(ty, {{fy, &f.y}, {fx, &f.x}, {tx, &m.to.x}}, m.to.y) != IntParse::ok)
        return std::nullopt;
    return m;
}
#endif

}  // namespace

// One token goes through the game reader's move section, so both accept the same spellings.
Parsed<Move> parse_move(std::string_view token) {
    if (auto plain = read_plain_move(token)) return std::move(*plain);
#if UICI_WIDE
    if (auto plain = read_long_plain_move(token)) return std::move(*plain);
#endif
    const std::size_t start = icn_detail::skip_spaces(token, 0);
    if (start == token.size() || !icn_detail::moves_start_at(token, start))
        return parse_error("bad_move", icn_detail::char_column(token, start),
                           "Invalid move. " + icn_detail::excerpt(token.substr(start)) + " is not like 1,2>3,4");
    std::vector<IcnMove> moves;
    if (auto e = icn_detail::read_moves(token, start, moves)) return icn_detail::in_characters(token, *e);
    if (moves.size() != 1)
        return parse_error("bad_move", icn_detail::char_column(token, start),
                           "Invalid move. " + icn_detail::excerpt(token.substr(start)) + " is not exactly one move");
    return std::move(moves.front().move);
}

std::string format_move(const Move& m) { return format(m, true); }

bool is_canonical_move(std::string_view t) {
    std::size_t i = 0;
    auto integer = [&] {  // "0" or -?[1-9][0-9]*
        const bool minus = i < t.size() && t[i] == '-';
        if (minus) ++i;
        const std::size_t start = i;
        i += ascii::digit_prefix(t.data() + i, t.size() - i);
        if (i == start) return false;
        return t[start] != '0' || (i - start == 1 && !minus);  // never "-0" or "007"
    };
    auto sep = [&](char c) { return i < t.size() && t[i] == c ? (++i, true) : false; };
    if (!(integer() && sep(',') && integer() && sep('>') && integer() && sep(',') && integer())) return false;
    if (i == t.size()) return true;
    if (!sep('=') || i == t.size()) return false;
    const bool upper = t[i] >= 'A' && t[i] <= 'Z';
    for (; i < t.size(); ++i)
        if (!(upper ? t[i] >= 'A' && t[i] <= 'Z' : t[i] >= 'a' && t[i] <= 'z')) return false;
    return true;
}

std::string format_move_readme(const Move& m) { return format(m, false); }

}  // namespace UICI_CORE_NS
