// The checker's time limits, one per kind of answer (PROTOCOL.md section 11 prints this table).
// An answer within its limit passes; the checker goes on listening kLateGraceMs past the limit,
// so that a late answer is reported as late (and the conversation stays in step) rather than
// as missing. Every figure but the quiet watch's is multiplied by --time-scale.
#pragma once

#include <array>
#include <chrono>

namespace uici::compliance {

enum class Answer {
    take_line,      // the engine's stdin takes a line
    uciok,          // uciok after uci
    readyok,        // readyok after isready, idle or during a search
    bestmove_time,  // bestmove past the go's own time (movetime, or the clock's share)
    bestmove_work,  // bestmove of a go with a fixed amount of work (depth 1 to 6, nodes 2000)
    bestmove_stop,  // bestmove after stop
    exit,           // the process exits after quit
    quiet,          // go infinite, go ponder: how long the checker watches for a bestmove that must not come
};

struct Limit {
    Answer answer;
    const char* what;
    long long ms;
};

inline constexpr long long kLateGraceMs = 2000;

inline constexpr std::array<Limit, 8> kLimits{{
    {Answer::take_line, "the engine's stdin takes a line", 1000},
    {Answer::uciok, "uciok after uci", 1000},
    {Answer::readyok, "readyok after isready (idle or during a search)", 100},
    {Answer::bestmove_time, "bestmove past go's own time (movetime; wtime/btime: past the side's clock)", 500},
    {Answer::bestmove_work, "bestmove of go depth 2, go nodes 2000, go depth 1; the analysis rows' depth 3 to 6", 5000},
    {Answer::bestmove_stop, "bestmove after stop", 1000},
    {Answer::exit, "exit after quit", 1000},
    {Answer::quiet, "go infinite, go ponder: no bestmove for this long (without stop or ponderhit)", 300},
}};

constexpr long long limit_ms(Answer a) {
    for (const Limit& l : kLimits)
        if (l.answer == a) return l.ms;
    return 0;
}

}  // namespace uici::compliance
