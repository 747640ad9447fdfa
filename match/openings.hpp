// Start positions of a match: a variant, or an ICN file with one position or game a line
// (a game stands for its position after its moves).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/board/position.hpp"
#include "match/match_options.hpp"

namespace uici::match {

// The start positions in play order; an error sentence when one does not read or holds an
// illegal move, or when a UCI engine cannot play one.
std::optional<std::string> load_openings(const MatchOptions& o, std::vector<Position>& out);

}  // namespace uici::match
