#include "multiverse/piece.hpp"

namespace uici::multiverse {

namespace {
constexpr std::string_view kLetters = ".PWKCQYSNRBUD";  // indexed by Kind
}

char letter(Kind k) { return kLetters[static_cast<std::size_t>(k)]; }

std::optional<Kind> kind_from_letter(char upper) {
    if (upper == '.') return std::nullopt;
    const auto at = kLetters.find(upper);
    if (at == std::string_view::npos || at == 0) return std::nullopt;
    return static_cast<Kind>(at);
}

std::optional<Kind> kind_from_alias(std::string_view two) {
    if (two == "RQ") return Kind::RoyalQueen;
    if (two == "PR") return Kind::Princess;
    if (two == "BR") return Kind::Brawn;
    if (two == "CK") return Kind::CommonKing;
    return std::nullopt;
}

bool shows_unmoved(Kind k) { return k == Kind::Pawn || k == Kind::Brawn || k == Kind::King || k == Kind::Rook; }
bool is_royal(Kind k) { return k == Kind::King || k == Kind::RoyalQueen; }
bool is_pawnlike(Kind k) { return k == Kind::Pawn || k == Kind::Brawn; }

}  // namespace uici::multiverse
