// The move section of an ICN game, in every spelling both dialects use. Internal to core.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/notation/icn.hpp"
#include "core/notation/icn_scan.hpp"

namespace UICI_CORE_NS::icn_detail {

// Whether the move section starts at text[i]: a move number "12.", "...", or a move
// ("4,2>4,4", "P1,7x2,8=Q", "K5,1 > 5,2").
bool moves_start_at(std::string_view text, std::size_t i);

// Reads every move from text[begin] to the end. Besides moves only separators ('|', '.',
// whitespace), move numbers and {comments} may appear; marks (+ # ! ? e.p.) only after a move.
MaybeError read_moves(std::string_view text, std::size_t begin, std::vector<IcnMove>& out);

}  // namespace UICI_CORE_NS::icn_detail
