// Pieces of 5D chess: twelve kinds, a colour, and the "never moved" flag that double steps and
// castling depend on.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace uici::multiverse {

enum class Kind : std::uint8_t {
    None,
    Pawn,
    Brawn,
    King,
    CommonKing,
    Queen,
    RoyalQueen,
    Princess,
    Knight,
    Rook,
    Bishop,
    Unicorn,
    Dragon
};

struct Piece {
    Kind kind = Kind::None;
    bool white = false;
    bool unmoved = false;
    bool empty() const { return kind == Kind::None; }
    bool operator==(const Piece&) const = default;
};

// The upper-case letter of a kind in 5dpgn and 5DFEN (P W K C Q Y S N R B U D).
char letter(Kind k);
// A single 5dpgn/5DFEN letter (upper case) to its kind.
std::optional<Kind> kind_from_letter(char upper);
// The two-letter spellings of older files: RQ royal queen, PR princess, BR brawn, CK common king.
std::optional<Kind> kind_from_alias(std::string_view two);
// Only these kinds carry the unmoved mark '*' in written 5DFEN: the mark changes what they may do.
bool shows_unmoved(Kind k);
bool is_royal(Kind k);
bool is_pawnlike(Kind k);

}  // namespace uici::multiverse
