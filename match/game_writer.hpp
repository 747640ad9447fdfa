// Games as ICN text with metadata and per-move comments, and reading them back for -recover.
// Built once: the body (position and moves) comes written by the coordinate build that played
// the game (game_text.*), and a game past +-2^60 is read back by the wide build.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "match/game_record.hpp"

namespace uici::match {

struct GameTags {
    int round = 0;  // the game's number in the match, from 1
    std::string white, black, time_control, variant, date, site;
};

// One game: a [Key "value"] line per tag, then the record's body (the start position and the
// moves, each move followed by its comment), then an empty line.
std::string write_game(const GameTags& tags, const GameRecord& rec);

// What -recover needs from a finished game.
struct FinishedGame {
    std::string white, black, result;
};
// The games of an output file by their Round number; a block that does not read as a game
// is an error sentence. `complete` is the length of the text up to the last whole game.
std::optional<std::string> read_finished_games(const std::string& text, std::map<int, FinishedGame>& out,
                                               std::size_t& complete);

}  // namespace uici::match
