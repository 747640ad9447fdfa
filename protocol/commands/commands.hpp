// Handlers of the dispatch table, one file per command family.
#pragma once

#include <string_view>

#include "protocol/dispatch.hpp"

namespace uici {

// protocol/commands/session.cpp
void cmd_uici(SessionState&, const Args&, Reply&);
void cmd_uci(SessionState&, const Args&, Reply&);
void cmd_isready(SessionState&, const Args&, Reply&);
void cmd_ping(SessionState&, const Args&, Reply&);
void cmd_setoption(SessionState&, const Args&, Reply&);
void cmd_newgame(SessionState&, const Args&, Reply&);
void cmd_debug(SessionState&, const Args&, Reply&);
void cmd_help(SessionState&, const Args&, Reply&);
void cmd_stop(SessionState&, const Args&, Reply&);
void cmd_quit(SessionState&, const Args&, Reply&);

// protocol/commands/position.cpp
void cmd_position(SessionState&, const Args&, Reply&);
// protocol/commands/move.cpp
void cmd_move(SessionState&, const Args&, Reply&);
void cmd_undo(SessionState&, const Args&, Reply&);
// protocol/commands/query.cpp
void cmd_legal(SessionState&, const Args&, Reply&);
void cmd_moves(SessionState&, const Args&, Reply&);
void cmd_status(SessionState&, const Args&, Reply&);
void cmd_icn(SessionState&, const Args&, Reply&);
// protocol/commands/json.cpp
void cmd_json(SessionState&, const Args&, Reply&);
// protocol/commands/egd.cpp
void cmd_egd(SessionState&, const Args&, Reply&);
// protocol/commands/display.cpp
void cmd_d(SessionState&, const Args&, Reply&);
// protocol/commands/multiverse.cpp: 5D chess. position 5dpgn, and status / d / json while a 5D
// game is loaded (the chess handlers hand over to these).
void position_5dpgn(SessionState&, const Args&, Reply&);
void status_5d(SessionState&, const Args&, Reply&);
void d_5d(SessionState&, const Args&, Reply&);
void json_5d(SessionState&, const Args&, Reply&);
// The error a chess-only verb gets while a 5D game is loaded.
void refuse_on_5d(std::string_view verb, Reply&);
// protocol/commands/perft.cpp
void cmd_perft(SessionState&, const Args&, Reply&);
// perft with its depth at token `at` (1 for perft, 2 for go perft).
void start_perft(const SessionState&, const Args&, std::size_t at, Reply&);
// protocol/commands/go.cpp
void cmd_go(SessionState&, const Args&, Reply&);

}  // namespace uici
