#include "engine/spawn.hpp"

#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <sched.h>
#include <spawn.h>

extern char** environ;

namespace uici::engine {

pid_t spawn_in_group(const std::vector<std::string>& argv, const SpawnIo& io, bool normal_scheduling,
                     std::string& error, const sigset_t* child_mask) {
    if (argv.empty()) {
        error = "no command";
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, io.in, 0);
    posix_spawn_file_actions_adddup2(&actions, io.out, 1);
    if (io.err >= 0) posix_spawn_file_actions_adddup2(&actions, io.err, 2);
    else posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setpgroup(&attr, 0);
    // The caller ignores SIGPIPE; the child gets the default back.
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    short flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF;
    if (child_mask != nullptr) {
        posix_spawnattr_setsigmask(&attr, child_mask);
        flags |= POSIX_SPAWN_SETSIGMASK;
    }
    // A child inherits SCHED_BATCH, even with SCHED_RESET_ON_FORK (which resets real-time
    // policies only).
    if (normal_scheduling) {
        sched_param normal{};
        posix_spawnattr_setschedpolicy(&attr, SCHED_OTHER);
        posix_spawnattr_setschedparam(&attr, &normal);
        flags |= POSIX_SPAWN_SETSCHEDULER;
    }
    posix_spawnattr_setflags(&attr, flags);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc = ::posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) {
        error = "cannot start '" + argv[0] + "': " + std::strerror(rc);
        return -1;
    }
    return pid;
}

}  // namespace uici::engine
