// Handlers of the dispatch table, one file per command family. Each names the rooms of the
// session it uses (protocol/state.hpp), const where it only reads; protocol/bind_rooms.hpp
// hands it those.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "protocol/dispatch.hpp"
#include "protocol/go_request.hpp"
#include "protocol/state.hpp"

namespace uici {

// protocol/commands/session.cpp
void cmd_uici(const Settings&, const Args&, Reply&);
void cmd_uci(const Settings&, const Args&, Reply&);
void cmd_isready(const Args&, Reply&);
void cmd_ping(const Args&, Reply&);
void cmd_setoption(Settings&, SearchRoom&, const Args&, Reply&);
// The MaxLineBytes a `setoption` line will set, when it names that option with a value it takes.
std::optional<std::uint64_t> max_line_bytes_set_by(const Settings&, const Args&);
void cmd_newgame(const Settings&, ChessState&, MultiverseState&, SearchRoom&, const Args&, Reply&);
void cmd_debug(Settings&, const Args&, Reply&);
void cmd_help(const Args&, Reply&);
void cmd_stop(const Args&, Reply&);
void cmd_ponderhit(SearchRoom&, const Args&, Reply&);
void cmd_quit(const Args&, Reply&);

// protocol/commands/multiverse.cpp: 5D chess. position 5dpgn, and status / d / json while a 5D
// game is loaded (the dispatch table runs these instead of the chess handlers then).
void position_5dpgn(const Settings&, MultiverseState&, const Args&, Reply&);
void status_5d(const Settings&, const MultiverseState&, const Args&, Reply&);
void d_5d(const MultiverseState&, const Args&, Reply&);
void json_5d(const MultiverseState&, const Args&, Reply&);
// The error a chess-only verb gets while a 5D game is loaded.
void refuse_on_5d(std::string_view verb, Reply&);
}  // namespace uici

// The chess verbs, built twice like core (core/board/coord.hpp): in namespace uici for the
// narrow build, in uici::wide for the wide one. The dispatch table holds both; a game whose
// numbers do not fit the narrow build is played by the wide handlers.
#define UICI_CHESS_VERBS                                                                                            \
    void cmd_position(const Settings&, ChessState&, MultiverseState&, const Args&, Reply&);                         \
    void cmd_move(ChessState&, const Args&, Reply&);                                                                \
    void cmd_undo(ChessState&, const Args&, Reply&);                                                                \
    void cmd_legal(const ChessState&, const Args&, Reply&);                                                         \
    void cmd_moves(const ChessState&, const Args&, Reply&);                                                         \
    void cmd_status(const ChessState&, const Args&, Reply&);                                                        \
    void cmd_icn(const Settings&, const ChessState&, const Args&, Reply&);                                          \
    void cmd_json(const ChessState&, const Args&, Reply&);                                                          \
    void cmd_egd(const ChessState&, const Args&, Reply&);                                                           \
    void cmd_d(const Settings&, const ChessState&, const Args&, Reply&);                                            \
    void cmd_perft(const ChessState&, const Args&, Reply&);                                                         \
    void start_perft(const ChessState&, const Args&, std::size_t at, Reply&);                                       \
    void cmd_go(const Settings&, const ChessState&, SearchRoom&, const Args&, Reply&);                              \
    /* The typed forms of `position icn <icn>` and `go` (protocol/go_request.hpp): */                               \
    void set_position_icn(const Settings&, ChessState&, MultiverseState&, std::string_view icn, Reply&);            \
    void start_go(const Settings&, const ChessState&, SearchRoom&, const GoParams&, const GoAnswerWriter&, Reply&); \
    /* The session's game, written in ICN by the narrow build and read by the wide one: */                          \
    /* how a game moves to the wide form (false if the text does not read, a bug). */                               \
    std::string game_as_icn(const ChessState&);                                                                     \
    bool adopt_icn_game(ChessState&, std::string_view icn);

namespace uici {
UICI_CHESS_VERBS
}  // namespace uici
namespace uici::wide {
UICI_CHESS_VERBS
}  // namespace uici::wide
