// The move exchange with an engine, in the coordinates of the build it is compiled for
// (core/board/coord.hpp): writes the position line or the sprt-json request, and reads the
// engine's move. Built twice (uici_match and uici_match_wide) on the EngineSession, which is
// built once: the session moves text, this reads and writes the squares in it.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "match/game_record.hpp"

namespace UICI_CORE_NS::match {

struct MoveAnswer {
    EngineAnswer answer;
    Move move;  // when answer.moved() and the move read
    // The move names a square past this build's numbers (only the narrow build, past +-2^60):
    // answer.move_text is to be read again by the wide build.
    bool needs_wide = false;
};

// The game loop awaits the session itself (one coroutine a move, not two: the runner's own
// work per move is a measured figure); these write what it sends and read what comes back.
// The legality check is the loop's.

// Brings the session's position line up to the game (start and moves): uici and UCI engines.
void update_position_line(EngineSession& engine, const Position& start, std::span<const Move> moves);
// Reads a uici or UCI engine's bestmove (out.answer.move_text, a move) into out.move.
void read_bestmove(Proto proto, Color mover, MoveAnswer& out);

// The request for a sprt-json engine: the position the moves lead to, and the moves.
std::string sprt_request_for(const EngineSession& engine, const Position& start, std::span<const Move> moves,
                             const Clocks& clocks, Color mover);

// A sprt-json engine's reply line, read into the answer and `out`'s move.
class SprtReader final : public uici::engine::SprtLineReader {
public:
    SprtReader(Color mover, MoveAnswer& out) : mover_(mover), out_(out) {}
    bool read(std::string_view line, EngineAnswer& a) override;

private:
    Color mover_;
    MoveAnswer& out_;
};

// Reads an answer another build could not read (answer.move_text, as that build kept it).
MoveAnswer read_answer(Proto proto, Color mover, EngineAnswer answer);

}  // namespace UICI_CORE_NS::match
