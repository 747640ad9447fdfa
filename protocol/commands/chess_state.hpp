// The chess part of a session: the game being played, and helpers the chess verbs share.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/game/game.hpp"
#include "core/notation/parse_error.hpp"

namespace uici {

struct SessionState;
class Reply;
struct Args;

struct ChessState {
    std::optional<Game> game;  // always set once the session is constructed
};

// The start position of UCI_Variant, with the SlideLimit option applied.
Position start_position(const SessionState& s);
// newgame: back to start_position(), history cleared.
void reset_game(SessionState& s);
// A position read from ICN or long JSON gets the SlideLimit option unless it has its own.
void apply_session_rules(const SessionState& s, Position& p);

// Reads one move token. On failure writes `error syntax|coord_range index=<i> move="<tok>"`
// (index omitted when negative) and returns nothing.
std::optional<Move> read_move(std::string_view tok, long index, Reply& r);
// `error too_large what=moves limit=<kMaxGameMoves> have=<n>`: a game would pass the move limit.
void too_many_moves(std::size_t moves, Reply& r);
// `icn` / `json` take nothing or the word "position": true for "position", false for
// nothing; on anything else an error line and nothing.
std::optional<bool> position_argument(const Args& a, Reply& r);

// The protocol's word for a move token that does not read: "syntax" or "coord_range".
std::string_view move_parse_code(const ParseError& e);

}  // namespace uici
