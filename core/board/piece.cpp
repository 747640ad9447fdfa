#include "core/board/piece.hpp"

#include <cctype>

namespace uici {
namespace {

constexpr Offset kKingLeaps[] = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr Offset kKnightLeaps[] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};
constexpr Offset kCamelLeaps[] = {{-3, 1}, {-1, 3}, {1, 3}, {3, 1}, {-3, -1}, {-1, -3}, {1, -3}, {3, -1}};
constexpr Offset kGiraffeLeaps[] = {{-4, 1}, {-1, 4}, {1, 4}, {4, 1}, {-4, -1}, {-1, -4}, {1, -4}, {4, -1}};
constexpr Offset kZebraLeaps[] = {{-3, 2}, {-2, 3}, {2, 3}, {3, 2}, {-3, -2}, {-2, -3}, {2, -3}, {3, -2}};
// The king's compass at radius 2 and at radius 3.
constexpr Offset kHawkLeaps[] = {{-2, 2}, {0, 2}, {2, 2}, {-2, 0}, {2, 0}, {-2, -2}, {0, -2}, {2, -2},
                                 {-3, 3}, {0, 3}, {3, 3}, {-3, 0}, {3, 0}, {-3, -3}, {0, -3}, {3, -3}};
constexpr Offset kCentaurLeaps[] = {{-1, 1}, {0, 1},  {1, 1}, {-1, 0}, {1, 0},   {-1, -1}, {0, -1}, {1, -1},
                                    {-2, 1}, {-1, 2}, {1, 2}, {2, 1},  {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};

constexpr std::uint8_t kRook = kOrthogonalLines;
constexpr std::uint8_t kBishop = kDiagonalLines;
constexpr std::uint8_t kQueen = kOrthogonalLines | kDiagonalLines;

const PieceSpec kSpecs[kPieceTypeCount] = {
    {PieceType::King, "k", "kings", true, true, false, kKingLeaps, 0, Special::None},
    {PieceType::Queen, "q", "queens", false, false, false, {}, kQueen, Special::None},
    {PieceType::Rook, "r", "rooks", false, false, false, {}, kRook, Special::None},
    {PieceType::Bishop, "b", "bishops", false, false, false, {}, kBishop, Special::None},
    {PieceType::Knight, "n", "knights", false, false, false, kKnightLeaps, 0, Special::None},
    {PieceType::Pawn, "p", "pawns", false, false, false, {}, 0, Special::Pawn},
    {PieceType::Amazon, "am", "amazons", false, false, false, kKnightLeaps, kQueen, Special::None},
    {PieceType::Hawk, "ha", "hawks", false, false, false, kHawkLeaps, 0, Special::None},
    {PieceType::Chancellor, "ch", "chancellors", false, false, false, kKnightLeaps, kRook, Special::None},
    {PieceType::Archbishop, "ar", "archbishops", false, false, false, kKnightLeaps, kBishop, Special::None},
    {PieceType::Guard, "gu", "guards", false, false, false, kKingLeaps, 0, Special::None},
    {PieceType::Camel, "ca", "camels", false, false, false, kCamelLeaps, 0, Special::None},
    {PieceType::Giraffe, "gi", "giraffes", false, false, false, kGiraffeLeaps, 0, Special::None},
    {PieceType::Zebra, "ze", "zebras", false, false, false, kZebraLeaps, 0, Special::None},
    {PieceType::Centaur, "ce", "centaurs", false, false, false, kCentaurLeaps, 0, Special::None},
    {PieceType::RoyalQueen, "rq", "royalQueens", true, false, false, {}, kQueen, Special::None},
    {PieceType::RoyalCentaur, "rc", "royalCentaurs", true, true, false, kCentaurLeaps, 0, Special::None},
    {PieceType::Knightrider, "nr", "knightriders", false, false, false, {}, kKnightriderLines, Special::None},
    {PieceType::Huygens, "hu", "huygens", false, false, false, {}, kRook, Special::Huygens},
    {PieceType::Rose, "ro", "roses", false, false, false, {}, 0, Special::Rose},
    {PieceType::Obstacle, "ob", "obstacles", false, false, true, {}, 0, Special::None},
    {PieceType::Void, "vo", "voids", false, false, true, {}, 0, Special::None},
};

std::string upper(std::string_view s) {
    std::string out(s);
    for (auto& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

const PieceSpec& spec(PieceType type) { return kSpecs[index(type)]; }

std::optional<Piece> piece_from_code(std::string_view code) {
    for (const auto& s : kSpecs) {
        if (code == s.code) return Piece{s.type, s.neutral ? Color::Neutral : Color::Black};
        if (!s.neutral && code == upper(s.code)) return Piece{s.type, Color::White};
    }
    return std::nullopt;
}

std::string piece_code(Piece p) {
    const auto& s = spec(p.type);
    return p.color == Color::White ? upper(s.code) : std::string(s.code);
}

std::optional<Piece> piece_from_long_name(std::string_view name) {
    if (name.size() < 2) return std::nullopt;
    const char colour = name.back();
    const auto type = type_from_plural(name.substr(0, name.size() - 1));
    if (!type) return std::nullopt;
    const bool neutral = spec(*type).neutral;
    if (neutral && colour == 'N') return Piece{*type, Color::Neutral};
    if (!neutral && colour == 'W') return Piece{*type, Color::White};
    if (!neutral && colour == 'B') return Piece{*type, Color::Black};
    return std::nullopt;
}

std::string long_name(Piece p) {
    std::string out(spec(p.type).long_name);
    out += p.color == Color::White ? 'W' : p.color == Color::Black ? 'B' : 'N';
    return out;
}

std::optional<PieceType> type_from_code_any_case(std::string_view code) {
    for (const auto& s : kSpecs)
        if (code == s.code || code == upper(s.code)) return s.type;
    return std::nullopt;
}

std::optional<PieceType> type_from_plural(std::string_view name) {
    for (const auto& s : kSpecs)
        if (name == s.long_name) return s.type;
    return std::nullopt;
}

}  // namespace uici
