// The piece list "K5,1+|r1,8|...": the one section that can be megabytes long, read in one
// pass without allocating per entry.
#include <algorithm>
#include <array>
#include <bit>

#include "core/board/ascii_bytes.hpp"
#include "core/board/limits.hpp"
#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS::icn_detail {
namespace {

// Entries read before they are placed (see read_piece_list).
constexpr std::size_t kBatch = 128;

// How far quick_entry may read past the start of an entry: 32 bytes of masks, and 8 bytes
// at a number's last digits, which end within them; 64 and 8 for an entry longer than 32 bytes.
constexpr std::size_t kQuickReach = 40, kLongReach = 72;
// short_entry's: 16 bytes of masks, and 8 at a number that starts within them.
constexpr std::size_t kShortReach = 24;

// True when bits [from, to) of mask are all set.
constexpr bool all_set(std::uint64_t mask, unsigned from, unsigned to) {
    const std::uint64_t want = (std::uint64_t{1} << (to - from)) - 1;
    return ((mask >> from) & want) == want;
}

// The masks of 32 bytes at p, each class's bits side by side (bit k: byte k).
struct EntryMasks {
    std::uint64_t letters, digits, minus, comma, stop;
};
[[gnu::always_inline]] inline EntryMasks entry_masks(const char* p) {
    const ascii::Masks16 lo = ascii::masks16(p), hi = ascii::masks16(p + 16);
    const auto join = [](unsigned a, unsigned b) { return std::uint64_t{a} | (std::uint64_t{b} << 16); };
    return {join(lo.letters, hi.letters), join(lo.digits, hi.digits), join(lo.minus, hi.minus),
            join(lo.comma, hi.comma), join(lo.stop, hi.stop)};
}

// An entry "CODEx,y" in its common shape, ended by '|' or '+' within 32 bytes (64 when `long_room`
// says that 72 bytes may be read): one or two letters of a known code, coordinates of one to
// nineteen digits of at most 2^60 (a position spread over +-10^9 has ten, a far one up to 19).
// Returns the piece, the square and the end of the square; nullptr for anything else, which
// the general path reads and, when it is wrong, reports: a larger number is the narrow build's
// range error there and the wide build's number, so both builds read every text as without
// this. Every place comes from the masks, so the next entry's start does not wait for this
// one's numbers. `text` is set to the square's text when its numbers are canonical (LoosePiece),
// else to nullptr. The list is readable from `begin` (ascii::digits_value_within).
[[gnu::always_inline]] inline const char* quick_entry(const char* p, const std::optional<Piece>* codes, Piece& piece,
                                                      Square& s, bool long_room, const char*& text, const char* begin) {
    // A short entry (a position on a few thousand squares, as the server mostly reads) ends
    // within the first 16 bytes: one block of masks. Else 32 bytes, and for a long entry (far
    // coordinates) 32 more, when its x (two letters, '-' and 19 digits at most) ends within the
    // first 32, else the general path (huge numbers) without them.
    const ascii::Masks16 lo = ascii::masks16(p);
    EntryMasks m{lo.letters, lo.digits, lo.minus, lo.comma, lo.stop};
    unsigned window = 16;
    if (lo.stop == 0) {
        const ascii::Masks16 hi = ascii::masks16(p + 16);
        m = {m.letters | std::uint64_t{hi.letters} << 16, m.digits | std::uint64_t{hi.digits} << 16,
             m.minus | std::uint64_t{hi.minus} << 16, m.comma | std::uint64_t{hi.comma} << 16,
             std::uint64_t{hi.stop} << 16};
        window = 32;
        const auto comma32 = static_cast<unsigned>(std::countr_zero(m.comma | (std::uint64_t{1} << 32)));
        if (m.stop == 0 && long_room && comma32 <= 22) {
            const EntryMasks far = entry_masks(p + 32);
            m = {m.letters | far.letters << 32, m.digits | far.digits << 32, m.minus | far.minus << 32,
                 m.comma | far.comma << 32, m.stop | far.stop << 32};
            window = 64;
        }
    }
    const auto first = [window](std::uint64_t mask) {  // window: none
        return window == 64 ? static_cast<unsigned>(std::countr_zero(mask))
                            : static_cast<unsigned>(std::countr_zero(mask | (std::uint64_t{1} << window)));
    };
    const auto letters = static_cast<unsigned>(std::countr_one(m.letters));
    const unsigned comma = first(m.comma), end = first(m.stop);
    if (letters - 1 > 1 || comma >= window - 1) return nullptr;
    const unsigned x_neg = (m.minus >> letters) & 1, y_neg = (m.minus >> (comma + 1)) & 1;
    const unsigned x_from = letters + x_neg, y_from = comma + 1 + y_neg;
    if (comma <= x_from || comma - x_from > 19 || end == window || end <= y_from || end - y_from > 19 ||
        !all_set(m.digits, x_from, comma) || !all_set(m.digits, y_from, end))
        return nullptr;
    const std::optional<Piece>& known = codes[code_slot({p, letters})];
    if (!known) return nullptr;
    const std::uint64_t x = ascii::digits_value_within(p + x_from, comma - x_from, begin),
                        y = ascii::digits_value_within(p + y_from, end - y_from, begin);
    constexpr auto kLimit = static_cast<std::uint64_t>(kNarrowLimit);
    if (x > kLimit || y > kLimit) return nullptr;
    piece = *known;
    text = ascii::canonical_digits(p + x_from, comma - x_from, x_neg != 0) &&
                   ascii::canonical_digits(p + y_from, end - y_from, y_neg != 0)
               ? p + letters
               : nullptr;
    const auto sx = static_cast<std::int64_t>(x), sy = static_cast<std::int64_t>(y);
    s = {Coord(x_neg ? -sx : sx), Coord(y_neg ? -sy : sy)};
    return p + end;
}

// The server's common entry: "CODEx,y" ended by '|' or '+' within 16 bytes, numbers of at most
// eight digits, from one block of masks and without what only the conversions need (numbers of
// up to 19 digits, whether their text is canonical). read_piece_list tries it before
// quick_entry: going through quick_entry alone was 34 instructions more a piece than this,
// a tenth of reading a 1,000-piece position (docs/PERFORMANCE.md, 2026-11-28). Both read an entry
// alike: this refuses more, and quick_entry (then the general path) reads what it refuses.
[[gnu::always_inline]] inline const char* short_entry(const char* p, const std::optional<Piece>* codes, Piece& piece,
                                                      Square& s) {
    const ascii::Masks16 m = ascii::masks16(p);
    const auto letters = static_cast<unsigned>(std::countr_one(m.letters));
    const auto comma = static_cast<unsigned>(std::countr_zero(m.comma | 0x10000U));  // 16: none
    const auto end = static_cast<unsigned>(std::countr_zero(m.stop | 0x10000U));
    const unsigned x_neg = (m.minus >> letters) & 1, y_neg = (m.minus >> (comma + 1)) & 1;
    const unsigned x_from = letters + x_neg, y_from = comma + 1 + y_neg;
    if (letters - 1 > 1 || comma <= x_from || comma - x_from > 8 || end == 16 || end <= y_from || end - y_from > 8 ||
        !all_set(m.digits, x_from, comma) || !all_set(m.digits, y_from, end))
        return nullptr;
    const std::optional<Piece>& known = codes[code_slot({p, letters})];
    if (!known) return nullptr;
    piece = *known;
    const auto x = static_cast<std::int64_t>(ascii::digits_value(ascii::load8(p + x_from), comma - x_from));
    const auto y = static_cast<std::int64_t>(ascii::digits_value(ascii::load8(p + y_from), end - y_from));
    s = {Coord(x_neg ? -x : x), Coord(y_neg ? -y : y)};
    return p + end;
}

// Any entry, with the error that the first thing wrong in it deserves.
MaybeError general_entry(std::string_view list, std::size_t i, Piece& piece, Square& s, std::size_t& square_end) {
    std::size_t letters = i;
    while (letters < list.size() && is_alpha(list[letters])) ++letters;
    const auto code = list.substr(i, letters - i);
    const auto entry = list.substr(i, std::min(list.find('|', i), list.size()) - i);
    if (code.empty())
        return parse_error(
            "icn_syntax", i,
            "Invalid piece list. Entry " + excerpt(entry.substr(0, 40)) + " has no piece code: expected CODEx,y",
            "CODEx,y");
    square_end = scan_square(list, letters);
    if (square_end == letters)
        return parse_error("icn_syntax", i,
                           "Invalid piece list. Entry " + excerpt(entry.substr(0, 40)) + " is not CODEx,y", "CODEx,y");
    const auto known = piece_from_icn_code(code);
    if (!known) return parse_error("bad_piece", i, "Unknown piece. " + excerpt(code) + " is not a piece code");
    piece = *known;
    return read_square(list, letters, square_end, s);
}

// The entries into `out`, in text order: no board, so no repeat is seen here (sort_loose finds it).
MaybeError read_loose(std::string_view list, std::size_t i, std::size_t end, std::size_t entries, LoosePieces& out) {
    out.reserve(out.size() + entries);
    const std::optional<Piece>* codes = piece_code_slots();
    while (true) {
        LoosePiece& e = out.emplace_back();
        std::size_t square_end = 0;
        const char* text = nullptr;
        const char* quick = i + kQuickReach <= end ? quick_entry(list.data() + i, codes, e.piece, e.square,
                                                                 i + kLongReach <= end, text, list.data())
                                                   : nullptr;
        if (quick != nullptr) {
            square_end = static_cast<std::size_t>(quick - list.data());
            e.text = text;
            e.text_size = static_cast<std::uint8_t>(text != nullptr ? quick - text : 0);
        } else if (auto err = general_entry(list, i, e.piece, e.square, square_end)) return err;
        std::size_t next = square_end;
        if (next < end && list[next] == '+') {
            e.right = true;
            ++next;
        }
        if (next == end || (next + 1 == end && list[next] == '|')) return std::nullopt;
        if (list[next] != '|')
            return parse_error("icn_syntax", next,
                               "Invalid piece list. Expected '|' between entries at " + excerpt(list.substr(next, 12)),
                               "|");
        i = next + 1;
    }
}

}  // namespace

