#include "core/board/piece.hpp"

#include <cctype>

namespace uici {
namespace {

std::string upper(std::string_view s) {
    std::string out(s);
    for (auto& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::optional<Piece> piece_from_code(std::string_view code) {
    for (const auto& s : kPieceRows) {
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
    for (const auto& s : kPieceRows)
        if (code == s.code || code == upper(s.code)) return s.type;
    return std::nullopt;
}

std::optional<PieceType> type_from_plural(std::string_view name) {
    for (const auto& s : kPieceRows)
        if (name == s.long_name) return s.type;
    return std::nullopt;
}

}  // namespace uici
