#include "match/scheduling.hpp"

#include <sched.h>

#include <thread>

namespace uici::match {

namespace {

int usable_cores() {
#if defined(__linux__)
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set);
#endif
    return static_cast<int>(std::thread::hardware_concurrency());
}

thread_local bool batch_by_runner = false;

}  // namespace

bool use_batch_scheduling(Scheduling s, int slots) {
    switch (s) {
        case Scheduling::batch: return true;
        case Scheduling::normal: return false;
        case Scheduling::automatic: break;
    }
    return slots <= usable_cores();
}

void prefer_batch_scheduling() {
#if defined(__linux__) && defined(SCHED_BATCH)
    // sched_getscheduler and sched_setscheduler with pid 0 act on the calling thread on Linux.
    if (sched_getscheduler(0) != SCHED_OTHER) return;
    sched_param p{};
    p.sched_priority = 0;
    batch_by_runner = sched_setscheduler(0, SCHED_BATCH, &p) == 0;
#endif
}

bool thread_batch_by_runner() { return batch_by_runner; }

}  // namespace uici::match
