// Long JSON read for conversion: its piece maps by a plain scan (json_maps.hpp) into a loose
// list (loose_pieces.hpp) or a list of squares kept as text (text_pieces.hpp).
#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/notation/json_maps.hpp"
#include "core/notation/loose_pieces.hpp"
#include "core/notation/text_pieces.hpp"

namespace UICI_CORE_NS {
namespace {

using json_maps::MapSinks;
using json_maps::Scan;
using json_maps::skeleton;

// Each piece whose square is in `rights` gets its right; both lists in display order (`less`
// of a right and key(piece), a square or a square's text).
template <class P, class Right, class Key, class Less>
void merge_rights(std::vector<P>& pieces, std::vector<Right>& rights, Key key, Less less) {
    if (!std::is_sorted(rights.begin(), rights.end(), less)) std::sort(rights.begin(), rights.end(), less);
    std::size_t r = 0;
    for (auto& p : pieces) {
        while (r < rights.size() && less(rights[r], key(p))) ++r;
        if (r < rights.size() && !less(key(p), rights[r])) p.right = true;
    }
}

}  // namespace

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
        if (doc) take_unsorted(doc->start, pieces);
        if (doc && sort_loose(pieces)) {
            merge_rights(
                pieces, rights, [](const LoosePiece& p) { return p.square; }, display_less);
            return doc;
        }
    }
    // Not the plain shape, or something wrong: read as a whole, for the exact error.
    pieces.clear();
    auto full = read_long_json(text);
    if (full) take_loose(full->start, pieces);
    return full;
}

#if UICI_WIDE
std::optional<GameDocument> read_long_json_text(std::string_view text, TextPieces& pieces) {
    pieces.clear();
    TextPieces rights;
    std::string rest;
    MapSinks into;
    into.text_pieces = &pieces;
    into.text_rights = &rights;
    if (skeleton(text, into, rest) != Scan::ok) return std::nullopt;
    auto doc = read_long_json(rest);
    // Pieces read onto the board (a short ICN piece list as startingPosition): the usual way.
    if (!doc || doc->start.board.size() != 0 || !doc->start.special_rights.empty() || !sort_text(pieces))
        return std::nullopt;
    merge_rights(
        pieces, rights, [](const TextPiece& p) { return p; }, text_display_less);
    return std::move(*doc);
}
#endif

}  // namespace UICI_CORE_NS
