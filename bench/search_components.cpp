// uici_bench_search: where the search's time goes (scripts/bench.sh --search prints it below the
// node rates). For each position of scripts/bench_search.py, the positions a short walk over the
// search's own move lists reaches (about kSample of them) are put through each
// part of a node alone, in CPU nanoseconds a call (the median of kRuns timed runs after a
// warm-up): core's legal move generator, the search's slide candidates, core's verdict (win,
// draw or neither: the legal-move test, handed the check test's answer as the search hands it),
// the check test, the evaluation, move ordering, play and take back with the position key, and
// the transposition table's probe and store. Beside them the search itself, `go depth D` in
// this process, in CPU nanoseconds a node.
//
//   uici_bench_search [--quick]
#include <cstdio>
#include <cstring>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/harness.hpp"
#include "bench/positions.hpp"
#include "core/game/status.hpp"
#include "core/notation/icn.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/rules.hpp"
#include "core/variants/variants.hpp"
#include "search/candidates.hpp"
#include "search/eval.hpp"
#include "search/generate.hpp"
#include "search/keys.hpp"
#include "search/ordering.hpp"
#include "search/search.hpp"
#include "search/tt.hpp"

namespace uici::bench {
namespace {

constexpr std::size_t kSample = 1500;
const search::Poll kNoPoll = [] {};

struct Subject {
    const char* name;
    Position start;
    int depth;  // of the search row, as bench_search.py's
};

std::vector<Move> search_moves(const Position& p) {
    GeneratedMoves gen;
    search::generate_polled(p, gen, kNoPoll);
    std::vector<Move> out;
    search::candidate_moves(p, gen, out, kNoPoll);
    return out;
}

// The positions a walk of `depth` plies over the search's move lists reaches, and one reply in each
// of the last ones (the walk's count-th move), every `keep`-th of them kept, in walk order.
void walk(Position& p, int depth, std::uint64_t keep, std::uint64_t& count, std::vector<Position>& out) {
    if (count++ % keep == 0) out.push_back(p);
    if (depth == 0) return;
    const std::vector<Move> moves = search_moves(p);
    if (depth == 1 && !moves.empty()) {
        Undo u = apply_move(p, moves[count % moves.size()]);
        walk(p, 0, keep, count, out);
        undo_move(p, u);
        return;
    }
    for (const Move& m : moves) {
        Undo u = apply_move(p, m);
        walk(p, depth - 1, keep, count, out);
        undo_move(p, u);
    }
}

std::vector<Position> sample(const Position& start) {
    Position p = start;
    const std::uint64_t root = search_moves(p).size();
    std::uint64_t count = 0;
    std::vector<Position> kept;
    walk(p, 3, root * root * 2 / kSample + 1, count, kept);
    return kept;
}

// CPU nanoseconds a call: `body` makes `calls` calls a run; runs repeat until 20 ms have passed.
double per_call(const std::function<std::uint64_t()>& body, int runs) {
    body();  // warm-up
    std::vector<double> t;
    for (int r = 0; r < runs; ++r) {
        std::uint64_t calls = 0;
        const double start = cpu_now();
        double now = start;
        while (now - start < 0.02) {
            calls += body();
            now = cpu_now();
        }
        t.push_back((now - start) * 1e9 / static_cast<double>(calls));
    }
    return median(t);
}

// CPU nanoseconds a node of `go depth D` on a fresh searcher (16 MiB of table, as `uici`).
double search_ns_per_node(const Position& start, int depth, std::uint64_t& nodes) {
    const Game game(start);
    search::Searcher s(16);
    search::Limits limits;
    limits.depth = depth;
    const std::atomic<bool> stop{false};
    const double t0 = cpu_now();
    const search::Result r = s.go(game, limits, stop, [](const search::Info&) {});
    const double t1 = cpu_now();
    nodes = r.last ? r.last->nodes : 0;
    return nodes ? (t1 - t0) * 1e9 / static_cast<double>(nodes) : 0;
}

std::string ns(double v) { return fixed(v < 100 ? "%.1f" : "%.0f", v); }

void row(const Subject& subject, const Plan& plan) {
    const std::vector<Position> positions = sample(subject.start);
    std::vector<std::vector<Move>> moves;
    std::vector<GeneratedMoves> gens(positions.size());
    std::size_t move_count = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        search::generate_polled(positions[i], gens[i], kNoPoll);
        moves.push_back(search_moves(positions[i]));
        move_count += moves.back().size();
    }
    const int runs = plan.runs(5);
    const auto n = static_cast<std::uint64_t>(positions.size());
    volatile std::uint64_t sink = 0;  // keeps every result alive

