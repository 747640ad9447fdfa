// -pgnout file=F (docs/MATCH.md "PGN output"): the games on chess's 8x8 board also as PGN, in
// the form fastchess writes: its tags (Round as the ICN record has it, PlyCount, Termination in
// fastchess's words, TimeControl, SetUp and FEN for another start), SAN moves with check marks,
// each followed by its comment {score/depth time, n=N, sd=S, [%clk H:MM:SS.D]} (move_comment.hpp:
// what the ICN record holds, the fields -pgnout's options keep), the last one's comment also
// saying how the game ended, lines of at most 80 characters. Each PGN game is made from the ICN game the runner wrote
// (game_writer), so -recover rebuilds the PGN file from the games of the -out file that stand.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/board/position.hpp"
#include "match/game_writer.hpp"
#include "match/move_comment.hpp"
#include "match/openings.hpp"

namespace uici::match {

// Why a game from `start` (as it is played) cannot be written as PGN, or nothing.
std::optional<std::string> pgn_unfit(const Position& start);

// The error line for the first opening a -pgnout game cannot start from, or nothing: said
// before the first game, as a UCI engine's unfit opening is.
std::optional<std::string> pgn_openings_unfit(const std::vector<Opening>& openings);

// -recover: the PGN file made again from the ICN games of the -out file that stand (`text` as
// read, `found` its games), written beside and renamed over `path`; an error line on failure.
std::optional<std::string> rewrite_pgn_file(const std::string& path, const std::string& text,
                                            const RecoveredGames& found, const PgnFields& fields);

// Appends the PGN of one game as write_game wrote it in ICN, its comments with `fields`; an error
// sentence, nothing appended, when the text is no chess game of the 8x8 board.
std::optional<std::string> append_pgn_game(std::string& out, std::string_view icn_game, const PgnFields& fields = {});

// fastchess's word for a termination in the Termination tag: "normal" for the rules' ends,
// "adjudication" (also -maxmoves), "time forfeit", "illegal move", "abandoned" (a crash, no
// answer, bad output).
std::string_view pgn_termination(std::string_view termination);

}  // namespace uici::match
