// Start positions of a match: a variant, or an ICN file with one position or game a line
// (a game stands for its position after its moves).
// Built once: each line is read on the narrow build, and a line with a number past +-2^60 on the
// wide build (opening_reader.*, wide_game.hpp), whose position is kept as ICN text and played
// by the wide game loop.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/board/position.hpp"
#include "match/match_options.hpp"

namespace uici::match {

struct Opening {
    std::optional<Position> position;  // a start position within +-2^60
    std::string wide_icn;              // else: the start position as ICN, for the wide build
    // The variant it is, for the record: its Variant metadata (empty when it has none); with a
    // proto=uci engine, "Chess" for Classical's start on the 8x8 board, else empty.
    std::string variant;
    // For the report: its number in the suite (1-based, the file's order) and its text as the
    // suite gives it (the line; for -variant, the start position as ICN).
    int index = 1;
    std::string text;
};

// The start positions in play order; an error line (match_error.hpp) when one does not read or
// holds an illegal move, or when a UCI engine cannot play one.
std::optional<std::string> load_openings(const MatchOptions& o, std::vector<Opening>& out);

}  // namespace uici::match
