// What /proc says about a process: its memory high-water mark and CPU time.
#pragma once

#include <sys/types.h>

namespace uici::bench {

// A "<key>: <n> kB" line of /proc/<pid>/status ("VmHWM", "VmRSS"); pid 0 is this process.
// -1 when it cannot be read.
long status_kb(pid_t pid, const char* key);

// User plus system CPU seconds the process has used (clock-tick resolution, 10 ms).
double cpu_seconds(pid_t pid);

// Resets this process's VmHWM to its current RSS (Linux >= 4.0); false when refused.
bool reset_peak_rss();

}  // namespace uici::bench
