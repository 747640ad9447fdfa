// The calling thread's CPU time, for tests that compare the cost of two inputs: unlike the wall
// clock it does not count the time other processes on a shared machine take from the thread.
#pragma once

#include <ctime>
#include <functional>

namespace uici::test {

inline double thread_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// The least CPU time of `runs` runs of `work`, in seconds.
inline double best_cpu_seconds(const std::function<void()>& work, int runs = 3) {
    double best = 1e9;
    for (int i = 0; i < runs; ++i) {
        const double start = thread_seconds();
        work();
        const double spent = thread_seconds() - start;
        if (spent < best) best = spent;
    }
    return best;
}

}  // namespace uici::test
