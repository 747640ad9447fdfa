// The workloads of the table, one function per group of rows.
#pragma once

#include <string>
#include <vector>

#include "bench/harness.hpp"
#include "bench/positions.hpp"

namespace uici::bench {

// workloads_rules.cpp: perft of an anchor (nodes verified), check_move, apply+undo.
Row bench_perft(const PerftAnchor& a, const Plan& plan);
// workloads_wide.cpp: `legal` on 1,000-digit coordinates (the wide build).
std::vector<Row> bench_wide(const Plan& plan);
// The same: perft of a narrow row's anchor on the wide build.
Row bench_perft_wide(const char* id, const char* icn, int depth, std::uint64_t want, const Plan& plan);
std::vector<Row> bench_check_moves(const Plan& plan);
Row bench_apply_undo(const PerftAnchor& a, const Plan& plan);

// workloads_icn.cpp: read_icn throughput, and the memory of a board of n pieces in a child.
std::vector<Row> bench_icn_read(const Plan& plan);
Row bench_board_memory(const std::string& icn, std::size_t n);

// workloads_pipe.cpp: batches of small requests through the real server binary at `uici`.
std::vector<Row> bench_pipe_requests(const std::string& uici, const Plan& plan);
// workloads_long_lines.cpp: a 1,000,000-move game and a 1,000,000-piece position through it.
std::vector<Row> bench_pipe_long_lines(const std::string& uici, const std::string& million_pieces_icn,
                                       const Plan& plan);

// workloads_process.cpp: `uici convert` of a 100,000-piece file as a whole process, and beside
// it the reference converter's whole process under node (FormatConverter.js at `reference`;
// "" to leave it out).
std::vector<Row> bench_process(const std::string& uici, const std::string& reference, const Plan& plan);

// For a profiler: one workload alone, repeated.
void profile_perft();
void profile_check(const std::string& which);
void profile_far();
void profile_icn_read(std::size_t n, int times);

}  // namespace uici::bench
