// A game of a match as ICN text, in the coordinates of the build it is compiled for
// (core/board/coord.hpp): the record's body as the build that played the game writes it, and
// the metadata of a written game read back. Built twice; game_writer.* (built once) puts the
// tags around the body and reads whole output files.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/notation/parse_error.hpp"
#include "match/game_record.hpp"

namespace UICI_CORE_NS::match {

// The start position, then the moves, each followed by its comment:
// "w ... K5,1|k5,8 5,1>5,2 {+0.31/12 0.105s}|...". No line end.
std::string game_body(const Position& start, std::span<const Move> moves, std::span<const std::string> comments);

// The metadata of one written game (tags, position and moves must read), or the reader's error;
// on the narrow build, a game past +-2^60 is the error kNeedsWide.
Parsed<std::vector<std::pair<std::string, std::string>>> read_game_metadata(std::string_view text);

// A written game, its moves replayed from its start position (-recover), or the reader's error;
// on the narrow build, a game past +-2^60 is the error kNeedsWide.
Parsed<WrittenGame> read_written_game(std::string_view text);

}  // namespace UICI_CORE_NS::match
