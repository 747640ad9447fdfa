// The checker's side of one conversation: the engine process, the game the checker believes
// the engine holds (to judge its moves by core's rules), and the tallies that several rows
// share (every go's bestmove count, every readyok's latency). Internal to compliance/.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "compliance/checker.hpp"
#include "compliance/checker_limits.hpp"
#include "core/game/game.hpp"
#include "engine/blocking_process.hpp"

namespace uici::compliance {

// The words of a line, split at whitespace.
std::vector<std::string> words_of(const std::string& line);
// A duration as a row's detail writes it: "N ms".
std::string ms_text(long long ms);

using engine::Millis;

// A line of the engine's output longer than this is bad output: dropped, never held (PROTOCOL.md
// section 11). The engine's stderr is kept, its last kStderrTail bytes, to say why it failed.
inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;
inline constexpr std::size_t kStderrTail = 4096;

// The chess positions the checker sends (the infinite board's start, and after 1. e4 e5).
inline constexpr const char* kStart = "position startpos";
inline constexpr const char* kStartMoves = "position startpos moves 5,2>5,4 5,7>5,5";
inline constexpr const char* kStartMovesUci = "position startpos moves e2e4 e7e5";

// What one go produced.
struct GoResult {
    std::optional<std::string> bestmove;  // the token after "bestmove", when one came in time
    long long ms = 0;                     // from the go (or the stop) to the bestmove
    std::string seen;                     // the last lines read, for the table's detail
    std::vector<std::string> lines;       // every line read up to the bestmove (info lines included)
};

class CheckerSession {
public:
    explicit CheckerSession(const Options& o) : options_(o) {}

    Millis scaled(long long ms) const {
        return Millis(static_cast<long long>(static_cast<double>(ms) * options_.time_scale));
    }
    // The limit of an answer, and how long the checker waits for it (the limit and the grace).
    // The quiet watch is no limit on the engine (it waits for nothing) and is not stretched: a
    // slow machine cannot make a right engine fail it, and stretched it only kept the engine
    // searching, 9 s a watch at the sanitizer tests' scale of 30.
    Millis limit(Answer a) const { return a == Answer::quiet ? Millis(limit_ms(a)) : scaled(limit_ms(a)); }
    Millis wait(Answer a) const { return scaled(limit_ms(a) + kLateGraceMs); }
    [[nodiscard]] Proto proto() const { return options_.proto; }

    // A row. Once the conversation has stopped (stop()), every further row fails as "not
    // checked: <why>". A failing row first asks whether the engine is gone, and if so says so
    // and stops the conversation (every later wait would be for nothing).
    void row(std::string check, bool pass, std::string detail = {});
    void skip(std::string check, std::string why);
    // Ends the conversation: no more lines are sent or waited for.
    void stop(std::string why) {
        if (!stopped_) stopped_ = std::move(why);
    }
    [[nodiscard]] bool stopped() const { return stopped_.has_value(); }
    // After quit the engine's exit is the answer, not a reason to add to a failing row.
    void expect_exit() { exit_expected_ = true; }
    // Why the engine is no longer there ("the engine exited: exit code 2: <its last stderr
    // line>"), or nothing while it runs with its stdout open.
    std::optional<std::string> engine_gone();

    bool start(std::string& error) { return engine_.start(options_.command, error); }
    bool send(const std::string& line) { return !stopped_ && engine_.send(line, limit(Answer::take_line)); }
    // Reads lines until one satisfies `done` (returned) or `timeout` passes; every line read
    // goes to `seen`, and any "bestmove" line is counted against the go it belongs to.
    std::optional<std::string> read_until(const std::function<bool(const std::string&)>& done, Millis timeout,
                                          std::vector<std::string>* seen = nullptr);
    // isready, then lines up to readyok: its latency in ms, or nothing. Lines before readyok
    // go to `seen` (error lines, a stray bestmove).
    std::optional<long long> sync(std::vector<std::string>* seen = nullptr);

    // What one line of the engine's output changes: a bestmove is counted against the go it
    // answers (or kept as an extra one) and judged by core's rules in the checker's game.
    void take_line(const std::string& line);

    // Sets the checker's own game to what `position ...` asks (the same text the engine gets).
    bool set_game(const std::string& position_line, std::string& error);
    // Sends `go ...` and reads up to its bestmove (at most `timeout`), then syncs with isready;
    // counts the bestmoves and checks the move's legality in the checker's game.
    GoResult go(const std::string& go_line, Millis timeout);
    // The bestmove of a go that is running, timed from t0 (the go, or the stop that ends it).
    GoResult finish_go(Millis timeout, std::chrono::steady_clock::time_point t0);

    engine::BlockingProcess& engine() { return engine_; }
    Report& report() { return report_; }

    // Tallies the summary rows read.
    int gos = 0;
    std::vector<std::string> extra_bestmoves;  // a second bestmove for one go, or one with no go
    std::vector<std::string> illegal_moves;    // "<move> (<reason>) after <position>"
    int judged = 0;                            // bestmoves judged by core's rules
    std::vector<long long> ready_ms;           // every readyok's latency
    int readyok_missing = 0;                   // isready sent without a readyok in time
    int expected_bestmoves = 0;                // gos sent whose bestmove is still due
    std::optional<long long> uciok_ms;
    std::vector<std::string> options;  // the names of the options the engine listed at uci

private:
    void judge(const std::string& token);
    // A move token in the engine's protocol's form (x,y>x,y=Q, or e7e8q), read for the side to
    // move in the checker's game.
    std::optional<Move> engine_move(const std::string& token) const;
    Options options_;
    engine::BlockingProcess engine_{kMaxLineBytes, kStderrTail};
    Report report_;
    std::optional<Game> game_;
    std::string position_line_;
    std::optional<std::string> stopped_;
    std::optional<std::string> gone_;
    bool exit_expected_ = false;
};

// Whether `line` is a bestmove line; its move token in `move`.
bool bestmove_line(const std::string& line, std::string* move = nullptr);

// The analysis rows (checker_analysis.cpp): go ponder with stop and with ponderhit, isready during
// every search, MultiPV lines, bounds flagged, searchmoves kept.
void analysis_rows(CheckerSession& s);

}  // namespace uici::compliance
