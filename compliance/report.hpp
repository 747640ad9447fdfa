// The report of `uici compliance` in its JSON form (`-report file=F format=json`, PROTOCOL.md 11),
// beside the table of format_report (compliance/checker.hpp).
#pragma once

#include <string>

#include "compliance/checker.hpp"

namespace uici::compliance {

// One JSON document: the engine (its command, protocol and time scale), every row (name,
// verdict pass|fail|skip, detail) in the table's order, the engine's stderr tail and the summary.
std::string report_json(const Report& report, const Options& options);

}  // namespace uici::compliance
