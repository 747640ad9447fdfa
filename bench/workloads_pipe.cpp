// Requests through the real server binary over pipes, wall time from the first byte written to
// the last reply read. Every reply is compared with the one expected, so a broken server
// cannot post a good figure. The server's own CPU time is given as a note: on a shared
// machine it says what the wall time cannot.
#include <cstdio>

#include "bench/pipe_driver.hpp"
#include "bench/proc_stats.hpp"
#include "bench/workloads.hpp"
#include "core/board/square.hpp"

namespace uici::bench {

Row bench_pipe_wide_legal(const std::string& uici, const Plan& plan);

namespace {

// One unit of a batch: request lines (each ending in "\n") and the replies they must get.
struct Exchange {
    std::string requests;
    std::vector<std::string> replies;
};

struct Timing {
    double wall_s = 0;
    double server_cpu_s = 0;
    bool right = true;
};

// Writes `units` units of the cycle, then "isready", and checks every reply up to "readyok".
Timing run_batch(ServerProcess& server, const std::vector<Exchange>& cycle, std::size_t units) {
    std::string batch;
    for (std::size_t i = 0; i < units; ++i) batch += cycle[i % cycle.size()].requests;
    batch += "isready\n";
    Timing t;
    const double cpu0 = cpu_seconds(server.pid());
    const double t0 = wall_now();
    server.start_writing(std::move(batch));
    for (std::size_t i = 0; i < units && t.right; ++i)
        for (const std::string& want : cycle[i % cycle.size()].replies) {
            const auto got = server.read_line();
            if (!got || *got != want) {
                std::fprintf(stderr, "pipe: reply %zu: expected \"%s\", got \"%s\"\n", i, want.c_str(),
                             got ? std::string(*got).c_str() : "(nothing)");
                t.right = false;
                break;
            }
        }
    const auto last = t.right ? server.read_line() : std::nullopt;
    t.right = t.right && last && *last == "readyok";
    t.wall_s = wall_now() - t0;
    t.server_cpu_s = cpu_seconds(server.pid()) - cpu0;
    // (On a wrong reply the server may have stopped reading: its destructor ends the writer.)
    t.right = t.right && server.finish_writing();
    return t;
}

// A batch workload: `units` units a run on one server set up by `setup`, the rate in units/s.
Row batch_row(const std::string& uici, const std::string& what, const std::string& setup,
              const std::vector<Exchange>& cycle, std::size_t units, const std::string& unit, double goal,
              const Plan& plan) {
    ServerProcess server(uici);
    bool right = server.ask(setup + "\nisready") == "readyok";
    right = right && run_batch(server, cycle, units / 10).right;  // warm-up
    std::vector<double> rates, cpu_us;
    for (int i = 0; i < plan.runs(3) && right; ++i) {
        const Timing t = run_batch(server, cycle, units);
        right = t.right;
        rates.push_back(static_cast<double>(units) / t.wall_s);
        cpu_us.push_back(t.server_cpu_s * 1e6 / static_cast<double>(units));
    }
    Row r{what, median(rates), unit,
          target(median(rates), false, goal, fixed(">= %.0fk", goal / 1000)) + "; server CPU " +
              fixed("%.2f us each", median(cpu_us))};
    if (!right) {
        r.broken = true;
        r.notes = "WRONG replies (see stderr)";
    }
    return r;
}

}  // namespace

std::vector<Row> bench_pipe_requests(const std::string& uici, const Plan& plan) {
    std::vector<Row> rows;
    // Classical start on the open board: legal and illegal moves of several kinds.
    const std::vector<Exchange> legal = {
        {"legal 5,2>5,4\n", {"legal yes 5,2>5,4"}},         {"legal 7,1>6,3\n", {"legal yes 7,1>6,3"}},
        {"legal 1,1>1,-1000\n", {"legal yes 1,1>1,-1000"}}, {"legal 5,2>5,5\n", {"legal no 5,2>5,5 bad_geometry"}},
        {"legal 4,1>8,5\n", {"legal no 4,1>8,5 blocked"}},  {"legal 5,7>5,5\n", {"legal no 5,7>5,5 wrong_side"}},
    };
    const std::size_t n_legal = plan.quick ? 100'000 : 600'000;
    rows.push_back(
        batch_row(uici, "pipe: legal <move>, Classical start, " + with_commas(std::to_string(n_legal)) + " a batch",
                  "position startpos", legal, n_legal, "requests/s", 500'000, plan));
    std::vector<Exchange> moves;
    for (const char* m : {"5,2>5,4", "7,1>6,3", "4,2>4,3", "2,1>3,3"})
        moves.push_back({std::string("move ") + m + "\nundo\n", {std::string("ok ") + m, "ok undo 1"}});
    const std::size_t n_pairs = plan.quick ? 50'000 : 300'000;
    rows.push_back(batch_row(
        uici, "pipe: move <m> + undo, Classical start, " + with_commas(std::to_string(n_pairs)) + " pairs a batch",
        "position startpos", moves, n_pairs, "pairs/s", 300'000, plan));
    rows.push_back(bench_pipe_wide_legal(uici, plan));
    return rows;
}

// `legal` on a game whose squares have 1,000-digit coordinates (the wide build behind the same
// server), moves of every verdict; the issue's target is the server's time per request.
Row bench_pipe_wide_legal(const std::string& uici, const Plan& plan) {
    // 10^999 + k, k < 1,000.
    const auto big = [](int k) {
        std::string s = "1" + std::string(999, '0');
        const std::string tail = std::to_string(k);
        return s.replace(s.size() - tail.size(), tail.size(), tail);
    };
    const auto sq = [&](int x, int y) { return big(x) + "," + big(y); };
    const std::string setup = "position icn w 0/100 1 K" + sq(0, 0) + "|k" + sq(10, 10) + "|R" + sq(3, 0) + "|Q" +
                              sq(0, 5) + "|b" + sq(6, 2) + "|n" + sq(20, 5);
    const auto ask = [&](const std::string& move, const std::string& verdict) {
        return Exchange{"legal " + move + "\n", {"legal " + verdict}};
    };
    // `legal no` echoes the token cut to 80 characters (PROTOCOL.md 4.9).
    const auto cut = [](const std::string& t) { return t.size() <= 80 ? t : t.substr(0, 77) + "..."; };
    const std::vector<Exchange> cycle = {
        ask(sq(0, 0) + ">" + sq(1, 1), "yes " + sq(0, 0) + ">" + sq(1, 1)),
        ask(sq(3, 0) + ">" + sq(3, 500), "yes " + sq(3, 0) + ">" + sq(3, 500)),
        ask(sq(0, 5) + ">" + sq(7, 12), "yes " + sq(0, 5) + ">" + sq(7, 12)),
        ask(sq(3, 0) + ">" + sq(4, 1), "no " + cut(sq(3, 0) + ">" + sq(4, 1)) + " bad_geometry"),
        ask(sq(0, 5) + ">" + sq(25, 5), "no " + cut(sq(0, 5) + ">" + sq(9, 14)) + " blocked"),
        ask(sq(10, 10) + ">" + sq(11, 11), "no " + cut(sq(10, 10) + ">" + sq(11, 11)) + " wrong_side"),
    };
    const std::size_t n = plan.quick ? 5'000 : 30'000;
    return batch_row(uici,
                     "pipe: legal <move>, 1,000-digit coordinates, " + with_commas(std::to_string(n)) + " a batch",
                     setup, cycle, n, "requests/s", 100'000, plan);
}

}  // namespace uici::bench
