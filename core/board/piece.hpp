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

// The 22 piece types of docs/RULES.md section 2, in the order of its table. Void stays last:
// kPieceTypeCount counts up to it, and every type needs its row in kPieceRows below.
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
inline constexpr int kPieceTypeCount = static_cast<int>(PieceType::Void) + 1;
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

// Everything about one piece type: one row each in kPieceRows, the only per-type table (the
// readers, writers, dialects and the evaluation all take their letters and values from it).
struct PieceSpec {
    PieceType type = PieceType::King;
    std::string_view code;       // ICN (and infinitechess.org) code in lower case: "k", "am", "ob"
    std::string_view long_name;  // long JSON name without its colour letter: "kings", "royalQueens"
    char sprt_letter = 0;        // the SPRT runner's one-letter JSON code (PROTOCOL.md 10): "m" amazon
    char san_letter = 0;         // SAN/FEN letter of the six chess pieces ('K' ... 'P'), 0 for the others
    int value = 0;               // material in centipawns for search/eval.hpp (PROTOCOL.md 4, `go`, repeats it)
    bool royal = false;          // k, rc, rq: must not be left attacked under checkmate rules
    bool jumping_royal = false;  // k, rc: may castle
    bool neutral = false;        // ob, vo: never move, belong to no player
    std::span<const Offset> leaps = {};
    std::uint8_t slide_lines = 0;  // bit i: slides along kLineDir[i] in both senses
    Special special = Special::None;
};

namespace piece_moves {
inline constexpr Offset kKing[] = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}};
inline constexpr Offset kKnight[] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};
inline constexpr Offset kCamel[] = {{-3, 1}, {-1, 3}, {1, 3}, {3, 1}, {-3, -1}, {-1, -3}, {1, -3}, {3, -1}};
inline constexpr Offset kGiraffe[] = {{-4, 1}, {-1, 4}, {1, 4}, {4, 1}, {-4, -1}, {-1, -4}, {1, -4}, {4, -1}};
inline constexpr Offset kZebra[] = {{-3, 2}, {-2, 3}, {2, 3}, {3, 2}, {-3, -2}, {-2, -3}, {2, -3}, {3, -2}};
// The king's compass at radius 2 and at radius 3.
inline constexpr Offset kHawk[] = {{-2, 2}, {0, 2}, {2, 2}, {-2, 0}, {2, 0}, {-2, -2}, {0, -2}, {2, -2},
                                   {-3, 3}, {0, 3}, {3, 3}, {-3, 0}, {3, 0}, {-3, -3}, {0, -3}, {3, -3}};
inline constexpr Offset kCentaur[] = {{-1, 1}, {0, 1},  {1, 1}, {-1, 0}, {1, 0},   {-1, -1}, {0, -1}, {1, -1},
                                      {-2, 1}, {-1, 2}, {1, 2}, {2, 1},  {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};
inline constexpr std::uint8_t kRook = kOrthogonalLines;
inline constexpr std::uint8_t kBishop = kDiagonalLines;
inline constexpr std::uint8_t kQueen = kOrthogonalLines | kDiagonalLines;
}  // namespace piece_moves

// Material values are for an unbounded board, where long lines are worth more and short leapers
// less than on 8x8: a rook, a bishop and a queen reach everything in one move, a knight does not.
// Royals (k, rq, rc) count as material too where they are not the game's stake: both sides
// usually have the same ones, so their value cancels, and when a royal can be captured (the
// capture win conditions) the search scores the end of the game itself.
inline constexpr std::array<PieceSpec, kPieceTypeCount> kPieceRows = [] {
    using enum PieceType;
    using namespace piece_moves;
    // type, ICN code, long name, SPRT letter, SAN letter, value, royal, jumping royal, neutral,
    // leaps, slide lines, special movement (the last ones default to none).
    return std::array<PieceSpec, kPieceTypeCount>{{
        {King, "k", "kings", 'k', 'K', 0, true, true, false, kKing},
        {Queen, "q", "queens", 'q', 'Q', 1100, false, false, false, {}, kQueen},
        {Rook, "r", "rooks", 'r', 'R', 600, false, false, false, {}, kRook},
        {Bishop, "b", "bishops", 'b', 'B', 400, false, false, false, {}, kBishop},
        {Knight, "n", "knights", 'n', 'N', 260, false, false, false, kKnight},
        {Pawn, "p", "pawns", 'p', 'P', 100, false, false, false, {}, 0, Special::Pawn},
        {Amazon, "am", "amazons", 'm', 0, 1450, false, false, false, kKnight, kQueen},
        {Hawk, "ha", "hawks", 'h', 0, 420, false, false, false, kHawk},
        {Chancellor, "ch", "chancellors", 'c', 0, 900, false, false, false, kKnight, kRook},
        {Archbishop, "ar", "archbishops", 'a', 0, 850, false, false, false, kKnight, kBishop},
        {Guard, "gu", "guards", 'g', 0, 280, false, false, false, kKing},
        {Camel, "ca", "camels", 'l', 0, 240, false, false, false, kCamel},
        {Giraffe, "gi", "giraffes", 'i', 0, 220, false, false, false, kGiraffe},
        {Zebra, "ze", "zebras", 'z', 0, 230, false, false, false, kZebra},
        {Centaur, "ce", "centaurs", 'e', 0, 560, false, false, false, kCentaur},
        {RoyalQueen, "rq", "royalQueens", 'y', 0, 1100, true, false, false, {}, kQueen},
        {RoyalCentaur, "rc", "royalCentaurs", 'd', 0, 560, true, true, false, kCentaur},
        {Knightrider, "nr", "knightriders", 's', 0, 700, false, false, false, {}, kKnightriderLines},
        {Huygens, "hu", "huygens", 'u', 0, 480, false, false, false, {}, kRook, Special::Huygens},
        {Rose, "ro", "roses", 'o', 0, 450, false, false, false, {}, 0, Special::Rose},
        {Obstacle, "ob", "obstacles", 'x', 0, 0, false, false, true},
        {Void, "vo", "voids", 'v', 0, 0, false, false, true},
    }};
}();

// True when `rows` has one row per type, row i for type i, each with its codes: a table one row
// short (aggregate initialisation fills the missing row with zeros) or out of order fails, and so
// do two rows sharing an ICN code, a long name or an SPRT letter.
constexpr bool covers_every_type(std::span<const PieceSpec> rows) {
    if (rows.size() != static_cast<std::size_t>(kPieceTypeCount)) return false;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const PieceSpec& r = rows[i];
        if (index(r.type) != static_cast<int>(i) || r.code.empty() || r.long_name.empty() || r.sprt_letter == 0)
            return false;
        for (std::size_t j = 0; j < i; ++j)
            if (rows[j].code == r.code || rows[j].long_name == r.long_name || rows[j].sprt_letter == r.sprt_letter)
                return false;
    }
    return true;
}
static_assert(covers_every_type(kPieceRows), "kPieceRows needs one row per PieceType, in the enum's order");

constexpr const PieceSpec& spec(PieceType type) { return kPieceRows[static_cast<std::size_t>(index(type))]; }
constexpr const PieceSpec& spec(Piece p) { return spec(p.type); }

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
