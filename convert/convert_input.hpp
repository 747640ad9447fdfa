// What `uici convert` was given when --from does not say: PGN, long JSON or ICN, and the games
// of a file of many (README, Convert).
#pragma once

#include <string_view>
#include <vector>

namespace uici {

// PGN: after the leading `[...]` tag pairs (and `{...}` comments) comes a move number followed
// by a SAN move, a SAN move, or a game result. ICN, whose metadata looks the same, has a
// position section there instead (a piece list, a turn, counters), or moves with coordinates,
// which always hold a ','; SAN never does. Tags alone are ICN (a game named by its variant).
bool looks_like_pgn(std::string_view text);

// The games of an ICN or long JSON text, each a slice of it: long JSON is one document, or one
// per line (JSON Lines, as `convert --to json` writes several games); ICN games are split as
// split_icn_games says (a blank line before a new game's tags or position). Never empty.
// `json` is set when the text is one long JSON document (JSON Lines: each line is checked alone).
// `not_one_document`: the caller knows that the text is not one JSON document (it tried).
std::vector<std::string_view> split_games(std::string_view text, bool& json, bool not_one_document = false);

// The text opens with '{' (after blanks): it may be one long JSON document.
bool opens_with_brace(std::string_view text);

}  // namespace uici
