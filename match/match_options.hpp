// The `uici match` command line, in fastchess's style (README "match").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine_config.hpp"
#include "match/game_record.hpp"
#include "match/move_comment.hpp"
#include "match/schedule.hpp"
#include "match/scheduling.hpp"

namespace uici::match {

// How an engine is started and what it plays under: the engine client's (engine/).
using engine::describe_limits;
using engine::EngineConfig;
using engine::Proto;
using engine::TimeControl;

struct SprtBounds {
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
};

struct MatchOptions {
    std::vector<EngineConfig> engines;  // two or more (a tournament)
    Tournament tournament = Tournament::roundrobin;
    int seeds = 1;  // -seeds: a gauntlet's seeds, the first engines
    Shard shard;    // -shard K/N: the K-th of N disjoint slices of the match (schedule.hpp)
    int rounds = 1;
    int games = 1;  // games per round (2 with -repeat)
    bool repeat = false;
    int concurrency = 1;
    std::string variant = "Classical";  // as the rules spell it
    std::string openings_file;
    std::string openings_format = "icn";  // icn, epd, pgn
    bool openings_random = false;
    int opening_plies = -1;  // -1: all of an opening's moves
    int opening_start = 1;   // 1-based
    std::uint64_t seed = 0;
    std::optional<SprtBounds> sprt;
    Adjudication adjudication;
    std::string out_file;
    std::string pgn_file;  // -pgnout file=F: the games of the 8x8 board also as PGN
    PgnFields pgn_fields;  // -pgnout nodes= seldepth= clk= min=
    std::string log_file;
    std::string report_file;  // -report file=F format=json
    bool recover = false;
    Scheduling scheduling = Scheduling::automatic;
    std::size_t max_line = 1 << 20;  // longest engine line kept (-maxline)
    bool help = false;
};

// Fills `opts` from the words after "match"; on a bad word returns its usage error line
// (match_error.hpp: `error bad_argument "<word>" for=match need=<what>`).
std::optional<std::string> parse_match_options(const std::vector<std::string>& args, MatchOptions& opts);
const char* match_usage();

}  // namespace uici::match
