// The compliance checker's reading of an engine's output, shared by its fuzz target and the
// regression tests: whatever lines an engine writes, every bestmove among them is counted
// against the gos due or kept as an extra one, and judged in the checker's game without a throw.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "compliance/checker.hpp"
#include "compliance/checker_session.hpp"
#include "engine/line_framer.hpp"

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

    // Framed as the checker frames them (engine/line_framer.hpp, whose own target checks the
    // framing); an overlong line is bad output, no line the checker takes.
    struct Lines final : engine::LineFramer::Sink {
        std::vector<std::string> got;
        void on_line(std::string_view l) override { got.emplace_back(l); }
        void on_too_long(std::uint64_t) override {}
    } lines;
    engine::LineFramer framer(max_line);
    framer.feed(text, lines);
    framer.finish(lines);
    const std::vector<std::string>& got = lines.got;

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
