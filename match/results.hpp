// A match's results counted from its finished games: each engine's score, each pairing's with
// its pentanomial count, the cross table. The text table, the report and `uici match merge`
// count alike, so the union of several shards' games gives the whole match's figures.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match/stats.hpp"

namespace uici::match {

// One finished game as the report and the score count it.
struct GameResult {
    int number = 0;            // in the match, from 1
    int round = 0;             // from 1: the opening's turn in play order
    int white = 0, black = 0;  // indices into the engines
    int opening = 0;           // its number in the suite (openings.hpp's index)
    std::string opening_text;  // as the suite gives it
    std::string result;        // "1-0", "0-1", "1/2-1/2"
    std::string termination;   // the rules' or runner_termination's (game_record.hpp)
    std::string detail;
    int plies = 0;
};

// Points of engine `e` in game `g` (0, 0.5 or 1).
double points_of(const GameResult& g, int e);

// Engine `e`'s score over all its games (no pentanomial count: its games have many opponents).
Score engine_score(const std::vector<GameResult>& games, int e);

// The score of engine `first` against engine `second` over `games` (their games together only),
// with the pentanomial count of the game pairs both of whose games are in when `paired` (games
// 2m+1 and 2m+2 are a pair).
Score pairing_score(const std::vector<GameResult>& games, int first, int second, bool paired);

}  // namespace uici::match
