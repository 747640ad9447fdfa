// `go` as typed values, for a dialect that is not the line protocol (dialects/sprt_json/): the
// limits it asks for, and the answer handed back as values instead of `info` and `bestmove`
// lines to be read again. Independent of the coordinate build: squares travel as their text.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/board/piece.hpp"

namespace uici {

class Reply;

struct GoParams {
    std::optional<int> depth;                 // go depth N
    std::optional<std::int64_t> movetime_ms;  // go movetime T
};

struct GoAnswer {
    struct Best {
        std::string from, to;  // "x,y", every digit
        std::optional<PieceType> promotion;
    };
    std::optional<Best> best = std::nullopt;  // nothing: no legal move, or the search failed
    // From the search's reports: the depth of the last one, and the score of the last one that
    // had a score (none for the random test mover).
    std::optional<int> depth = std::nullopt;
    std::optional<int> cp = std::nullopt;
    std::optional<int> mate = std::nullopt;  // moves to mate, negative when mated
    // The search threw (a bug): its error line, `error internal what="..."`.
    std::optional<std::string> failure = std::nullopt;
};

// Writes the dialect's reply for the answer; runs on the job's thread when the search ends.
using GoAnswerWriter = std::function<void(const GoAnswer&, Reply&)>;

}  // namespace uici
