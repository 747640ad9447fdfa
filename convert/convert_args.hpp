// The command line of `uici convert`: its options, read from the words after "convert".
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/notation/dialect.hpp"

namespace uici {

struct ConvertOptions {
    std::string to;                   // json, icn, egd, egd-jsonl, pgn; with --from 5dpgn: json, 5dpgn or 5dfen
    std::string from;                 // "5dpgn", "pgn", "icn", "json", or empty: detected (README, Convert)
    std::optional<std::size_t> at;    // --at N; SIZE_MAX for "end"
    std::optional<std::size_t> game;  // --game N (1-based); none: every game of the file
    // --at's and --game's values as given (a count past size_t is kept as its largest value
    // above): what an error about them echoes.
    std::string at_text, game_text;
    bool move = false;
    bool json = false;    // --json: errors as JSON objects
    bool strict = false;  // --strict (5dpgn only): a mark that disagrees with the state is an error
    // The reference converter's spelling by default: convert is that converter's functions as a
    // command line and is scored against its output (README, Convert); --dialect site: the server's.
    Dialect dialect = Dialect::Seed;
    std::string file;
};

// What was wrong with the command line: the bad word (flag and value) and what it needs.
struct ConvertUsage {
    std::string bad, need;
};

// Options; `--opt=value` is the same as `--opt value`. Nothing, with `why` set, on bad usage.
std::optional<ConvertOptions> parse_convert_args(const std::vector<std::string>& args, ConvertUsage& why);

// Whether the words ask for JSON errors (known before the rest is read, for usage errors).
bool convert_wants_json(const std::vector<std::string>& args);

}  // namespace uici
