// The measuring harness every workload shares: clocks, medians, and one row of the table.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

namespace uici::bench {

// Thread CPU time for in-process figures: the machine is shared, and wall time would count
// other processes' turns.
inline double cpu_now() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Wall time for the pipe figures: two processes take part, so their sum is what a client sees.
inline double wall_now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

inline double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// How many timed runs a workload makes after its warm-up.
struct Plan {
    bool quick = false;
    [[nodiscard]] int runs(int normal) const { return quick ? 1 : normal; }
};

// One line of the table. `broken` marks a figure whose counts did not verify: the value is then
// meaningless and the program exits 1.
struct Row {
    std::string what;
    double value = 0;
    std::string unit;
    std::string notes;  // the target an issue set, and anything that helps read the figure
    bool broken = false;
};

// printf of one number: fixed("%.2f s", 1.234) is "1.23 s".
inline std::string fixed(const char* format, double v) {
    char b[64];
    std::snprintf(b, sizeof b, format, v);
    return b;
}

// "1234567" -> "1,234,567" (a leading "-" or a decimal part are not expected).
// (Built by appending: GCC 12 warns falsely (-Wrestrict) about string::insert here.)
inline std::string with_commas(const std::string& digits) {
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// "target <= 3.25 ms (met)": the word only informs; nothing fails on time.
inline std::string target(double value, bool at_most, double bound, const std::string& text) {
    const bool met = at_most ? value <= bound : value >= bound;
    return "target " + text + (met ? " (met)" : " (NOT met)");
}

}  // namespace uici::bench
