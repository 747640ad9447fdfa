// The sprt-json dialect's request reader: one JSON object of the infinite-chess SPRT native
// runner (PROTOCOL.md section 10) into the ICN position and the search limit uici plays it with.
// Pure: text in, a request or an error out; nothing here talks to a session.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/board/piece.hpp"

namespace uici {

struct SprtRequest {
    std::string icn;                 // the position to play from, in ICN (site dialect)
    std::int64_t time_limit_ms = 0;  // the runner's time for this move
    std::optional<int> depth;        // extension: "depth": N searches to a fixed depth instead
};

// A request that cannot be played: `code` is the reply's "error" value, `detail` says which
// field and why ("board.pieces[3].x. not an integer").
struct SprtError {
    std::string code;
    std::string detail;
};

std::variant<SprtRequest, SprtError> read_sprt_request(std::string_view line);

// The runner's one-letter piece codes: k q r b n p, m amazon, c chancellor, a archbishop,
// h hawk, g guard, l camel, i giraffe, z zebra, e centaur, y royal queen, d royal centaur,
// s knightrider, u huygens, o rose, x obstacle, v void.
std::optional<PieceType> sprt_piece_type(std::string_view letter);
char sprt_piece_letter(PieceType type);

}  // namespace uici