    const double generate = per_call(
        [&] {
            GeneratedMoves g;
            for (const Position& p : positions) {
                search::generate_polled(p, g, kNoPoll);
                sink = sink + g.finite.size() + g.slides.size();
            }
            return n;
        },
        runs);
    const double candidates = per_call(
        [&] {
            std::vector<Move> out;
            for (std::size_t i = 0; i < positions.size(); ++i) {
                out.clear();
                search::candidate_moves(positions[i], gens[i], out, kNoPoll);
                sink = sink + out.size();
            }
            return n;
        },
        runs);
    // The verdict as the search asks it: handed the check test's answer (the next row), which
    // it does not test again.
    std::vector<InCheckNow> known;
    for (const Position& p : positions)
        known.push_back(check_restricted(p, p.turn) ? InCheckNow(in_check(p, p.turn)) : std::nullopt);
    const double verdict = per_call(
        [&] {
            for (std::size_t i = 0; i < positions.size(); ++i)
                sink = sink +
                       static_cast<std::uint64_t>(evaluate_status(positions[i], std::nullopt, false, known[i]).outcome);
            return n;
        },
        runs);
    const double check = per_call(
        [&] {
            for (const Position& p : positions) sink = sink + (check_restricted(p, p.turn) && in_check(p, p.turn));
            return n;
        },
        runs);
    const double eval = per_call(
        [&] {
            for (const Position& p : positions) sink = sink + static_cast<std::uint64_t>(search::evaluate(p) + 20000);
            return n;
        },
        runs);
    search::MoveHistory history;
    const double order = per_call(
        [&] {
            std::vector<search::ScoredMove> out;
            for (std::size_t i = 0; i < positions.size(); ++i) {
                search::order_moves(positions[i], moves[i], 0, history, 2, out, kNoPoll);
                sink = sink + out.size();
            }
            return n;
        },
        runs);
    std::vector<Position> scratch = positions;
    const double play = per_call(
        [&] {
            for (std::size_t i = 0; i < scratch.size(); ++i)
                for (const Move& m : moves[i]) {
                    Undo u = apply_move(scratch[i], m);
                    sink = sink + search::position_key(scratch[i], 0);
                    undo_move(scratch[i], u);
                }
            return static_cast<std::uint64_t>(move_count);
        },
        runs);
    // The table: keys of the sample, spread over a 16 MiB table as a search's are.
    search::TranspositionTable tt(16);
    std::vector<std::uint64_t> keys;
    for (const Position& p : positions)
        for (std::uint64_t salt = 0; salt < 64; ++salt) keys.push_back(search::mix64(p.board.hash() + salt));
    const double table = per_call(
        [&] {
            int d = 0;
            for (std::uint64_t k : keys) {
                const search::TTEntry* e = tt.probe(k);
                sink = sink + (e ? e->move : 0);
                ++d;
                tt.store(k, d & 15, d & 255, search::Bound::exact, 1);
            }
            return static_cast<std::uint64_t>(keys.size());
        },
        runs);
    std::uint64_t nodes = 0;
    const double node = search_ns_per_node(subject.start, plan.quick ? subject.depth - 2 : subject.depth, nodes);
    std::printf(
        "| %s (%zu positions, %.1f moves each) | %s | %s | %s | %s | %s | %s | %s | %s | %s (d%d, %s nodes) |\n",
        subject.name, positions.size(), static_cast<double>(move_count) / static_cast<double>(n), ns(generate).c_str(),
        ns(candidates).c_str(), ns(verdict).c_str(), ns(check).c_str(), ns(eval).c_str(), ns(order).c_str(),
        ns(play).c_str(), ns(table).c_str(), ns(node).c_str(), plan.quick ? subject.depth - 2 : subject.depth,
        with_commas(std::to_string(nodes)).c_str());
    std::fflush(stdout);
}

Position read(const PerftAnchor& a) {
    auto doc = read_icn(a.icn);
    if (!doc) throw std::runtime_error(std::string("anchor does not read: ") + a.id);
    return std::move(doc->position);
}

}  // namespace
}  // namespace uici::bench

int main(int argc, char** argv) {
    using namespace uici::bench;
    Plan plan;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) {
            plan.quick = true;
        } else {
            std::fprintf(stderr, "usage: uici_bench_search [--quick]\n");
            return 2;
        }
    }
    const Subject subjects[] = {
        {"Classical start (open board)", *uici::variant_position("Classical"), 6},
        {"classical_border10", read(kClassicalBorder10), 6},
        {"chess_startpos_8x8", read(kChess8x8), 8},
        {"kiwipete_8x8", read(kKiwipete), 6},
    };
    std::printf(
        "| search parts, CPU ns a call (median of %d runs) | generate | candidates | verdict | in check "
        "| evaluate | order | play+undo (a move) | table probe+store | search (a node) |\n",
        plan.runs(5));
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (const Subject& s : subjects) row(s, plan);
    return 0;
}
