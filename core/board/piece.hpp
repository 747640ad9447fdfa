// Piece types as rows of data: ICN code, long JSON name, royalty, leaps and slide lines.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace uici {

enum class Color : std::uint8_t { White = 0, Black = 1, Neutral = 2 };

constexpr Color opposite(Color c) {
    return c == Color::White ? Color::Black : c == Color::Black ? Color::White : Color::Neutral;
}
constexpr int index(Color c) { return static_cast<int>(c); }

// The 22 piece types of docs/RULES.md section 2, in the order of its table.
enum class PieceType : std::uint8_t {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
    Amazon,
    Hawk,
    Chancellor,
    Archbishop,
    Guard,
    Camel,
    Giraffe,
    Zebra,
    Centaur,
    RoyalQueen,
    RoyalCentaur,
    Knightrider,
    Huygens,
    Rose,
    Obstacle,
    Void,
};
inline constexpr int kPieceTypeCount = 22;
constexpr int index(PieceType t) { return static_cast<int>(t); }

struct Piece {
    PieceType type = PieceType::Pawn;
    Color color = Color::White;
    friend constexpr bool operator==(const Piece&, const Piece&) = default;
};

struct Offset {
    std::int8_t dx;
    std::int8_t dy;
};

// The eight line families a slider can move along (both senses each). The per-line board
// index keeps one ordered index per family.
inline constexpr int kLineFamilies = 8;
inline constexpr std::array<Offset, kLineFamilies> kLineDir{{
    {1, 0},
    {0, 1},
    {1, 1},
    {1, -1},  // rook and bishop lines
    {1, 2},
    {2, 1},
    {1, -2},
    {2, -1},  // knightrider lines (one step = one knight hop)
}};
inline constexpr std::uint8_t kOrthogonalLines = 0b0000'0011;
inline constexpr std::uint8_t kDiagonalLines = 0b0000'1100;
inline constexpr std::uint8_t kKnightriderLines = 0b1111'0000;

// Movement that is not a plain leap or slide.
enum class Special : std::uint8_t {
    None,
    Pawn,     // pushes, double push by special right, diagonal captures, en passant, promotion
    Huygens,  // orthogonal slides that stop only at prime distances and hop everything else
    Rose,     // circular knight paths
};

struct PieceSpec {
    PieceType type;
    std::string_view code;       // ICN code in lower case: "k", "am", "ob"
    std::string_view long_name;  // long JSON name without its colour letter: "kings", "royalQueens"
    bool royal;                  // k, rc, rq: must not be left attacked under checkmate rules
    bool jumping_royal;          // k, rc: may castle
    bool neutral;                // ob, vo: never move, belong to no player
    std::span<const Offset> leaps;
    std::uint8_t slide_lines;  // bit i: slides along kLineDir[i] in both senses
    Special special;
};

const PieceSpec& spec(PieceType type);
inline const PieceSpec& spec(Piece p) { return spec(p.type); }

// ICN codes are case-sensitive: upper case white, lower case black; "ob"/"vo" only lower case.
std::optional<Piece> piece_from_code(std::string_view code);
std::string piece_code(Piece p);
// Long JSON names: plural + colour letter ("pawnsW", "hawksB", "obstaclesN").
std::optional<Piece> piece_from_long_name(std::string_view name);
std::string long_name(Piece p);
// A type from its code in either case ("q", "Q", "am"); used by promotion lists.
std::optional<PieceType> type_from_code_any_case(std::string_view code);
// A type from its plural long name without colour ("queens").
std::optional<PieceType> type_from_plural(std::string_view name);

}  // namespace uici
