// Reading PGN text: the tag pairs and the main line of each game, as written. Comments,
// variations, NAGs, !? marks and evaluation marks (+/-, =, ∞ ...) are skipped; the moves are not
// yet checked against a position (chess_game.hpp plays them).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "pgn/error.hpp"

namespace uici::pgn {

using Tags = std::vector<std::pair<std::string, std::string>>;

struct PgnGame {
    Tags tags;                      // in file order; a repeated name keeps its first place, last value
    std::vector<std::string> sans;  // the main line's moves as written, + and # kept
    std::string termination;        // "1-0", "0-1", "1/2-1/2", "*", or empty when the text had none
};

// At most this many games in one text, and this many moves in one game.
inline constexpr std::size_t kMaxGames = 1'000'000;
inline constexpr std::size_t kMaxGameMoves = 100'000;

// Every game of the text, in order. Errors name the game (1-based), the ply and the text.
Result<std::vector<PgnGame>> read_pgn(std::string_view text);

// The value of a tag, or nullptr.
const std::string* tag_value(const Tags& tags, std::string_view name);

}  // namespace uici::pgn
