// The uici server: stdin lines into a Session, its replies onto stdout, jobs on a worker.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace uici {

struct ServerOptions {
    bool json = false;           // --json: start in JSON Lines output
    bool banner = false;         // --banner: one info line before reading
    bool exit_on_error = false;  // --exit-on-error: exit 1 after the first error line
    bool batch = false;          // --batch: at EOF, finish the job and the queued lines first
    int in_fd = 0;
    int out_fd = 1;
};

// Runs until quit, EOF or a closed stdout and returns the exit code; SIGTERM and SIGINT
// exit 0 from their own thread (exit_signals.hpp).
int run_server(const ServerOptions& options);

struct SprtJsonOptions {
    std::vector<std::pair<std::string, std::string>> options;  // --option Name=Value, in order
    int in_fd = 0;
    int out_fd = 1;
};

// `uici --dialect sprt-json` (dialects/sprt_json/): reads requests until end of input; returns
// the exit code.
int run_sprt_json(const SprtJsonOptions& options);

}  // namespace uici
