// Speed of the rules engine (thread CPU time): perft on the bordered classical start, check_move on positions
// of 100 and 100,000 pieces. Warm-up, then the median of several runs, printed as a table.
// "uici_bench perft DEPTH ICN" prints a perft divide instead (used by scripts/stockfish_diff.sh).
#include <algorithm>
#include <ctime>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "core/apply.hpp"
#include "core/icn.hpp"
#include "core/movegen.hpp"
#include "core/perft.hpp"
#include "core/rules.hpp"

using namespace uici;

// Thread CPU time: the machine is shared, and wall time would count other processes' turns.
struct Clock {
    static double now() {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
    }
};

namespace {

Position classical(Border border) {
    Position p;
    const PieceType back[] = {PieceType::Rook, PieceType::Knight, PieceType::Bishop, PieceType::Queen,
                              PieceType::King, PieceType::Bishop, PieceType::Knight, PieceType::Rook};
    for (Coord x = 1; x <= 8; ++x) {
        const PieceType t = back[x - 1];
        p.board.put({x, 1}, {t, Color::White});
        p.board.put({x, 8}, {t, Color::Black});
        p.board.put({x, 2}, {PieceType::Pawn, Color::White});
        p.board.put({x, 7}, {PieceType::Pawn, Color::Black});
        for (Coord y : {2, 7}) p.special_rights.insert({x, y});
        if (t == PieceType::Rook || t == PieceType::King)
            for (Coord y : {1, 8}) p.special_rights.insert({x, y});
    }
    p.rules.promotion_section = true;
    p.rules.player[0].promotion_ranks = {8};
    p.rules.player[1].promotion_ranks = {1};
    p.rules.border = border;
    p.move_rule = MoveRule{0, 100};
    return p;
}

// Kings at the edge plus `n` random pieces in a square of side `side`: of every movable
// type, or (classical_only) of the six classical types.
Position crowd(std::size_t n, Coord side, std::mt19937_64& rng, bool classical_only = false) {
    Position p;
    std::uniform_int_distribution<Coord> coord(-side / 2, side / 2);
    std::uniform_int_distribution<int> type(0, classical_only ? index(PieceType::Pawn) : index(PieceType::Rose));
    // The kings stand at the crowd's edge: the side to move has moves, and every check_move
    // still runs the full attack test on its king (checkmate rules).
    p.board.put({-side / 2 - 1, 0}, {PieceType::King, Color::White});
    p.board.put({side / 2 + 1, 0}, {PieceType::King, Color::Black});
    while (p.board.size() < n) {
        const Square s{coord(rng), coord(rng)};
        auto t = static_cast<PieceType>(type(rng));
        if (spec(t).royal) t = PieceType::Guard;
        if (!p.board.occupied(s)) p.board.put(s, {t, p.board.size() % 2 ? Color::White : Color::Black});
    }
    return p;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

struct Row {
    std::string what;
    double value;
    std::string unit;
};

Row bench_perft(const char* name, const Position& p, int depth, int runs) {
    (void)perft(p, depth);  // warm-up
    std::vector<double> rates;
    std::uint64_t nodes = 0;
    for (int i = 0; i < runs; ++i) {
        const double t0 = Clock::now();
        nodes = perft(p, depth).nodes;
        const double s = Clock::now() - t0;
        rates.push_back(static_cast<double>(nodes) / s / 1e6);
    }
    return {std::string(name) + " d" + std::to_string(depth) + " (" + std::to_string(nodes) + " nodes)", median(rates),
            "M nodes/s"};
}

// Legal moves of the side to move (slides sampled near and very far), plus as many
// illegal near misses.
std::vector<Move> sample_moves(const Position& p, std::mt19937_64& rng, std::size_t want) {
    GeneratedMoves g;
    generate_moves(p, g);
    std::vector<Move> legal = g.finite;
    for (const SlideSet& s : g.slides) {
        for (std::uint64_t n : {std::uint64_t{1}, std::uint64_t{3}, std::uint64_t{1'000'000'000'000}})
            if (s.contains(n))
                if (auto q = s.square(n)) legal.push_back({s.from, *q, std::nullopt});
        if (s.last && s.contains(*s.last)) legal.push_back({s.from, *s.square(*s.last), std::nullopt});
    }
    std::shuffle(legal.begin(), legal.end(), rng);
    std::vector<Move> out;
    for (std::size_t i = 0; out.size() < want && !legal.empty(); ++i) {
        Move m = legal[i % legal.size()];
        if (i % 2) m.to.y += 1;  // mostly illegal now
        out.push_back(m);
    }
    return out;
}

// check_move on many moves of one position. `cold`: every call alternates between two copies
// of the position, so the per-thread attack memo (core/royal_attacks.hpp) never helps; warm
// shows a server checking several moves on the position it holds.
Row bench_check(const char* name, const Position& p, std::mt19937_64& rng, bool cold) {
    const auto moves = sample_moves(p, rng, 2000);
    const Position copy = p;
    const Position* both[2] = {&p, &copy};
    std::size_t legal = 0;
    for (const Move& m : moves) legal += check_move(p, m) == Reason::legal;
    std::vector<double> per_call;
    volatile int sink = 0;
    for (int rep = 0; rep < 15; ++rep) {
        const double t0 = Clock::now();
        std::size_t i = 0;
        for (const Move& m : moves) sink = sink + static_cast<int>(check_move(*both[cold ? (i++ & 1) : 0], m));
        const double ns = (Clock::now() - t0) * 1e9;
        per_call.push_back(ns / static_cast<double>(moves.size()));
    }
    return {std::string(name) + (cold ? ", cold" : ", warm") + " (" + std::to_string(legal) + "/" +
                std::to_string(moves.size()) + " legal)",
            median(per_call), "ns/call"};
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    const bool quick = mode == "--quick";
    if (mode == "perft" && argc == 4) {  // perft divide of an ICN position: "perft DEPTH ICN"
        auto doc = read_icn(argv[3]);
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
        const PerftResult r = perft(p, std::atoi(argv[2]));
        for (const auto& [token, n] : r.divide) std::printf("%s %llu\n", token.c_str(), static_cast<unsigned long long>(n));
        std::printf("nodes %llu\n", static_cast<unsigned long long>(r.nodes));
        if (!r.unbounded_ray.empty()) std::printf("unbounded %s\n", r.unbounded_ray.c_str());
        return 0;
    }
    if (mode == "--perft-only") {  // for profiling
        perft(classical(Border{-9, 18, -9, 18}), 3);
        return 0;
    }
    if (mode == "--check-small" || mode == "--check-plain" || mode == "--check-big") {  // for profiling
        std::mt19937_64 r(7);
        const bool big = mode == "--check-big";
        const Position small = crowd(big ? 100'000 : 100, big ? 1200 : 24, r, mode == "--check-plain");
        for (int i = 0; i < 20; ++i) bench_check("", small, r, true);
        return 0;
    }
    std::mt19937_64 rng(7);
    std::vector<Row> rows;
    rows.push_back(bench_perft("perft classical_border10", classical(Border{-9, 18, -9, 18}), 3, quick ? 1 : 5));
    rows.push_back(bench_perft("perft chess 8x8", classical(Border{1, 8, 1, 8}), quick ? 4 : 5, quick ? 1 : 3));
    const Position plain = crowd(100, 24, rng, true);
    const Position small = crowd(100, 24, rng);
    for (bool cold : {true, false}) {
        rows.push_back(bench_check("check_move, 100 pieces (K Q R B N P)", plain, rng, cold));
        rows.push_back(bench_check("check_move, 100 pieces (all 20 movable types)", small, rng, cold));
    }
    const Position big = crowd(100'000, 1200, rng);
    for (bool cold : {true, false}) rows.push_back(bench_check("check_move, 100,000 pieces (all types)", big, rng, cold));
    std::printf("%-72s %10s  %s\n", "benchmark (one core, thread CPU time, median)", "value", "unit");
    for (const Row& r : rows) std::printf("%-72s %10.2f  %s\n", r.what.c_str(), r.value, r.unit.c_str());
    return 0;
}
