// SIGTERM and SIGINT end the process with exit code 0 at once, also while the io_context's
// thread is busy with a long command (a position line with a million moves): a dedicated
// thread waits for them with sigwait(), takes the stdout lock so that no reply line is cut in
// half, and leaves with _exit(0).
#pragma once

#include <mutex>

namespace uici {

// Held while bytes go to stdout. It lives as long as the process, for the signal thread.
std::timed_mutex& output_lock();

// Blocks the two signals in the calling thread (and so in every thread it starts later) and
// starts the thread that waits for them. Call once, before any other thread starts.
void start_exit_signal_thread();

}  // namespace uici
