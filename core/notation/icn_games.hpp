// Files of many ICN games (a `uici match -out` file, `uici convert --to icn` of several games):
// where one game's text ends and the next begins.
#pragma once

#include <string_view>
#include <vector>

#include "core/board/coord.hpp"  // UICI_CORE_NS

namespace UICI_CORE_NS {

// The games of `text`, each a slice of it (the first starts at 0, so a reader's columns in a
// one-game text are unchanged). Games are separated by a blank line, but a blank line may also
// stand inside one game (between its tags and its position, between its position and its
// moves), so the text after a blank line starts a new game only when
//   - it opens with a metadata entry `[...]` and the game before holds more than metadata, or
//   - it opens with a position section (anything but a move, a move number or a `{...}` block)
//     and the game before holds a piece list or moves.
// Never empty: a text with no game is one (empty) game, for the reader's own error.
std::vector<std::string_view> split_icn_games(std::string_view text);

}  // namespace UICI_CORE_NS
