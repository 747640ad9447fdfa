// Reading ICN in process: read_icn of a position into a Position (what `position icn` costs
// before the game is set up), and the memory a board of many pieces takes.
#include <cstdio>
#include <stdexcept>

#include <malloc.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench/proc_stats.hpp"
#include "bench/workloads.hpp"
#include "core/notation/icn.hpp"

namespace uici::bench {

namespace {

// CPU seconds of `reps` reads of `text`, the documents kept until the clock stops (their
// release is not the reader's cost). False in `right` when a read fails or loses pieces.
double time_reads(const std::string& text, std::size_t pieces, int reps, bool& right) {
    std::vector<Parsed<IcnDocument>> docs;
    docs.reserve(static_cast<std::size_t>(reps));
    const double t0 = cpu_now();
    for (int i = 0; i < reps; ++i) docs.push_back(read_icn(text));
    const double s = cpu_now() - t0;
    for (const auto& d : docs) right = right && d && d->position.board.size() == pieces;
    return s;
}

}  // namespace

std::vector<Row> bench_icn_read(const Plan& plan) {
    std::vector<Row> rows;
    struct Case {
        std::size_t n;
        Coord side;
        std::string notes;
    };
    const std::vector<Case> cases{{32, 0, "Classical start"},
                                  {1'000, 0, "random pieces of all types"},
                                  {100'000, 0, "random pieces of all types, a quarter of a 632 x 632 square"},
                                  {100'000, kIssueReadSide, "the same over 16,000 x 16,000: the issue's size"}};
    for (const Case& c : cases) {
        const std::size_t n = c.n;
        const std::string text = icn_text(n, c.side);
        // About 100,000 pieces a run, so that the small texts are timed over many reads.
        const int reps = static_cast<int>(std::max<std::size_t>(1, 100'000 / n));
        bool right = true;
        time_reads(text, n, reps, right);  // warm-up
        std::vector<double> ms;
        for (int i = 0; i < plan.runs(9); ++i) ms.push_back(time_reads(text, n, reps, right) * 1e3 / reps);
        const double per_read = median(ms);
        const double mb = static_cast<double>(text.size()) / 1e6;
        rows.push_back({"read_icn, " + with_commas(std::to_string(n)) + " pieces (" +
                            with_commas(std::to_string(text.size())) + " bytes)",
                        mb / per_read * 1e3, "MB/s", c.notes});
        if (c.side == kIssueReadSide)
            rows.push_back({"read_icn, 100,000 pieces (" + fixed("%.1f", mb) + " MB), time of one read", per_read, "ms",
                            target(per_read, true, 3.25, "<= 3.25 ms (20x the reference's 65 ms on about 1.3 MB)")});
        if (!right) {
            rows.back().broken = true;
            rows.back().notes = "WRONG: the text did not read back to " + with_commas(std::to_string(n)) + " pieces";
        }
    }
    return rows;
}

// In a forked child, so that nothing else this process did counts: the peak RSS over reading
// the text and building the line indices (the first query does that), minus the RSS before.
Row bench_board_memory(const std::string& text, std::size_t n) {
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error("pipe");
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork");
    if (pid == 0) {
        ::close(fds[0]);
        // Free memory this process inherited would be reused without raising the RSS.
        malloc_trim(0);
        const bool reset = reset_peak_rss();
        const long before = status_kb(0, "VmRSS");
        auto doc = read_icn(text);
        const bool right = doc && doc->position.board.size() == n;
        if (right) doc->position.board.ensure_index();
        const long peak = status_kb(0, reset ? "VmHWM" : "VmRSS");
        const std::string msg = std::to_string(right ? peak - before : -1) + " " + (reset ? "peak" : "steady");
        [[maybe_unused]] const auto w = ::write(fds[1], msg.data(), msg.size());
        ::_exit(0);
    }
    ::close(fds[1]);
    char buf[64] = {};
    const auto got = ::read(fds[0], buf, sizeof buf - 1);
    ::close(fds[0]);
    ::waitpid(pid, nullptr, 0);
    long kb = -1;
    char kind[16] = {};
    if (got <= 0 || std::sscanf(buf, "%ld %15s", &kb, kind) != 2) kb = -1;
    Row r{"board of " + with_commas(std::to_string(n)) + " pieces in process (read_icn + line indices)",
          static_cast<double>(kb) / 1024.0 * (1e6 / static_cast<double>(n)), "MB per 1M pieces",
          std::string(kind) + " RSS minus RSS before"};
    if (kb < 0) {
        r.broken = true;
        r.notes = "WRONG: the child could not read the position";
    }
    return r;
}

void profile_icn_read(std::size_t n, int times) {
    const std::string text = icn_text(n, n == 100'000 ? kIssueReadSide : 0);
    bool right = true;
    for (int i = 0; i < times; ++i) time_reads(text, n, 1, right);
    if (!right) std::fprintf(stderr, "read_icn lost pieces\n");
}

}  // namespace uici::bench
