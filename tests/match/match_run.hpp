// Runs `uici match ...` as a child process for the tests, with a tag in its environment so
// that every process it (or its engines) started can be counted afterwards.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "../engine_interface/child_process.hpp"

namespace uici::test {

struct MatchRun {
    int code = -1;
    std::string out, err;
};

inline std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Processes whose environment holds UICI_MATCH_TAG=<tag>.
inline int processes_tagged_now(const std::string& tag) {
    int n = 0;
    const std::string needle = "UICI_MATCH_TAG=" + tag;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        const std::string env = slurp(entry.path().string() + "/environ");
        if (env.find(needle) != std::string::npos) ++n;
    }
    return n;
}

// The processes left with the tag once they have had a moment to end: SIGKILL is delivered at
// once but done when the process next runs, which on a loaded machine (CI, the sanitizer build)
// may come after the match has exited. Waits up to 5 s (times UICI_TIME_SCALE).
inline int processes_tagged(const std::string& tag) {
    const auto until = Clock::now() + scaled(Millis(5000));
    int n = processes_tagged_now(tag);
    while (n > 0 && Clock::now() < until) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        n = processes_tagged_now(tag);
    }
    return n;
}

// `wrap` runs the match: by default under a 2-minute limit.
inline MatchRun run_match_cli(const std::string& args, const std::string& tag,
                              const std::string& wrap = "timeout 120") {
    const std::string dir = std::filesystem::temp_directory_path().string();
    const std::string out = dir + "/uici-match-" + tag + ".out", err = dir + "/uici-match-" + tag + ".err";
    const std::string cmd = "UICI_MATCH_TAG=" + tag + " " + wrap + " " + std::string(UICI_BINARY) + " match " + args +
                            " >" + out + " 2>" + err;
    MatchRun r;
    const int status = std::system(cmd.c_str());
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    std::filesystem::remove(out);
    std::filesystem::remove(err);
    return r;
}

}  // namespace uici::test
