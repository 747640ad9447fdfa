// -recover's file work: the -out file read back (game_writer.hpp judges its games), and the file
// made to hold only the games that stand, so that the games played again are appended after them.
#pragma once

#include <optional>
#include <string>

#include "match/game_writer.hpp"
#include "match/match_options.hpp"

namespace uici::match {

// The games of the -out file (none when there is no file yet), whose Round tags count
// `games_per_round` games a round (schedule.hpp); an error line when it cannot be read or holds a
// block that is no game.
std::optional<std::string> read_recovered(const MatchOptions& o, int games_per_round, RecoveredGames& found,
                                          std::string& text);
// Cuts or rewrites the -out file (`text` as read) to `found.kept`; an `io` error line on failure.
// A rewrite goes to a file beside it, renamed over it: a failure leaves the old file whole.
std::optional<std::string> keep_standing_games(const MatchOptions& o, const RecoveredGames& found,
                                               const std::string& text);

}  // namespace uici::match
