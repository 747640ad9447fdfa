// The game files of `uici match merge` (docs/MATCH.md "Shards"): the shards' -out (ICN) and
// -pgnout (PGN) files read back, every game checked against the game of its number in the
// merged reports (its players, result and plies), and joined into the whole match's file in the
// order of the games' numbers. A game file is outside text: a game that does not read, one cut
// off or short of its stated end (a shard lost mid-run and not yet recovered), a game in two
// files, or one no report holds is an error naming the file and the game.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "match/report.hpp"

namespace uici::match {

// The games of one kind of game file (ICN or PGN) given to merge, by number.
struct JoinedGames {
    std::map<int, std::string> text;  // the game as its file holds it, ending in an empty line
    std::map<int, std::string> file;  // the file it came from
};

// Reads the game file `path` (its text `text`; `pgn`: a -pgnout file) into `games`, checking
// each game against the game of its number in `merged` (the reports' union). The error line, or
// nothing.
std::optional<std::string> read_game_file(const std::string& path, const std::string& text, bool pgn,
                                          const ReportFacts& merged, JoinedGames& games);

// The error line when the reports hold a game that none of the game files of a kind holds
// (`owner`: game number -> its report), or nothing.
std::optional<std::string> missing_game(const JoinedGames& games, const std::map<int, std::string>& owner);

// The joined file: every game, by number.
std::string joined_text(const JoinedGames& games);

}  // namespace uici::match
