// Single huge requests through the real server: a game of 1,000,000 moves, and a position of
// 1,000,000 pieces, each timed from the first byte written to the "readyok" behind it, and the
// server's peak RSS (VmHWM) minus that of the same server idle just before.
#include <cstdio>

#include "bench/pipe_driver.hpp"
#include "bench/proc_stats.hpp"
#include "bench/workloads.hpp"

namespace uici::bench {

namespace {

// A loaded machine may take long; a server that hangs is still found out.
constexpr double kLongTimeout = 300;

struct LongRun {
    double wall_s = 0;
    double server_cpu_s = 0;
    double check_s = 0;  // the query after the line
    long idle_kb = 0;
    long peak_kb = 0;
    bool right = false;
};

// One fresh server: idle sync, then `line` + isready (timed), then `check` must get `want`.
LongRun run_long_line(const std::string& uici, const std::string& line, const std::string& check,
                      const std::string& want) {
    ServerProcess server(uici);
    LongRun r;
    if (!server.sync()) {
        std::fprintf(stderr, "long line: no \"readyok\" for the first \"isready\"\n");
        return r;
    }
    r.idle_kb = status_kb(server.pid(), "VmHWM");
    std::string bytes = line + "\nisready\n";  // copied before the clock starts
    const double cpu0 = cpu_seconds(server.pid());
    const double t0 = wall_now();
    server.start_writing(std::move(bytes));
    const auto ready = server.read_line(kLongTimeout);
    const bool loaded = ready && *ready == "readyok" && server.finish_writing();
    r.wall_s = wall_now() - t0;
    r.server_cpu_s = cpu_seconds(server.pid()) - cpu0;
    const double t1 = wall_now();
    const auto got = loaded ? server.ask(check, kLongTimeout) : std::nullopt;
    r.check_s = wall_now() - t1;
    r.peak_kb = status_kb(server.pid(), "VmHWM");
    r.right = got == want;
    if (!r.right)
        std::fprintf(stderr, "long line: \"%s\" expected \"%s\", got \"%s\"\n", check.c_str(), want.c_str(),
                     got ? got->c_str() : "(an error or nothing)");
    return r;
}

// The run of median wall time over `runs` fresh servers; `right` false when any reply was wrong.
LongRun median_run(const std::string& uici, const std::string& line, const std::string& check, const std::string& want,
                   int runs) {
    std::vector<LongRun> all;
    bool right = true;
    for (int i = 0; i < runs && right; ++i) {
        all.push_back(run_long_line(uici, line, check, want));
        right = all.back().right;
    }
    std::sort(all.begin(), all.end(), [](const LongRun& a, const LongRun& b) { return a.wall_s < b.wall_s; });
    LongRun mid = all[all.size() / 2];
    mid.right = right;
    return mid;
}

// The time row and the memory row of one long line.
std::vector<Row> rows_of(const LongRun& r, const std::string& what, const std::string& time_notes,
                         const std::string& memory_what) {
    std::vector<Row> rows{
        {"pipe: " + what, r.wall_s, "s", time_notes + "server CPU " + fixed("%.2f s", r.server_cpu_s)},
        {memory_what, static_cast<double>(r.peak_kb - r.idle_kb) / 1024.0, "MB",
         "VmHWM; idle server " + fixed("%.1f MB", static_cast<double>(r.idle_kb) / 1024.0)}};
    if (!r.right)
        for (Row& row : rows) {
            row.broken = true;
            row.notes = "WRONG reply (see stderr)";
        }
    return rows;
}

}  // namespace

std::vector<Row> bench_pipe_long_lines(const std::string& uici, const std::string& million_pieces_icn,
                                       const Plan& plan) {
    std::vector<Row> rows;
    constexpr int kMoves = 1'000'000;
    const LongRun game =
        median_run(uici, walking_rooks_line(kMoves), "icn position", walking_rooks_result(kMoves), plan.runs(3));
    const auto game_rows =
        rows_of(game, "position icn ... moves <1,000,000 moves> (walking rooks)",
                target(game.wall_s, true, 1, "< 1 s") + "; ", "  peak RSS of that server, minus idle");
    rows.insert(rows.end(), game_rows.begin(), game_rows.end());

    // The first query builds the board's line indices (deferred by the reader), which the
    // memory figure must include: a rook move through the crowd's rank needs them.
    for (const std::size_t n : {std::size_t{100'000}, std::size_t{1'000'000}}) {
        const std::string icn = n == 1'000'000 ? million_pieces_icn : icn_text(n);
        const Square from = crowd_rook(n);
        const std::string move = to_string(from) + ">" + to_string(Square{-from.x + 4, from.y});
        const LongRun r = median_run(uici, "position icn " + icn, "legal " + move, "legal no " + move + " blocked",
                                     plan.runs(n == 1'000'000 ? 3 : 5));
        const std::string what = "position icn <" + with_commas(std::to_string(n)) + " pieces> (" +
                                 std::to_string((icn.size() + 500'000) / 1'000'000) + " MB)";
        const auto board =
            rows_of(r, what, "then the first legal (builds the line indices) " + fixed("%.3f s", r.check_s) + "; ",
                    "  peak RSS per 1,000,000 pieces, through the server, minus idle");
        rows.insert(rows.end(), board.begin(), n == 1'000'000 ? board.end() : board.begin() + 1);
    }
    return rows;
}

}  // namespace uici::bench
