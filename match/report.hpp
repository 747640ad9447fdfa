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

struct ReportFacts {
    const MatchOptions* options = nullptr;
    int total = 0;                  // games in the match
    bool paired = false;            // games come in pairs, colours swapped
    std::vector<GameResult> games;  // sorted by number
};

// The report as JSON, its keys in a stable order (docs/MATCH.md "Report").
nlohmann::ordered_json report_json(const ReportFacts& f);

// Writes the report to `path` (to a file beside it, renamed over it); an `io` error line on failure.
std::optional<std::string> write_report(const std::string& path, const nlohmann::ordered_json& report);

}  // namespace uici::match
