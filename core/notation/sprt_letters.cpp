#include "core/notation/sprt_letters.hpp"

#include <array>
#include <cctype>
#include <utility>

namespace uici {
namespace {

constexpr std::array<std::pair<char, PieceType>, kPieceTypeCount> kLetters{{
    {'k', PieceType::King},       {'q', PieceType::Queen},        {'r', PieceType::Rook},
    {'b', PieceType::Bishop},     {'n', PieceType::Knight},       {'p', PieceType::Pawn},
    {'m', PieceType::Amazon},     {'h', PieceType::Hawk},         {'c', PieceType::Chancellor},
    {'a', PieceType::Archbishop}, {'g', PieceType::Guard},        {'l', PieceType::Camel},
    {'i', PieceType::Giraffe},    {'z', PieceType::Zebra},        {'e', PieceType::Centaur},
    {'y', PieceType::RoyalQueen}, {'d', PieceType::RoyalCentaur}, {'s', PieceType::Knightrider},
    {'u', PieceType::Huygens},    {'o', PieceType::Rose},         {'x', PieceType::Obstacle},
    {'v', PieceType::Void},
}};

}  // namespace

std::optional<PieceType> sprt_piece_type(std::string_view letter) {
    if (letter.size() != 1) return std::nullopt;
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(letter[0])));
    for (const auto& [l, t] : kLetters)
        if (l == c) return t;
    return std::nullopt;
}

char sprt_piece_letter(PieceType type) {
    for (const auto& [l, t] : kLetters)
        if (t == type) return l;
    return '?';
}

}  // namespace uici
