// Games as ICN text with metadata and per-move comments, and reading them back for -recover.
// Built once: the body (position and moves) comes written by the coordinate build that played
// the game (game_text.*), and a game past +-2^60 is read back by the wide build.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "match/game_record.hpp"

namespace uici::match {

struct GameTags {
    int game = 0;             // the game's number in the match, from 1
    int games_per_round = 1;  // -games: a round plays each of its openings that often
    std::string white, black, time_control, variant, date, site;
};

// One game: a [Key "value"] line per tag, then the record's body (the start position and the
// moves, each move followed by its comment), then an empty line. Round is the round and the
// game within it, "3.2" (PGN's form; a round is the games of one opening, the pair with colours
// swapped under -repeat), or only the round when a round is one game.
std::string write_game(const GameTags& tags, const GameRecord& rec);

// What -recover needs from a finished game.
struct FinishedGame {
    std::string white, black, result, termination, detail;
    int plies = 0;
    std::size_t begin = 0, size = 0;  // its text in the file: tags to the empty line after it
};
struct RecoveredGames {
    std::map<int, FinishedGame> games;  // the games that stand, by their number in the match
    std::string kept;                   // their text as written, in the file's order
    std::vector<int> short_of_end;      // games whose moves do not reach their stated end
    std::vector<int> twice;             // games written again after one that stands (the last is kept)
    bool cut = false;                   // a last game without its end was dropped
};
// The games of an output file. Each is replayed by the rules and stands only if its moves
// reach the end its tags state (a rules' termination that its last move brings about, or a
// fault or adjudication in a game its moves leave going on); one that does not is left out, to
// be played again. A last block that does not read was cut while being written and is left
// out too; any other block that does not read as a game is an error sentence. Round reads as
// written by write_game ("R.G" or "R" with `games_per_round` games a round). With `max_moves`
// (-maxmoves, 0 none) a max_moves game must have its 2 * max_moves moves.
// Not told by a replay: a game that ended by a fault (crash, time_forfeit, ...) or an
// adjudication, cut at a move boundary, reads as the same fault a few moves earlier.
// The game's number in the match from its Round tag as write_game writes it ("R.G", or "R" where a
// round is one game); 0 when it names none.
int game_number(const std::string& round_text, int games_per_round);

std::optional<std::string> read_finished_games(const std::string& text, int games_per_round, int max_moves,
                                               RecoveredGames& out);

}  // namespace uici::match
