// Long JSON's piece maps read by a plain scan (json_maps.hpp).
#include "core/notation/json_maps.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/board/ascii_bytes.hpp"
#include "core/board/limits.hpp"
#include "core/notation/long_name_index.hpp"

namespace UICI_CORE_NS::json_maps {
namespace {

bool json_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::size_t skip_json_space(std::string_view t, std::size_t i) {
    while (i < t.size() && json_space(t[i])) ++i;
    return i;
}

// Past the closing quote of the string that opens at t[i]; npos when it does not close.
std::size_t string_end(std::string_view t, std::size_t i) {
    for (++i; i < t.size(); ++i) {
        if (t[i] == '\\') ++i;
        else if (t[i] == '"') return i + 1;
    }
    return std::string_view::npos;
}

// A string without escapes or control characters at t[i]: its inside, and i past it.
bool plain_string(std::string_view t, std::size_t& i, std::string_view& inside) {
    if (i >= t.size() || t[i] != '"') return false;
    const std::size_t begin = ++i;
    i += ascii::json_plain_prefix(t.data() + i, t.size() - i);
    if (i == t.size() || t[i] != '"') return false;
    inside = t.substr(begin, i - begin);
    ++i;
    return true;
}

// The value of the n (1 to 19) digits at p (8 bytes readable past them, the text readable from
// `begin`), with its sign; false past the narrow build's 2^60, which the general path reads (the
// narrow build's range error, the wide build's number): both builds then read every text as
// without this.
[[gnu::always_inline]] inline bool digits_coord(const char* p, unsigned n, bool negative, Coord& out,
                                                const char* begin) {
    const std::uint64_t v = ascii::digits_value_within(p, n, begin);
    if (v > static_cast<std::uint64_t>(kNarrowLimit)) return false;
    const auto value = static_cast<std::int64_t>(v);
    out = negative ? Coord(-value) : Coord(value);
    return true;
}

// Where the parts of a key "x,y" are, from the masks of its first `window` (16, 32 or 64) bytes:
// x's digits start at x_neg and end at the comma, y's run from y_from to y_end. The masks grow
// 16 bytes at a time (KeyMasks::grow) while the key is longer: a short key (a position on a few
// thousand squares) needs one block.
struct KeyPlaces {
    unsigned x_neg = 0, comma = 0, y_neg = 0, y_from = 0, y_end = 0;
};
struct KeyMasks {
    std::uint64_t digits = 0, minus = 0, commas = 0;
    unsigned window = 0;
    [[gnu::always_inline]] void grow(const char* p, unsigned to) {
        for (; window < to; window += 16) {
            const ascii::Masks16 m = ascii::masks16(p + window);
            digits |= std::uint64_t{m.digits} << window;
            minus |= std::uint64_t{m.minus} << window;
            commas |= std::uint64_t{m.comma} << window;
        }
    }
};
enum class KeyFit { fits, longer, no };
template <unsigned window>
[[gnu::always_inline]] inline KeyFit key_places(const KeyMasks& m, KeyPlaces& k) {
    std::uint64_t commas = m.commas;
    if constexpr (window < 64) commas |= std::uint64_t{1} << window;  // none: the window's end
    k.x_neg = m.minus & 1U;
    k.comma = static_cast<unsigned>(std::countr_zero(commas));
    if (k.comma > 20) return KeyFit::no;  // x has more than 19 digits: the general path's
    if (k.comma >= window - 1) return KeyFit::longer;
    k.y_neg = (m.minus >> (k.comma + 1)) & 1U;
    k.y_from = k.comma + 1 + k.y_neg;
    k.y_end = k.y_from + static_cast<unsigned>(std::countr_one(m.digits >> k.y_from));
    if (k.y_end >= window) return KeyFit::longer;
    const unsigned x_digits = k.comma - k.x_neg;
    if (k.comma <= k.x_neg || x_digits > 19 || k.y_end == k.y_from || k.y_end - k.y_from > 19) return KeyFit::no;
    const std::uint64_t x_mask = (std::uint64_t{1} << x_digits) - 1;
    return ((m.digits >> k.x_neg) & x_mask) == x_mask ? KeyFit::fits : KeyFit::no;
}

// A member in the one shape converters write, "x,y":"kingsW" (or "x,y":true|false in the
// rights), coordinates of one to nineteen digits of at most 2^60, no blanks: its places found
// from the masks of 16 to 64 bytes (core/board/ascii_bytes.hpp), as the ICN
// reader reads its entries, and handed on; i is left past its value. False (i unchanged, nothing
// handed on) for anything else, which the general reading below takes from the same place: both
// reach the same verdict on every text. Without sinks (a syntax check) nothing is handed on.
[[gnu::always_inline]] inline bool quick_member(std::string_view t, std::size_t& i, bool placement,
                                                const MapSinks& into, const LongNameIndex& names) {
    // Key, name and what follows, all inside the text (a key of up to 30 bytes, or of up to 62).
    constexpr std::size_t kReach = 64, kLongReach = 96;
    if (i + kReach > t.size() || t[i] != '"') return false;
    const char* p = t.data() + i + 1;
    KeyPlaces k;
    KeyMasks masks;
    masks.grow(p, 16);
    KeyFit fit = key_places<16>(masks, k);
    // A key without its comma in the first 16 bytes (far coordinates) goes to 64 bytes at once:
    // its y would not end inside 32 either. (Any window gives a key the same verdict, once the
    // key ends inside it.)
    if (fit == KeyFit::longer && (k.comma < 15 || i + kLongReach > t.size())) {
        masks.grow(p, 32);
        fit = key_places<32>(masks, k);
    }
    if (fit == KeyFit::longer && i + kLongReach <= t.size()) {
        masks.grow(p, 64);
        fit = key_places<64>(masks, k);
    }
    if (fit != KeyFit::fits || p[k.y_end] != '"' || p[k.y_end + 1] != ':') return false;
    const unsigned y_end = k.y_end;
    const bool wanted = placement ? into.pieces != nullptr : into.rights != nullptr;
    Square s;
    // A syntax check (nothing wanted) needs no values: the general path's verdict on a larger
    // number is the same.
    if (wanted && (!digits_coord(p + k.x_neg, k.comma - k.x_neg, k.x_neg != 0, s.x, t.data()) ||
                   !digits_coord(p + k.y_from, y_end - k.y_from, k.y_neg != 0, s.y, t.data())))
        return false;
    const char* v = p + y_end + 2;  // the value
    if (!placement) {
        if (std::memcmp(v, "true", 4) == 0) {
            if (wanted) into.rights->push_back(s);
            i = static_cast<std::size_t>(v + 4 - t.data());
            return true;
        }
        if (std::memcmp(v, "false", 5) != 0) return false;
        i = static_cast<std::size_t>(v + 5 - t.data());
        return true;
    }
    if (*v != '"') return false;
    const auto letters = static_cast<unsigned>(std::countr_one(ascii::masks16(v + 1).letters));
    if (letters == 0 || letters >= LongNameIndex::kLongest || v[1 + letters] != '"') return false;
    if (wanted) {
        const Piece* piece = names.find(v + 1, letters);
        if (piece == nullptr || into.pieces->size() == kMaxPieces) return false;
        const bool canonical = ascii::canonical_digits(p + k.x_neg, k.comma - k.x_neg, k.x_neg != 0) &&
                               ascii::canonical_digits(p + k.y_from, y_end - k.y_from, k.y_neg != 0);
        into.pieces->push_back(
            {s, *piece, false, static_cast<std::uint8_t>(canonical ? y_end : 0), canonical ? p : nullptr});
    }
    i = static_cast<std::size_t>(v + 2 + letters - t.data());
    return true;
}

// Room for the members of the map that opens before t[i]: a ':' each, before the first '}'
// (exact for a map in the plain shape, a guess otherwise). Growing the list as it is read
// would have the old and the new list in memory together, half again the list at its peak.
std::size_t members_ahead(std::string_view t, std::size_t i) {
    const std::size_t close = std::min(t.find('}', i), t.size());
    return std::min<std::size_t>(ascii::count_byte(t.data() + i, close - i, ':'), kMaxPieces);
}

// Room for the pieces of the map that opens before t[i]: more than the text that is left can
// hold (a member is 9 bytes at the least, "x,y":"n", and 10 with its ','), as simdjson sizes
// its tape from the document's length. Counting them (members_ahead) was a tenth of reading a
// map of 100,000 pieces; room that is never written is never given pages, so the memory used
// is the same.
std::size_t pieces_bound(std::string_view t, std::size_t i) {
    return std::min<std::size_t>((t.size() - i) / 10 + 1, kMaxPieces);
}

// One member in any shape, from its key at t[i]: the key, and the piece's name (placement) or
// whether the right is true; i is left past its value. False when it is not in the plain shape.
bool split_member(std::string_view t, std::size_t& i, bool placement, std::string_view& key, std::string_view& name,
                  bool& right) {
    if (!plain_string(t, i, key)) return false;
    i = skip_json_space(t, i);
    if (i >= t.size() || t[i] != ':') return false;
    i = skip_json_space(t, i + 1);
    right = false;
    if (placement) return plain_string(t, i, name);
    if (t.substr(i, 4) == "true") {
        right = true;
        i += 4;
        return true;
    }
    if (t.substr(i, 5) != "false") return false;
    i += 5;
    return true;
}

// One member in any shape (after quick_member gave it up), from its key at t[i]; i is left
// past its value.
Scan general_member(std::string_view t, std::size_t& i, bool placement, const MapSinks& into) {
    std::string_view key, name;
    bool right = false;
    if (!split_member(t, i, placement, key, name, right)) return Scan::give_up;
    if (into.pieces == nullptr && into.rights == nullptr) return Scan::ok;
    Square s;
    const IntParse got = parse_square(key, s);
    if (got == IntParse::range && !kWideCoords) return Scan::needs_wide;
    if (got != IntParse::ok) return Scan::give_up;
    if (placement) {
        const auto piece = piece_from_long_name(name);
        if (!piece || into.pieces->size() == kMaxPieces) return Scan::give_up;
        into.pieces->push_back({s, *piece, false});
    } else if (right) {
        into.rights->push_back(s);
    }
    return Scan::ok;
}

#if UICI_WIDE
// text_member's quick way, for the one shape converters write: "x,y":"kingsW" (or "x,y":true or
// false in the rights) without blanks, both numbers canonical, from its key at p: past its value,
// or nullptr (nothing handed on) for anything else, which text_member then reads from the same
// place: both reach the same verdict on every text. The numbers' ends are found by their digit
// runs and the name by its letters' mask, not by reading the key and the name as JSON strings
// first (that was half of reading a map past 2^60).
[[gnu::always_inline]] inline const char* quick_text_member(const char* p, const char* const end, bool placement,
                                                            const MapSinks& into, const LongNameIndex& names) {
    if (p >= end || *p != '"') return nullptr;
    const char* const key = p + 1;
    const char* comma = nullptr;
    const char* const key_end = canonical_square_end(key, end, comma);
    if (key_end == nullptr || end - key_end < 2 || key_end[0] != '"' || key_end[1] != ':') return nullptr;
    const auto square = [&](Piece piece) {
        return TextPiece{key, static_cast<std::uint16_t>(comma - key), static_cast<std::uint16_t>(key_end - key), piece,
                         false};
    };
    const char* const v = key_end + 2;  // the value
    if (!placement) {
        if (end - v >= 4 && std::memcmp(v, "true", 4) == 0) {
            into.text_rights->push_back(square(Piece{}));
            return v + 4;
        }
        if (end - v < 5 || std::memcmp(v, "false", 5) != 0) return nullptr;
        return v + 5;
    }
    // The letters' mask and the names' table read 16 bytes after the opening quote.
    if (end - v < 1 + static_cast<std::ptrdiff_t>(LongNameIndex::kLongest) || *v != '"') return nullptr;
    const auto letters = static_cast<unsigned>(std::countr_one(ascii::masks16(v + 1).letters));
    if (letters == 0 || letters >= LongNameIndex::kLongest || v[1 + letters] != '"') return nullptr;
    const Piece* piece = names.find(v + 1, letters);
    if (piece == nullptr || into.text_pieces->size() == kMaxPieces) return nullptr;
    into.text_pieces->push_back(square(*piece));
    return v + 2 + letters;
}

// One member with its square kept as text (text_pieces.hpp): give_up unless the square is
// canonical.
Scan text_member(std::string_view t, std::size_t& i, bool placement, const MapSinks& into) {
    std::string_view key, name;
    bool right = false;
    std::uint16_t comma = 0;
    if (!split_member(t, i, placement, key, name, right) || !canonical_square(key, comma)) return Scan::give_up;
    const TextPiece square{key.data(), comma, static_cast<std::uint16_t>(key.size()), Piece{}, false};
    if (!placement) {
        if (right) into.text_rights->push_back(square);
        return Scan::ok;
    }
    // (An empty name has no last byte for the table to read: the fuzzer's first find.)
    const Piece* piece = piece_named(name, t.data() + t.size());
    if (piece == nullptr || into.text_pieces->size() == kMaxPieces) return Scan::give_up;
    into.text_pieces->push_back(square);
    into.text_pieces->back().piece = *piece;
    return Scan::ok;
}
#endif

// One member the quick way from its key at p: past its value, or nullptr (nothing handed on).
template <bool placement, bool text>
[[gnu::always_inline]] inline const char* quick_step(std::string_view t, const char* p, const MapSinks& into,
                                                     const LongNameIndex& names) {
#if UICI_WIDE
    if constexpr (text) return quick_text_member(p, t.data() + t.size(), placement, into, names);
#endif
    auto i = static_cast<std::size_t>(p - t.data());
    return quick_member(t, i, placement, into, names) ? t.data() + i : nullptr;
}

// Members in the quick way's shape one after another, each but the last followed by a ',' and
// no blank: the quick way in a loop of its own from t[i], its place kept in a register (in
// scan_map's loop, the place went through memory at every step: a seventh of the instructions
// of reading a map past 2^60, a twentieth of a narrow one). Returns where it stopped:
// `after_member` false, at a member it did not take; true, at what follows the last member
// when that is no ',' before a '"'.
template <bool placement, bool text>
[[gnu::noinline]] std::size_t quick_run(std::string_view t, std::size_t i, const MapSinks& into, bool& after_member) {
    const LongNameIndex& names = long_name_index();
    const char* p = t.data() + i;
    const char* const end = t.data() + t.size();
    while (true) {
        const char* const next = quick_step<placement, text>(t, p, into, names);
        if (next == nullptr) {
            after_member = false;
            return static_cast<std::size_t>(p - t.data());
        }
        if (end - next < 2 || next[0] != ',' || next[1] != '"') {
            after_member = true;
            return static_cast<std::size_t>(next - t.data());
        }
        p = next + 1;
    }
}

std::size_t quick_run(std::string_view t, std::size_t i, bool placement, const MapSinks& into, bool& after_member) {
#if UICI_WIDE
    if (into.text_pieces != nullptr)
        return placement ? quick_run<true, true>(t, i, into, after_member)
                         : quick_run<false, true>(t, i, into, after_member);
#endif
    return placement ? quick_run<true, false>(t, i, into, after_member)
                     : quick_run<false, false>(t, i, into, after_member);
}

// A member from its key at t[i] that the quick way did not take (quick_run); i is left past
// its value.
Scan member(std::string_view t, std::size_t& i, bool placement, const MapSinks& into) {
#if UICI_WIDE
    if (into.text_pieces != nullptr) return text_member(t, i, placement, into);
#endif
    return general_member(t, i, placement, into);
}

// The members of one map, from after its '{' to its '}' (`close` is set to the '}').
Scan scan_map(std::string_view t, std::size_t i, bool placement, const MapSinks& into, std::size_t& close) {
    i = skip_json_space(t, i);
    if (i < t.size() && t[i] == '}') {
        close = i;
        return Scan::ok;
    }
    if (placement && into.pieces != nullptr) into.pieces->reserve(into.pieces->size() + pieces_bound(t, i));
    if (!placement && into.rights != nullptr) into.rights->reserve(into.rights->size() + members_ahead(t, i));
#if UICI_WIDE
    if (placement && into.text_pieces != nullptr) into.text_pieces->reserve(pieces_bound(t, i));
#endif
    while (true) {
        bool after_member = false;
        i = quick_run(t, i, placement, into, after_member);
        if (!after_member)
            if (const Scan s = member(t, i, placement, into); s != Scan::ok) return s;
        i = skip_json_space(t, i);
        if (i >= t.size()) return Scan::give_up;
        if (t[i] == '}') {
            close = i;
            return Scan::ok;
        }
        if (t[i] != ',') return Scan::give_up;
        i = skip_json_space(t, i + 1);
    }
}

}  // namespace

// The text with the bodies of its top-level piece maps taken out (their members handed to
// `into`), or give_up when the text is no JSON object or a map is not in the plain shape.
Scan skeleton(std::string_view t, const MapSinks& into, std::string& out) {
    std::size_t i = skip_json_space(t, 0);
    if (i >= t.size() || t[i] != '{') return Scan::give_up;
    int depth = 0;
    std::size_t copied = 0;
    while (i < t.size()) {
        const char c = t[i];
        if (c == '"') {
            const std::size_t end = string_end(t, i);
            if (end == std::string_view::npos) return Scan::give_up;
            const std::string_view key = t.substr(i + 1, end - i - 2);
            i = end;
            if (depth != 1 || (key != "startingPosition" && key != "specialRights")) continue;
            std::size_t open = skip_json_space(t, i);
            if (open >= t.size() || t[open] != ':') continue;
            open = skip_json_space(t, open + 1);
            if (open >= t.size() || t[open] != '{') continue;
            std::size_t close = 0;
            if (const Scan s = scan_map(t, open + 1, key == "startingPosition", into, close); s != Scan::ok) return s;
            out.append(t.substr(copied, open + 1 - copied));
            copied = close;  // the '}' is copied with what follows
            i = close + 1;
            continue;
        }
        if (c == '{' || c == '[') ++depth;
        else if (c == '}' || c == ']') --depth;
        ++i;
    }
    out.append(t.substr(copied));
    return Scan::ok;
}

}  // namespace UICI_CORE_NS::json_maps
