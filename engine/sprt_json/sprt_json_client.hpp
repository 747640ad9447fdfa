// The engine client's side of the infinite-chess SPRT runner's JSON lines (proto=sprt-json,
// PROTOCOL.md section 10), for `uici match` and `uici gui` alike: each move is one request object
// with the whole current position, the game's moves so far and the time for this move; the engine
// answers with one object {from, to, promotion, eval, depth} or {error: "no_legal_moves"}. Unlike
// that runner, the request holds the position as the rules left it (special rights, en passant,
// captures). The exchange itself (send, wait, log lines) is engine/sprt_dialect.hpp's.
// Built on both coordinate builds (core/board/coord.hpp), as core is: uici_engine_sprt and
// uici_engine_sprt_wide; the wide build writes and reads squares of any size, the narrow one
// reads a square past +-2^60 as needs_wide.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "engine/answer.hpp"
#include "engine/sprt_json/sprt_fit.hpp"

namespace UICI_CORE_NS::sprt_client {

// One request line (no line end): `current` is the position to move in, `history` the moves
// played from the game's start (the engine's repetition context).
std::string sprt_request(const Position& current, std::span<const Move> history, std::int64_t time_limit_ms,
                         std::optional<int> depth);

struct SprtReply {
    // needs_wide: a square past +-2^60, to be read again by the wide build (narrow build only).
    enum class Kind : std::uint8_t { move, no_legal_moves, error, not_json, needs_wide } kind = Kind::not_json;
    Move move;
    std::optional<int> eval;  // centipawns, the mover's view
    int depth = 0;
    std::string detail;  // for error, not_json, needs_wide: what the line said or why it is no reply
};

// Reads one line of the engine's output as a reply.
SprtReply read_sprt_reply(std::string_view line);

// What one line of the engine's output is to the move awaited.
enum class SprtRead : std::uint8_t {
    no_reply,    // not JSON: a log line (engine/sprt_dialect.hpp tolerates it up to a flood)
    answered,    // `a` holds the move (into `move`, its promotion `mover`'s) or the fault
    needs_wide,  // a square past +-2^60 (narrow build only): `a.move_text` is the whole line
};
// Reads `line` as the reply to `mover`'s request, with the fault names every client reports
// (engine/fault.hpp): an error or a claim of no legal move is bad_output; the move's legality
// is the caller's to judge.
SprtRead read_sprt_answer(std::string_view line, Color mover, engine::EngineAnswer& a, Move& move);

}  // namespace UICI_CORE_NS::sprt_client
