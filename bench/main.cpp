// uici_bench: the speed and memory figures of uici as one table (scripts/bench.sh builds and
// runs it). Rows: ICN reading, the legality predicate, apply+undo, perft, requests through the
// real server over pipes, memory per 1,000,000 pieces. Node counts and replies are verified:
// the exit code is 1 when any figure is BROKEN, 0 otherwise (nothing is asserted on time).
//
//   uici_bench [--quick] [--uici PATH] [--reference FormatConverter.js]
//              [--only icn|process|rules|perft|pipe|memory]
//                                   --reference adds the reference converter's whole process
//                                   beside `uici convert`'s (node must be on PATH)
//   uici_bench perft DEPTH ICN      a perft divide (scripts/stockfish_diff.sh uses it)
//   uici_bench --perft-only | --check-small | --check-plain | --check-big | --far | --icn-read N
//                                   one workload alone, for a profiler
//   uici_bench --write-icn N        the whole-process rows' ICN of N random pieces on stdout
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include <unistd.h>

#include "bench/report.hpp"
#include "bench/workloads.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/move_listing.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/perft.hpp"
#include "core/rules/rules.hpp"

using namespace uici;
using namespace uici::bench;

namespace {

int perft_divide(int depth, const char* icn) {
    auto doc = read_icn(icn);
    if (!doc) {
        std::fprintf(stderr, "bad ICN: %s\n", doc.error().message.c_str());
        return 2;
    }
    Position p = doc->position;
    for (const IcnMove& m : doc->moves) {
        if (check_move(p, m.move) != Reason::legal) {
            std::fprintf(stderr, "illegal move in ICN\n");
            return 2;
        }
        apply_move(p, m.move);
    }
    const PerftResult r = perft(p, depth);
    for (const auto& [token, n] : divide_entries(r))
        std::printf("%s %llu\n", token.c_str(), static_cast<unsigned long long>(n));
    std::printf("nodes %llu\n", static_cast<unsigned long long>(r.nodes));
    if (r.unbounded_ray) std::printf("unbounded %s\n", format_slide(*r.unbounded_ray).c_str());
    return 0;
}

// The server built next to this program (build-bench/uici).
std::string sibling_uici() {
    std::string self(4096, '\0');
    const ssize_t n = ::readlink("/proc/self/exe", self.data(), self.size());
    self.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
    return self.substr(0, self.rfind('/') + 1) + "uici";
}

void append(std::vector<Row>& rows, std::vector<Row> more) { rows.insert(rows.end(), more.begin(), more.end()); }

int finish(const std::vector<Row>& rows) {
    print_machine();
    print_table(rows);
    for (const Row& r : rows)
        if (r.broken) return 1;
    return 0;
}

int table(const Plan& plan, const std::string& uici, const std::string& reference, const std::string& only) {
    auto on = [&](const char* group) {
        if (!only.empty() && only != group) return false;
        std::fprintf(stderr, "running: %s\n", group);
        return true;
    };
    std::vector<Row> rows;
    if (on("icn")) append(rows, bench_icn_read(plan));
    if (on("process")) append(rows, bench_process(uici, reference, plan));
    if (on("rules")) {
        append(rows, bench_check_moves(plan));
        append(rows, bench_wide(plan));
        rows.push_back(bench_apply_undo(kKiwipete, plan));
    }
    if (on("perft"))
        for (const PerftAnchor* a : {&kClassicalBorder10, &kFairyLeapers, &kChess8x8}) {
            rows.push_back(bench_perft(*a, plan));
            if (a == &kClassicalBorder10)
                rows.back().notes = target(rows.back().value, false, 10, ">= 10 M nodes/s") + "; " + rows.back().notes;
            rows.push_back(bench_perft_wide(a->id, a->icn, a->depth, a->nodes, plan));
        }
    const bool pipe = on("pipe"), memory = on("memory");
    const std::string million = pipe || memory ? icn_text(1'000'000) : "";
    if (pipe) {
        append(rows, bench_pipe_requests(uici, plan));
        append(rows, bench_pipe_long_lines(uici, million, plan));
    }
    if (memory) rows.push_back(bench_board_memory(million, 1'000'000));
    return finish(rows);
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() == 3 && args[0] == "perft") return perft_divide(std::atoi(argv[2]), argv[3]);
    const std::string mode = args.empty() ? "" : args[0];
    if (mode == "--far") return profile_far(), 0;
    if (mode == "--perft-only") return profile_perft(), 0;
    if (mode == "--check-small" || mode == "--check-plain" || mode == "--check-big") return profile_check(mode), 0;
    if (mode == "--icn-read" && args.size() == 2) return profile_icn_read(std::stoul(args[1]), 200), 0;
    if (mode == "--write-icn" && args.size() == 2) {
        // The whole-process rows' file (random pieces of the types the reference converter knows,
        // over 16,000 x 16,000 for 100,000), for hyperfine or a profiler.
        const std::size_t n = std::stoul(args[1]);
        return std::fputs(icn_text(n, n == 100'000 ? kIssueReadSide : 0, PieceType::Knightrider).c_str(), stdout) < 0;
    }

    Plan plan;
    std::string uici = sibling_uici(), only, reference;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--quick") plan.quick = true;
        else if (args[i] == "--uici" && i + 1 < args.size()) uici = args[++i];
        else if (args[i] == "--reference" && i + 1 < args.size()) reference = args[++i];
        else if (args[i] == "--only" && i + 1 < args.size() &&
                 std::string(" icn process rules perft pipe memory ").find(" " + args[i + 1] + " ") !=
                     std::string::npos)
            only = args[++i];
        else {
            std::fprintf(stderr,
                         "usage: uici_bench [--quick] [--uici PATH] [--reference FormatConverter.js]\n"
                         "                  [--only icn|process|rules|perft|pipe|memory]\n");
            return 2;
        }
    }
    try {
        return table(plan, uici, reference, only);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "uici_bench: %s\n", e.what());
        return 1;
    }
}
