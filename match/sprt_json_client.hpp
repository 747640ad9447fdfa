// Playing engines that speak the infinite-chess SPRT runner's JSON lines (proto=sprt-json,
// PROTOCOL.md section 10): each move is one request object with the whole current position,
// the game's moves so far and the time for this move; the engine answers with one object
// {from, to, promotion, eval, depth} or {error: "no_legal_moves"}. Unlike that runner, the
// match sends the position as the rules left it (special rights, en passant, captures).
// Built on both coordinate builds (core/board/coord.hpp) with the game loop: the wide build writes
// and reads squares of any size; the narrow one reads a square past +-2^60 as needs_wide.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/board/move.hpp"
#include "core/board/position.hpp"

namespace UICI_CORE_NS::match {

// Why `p` cannot be written as such a request, or nothing when it can.
std::optional<std::string> sprt_unfit(const Position& p);

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

}  // namespace UICI_CORE_NS::match
