// The match report (-report file=F format=json, docs/MATCH.md "Report"): the configuration,
// each engine's and each pairing's results, the pentanomial counts, the SPRT state, and every
// finished game. Everything but the configuration is counted from the games themselves, so a
// report made from the union of several shards' games is the whole match's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/match_options.hpp"
#include "match/results.hpp"

namespace uici::match {

// What a report says, as the runner knows it at the end of a match and as `uici match merge`
// reads it back from the shards' reports (merge.hpp).
struct ReportFacts {
    nlohmann::ordered_json config;              // config_json's
    std::vector<std::string> names;             // the engines'
    std::vector<std::pair<int, int>> pairings;  // schedule.hpp's, in its order
    std::optional<SprtBounds> sprt;
    int total = 0;                  // games in the match
    bool paired = false;            // games come in pairs, colours swapped
    std::vector<GameResult> games;  // sorted by number
};

// The configuration part of the report.
nlohmann::ordered_json config_json(const MatchOptions& o);
// The facts of a match run with `o` whose finished games are `games` (sorted by number).
ReportFacts facts_of(const MatchOptions& o, std::vector<GameResult> games);

// The report as JSON, its keys in a stable order (docs/MATCH.md "Report").
nlohmann::ordered_json report_json(const ReportFacts& f);

// The result on stdout: two engines' table (stats.hpp's result_table: W/D/L, Elo, pentanomial,
// LLR), or a tournament's standings and cross table (standings.hpp).
std::string result_text(const ReportFacts& f);

// Writes the report to `path` (to a file beside it, renamed over it); an `io` error line on failure.
std::optional<std::string> write_report(const std::string& path, const nlohmann::ordered_json& report);

}  // namespace uici::match
