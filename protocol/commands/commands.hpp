// Handlers of the dispatch table, one file per command family.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "protocol/dispatch.hpp"
#include "protocol/go_request.hpp"

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

// protocol/commands/multiverse.cpp: 5D chess. position 5dpgn, and status / d / json while a 5D
// game is loaded (the chess handlers hand over to these).
void position_5dpgn(SessionState&, const Args&, Reply&);
void status_5d(SessionState&, const Args&, Reply&);
void d_5d(SessionState&, const Args&, Reply&);
void json_5d(SessionState&, const Args&, Reply&);
// The error a chess-only verb gets while a 5D game is loaded.
void refuse_on_5d(std::string_view verb, Reply&);
}  // namespace uici

// The chess verbs, built twice like core (core/board/coord.hpp): in namespace uici for the
// narrow build, in uici::wide for the wide one. The dispatch table holds both; a game whose
// numbers do not fit the narrow build is played by the wide handlers.
#define UICI_CHESS_VERBS                                                                   \
    void cmd_position(SessionState&, const Args&, Reply&);                                 \
    void cmd_move(SessionState&, const Args&, Reply&);                                     \
    void cmd_undo(SessionState&, const Args&, Reply&);                                     \
    void cmd_legal(SessionState&, const Args&, Reply&);                                    \
    void cmd_moves(SessionState&, const Args&, Reply&);                                    \
    void cmd_status(SessionState&, const Args&, Reply&);                                   \
    void cmd_icn(SessionState&, const Args&, Reply&);                                      \
    void cmd_json(SessionState&, const Args&, Reply&);                                     \
    void cmd_egd(SessionState&, const Args&, Reply&);                                      \
    void cmd_d(SessionState&, const Args&, Reply&);                                        \
    void cmd_perft(SessionState&, const Args&, Reply&);                                    \
    void start_perft(const SessionState&, const Args&, std::size_t at, Reply&);            \
    void cmd_go(SessionState&, const Args&, Reply&);                                       \
    /* The typed forms of `position icn <icn>` and `go` (protocol/go_request.hpp): */      \
    void set_position_icn(SessionState&, std::string_view icn, Reply&);                    \
    void start_go(SessionState&, const GoParams&, const GoAnswerWriter&, Reply&);          \
    /* The session's game, written in ICN by the narrow build and read by the wide one: */ \
    /* how a game moves to the wide form (false if the text does not read, a bug). */      \
    std::string game_as_icn(const SessionState&);                                          \
    bool adopt_icn_game(SessionState&, std::string_view icn);

namespace uici {
UICI_CHESS_VERBS
}  // namespace uici
namespace uici::wide {
UICI_CHESS_VERBS
}  // namespace uici::wide
