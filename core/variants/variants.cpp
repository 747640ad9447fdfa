#include "core/variants/variants.hpp"

#include <algorithm>
#include <cassert>
#include <string>

#include "core/notation/icn.hpp"
#include "core/variants/variant_data.hpp"

namespace UICI_CORE_NS {
namespace {

using variant_data::Row;

const std::vector<const Row*>& all_rows() {
    static const std::vector<const Row*> rows = [] {
        std::vector<const Row*> v;
        for (const auto group :
             {variant_data::classical_rows(), variant_data::plane_rows(), variant_data::showcase_rows()})
            for (const Row& r : group) v.push_back(&r);
        return v;
    }();
    return rows;
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [&](char x, char y) { return lower(x) == lower(y); });
}

// By code ("CoaIP_HO") or by display name ("Chess on an Infinite Plane - Huygens Option"), as
// the site resolves a [Variant "..."] value.
const Row* find_row(std::string_view name) {
    for (const Row* r : all_rows())
        if (equal_ignoring_case(name, r->code) || equal_ignoring_case(name, r->name)) return r;
    return nullptr;
}

// The site's rule: the border lies `distance` outside the bounding box of every start piece
// (obstacles and voids included), or of 1..8 x 1..8 on an empty board.
Border border_around(const Board& board, Coord distance) {
    Coord left = 1, right = 8, bottom = 1, top = 8;
    bool first = true;
    board.for_each([&](Square s, Piece) {
        if (first) {
            left = right = s.x;
            bottom = top = s.y;
            first = false;
        }
        left = std::min(left, s.x);
        right = std::max(right, s.x);
        bottom = std::min(bottom, s.y);
        top = std::max(top, s.y);
    });
    return Border{left - distance, right + distance, bottom - distance, top + distance};
}

}  // namespace

const std::vector<std::string_view>& variant_names() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> v;
        for (const Row* r : all_rows()) v.push_back(r->code);
        std::sort(v.begin(), v.end());
        return v;
    }();
    return names;
}

std::optional<Position> variant_position(std::string_view name) {
    const Row* row = find_row(name);
    if (row == nullptr) return std::nullopt;

    std::string text(row->header);
    if (!row->pieces.empty()) (text += ' ') += row->pieces;
    auto doc = read_icn(text);
    assert(doc.has_value() && "every variant row is valid site ICN");  // the tests read each one
    if (!doc.has_value()) return std::nullopt;

    Position p = std::move(doc->position);
    if (row->generate != nullptr)
        for (const auto& [s, piece] : row->generate()) p.board.put(s, piece);
    if (row->border_distance) p.rules.border = border_around(p.board, *row->border_distance);
    p.set_metadata("Variant", std::string(row->name));
    return p;
}

}  // namespace UICI_CORE_NS
