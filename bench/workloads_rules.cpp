// The rules engine in process: perft, check_move (the legality predicate) and apply+undo.
// Thread CPU time, warm-up, then the median of several runs.
#include <cstdio>
#include <stdexcept>

#include "bench/workloads.hpp"
#include "core/notation/icn.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"
#include "core/rules/rules.hpp"

namespace uici::bench {

namespace {

Position read_anchor(const PerftAnchor& a) {
    auto doc = read_icn(a.icn);
    if (!doc) throw std::runtime_error(std::string("anchor does not read: ") + a.id);
    return std::move(doc->position);
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
// of the position, so the per-thread attack memo (core/rules/royal_attacks.hpp) never helps; warm
// shows a server checking several moves on the position it holds.
Row check_row(const std::string& name, const Position& p, std::mt19937_64& rng, bool cold, const Plan& plan) {
    const auto moves = sample_moves(p, rng, 2000);
    const Position copy = p;
    const Position* both[2] = {&p, &copy};
    std::size_t legal = 0;
    for (const Move& m : moves) legal += check_move(copy, m) == Reason::legal;  // also the warm-up
    std::vector<double> per_call;
    volatile int sink = 0;
    for (int rep = 0; rep < plan.runs(15); ++rep) {
        const double t0 = cpu_now();
        std::size_t i = 0;
        for (const Move& m : moves) sink = sink + static_cast<int>(check_move(*both[cold ? (i++ & 1) : 0], m));
        per_call.push_back((cpu_now() - t0) * 1e9 / static_cast<double>(moves.size()));
    }
    return {name + (cold ? ", cold" : ", warm") + " (" + std::to_string(legal) + "/" + std::to_string(moves.size()) +
                " legal)",
            median(per_call), "ns/call", ""};
}

// One move repeated: a rook move of `steps` squares along an open ray (cold memo).
Row far_row(std::uint64_t steps, const Plan& plan) {
    Position p;
    p.board.put({0, 0}, {PieceType::King, Color::White});
    p.board.put({50, 50}, {PieceType::King, Color::Black});
    p.board.put({3, -5}, {PieceType::Rook, Color::White});
    p.board.put({-40, 7}, {PieceType::Queen, Color::Black});
    const Position copy = p;
    const Move m{{3, -5}, {3 + static_cast<Coord>(steps), -5}, std::nullopt};
    std::vector<double> per_call;
    volatile int sink = 0;
    for (int rep = 0; rep < plan.runs(15); ++rep) {
        const double t0 = cpu_now();
        for (int i = 0; i < 2000; ++i) sink = sink + static_cast<int>(check_move(i & 1 ? copy : p, m));
        per_call.push_back((cpu_now() - t0) * 1e9 / 2000);
    }
    return {"check_move, rook " + with_commas(std::to_string(steps)) + (steps == 1 ? " square" : " squares") +
                " along an open ray, cold",
            median(per_call), "ns/call", ""};
}

}  // namespace

Row bench_perft(const PerftAnchor& a, const Plan& plan) {
    const Position p = read_anchor(a);
    std::uint64_t nodes = perft(p, a.depth).nodes;  // warm-up
    bool right = nodes == a.nodes;
    std::vector<double> rates;
    for (int i = 0; i < plan.runs(5); ++i) {
        const double t0 = cpu_now();
        nodes = perft(p, a.depth).nodes;
        rates.push_back(static_cast<double>(nodes) / (cpu_now() - t0) / 1e6);
        right = right && nodes == a.nodes;
    }
    Row r{"perft " + std::string(a.id) + " d" + std::to_string(a.depth) + " (" + with_commas(std::to_string(nodes)) +
              " nodes)",
          median(rates), "M nodes/s", a.about};
    if (!right) {
        r.broken = true;
        r.notes = "WRONG node count, expected " + with_commas(std::to_string(a.nodes));
    }
    return r;
}

std::vector<Row> bench_check_moves(const Plan& plan) {
    std::mt19937_64 rng(7);
    std::vector<Row> rows;
    const Position plain = crowd(100, 24, rng, PieceType::Pawn);
    const Position small = crowd(100, 24, rng);
    for (bool cold : {true, false}) {
        rows.push_back(check_row("check_move, 100 pieces (K Q R B N P)", plain, rng, cold, plan));
        if (cold) rows.back().notes = target(rows.back().value, true, 200, "< 200 ns");
        rows.push_back(check_row("check_move, 100 pieces (all 20 movable types)", small, rng, cold, plan));
        if (cold) rows.back().notes = target(rows.back().value, true, 200, "< 200 ns");
    }
    const Position big = crowd(100'000, 1200, rng);
    for (bool cold : {true, false}) {
        rows.push_back(check_row("check_move, 100,000 pieces (all types)", big, rng, cold, plan));
        if (cold) rows.back().notes = target(rows.back().value, true, 1000, "< 1 us");
    }
    rows.push_back(far_row(1, plan));
    rows.push_back(far_row(1'000'000'000'000, plan));
    return rows;
}

// apply_move + undo_move of every legal move of the position (slides expanded: the anchors
// have borders), in turn; the position must come back unchanged.
Row bench_apply_undo(const PerftAnchor& a, const Plan& plan) {
    Position p = read_anchor(a);
    const Position before = p;
    GeneratedMoves g;
    generate_moves(p, g);
    std::vector<Move> moves = g.finite;
    for (const SlideSet& s : g.slides)
        for (std::uint64_t n = s.first; s.last && n <= *s.last; ++n)
            if (s.contains(n)) moves.push_back({s.from, *s.square(n), std::nullopt});
    constexpr int kPasses = 50;
    auto pass = [&] {
        for (int k = 0; k < kPasses; ++k)
            for (const Move& m : moves) undo_move(p, apply_move(p, m));
    };
    pass();  // warm-up
    std::vector<double> per_pair;
    for (int rep = 0; rep < plan.runs(15); ++rep) {
        const double t0 = cpu_now();
        pass();
        per_pair.push_back((cpu_now() - t0) * 1e9 / static_cast<double>(kPasses * moves.size()));
    }
    Row r{"apply_move + undo_move, " + std::string(a.id) + " (" + std::to_string(moves.size()) + " moves)",
          median(per_pair), "ns/pair", "position restored exactly"};
    if (!same_state(p, before) || moves.empty()) {
        r.broken = true;
        r.notes = "WRONG: position not restored";
    }
    return r;
}

void profile_perft() { perft(read_anchor(kClassicalBorder10), 3); }

void profile_check(const std::string& which) {
    std::mt19937_64 r(7);
    const bool big = which == "--check-big";
    const Position p =
        crowd(big ? 100'000 : 100, big ? 1200 : 24, r, which == "--check-plain" ? PieceType::Pawn : PieceType::Rose);
    const Plan plan;
    for (int i = 0; i < 20; ++i) check_row("", p, r, true, plan);
}

void profile_far() {
    const Plan plan;
    for (int i = 0; i < 50; ++i) far_row(1, plan);
}

}  // namespace uici::bench
