// The loose writers' (loose_pieces.hpp) text of one piece, put together in a small buffer and
// appended once: six appends to a string per piece were most of writing 100,000 of them.
#pragma once

#include <charconv>
#include <cstring>
#include <string>
#include <string_view>

#include "core/board/piece.hpp"
#include "core/board/square.hpp"

namespace UICI_CORE_NS::loose_text {

// Room for a square's text: two coordinates of the narrow build and the comma.
inline constexpr std::size_t kSquareRoom = 2 * 20 + 1;

// The longest piece code and long name, for the buffers of the writers.
inline constexpr std::size_t kCodeRoom = 4, kNameRoom = 23;
static_assert([] {
    for (const auto& row : kPieceRows)
        if (row.code.size() > kCodeRoom || row.long_name.size() + 1 > kNameRoom) return false;
    return true;
}());

inline char* put(char* at, std::string_view text) {
    std::memcpy(at, text.data(), text.size());
    return at + text.size();
}

#if !UICI_WIDE
// "x,y" at `at` (kSquareRoom bytes there); its end. The same text as append_square.
inline char* put_square(char* at, const Square& s) {
    at = std::to_chars(at, at + 20, s.x).ptr;
    *at++ = ',';
    return std::to_chars(at, at + 20, s.y).ptr;
}
#endif

}  // namespace UICI_CORE_NS::loose_text
