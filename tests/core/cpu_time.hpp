// The least CPU time of a few runs, for tests that compare the cost of two inputs: the thread's
// CPU time (bench/harness.hpp's clock) does not count the turns other processes on a shared
// machine take from the thread, as the wall clock would.
#pragma once

#include <functional>

#include "bench/harness.hpp"

namespace uici::testing {

using uici::bench::cpu_now;

// The least CPU time of `runs` runs of `work`, in seconds.
inline double best_cpu_seconds(const std::function<void()>& work, int runs = 3) {
    double best = 1e9;
    for (int i = 0; i < runs; ++i) {
        const double start = cpu_now();
        work();
        const double spent = cpu_now() - start;
        if (spent < best) best = spent;
    }
    return best;
}

// How many times more CPU time `large` takes than `small`. A linear reader of 8x the input does
// not give 8 here: the larger text and its document leave the caches and take fresh pages, so
// linear code measured 13-17 and once 27 on a loaded machine. Tests therefore divide a reader's
// growth by that of a reference known to be linear (nlohmann::json::parse of the same texts),
// which meets the same caches and allocator: about 1 when the reader is linear.
inline double cost_growth(const std::function<void()>& small, const std::function<void()>& large) {
    const double a = best_cpu_seconds(small);
    const double b = best_cpu_seconds(large);
    return b / (a > 1e-5 ? a : 1e-5);
}

}  // namespace uici::testing
