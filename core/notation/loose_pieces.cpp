// Conversion without a board: the piece list read, sorted and written as a flat list.
#include "core/notation/loose_pieces.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"
#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS {
namespace {

#if !UICI_WIDE
// An in-place radix sort (American flag sort) into display order, most significant byte first:
// the rank below the highest rank, then the file above the lowest, as unsigned offsets (which
// order like the coordinates over all of int64), only the bytes their spread needs. No second
// buffer (a position's list is most of a conversion's memory), no comparisons: a comparison
// sort of 100,000 pieces was most of a conversion's time.
class FlagSort {
public:
    explicit FlagSort(LoosePieces& v) : v_(v) {
        const auto u = [](Coord c) { return static_cast<std::uint64_t>(c); };
        Coord min_x = v[0].square.x, min_y = v[0].square.y, max_x = min_x, max_y = min_y;
        for (const auto& p : v) {
            min_x = std::min(min_x, p.square.x), max_x = std::max(max_x, p.square.x);
            min_y = std::min(min_y, p.square.y), max_y = std::max(max_y, p.square.y);
        }
        min_x_ = u(min_x), max_y_ = u(max_y);
        y_bytes_ = bytes_of(u(max_y) - u(min_y));
        digits_ = y_bytes_ + bytes_of(u(max_x) - u(min_x));
        x_bytes_ = digits_ - y_bytes_;
    }
    void run() { sort(0, v_.size(), 0); }

private:
    static int bytes_of(std::uint64_t range) {
        int n = 0;
        for (; range != 0; range >>= 8) ++n;
        return n;
    }
    // Digit d of the key: the rank offset's bytes from the top, then the file offset's.
    [[nodiscard]] unsigned digit(const LoosePiece& p, int d) const {
        if (d < y_bytes_) return (max_y_ - static_cast<std::uint64_t>(p.square.y)) >> (8 * (y_bytes_ - 1 - d)) & 0xFF;
        return (static_cast<std::uint64_t>(p.square.x) - min_x_) >> (8 * (x_bytes_ - 1 - (d - y_bytes_))) & 0xFF;
    }
    void sort(std::size_t begin, std::size_t end, int d) {
        if (end - begin < 48) {
            std::sort(v_.begin() + static_cast<std::ptrdiff_t>(begin), v_.begin() + static_cast<std::ptrdiff_t>(end),
                      [](const LoosePiece& a, const LoosePiece& b) { return display_less(a.square, b.square); });
            return;
        }
        if (d == digits_) return;  // equal keys: the same square (sort_loose refuses them)
        std::array<std::size_t, 257> start{};
        for (std::size_t i = begin; i < end; ++i) ++start[digit(v_[i], d) + 1];
        start[0] = begin;
        for (std::size_t b = 1; b < start.size(); ++b) start[b] += start[b - 1];
        std::array<std::size_t, 256> next{};
        std::copy(start.begin(), start.end() - 1, next.begin());
        // Each piece swapped straight into its bucket, until every bucket holds only its own.
        for (unsigned b = 0; b < 256; ++b)
            while (next[b] < start[b + 1]) {
                const unsigned to = digit(v_[next[b]], d);
                if (to == b) ++next[b];
                else std::swap(v_[next[b]], v_[next[to]++]);
            }
        for (unsigned b = 0; b < 256; ++b)
            if (start[b + 1] - start[b] > 1) sort(start[b], start[b + 1], d + 1);
    }

    LoosePieces& v_;
    std::uint64_t min_x_ = 0, max_y_ = 0;
    int y_bytes_ = 0, x_bytes_ = 0, digits_ = 0;
};

void flag_sort(LoosePieces& v) { FlagSort(v).run(); }
#endif

// The board's pieces appended to `out` (with their rights), and the board and rights emptied.
void take_board(Position& p, LoosePieces& out) {
    out.reserve(out.size() + p.board.size());
    p.board.for_each([&](const Square& s, Piece piece) { out.push_back({s, piece, p.has_right(s)}); });
    p.board.clear();
    p.special_rights.clear();
}

// --- The long JSON text's piece maps, read by a plain scan -------------------------------------
//
// "startingPosition" and "specialRights" hold almost all of a large document. Their members are
// read here, in the one shape converters write ("x,y":"kingsW" and "x,y":true or false, no escape
// in a string), and the rest of the document, the maps emptied ("startingPosition":{}), goes to
// the JSON library. Anything else in a map (another value, an escape, bad syntax) makes the scan
// give up: the caller then reads the whole text with the JSON library, as without this.

enum class Scan { ok, give_up, needs_wide };

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
    for (; i < t.size(); ++i) {
        const auto c = static_cast<unsigned char>(t[i]);
        if (c == '"') break;
        if (c == '\\' || c < 0x20) return false;
    }
    if (i == t.size()) return false;
    inside = t.substr(begin, i - begin);
    ++i;
    return true;
}

