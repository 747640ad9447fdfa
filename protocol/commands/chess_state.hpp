// The chess part of a session: the game being played, and helpers the chess verbs share.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/game/game.hpp"
#include "core/notation/parse_error.hpp"
#include "errors/errors.hpp"

namespace uici {
class Game;
}
namespace uici::wide {
class Game;
}

namespace uici {

struct Settings;
struct MultiverseState;
class Reply;
struct Args;

// The game, in exactly one of two forms: `game` while every number of it fits the narrow build
// (core/board/coord.hpp), `wide` once one does not. Both are set up by the session's first
// newgame. Pointers, so that this one definition serves the sources of both builds, each of
// which sees only its own Game complete.
struct ChessState {
    std::shared_ptr<uici::Game> game;
    std::shared_ptr<uici::wide::Game> wide;
};

}  // namespace uici

namespace UICI_CORE_NS {

// The game in this build's form (which the dispatcher ensures is the one set).
inline Game& current_game(ChessState& c) {
#if UICI_WIDE
    return *c.wide;
#else
    return *c.game;
#endif
}
inline const Game& current_game(const ChessState& c) {
#if UICI_WIDE
    return *c.wide;
#else
    return *c.game;
#endif
}
// Makes g the session's game, in this build's form.
void set_game(ChessState& c, Game&& g);

// The start position of UCI_Variant, with the SlideLimit option applied.
Position start_position(const Settings& s);
// newgame: back to start_position(), history cleared, no 5D game.
void reset_game(const Settings& s, ChessState& c, MultiverseState& fived);
// A position read from ICN or long JSON gets the SlideLimit option unless it has its own.
void apply_session_rules(const Settings& s, Position& p);

// Reads one move token. On failure writes `error syntax|too_large index=<i> move="<tok>"` (index
// omitted when negative), or hands the request to the wide build (Reply::hand_to_wide) for a
// number past the narrow one, and returns nothing.
std::optional<Move> read_move(std::string_view tok, long index, Reply& r);
// A square argument whose numbers are out of this build's range: handed to the wide build
// (narrow), or `error too_large what=digits limit=<kMaxDigits> near="<tok>"` (wide).
void coord_out_of_range(std::string_view tok, Reply& r);
// `error too_large what=moves limit=<kMaxGameMoves> have=<n>`: a game would pass the move limit.
void too_many_moves(std::size_t moves, Reply& r);
// `icn` / `json` take nothing or the word "position": true for "position", false for
// nothing; on anything else an error line and nothing.
std::optional<bool> position_argument(const Args& a, Reply& r);

// The protocol's code for a move token or coordinate that does not read: syntax, or too_large
// for a number of more digits than any build takes. (A number past the narrow build only, the
// reader's needs_wide, is no error: callers hand the request to the wide build first.)
ErrorCode move_parse_code(const ParseError& e);

}  // namespace UICI_CORE_NS
