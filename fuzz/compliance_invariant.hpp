// The compliance checker's reading of an engine's output, shared by its fuzz target and the
// regression tests: any bytes, in any chunking, come out as the lines they hold, each cut to
// the line limit and never more held than that; every bestmove among them is counted against
// the gos due or kept as an extra one, and judged in the checker's game without a throw.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "compliance/capped_lines.hpp"
#include "compliance/checker.hpp"
#include "compliance/checker_session.hpp"

namespace uici::fuzz {

inline std::string check_engine_output(std::string_view data) {
    if (data.size() < 2) return "";
    // The first byte picks the line limit, the second the checker's position and the number
    // of gos due; the rest is the engine's stdout.
    const std::size_t max_line = 1 + static_cast<unsigned char>(data[0]) % 64;
    static constexpr std::array<const char*, 4> kPositions{
        "position startpos", "position startpos moves 5,2>5,4 5,7>5,5",
        "position icn w 0/100 1 (8|1) 1,8,1,8 K5,1+|R1,1+|k5,8+|p2,2",
        "position icn b 0/100 1 K0,0|Q3,3|k9,9|ca-4,7|HU2,-1"};
    const auto pick = static_cast<unsigned char>(data[1]);
    const std::string_view text = data.substr(2);

    // The expected lines: split at LF only (a CR before it is dropped), each cut to the limit;
    // an unfinished last line is not a line.
    std::vector<std::string> want;
    for (std::size_t start = 0;;) {
        const auto nl = text.find('\n', start);
        if (nl == std::string_view::npos) break;
        std::string line(text.substr(start, std::min(nl - start, max_line)));
        if (!line.empty() && line.back() == '\r') line.pop_back();
        want.push_back(std::move(line));
        start = nl + 1;
    }
    compliance::CappedLines lines(max_line);
    std::vector<std::string> got;
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t n = 1 + static_cast<unsigned char>(text[pos]) % 7;
        const std::string_view chunk = text.substr(pos, n);
        lines.append(chunk);
        pos += chunk.size();
        for (std::string l; lines.take(l);) got.push_back(l);
        // Every whole line taken: what is held is the unfinished one, at most the limit.
        if (lines.held() > max_line) return "holds more than the line limit";
    }
    if (got != want) return "lines differ from the text's";

    compliance::CheckerSession session(compliance::Options{});
    std::string error;
    if (!session.set_game(kPositions[pick % kPositions.size()], error)) return "checker's own position: " + error;
    const int due = pick / kPositions.size() % 4;
    session.expected_bestmoves = due;
    int bestmoves = 0;
    for (const std::string& l : got) {
        bestmoves += compliance::bestmove_line(l) ? 1 : 0;
        session.take_line(l);
    }
    const int extra = bestmoves > due ? bestmoves - due : 0;
    if (static_cast<int>(session.extra_bestmoves.size()) != extra) return "extra bestmoves miscounted";
    if (session.expected_bestmoves != due - (bestmoves - extra)) return "due bestmoves miscounted";
    if (static_cast<int>(session.illegal_moves.size()) > bestmoves) return "more illegal moves than bestmoves";
    return "";
}

}  // namespace uici::fuzz
