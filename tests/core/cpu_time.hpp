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

}  // namespace uici::testing
