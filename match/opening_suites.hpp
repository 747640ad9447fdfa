// Opening suites of standard chess (-openings format=epd|pgn): each EPD line or PGN game is a
// start position on the 8x8 board, read by the project's own chess readers (pgn/: FEN, PGN and
// SAN), with its en passant square, castling rights and move counters exactly as written.
// Built once (narrow coordinates: the 8x8 board). docs/MATCH.md "Openings".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/openings.hpp"

namespace uici::match {

enum class SuiteFormat { icn, epd, pgn };

// A bad entry of a suite: the line it is on (1-based; 0 when not known), for PGN the game
// (1-based), and why.
struct SuiteError {
    int line = 0;
    int game = 0;
    std::string reason;
};

// One EPD line: the four position fields, then either a FEN's two counters or EPD operations
// ("hmvc N;" and "fmvn N;" are the counters, others such as "id" and "bm" are ignored). A line
// without counters starts them at 0 and 1. The position after at most `plies` of the line's
// moves is the opening (an EPD line has none). Why it does not read, or nothing.
std::optional<std::string> read_epd_line(std::string_view line, Opening& out);

// Every opening of an EPD or PGN suite `text`, in file order, each after at most `plies`
// (-1: all) of its moves; the first bad entry is an error, none is skipped. Empty lines and
// lines starting with '#' of an EPD suite are no entry.
std::optional<SuiteError> read_suite(SuiteFormat format, std::string_view text, int plies, std::vector<Opening>& out);

}  // namespace uici::match
