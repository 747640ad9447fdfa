// What a game of a match is, in the terms both coordinate builds share (core/board/coord.hpp):
// the adjudication rules it is played under, the record the runner writes and counts, and a
// game in play as text, which is how a narrow game moves to the wide build mid-game.
// No coordinate type appears here, so the runner (built once) and both builds of the game loop
// (game_play.cpp, built twice) meet on these types.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/engine_session.hpp"

namespace uici::match {

// The engine client (engine/) under the names the game loop uses.
using engine::Clock;
using engine::Clocks;
using engine::EngineAnswer;
using engine::EngineConfig;
using engine::EngineSession;
using engine::PositionLine;
using engine::Proto;

struct Adjudication {
    // -draw movenumber= movecount= score=: drawn once both engines' scores stayed within
    // +-score for movecount moves each, from full move movenumber on.
    struct Draw {
        int movenumber = 0;
        int movecount = 1;
        int score = 0;
    };
    // -resign movecount= score=: an engine whose own score stayed at -score or below for
    // movecount of its moves loses.
    struct Resign {
        int movecount = 1;
        int score = 0;
    };
    // -adjudicate material=N moves=M: a side whose material (core/board/piece.hpp's values,
    // docs/MATCH.md "Adjudication") stayed N centipawns or more ahead for M plies in a row wins.
    struct Material {
        int material = 0;
        int moves = 1;
    };
    std::optional<Draw> draw;
    std::optional<Resign> resign;
    std::optional<Material> material;
    int max_moves = 0;  // full moves; 0 = none
};

// The runner's own ends of a game besides an engine's fault (engine/fault.hpp's fault_name):
// one spelling for the record, the report and -recover.
inline constexpr std::string_view kAdjudication = "adjudication";
inline constexpr std::string_view kMaxMoves = "max_moves";

// Whether `termination` is an end the runner gave (a fault, an adjudication, -maxmoves), not
// one of the rules' own.
constexpr bool runner_termination(std::string_view termination) {
    for (const engine::Fault f : engine::kFaults)
        if (engine::fault_name(f) == termination) return true;
    return termination == kAdjudication || termination == kMaxMoves;
}

struct GameRecord {
    std::string result;       // "1-0", "0-1", "1/2-1/2"
    std::string termination;  // the rules' (checkmate, stalemate, ...) or runner_termination's
    std::string detail;       // one sentence for the record, may be empty
    int plies = 0;            // moves played
    // The start position and the moves, each followed by its comment ("1,2>1,4 {+0.31/12
    // 0.105s}|..."), written by the build that played the game: every digit.
    std::string body;
};

// The game loop's counts besides the position: clocks, moves made under a tc= period, the
// adjudication runs, and the comments of the moves played.
struct Progress {
    Clocks clocks;
    std::array<int, 2> moves_made{};
    int draw_run = 0;                   // consecutive plies within the draw score
    std::array<int, 2> resign_run{};    // consecutive own moves at or below -score
    int material_run = 0;               // consecutive plies White (> 0) or Black (< 0) led by -adjudicate's
    std::vector<std::string> comments;  // per move: "+0.31/12 0.105s"
};

// A narrow game handed to the wide build when an engine's move does not read on the narrow
// one (a square past +-2^60): the game as ICN (seed dialect, the start position's metadata
// kept, then the moves played), its progress, and the answer for the wide build to read.
struct Handover {
    std::string icn;
    Progress progress;
    EngineAnswer pending;
};

// A written game read back and replayed by the rules (-recover): its tags, and where its moves
// lead. A game stands only if they reach the end its tags state.
struct WrittenGame {
    std::vector<std::pair<std::string, std::string>> metadata;
    bool legal = true;       // every move of the record is legal
    std::size_t moves = 0;   // how many moves it has
    std::string end_result;  // "1-0", "0-1", "1/2-1/2", or "*" while the game goes on
    std::string end_reason;  // the rules' termination after the moves; empty while it goes on
};

}  // namespace uici::match

// The wide build of the game loop (namespace uici::wide::match) works on the same types.
namespace uici::wide::match {
using uici::match::Adjudication;
using uici::match::Clocks;
using uici::match::EngineAnswer;
using uici::match::EngineConfig;
using uici::match::EngineSession;
using uici::match::GameRecord;
using uici::match::Handover;
using uici::match::kAdjudication;
using uici::match::kMaxMoves;
using uici::match::Progress;
using uici::match::Proto;
using uici::match::WrittenGame;
}  // namespace uici::wide::match
