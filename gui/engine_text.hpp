// What an engine of each dialect is told about the page's game, and what its answers mean on the
// board (docs/GUI.md "Engines"). A uici engine gets `position icn <start> moves ...` in the
// board's notation; a UCI engine (proto=uci) gets `position fen <start> moves e2e4 ...` and
// answers in long algebraic, mapped both ways by core (core/notation/uci_map.hpp), as `uici match`
// gives such an engine its games. A game a UCI engine cannot be told is refused before it is
// sent: a piece off the 8x8 board or not one of K Q R B N P, other rules than chess's. A sprt-json
// engine's request and reply are the engine client's (engine/sprt_json/, written by the hub); a
// game its request cannot carry (a slide limit, ...: engine/sprt_json/sprt_fit.hpp) is refused too.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gui/game_room.hpp"

namespace uici::gui {

// Why `game` (its start and every move played) cannot be given to an engine of `proto`
// ("uici", "uci", "sprt-json"); nothing when it can.
std::optional<std::string> unfit_for(std::string_view proto, const Game& game);
// The position line of `game` for an engine of `proto` (unfit_for said nothing).
std::string position_line_for(std::string_view proto, const Game& game);
// A bestmove's move as the board reads it, for the side `mover`; nothing when it is no move.
std::optional<Move> engine_move(std::string_view proto, const std::string& text, Color mover);
// An info line's pv (read_info_line's "pv") in the board's notation, its first move `mover`'s:
// UCI's words are mapped (e2e4 -> 5,2>5,4) up to the first one that is no move.
void pv_to_board(std::string_view proto, Json& info, Color mover);
// The rules of the 8x8 board: a game a UCI engine plays is confined to it (a king cannot step
// off the board to escape mate), as `uici match` confines such games.
bool on_8x8(const Position& p);

}  // namespace uici::gui
