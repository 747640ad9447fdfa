// The move exchange with an engine, in the coordinates of the build it is compiled for
// (core/board/coord.hpp): writes the position line or the sprt-json request, and reads the
// engine's move. Built twice (uici_match and uici_match_wide) on the EngineSession, which is
// built once: the session moves text, this reads and writes the squares in it.
#pragma once

#include <span>

#include <boost/asio/awaitable.hpp>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "match/game_record.hpp"

namespace UICI_CORE_NS::match {

struct MoveAnswer {
    EngineAnswer answer;
    Move move;  // when answer.kind is move and the move read
    // The move names a square past this build's numbers (only the narrow build, past +-2^60):
    // answer.move_text is to be read again by the wide build.
    bool needs_wide = false;
};

// Sends the game's position (start and moves) and the go, or the sprt-json request, and
// reads the move. The legality check is the caller's.
boost::asio::awaitable<MoveAnswer> ask_move(EngineSession& engine, const Position& start, std::span<const Move> moves,
                                            const Clocks& clocks, Color mover);

// Reads an answer another build could not read (answer.move_text, as that build kept it).
MoveAnswer read_answer(Proto proto, Color mover, EngineAnswer answer);

}  // namespace UICI_CORE_NS::match
