// The one place uici starts a child process (spawn.cpp, without a fork): the engine client's Process, and the
// benchmark's server driver (bench/pipe_driver.cpp), which keeps its own blocking pipes.
#pragma once

#include <csignal>
#include <string>
#include <vector>

#include <sys/types.h>

namespace uici::engine {

struct SpawnIo {
    int in = -1;   // becomes the child's stdin
    int out = -1;  // its stdout
    int err = -1;  // its stderr; -1: /dev/null
};

// Starts argv[0] (searched on PATH) with the rest as its arguments, its standard streams on
// `io`, in a process group of its own (ending the group ends what it started) and with SIGPIPE
// back at its default; under the normal scheduling policy when `normal_scheduling` (a thread
// under SCHED_BATCH would pass that on); with `child_mask` as its blocked signals when given (a
// caller that blocks some while it starts the child), else with the caller's. The child's pid,
// or -1 and `error` set.
pid_t spawn_in_group(const std::vector<std::string>& argv, const SpawnIo& io, bool normal_scheduling,
                     std::string& error, const sigset_t* child_mask = nullptr);

}  // namespace uici::engine
