// `uici match merge REPORT... [-out F]` (docs/MATCH.md "Shards"): the reports of the shards of
// one match (-shard K/N) read back and summed into the report and the result the whole match
// gives: the same configuration, the union of their games (a game in two reports is an error),
// every figure counted again from the games (results.hpp), so W/D/L, the pentanomial counts and
// the LLR are exact sums. A report is outside text: each field is checked, and an error names
// the file and the field.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/report.hpp"

namespace uici::match {

// A report's facts read back from its text; an error sentence ("games[3].plies: not a count")
// when the text is no report of this version.
std::optional<std::string> read_report(std::string_view text, ReportFacts& out);

// The words after "match merge"; the exit code (0, 1 for an error, 2 for a usage error).
int run_merge(const std::vector<std::string>& args);

}  // namespace uici::match
