// The text result of a tournament (more than two engines): each engine's standing (Elo +- 95%
// against the field, games, W/D/L, points), ranked by points, and the cross table of the points
// each engine took from each other one. Counted from the games (results.hpp), as the report is.
#pragma once

#include <string>
#include <vector>

#include "match/results.hpp"

namespace uici::match {

// Several lines, each ending in a line end:
//   Rank  Name   Elo      +/-     Games  W  D  L  Points
//   ...
//   Cross table (points of the row's engine against the column's / games):
//   ...
std::string standings_table(const std::vector<std::string>& names, const std::vector<GameResult>& games);

}  // namespace uici::match
