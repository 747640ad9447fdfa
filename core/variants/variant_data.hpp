// The site's variants as data rows (variantdictionary.ts, newest definition of each), shared by
// the data files and variants.cpp. Internal to core.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include <boost/unordered/unordered_flat_map.hpp>

#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS::variant_data {

// A generated start position. Generators place pieces in order and later ones replace earlier
// ones on the same square, as the site's generators do on their map.
using PieceMap = boost::unordered_flat_map<Square, Piece, SquareHash>;

struct Row {
    std::string_view code;    // the site's variant code: "Classical", "CoaIP_HO"
    std::string_view name;    // the site's display name, written to [Variant "..."]
    std::string_view header;  // site-ICN sections before the piece list: "w 0/100 1 (8|1)"
    std::string_view pieces;  // site-ICN piece list; empty when generated
    PieceMap (*generate)() = nullptr;
    // The world border lies this far outside the bounding box of all start pieces.
    std::optional<std::int64_t> border_distance;
};

// A variant given by its piece list; a generated one.
constexpr Row listed(std::string_view code, std::string_view name, std::string_view header, std::string_view pieces,
                     std::optional<std::int64_t> border_distance = std::nullopt) {
    return Row{code, name, header, pieces, nullptr, border_distance};
}
constexpr Row generated(std::string_view code, std::string_view name, std::string_view header, PieceMap (*generate)()) {
    return Row{code, name, header, {}, generate, std::nullopt};
}

std::span<const Row> classical_rows();  // Classical and its small relatives
std::span<const Row> plane_rows();      // Chess on an Infinite Plane family, Space, Abundance, ...
std::span<const Row> showcase_rows();   // Omega, Omega^2, Omega^3, Omega^4

// What the generators place, and how.
inline constexpr Piece kWhitePawn{PieceType::Pawn, Color::White};
inline constexpr Piece kBlackPawn{PieceType::Pawn, Color::Black};
inline constexpr Piece kWhiteBishop{PieceType::Bishop, Color::White};
inline constexpr Piece kBlackBishop{PieceType::Bishop, Color::Black};
inline constexpr Piece kBlackRook{PieceType::Rook, Color::Black};
inline constexpr Piece kWhiteKing{PieceType::King, Color::White};
inline constexpr Piece kBlackKing{PieceType::King, Color::Black};
inline constexpr Piece kVoid{PieceType::Void, Color::Neutral};

// One piece of a fixed pattern, relative to the pattern's anchor square.
struct Placement {
    int dx;
    int dy;
    Piece piece;
};

struct Placer {
    PieceMap& map;
    void set(Coord x, Coord y, Piece p) const { map.insert_or_assign(Square{x, y}, p); }
    void clear(Coord x, Coord y) const { map.erase(Square{x, y}); }
    void set(Coord x, Coord y, std::span<const Placement> pattern) const {
        for (const Placement& p : pattern) set(x + p.dx, y + p.dy, p.piece);
    }
    // White pawns on file x from rank `from` up to rank `to` (none when to < from).
    void pawn_column(Coord x, Coord from, Coord to) const {
        for (Coord y = from; y <= to; ++y) set(x, y, kWhitePawn);
    }
};

PieceMap generate_omega_cubed();
PieceMap generate_omega_fourth();

}  // namespace UICI_CORE_NS::variant_data
