#include "engine_interface/exit_signals.hpp"

#include <chrono>
#include <csignal>
#include <thread>

#include <pthread.h>
#include <unistd.h>

namespace uici {

std::timed_mutex& output_lock() {
    static auto* lock = new std::timed_mutex;  // never destroyed: a signal may come during exit
    return *lock;
}

void start_exit_signal_thread() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::thread([set] {
        int sig = 0;
        while (sigwait(&set, &sig) != 0) {
        }
        // Wait for a reply being written to finish, but not for a reader that stopped reading.
        (void)output_lock().try_lock_for(std::chrono::milliseconds(50));
        ::_exit(0);
    }).detach();
}

}  // namespace uici