// A square given twice is refused: both converters keep the later piece but the earlier '+',
// which describes no sensible position (see PROTOCOL.md).
MaybeError read_piece_list(std::string_view text, std::size_t begin, std::size_t end, Position& p, LoosePieces* loose) {
    const auto list = text.substr(0, end);  // keeps every look-ahead inside the section
    std::size_t i = begin;
    // Bulk load: room for every entry, line indices built when a query first needs them.
    // The piece limit is checked on the entry count up front, before any memory is spent.
    const auto section = list.substr(begin);
    const std::size_t entries = 1 + ascii::count_byte(section.data(), section.size(), '|');
    if (p.board.size() + entries > kMaxPieces)
        return parse_error("too_large", begin,
                           "Too many pieces. At most " + std::to_string(kMaxPieces) + " on one board");
    if (loose != nullptr) return read_loose(list, begin, end, entries, *loose);
    p.board.reserve(p.board.size() + entries);
    p.board.defer_index();
    // Entries are placed in batches after they are read: the cache misses of consecutive
    // inserts then overlap instead of each waiting behind the reading of the next entry.
    // Errors still come in text order: a batch is placed before any reading error is returned.
    std::array<std::pair<Square, Piece>, kBatch> batch;
    std::array<std::size_t, kBatch> batch_at;  // where each entry starts, for the error
    std::size_t pending = 0;
    const std::optional<Piece>* codes = piece_code_slots();
    const auto place = [&]() -> MaybeError {
        const std::size_t placed = p.board.put_many({batch.data(), pending});
        if (placed < pending)
            return parse_error("icn_syntax", batch_at[placed],
                               "Invalid piece list. Square " + to_string(batch[placed].first) + " is given twice");
        pending = 0;
        return std::nullopt;
    };
    const auto fail = [&](ParseError e) -> MaybeError {
        if (auto first = place()) return first;
        return e;
    };
    while (true) {
        auto& [square, piece] = batch[pending];
        batch_at[pending] = i;
        std::size_t square_end = 0;
        const char* square_text = nullptr;  // (not kept: the board holds numbers)
        const char* quick = i + kShortReach <= end ? short_entry(list.data() + i, codes, piece, square) : nullptr;
        if (quick == nullptr && i + kQuickReach <= end)
            quick = quick_entry(list.data() + i, codes, piece, square, i + kLongReach <= end, square_text, list.data());
        if (quick != nullptr) square_end = static_cast<std::size_t>(quick - list.data());
        else if (auto e = general_entry(list, i, piece, square, square_end)) return fail(*e);
        std::size_t next = square_end;
        if (next < end && list[next] == '+') {
            p.special_rights.insert(square);
            ++next;
        }
        // A '|' after the last entry ends the list as well (the reference converter reads it).
        const bool last = next == end || (next + 1 == end && list[next] == '|');
        if (++pending == batch.size() || last)
            if (auto e = place()) return e;
        if (last) return std::nullopt;
        if (list[next] != '|')
            return fail(parse_error(
                "icn_syntax", next,
                "Invalid piece list. Expected '|' between entries at " + excerpt(list.substr(next, 12)), "|"));
        i = next + 1;
    }
}

}  // namespace UICI_CORE_NS::icn_detail
