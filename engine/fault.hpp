// How an engine can fail a request, one list for every dialect and every caller. A game of
// `uici match` ends with the fault's name as its Termination tag (PROTOCOL.md, README "match").
//
// A write the engine does not take is a crash in every dialect: the engine has gone, or stopped
// reading its input; either way no answer will come, and the write failing is no statement
// about its clock (before, a uci engine's failed write under a clock was a time forfeit and a
// sprt-json engine's a crash).
#pragma once

#include <cstdint>
#include <string_view>

namespace uici::engine {

enum class Fault : std::uint8_t {
    crash,         // the engine ended, closed its output, or does not take its input
    no_answer,     // no answer within the answer limit (no clock bounds the move)
    time_forfeit,  // no answer within its clock (or its fixed time) and the margin
    bad_output,    // a line past the cap, a flood of lines that are no reply, a move that does not read
    illegal_move,  // a move the rules refuse (judged by the caller, which knows the game)
};

// Every fault, for a reader that asks whether a name is one.
inline constexpr Fault kFaults[] = {Fault::crash, Fault::no_answer, Fault::time_forfeit, Fault::bad_output,
                                    Fault::illegal_move};

constexpr std::string_view fault_name(Fault f) {
    switch (f) {
        case Fault::crash: return "crash";
        case Fault::no_answer: return "no_answer";
        case Fault::time_forfeit: return "time_forfeit";
        case Fault::bad_output: return "bad_output";
        case Fault::illegal_move: return "illegal_move";
    }
    return "crash";
}

}  // namespace uici::engine