// What a map member becomes: a piece, a right, or (neither set) nothing, for a syntax check.
struct MapSinks {
    LoosePieces* pieces = nullptr;
    std::vector<Square>* rights = nullptr;
};

// The members of one map, from after its '{' to its '}' (`close` is set to the '}').
Scan scan_map(std::string_view t, std::size_t i, bool placement, const MapSinks& into, std::size_t& close) {
    i = skip_json_space(t, i);
    if (i < t.size() && t[i] == '}') {
        close = i;
        return Scan::ok;
    }
    while (true) {
        std::string_view key, name;
        if (!plain_string(t, i, key)) return Scan::give_up;
        i = skip_json_space(t, i);
        if (i >= t.size() || t[i] != ':') return Scan::give_up;
        i = skip_json_space(t, i + 1);
        bool right = false;
        if (placement) {
            if (!plain_string(t, i, name)) return Scan::give_up;
        } else if (t.substr(i, 4) == "true") {
            right = true;
            i += 4;
        } else if (t.substr(i, 5) == "false") {
            i += 5;
        } else {
            return Scan::give_up;
        }
        if (into.pieces != nullptr || into.rights != nullptr) {
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
        }
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

// Each piece whose square is in `rights` gets its right; both lists in display order.
void merge_rights(LoosePieces& pieces, std::vector<Square>& rights) {
    std::sort(rights.begin(), rights.end(), display_less);
    std::size_t r = 0;
    for (auto& p : pieces) {
        while (r < rights.size() && display_less(rights[r], p.square)) ++r;
        if (r < rights.size() && rights[r] == p.square) p.right = true;
    }
}

}  // namespace

void take_loose(Position& p, LoosePieces& pieces) {
    take_board(p, pieces);
    sort_loose(pieces);
}

bool sort_loose(LoosePieces& pieces) {
    const auto before = [](const LoosePiece& a, const LoosePiece& b) { return display_less(a.square, b.square); };
    if (!std::is_sorted(pieces.begin(), pieces.end(), before)) {
#if UICI_WIDE
        std::sort(pieces.begin(), pieces.end(), before);
#else
        flag_sort(pieces);
#endif
    }
    for (std::size_t i = 1; i < pieces.size(); ++i)
        if (pieces[i].square == pieces[i - 1].square) return false;
    return true;
}

void place_loose(const LoosePieces& pieces, Position& p) {
    p.board.reserve(p.board.size() + pieces.size());
    p.board.defer_index();
    // put_many in batches: the board's bulk insert (the squares are known to be distinct).
    std::array<std::pair<Square, Piece>, 128> batch;
    for (std::size_t i = 0; i < pieces.size();) {
        std::size_t n = 0;
        for (; n < batch.size() && i < pieces.size(); ++n, ++i) {
            batch[n] = {pieces[i].square, pieces[i].piece};
            if (pieces[i].right) p.special_rights.insert(pieces[i].square);
        }
        p.board.put_many({batch.data(), n});
    }
}

Parsed<IcnDocument> read_icn_loose(std::string_view text, LoosePieces& pieces) {
    pieces.clear();
    auto doc = icn_detail::read_icn_into(text, &pieces);
    if (doc && sort_loose(pieces)) return doc;
    if (!doc && doc.error().code == kNeedsWide) return doc;  // the wide build reads it again
    // An error or a square given twice: the board reader names the first problem in text order.
    pieces.clear();
    auto full = read_icn(text);
    if (full) take_loose(full->position, pieces);
    return full;
}

bool accept_json(std::string_view text) {
    std::string rest;
    if (skeleton(text, {}, rest) == Scan::ok) return nlohmann::json::accept(rest);
    return nlohmann::json::accept(text.begin(), text.end());
}

Parsed<GameDocument> read_long_json_loose(std::string_view text, LoosePieces& pieces) {
    pieces.clear();
    std::vector<Square> rights;
    std::string rest;
    const Scan scan = skeleton(text, {&pieces, &rights}, rest);
    if (scan == Scan::needs_wide) return field_error(std::string(kNeedsWide), "A coordinate past 64 bits.");
    if (scan == Scan::ok) {
        auto doc = read_long_json(rest);
        // A short piece list as startingPosition is read onto the board: taken from it.
        if (doc) take_board(doc->start, pieces);
        if (doc && sort_loose(pieces)) {
            merge_rights(pieces, rights);
            return doc;
        }
    }
    // Not the plain shape, or something wrong: read as a whole, for the exact error.
    pieces.clear();
    auto full = read_long_json(text);
    if (full) take_loose(full->start, pieces);
    return full;
}

}  // namespace UICI_CORE_NS
