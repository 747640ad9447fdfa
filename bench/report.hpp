// What the benchmark prints: the machine it ran on, then one table of every figure.
#pragma once

#include <vector>

#include "bench/harness.hpp"

namespace uici::bench {

// CPU model, cores, date (UTC), compiler, and the load average (the machine may be shared).
void print_machine();

// A Markdown table (scripts/bench.sh records it in docs/PERFORMANCE.md): figure, value, unit, notes.
void print_table(const std::vector<Row>& rows);

}  // namespace uici::bench
