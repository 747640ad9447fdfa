#include "bench/report.hpp"

#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <thread>

#include <sched.h>

namespace uici::bench {

namespace {

std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);)
        if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
    return "unknown";
}

std::string first_line(const char* path) {
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

#if defined(__clang__)
constexpr const char* kCompiler = "clang " __clang_version__;
#else
constexpr const char* kCompiler = "gcc " __VERSION__;
#endif

std::string cell(std::string s, std::size_t width) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

// Three significant digits or more, thousands separated: 0.412, 12.5, 1,234,567.
std::string number(double v) {
    const std::string s = fixed(v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : v >= 1 ? "%.2f" : "%.3f", v);
    return v >= 10'000 ? with_commas(s) : s;
}

}  // namespace

void print_machine() {
    cpu_set_t set;
    CPU_ZERO(&set);
    const int usable = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : -1;
    char date[32];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
    std::printf("machine:  %s, %u logical cores (%d usable)\n", cpu_model().c_str(),
                std::thread::hardware_concurrency(), usable);
    std::printf("date:     %s; load average at start %s\n", date, first_line("/proc/loadavg").substr(0, 14).c_str());
    std::printf("compiler: %s, Release (-O3 -DNDEBUG)\n", kCompiler);
    std::printf(
        "method:   in process: one thread, thread CPU time; pipe: the uici binary on pipes, wall time; "
        "warm-up, then the median of the runs\n\n");
}

void print_table(const std::vector<Row>& rows) {
    const char* head[] = {"figure", "value", "unit", "target / notes"};
    std::size_t w[3] = {std::string(head[0]).size(), 10, 4};
    for (const Row& r : rows) {
        w[0] = std::max(w[0], r.what.size());
        w[2] = std::max(w[2], r.unit.size());
    }
    std::printf("| %s | %s | %s | %s |\n", cell(head[0], w[0]).c_str(), cell(head[1], w[1]).c_str(),
                cell(head[2], w[2]).c_str(), head[3]);
    std::printf("|%s|%s|%s|---|\n", std::string(w[0] + 2, '-').c_str(), std::string(w[1] + 1, '-').append(":").c_str(),
                std::string(w[2] + 2, '-').c_str());
    for (const Row& r : rows) {
        std::printf("| %s | %*s | %s | %s |\n", cell(r.what, w[0]).c_str(), static_cast<int>(w[1]),
                    r.broken ? "BROKEN" : number(r.value).c_str(), cell(r.unit, w[2]).c_str(), r.notes.c_str());
    }
}

}  // namespace uici::bench
