#include "core/notation/sprt_letters.hpp"

#include <cctype>

namespace uici {

std::optional<PieceType> sprt_piece_type(std::string_view letter) {
    if (letter.size() != 1) return std::nullopt;
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(letter[0])));
    for (const auto& row : kPieceRows)
        if (row.sprt_letter == c) return row.type;
    return std::nullopt;
}

char sprt_piece_letter(PieceType type) { return spec(type).sprt_letter; }

}  // namespace uici
