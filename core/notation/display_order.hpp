// The pieces of a board in display order, for the writers: a radix sort, since a position of
// 100,000 pieces is written by converters in one go and a comparison sort was most of that cost.
#pragma once

#include <utility>
#include <vector>

#include "core/board/board.hpp"

namespace UICI_CORE_NS {

// Every piece of `board`, rank descending, then file ascending (display_less); the same list
// as Board::sorted().
std::vector<std::pair<Square, Piece>> display_sorted(const Board& board);

}  // namespace UICI_CORE_NS
