#include "bench/proc_stats.hpp"

#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include <unistd.h>

namespace uici::bench {

namespace {
std::string proc_path(pid_t pid, const char* file) {
    return "/proc/" + (pid == 0 ? std::string("self") : std::to_string(pid)) + "/" + file;
}
}  // namespace

long status_kb(pid_t pid, const char* key) {
    std::ifstream in(proc_path(pid, "status"));
    const std::size_t n = std::strlen(key);
    for (std::string line; std::getline(in, line);)
        if (line.compare(0, n, key) == 0 && line.size() > n && line[n] == ':') return std::stol(line.substr(n + 1));
    return -1;
}

double cpu_seconds(pid_t pid) {
    std::ifstream in(proc_path(pid, "stat"));
    std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // The command name (field 2) may hold spaces: count the fields after its closing ')'.
    const auto close = all.rfind(')');
    if (close == std::string::npos) return -1;
    std::istringstream rest(all.substr(close + 2));
    std::string field;
    long long utime = 0, stime = 0;
    for (int i = 3; i <= 15 && rest >> field; ++i) {  // fields 14 and 15: utime, stime
        if (i == 14) utime = std::stoll(field);
        if (i == 15) stime = std::stoll(field);
    }
    return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

bool reset_peak_rss() {
    std::ofstream out("/proc/self/clear_refs");
    out << "5";
    out.flush();
    return static_cast<bool>(out);
}

}  // namespace uici::bench
