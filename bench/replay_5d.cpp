// uici_bench_5d FILE RUNS: reads and replays one 5dpgn game RUNS times in process (the reader,
// every move resolved and checked, every turn's submission checked for check) and prints
// "uici <median CPU ms> <whole-state md5>". scripts/bench_5d.sh runs it beside 5d-chess-js.
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "multiverse/ast.hpp"
#include "multiverse/replay.hpp"

namespace {
// CPU time of the process, as node's process.cpuUsage() counts it on the other side.
double cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}
}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: uici_bench_5d FILE RUNS\n");
        return 2;
    }
    std::ifstream f(argv[1], std::ios::binary);
    const std::string text{std::istreambuf_iterator<char>(f), {}};
    const int runs = std::max(1, std::atoi(argv[2]));
    std::vector<double> ms;
    std::string hash;
    for (int i = 0; i <= runs; ++i) {
        const double t0 = cpu_ms();
        auto tree = uici::multiverse::read_5dpgn(text);
        if (!tree) return std::fprintf(stderr, "%s\n", tree.error().text().c_str()), 1;
        auto game = uici::multiverse::replay(*tree);
        if (!game) return std::fprintf(stderr, "%s\n", game.error().text().c_str()), 1;
        hash = game->state.hash();
        if (i > 0) ms.push_back(cpu_ms() - t0);  // run 0 warms up
    }
    std::sort(ms.begin(), ms.end());
    std::printf("uici %.4f %s\n", ms[ms.size() / 2], hash.c_str());
    return 0;
}
