// What a match's game slots share (match_runner.cpp starts them, slot_worker.cpp plays their
// games): the schedule and openings, the games finished so far and their score, the output
// files and the status line. Each slot runs on a thread of its own; `m` guards every field that
// changes (the slots take it between games, never while a game is played).
#pragma once

#include <iostream>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "match/game_play.hpp"
#include "match/match_options.hpp"
#include "match/openings.hpp"
#include "match/output_file.hpp"
#include "match/recovery.hpp"
#include "match/report.hpp"
#include "match/schedule.hpp"
#include "match/stats.hpp"
#include "match/status_line.hpp"

namespace uici::match {

struct MatchState {
    const MatchOptions& o;
    const Schedule sched;
    std::vector<Opening> openings;
    std::map<int, FinishedGame> done;   // recovered games, by number
    std::map<int, GameResult> results;  // every finished game (recovered or played), by number
    int total = 0;
    int shard_total = 0;  // planned()
    int next = 0;         // next game index to hand out (0-based)
    int finished = 0;
    int played = 0;  // games played by this run (not recovered)
    int in_flight = 0;
    bool stop = false;    // an SPRT bound was crossed, or a signal came
    bool failed = false;  // an error was said (a slot's failure, a write that failed): exit 1
    std::mutex m;
    std::mutex log_m;  // the -log file, written on every engine line of every slot
    Score score;
    std::map<int, std::pair<int, double>> pairs;  // pair id -> games in, first engine's points
    OutputFile out;
    OutputFile pgn;  // -pgnout: the same games as PGN (pgn_output.hpp)
    OutputFile log;
    Clock::time_point started = Clock::now();
    std::string date, site;  // the games' Date (UTC) and Site (this host) tags
    // Progress on stderr: a line per game, and the live status line when it is a terminal.
    StatusLine status{std::cerr, is_terminal(STDERR_FILENO), terminal_width(STDERR_FILENO)};

    explicit MatchState(const MatchOptions& opts);

    // Games this run has to finish: the match's, or its shard's (-shard K/N).
    int planned() const;
    std::string status_text() const;

    // A slot that failed outside its games: said on stderr, and no new game is started.
    void fail(const char* what);
    // With `m` held: the error line said once (the first error only), and the match stops.
    void fail_locked(const std::string& error);
    // With `m` held: a write to `f` that failed is an io error that ends the match.
    void check(OutputFile& f);

    // The opening of game `k`: its round's (schedule.hpp), the same for every pairing.
    const Opening& opening_of(int k) const {
        return openings[static_cast<std::size_t>(sched.round(k)) % openings.size()];
    }
    bool paired() const { return o.repeat && o.games % 2 == 0; }
    bool two_engines() const { return o.engines.size() == 2; }

    // Game k (0-based) as the report counts it.
    GameResult result_of(int k, const std::string& result, const std::string& termination, const std::string& detail,
                         int plies) const;

    // Adds game k to the score of the first engine (the status line's, SPRT's); the pentanomial
    // count and SPRT of a two-engine match only.
    void count(int k, const GameResult& g);
};

}  // namespace uici::match
