// The comment after each move of a match's game (docs/MATCH.md "Move comments"): written into
// the -out (ICN) record from the engine's answer and the mover's clock, and made into fastchess's
// form for -pgnout. Built once (no coordinate in it): both builds of the game loop write it.
//
// ICN, every field the runner knows and nothing it does not:
//   [%clk 0:00:58.5] +0.31/12 0.105s, n=12345, sd=15
// the clock as infinitechess.org writes and reads it (first, H:MM:SS.D rounded up to a tenth;
// only when the mover has a clock), the score of the engine's line 1 in pawns (a mate "+M3", none
// when the engine gave no score, then no depth either), its depth, the time the move took, then
// nodes and seldepth when named: score, depth, nodes and seldepth all of one line, line 1's last
// scored info line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/answer.hpp"

namespace uici::match {

// -pgnout's fields besides fastchess's `score/depth time` (fastchess's option names): n=, sd=,
// [%clk], and min=true's seven tags (and SetUp, FEN) without comments.
struct PgnFields {
    bool nodes = true;
    bool seldepth = true;
    bool clk = true;
    bool min = false;
};

// "<whole>.<fraction>" of value / 10^digits, in integers (printf's floating point was a visible
// share of the runner's CPU at one comment a move).
std::string fixed_point(std::int64_t value, int digits);

// A time left as infinitechess.org's [%clk] writes it: H:MM:SS.D, rounded up to the next tenth
// of a second, 0:00:00.0 at zero or below.
std::string clk_text(std::int64_t ms);

// The ICN comment of a move: `a` the mover's answer, `clock_ms` its clock after the move (the
// time taken off, the increment and a new period added) when it plays on a clock.
std::string icn_comment(const engine::EngineAnswer& a, std::optional<std::int64_t> clock_ms);

// The PGN comment (fastchess's form) of an ICN comment: "+0.31/12 0.105s, n=12345, sd=15,
// [%clk 0:00:58.5]": the score "0.00" unsigned, a mate as the plies to it ("+M3" -> "+M5",
// "-M3" -> "-M6"), "/0 " before the time of a move without a score; the fields `f` leaves out
// dropped, any other text after the first ", " kept as it is.
std::string pgn_comment(std::string_view icn_comment, const PgnFields& f);

}  // namespace uici::match
