// ICN positions and games: one reader for both dialects, writers for each.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.hpp"
#include "core/parse_error.hpp"
#include "core/position.hpp"

namespace uici {

enum class Dialect : std::uint8_t {
    Site,  // infinitechess.org's ICN: world border, "=Q" promotions, no {...} options block
    Seed,  // the seed README's: "{...}" JSON options, "3,4>3,5Q" promotions
};

struct IcnMove {
    Move move;
    std::size_t column = 0;  // where the token starts in the input, for error messages
};

struct IcnDocument {
    Position position;          // metadata included
    bool has_piece_list = false;  // false: e.g. only [Variant "..."] metadata was given
    std::vector<IcnMove> moves;   // the game's moves, not yet checked against the rules
};

// Reads a position or a game in either dialect (see PROTOCOL.md, section Notation).
Parsed<IcnDocument> read_icn(std::string_view text);

// Canonical position text (metadata left out), deterministic: pieces in display order.
std::string write_icn_position(const Position& p, Dialect dialect = Dialect::Site);

// A whole game: metadata, start position, then the moves ("|"-separated, canonical tokens).
std::string write_icn_game(const Position& start, std::span<const Move> moves, Dialect dialect = Dialect::Site);

}  // namespace uici
