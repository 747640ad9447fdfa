// Single-move conversions between a compact move ("1,7>1,8=Q") and its long JSON object, as the
// reference converter's ShortToLong_CompactMove / LongToShort_CompactMove do (`uici convert --move`).
// Pure text: coordinates stay decimal strings, so integers of any size convert exactly.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/board/piece.hpp"
#include "core/notation/parse_error.hpp"

namespace uici {

struct TextMove {
    std::array<std::string, 4> coords;  // from x, from y, to x, to y; normalised decimal
    std::optional<Piece> promotion;
};

// "a,b>c,dX", also with "x", "=", spaces around the parts and trailing + # ! ? marks.
Parsed<TextMove> read_compact_move(std::string_view text);
// {"startCoords":[a,b] or "a,b", "endCoords":..., "promotion":"queensW"}.
Parsed<TextMove> read_json_move(std::string_view text);

// "a,b>c,d=Q" (site) or "a,b>c,dQ" (seed).
std::string write_compact_move(const TextMove& m, bool seed_dialect);
// {"startCoords":[a,b],"endCoords":[c,d],"promotion":"queensW"}, numbers exact.
std::string write_json_move(const TextMove& m);

}  // namespace uici
