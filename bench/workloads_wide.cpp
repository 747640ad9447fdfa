// The wide build (core/board/coord.hpp) on 1,000-digit coordinates: reading a move token and the
// legality predicate, as `legal` runs them; and perft of the narrow rows' anchors on the wide
// build, the cost of cpp_int coordinates where int64 would do (docs/decisions/narrow-wide.md).
// Compiled with UICI_WIDE=1.
#include <random>
#include <string>
#include <vector>

#include "bench/harness.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"

namespace uici::bench {

std::vector<Row> bench_wide(const Plan& plan);
Row bench_perft_wide(const char* id, const char* icn, int depth, std::uint64_t want, const Plan& plan);

Row bench_perft_wide(const char* id, const char* icn, int depth, std::uint64_t want, const Plan& plan) {
    using namespace uici::wide;
    auto doc = read_icn(icn);
    const std::string name = std::string("perft ") + id + " d" + std::to_string(depth) + " (wide build)";
    if (!doc) return Row{name, 0, "M nodes/s", "BROKEN: " + doc.error().message, true};
    const Position& p = doc->position;
    std::uint64_t nodes = perft(p, depth).nodes;  // warm-up
    bool right = nodes == want;
    std::vector<double> rates;
    for (int i = 0; i < plan.runs(5); ++i) {
        const double t0 = cpu_now();
        nodes = perft(p, depth).nodes;
        rates.push_back(static_cast<double>(nodes) / (cpu_now() - t0) / 1e6);
        right = right && nodes == want;
    }
    Row r{name, median(rates), "M nodes/s", "the narrow row's position on cpp_int coordinates"};
    if (!right) {
        r.broken = true;
        r.notes = "WRONG node count, expected " + std::to_string(want);
    }
    return r;
}

std::vector<Row> bench_wide(const Plan& plan) {
    using namespace uici::wide;
    // 100 pieces of the usual types in a 24x24 box whose corner is 10^999 on both axes.
    std::string base(1000, '0');
    base[0] = '1';
    const Coord at(base);
    std::mt19937_64 rng(11);
    std::string icn = "w K" + base + "," + base + "|k" + (at + 23).str() + "," + (at + 23).str();
    const char* codes[] = {"Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"};
    // Distinct squares: a lattice of every other square, pieces of random types.
    // Appended piecewise: GCC 12 warns falsely (-Wrestrict) on "|" + std::string.
    for (int i = 0; i < 98; ++i)
        icn.append("|")
            .append(codes[rng() % 10])
            .append((at + 1 + 2 * (i % 11)).str())
            .append(",")
            .append((at + 1 + 2 * (i / 11)).str());
    auto doc = read_icn(icn);
    std::vector<Row> rows;
    if (!doc)
        return {Row{"legal, 1,000-digit coordinates (wide build)", 0, "us", "BROKEN: " + doc.error().message, true}};
    const Position& p = doc->position;
    // Move tokens of every piece to the squares around it (legal or not, as clients ask).
    std::vector<std::string> tokens;
    p.board.for_each([&](const Square& s, const Piece&) {
        for (int dx = -2; dx <= 2; ++dx)
            for (int dy = -2; dy <= 2; ++dy)
                if (dx || dy) tokens.push_back(format_move({s, {s.x + dx, s.y + dy}, std::nullopt}));
    });
    std::vector<double> per_call, check_only;
    volatile int sink = 0;
    std::vector<Move> moves;
    for (const auto& t : tokens) moves.push_back(*parse_move(t));
    for (int rep = 0; rep < plan.runs(9); ++rep) {
        double t0 = cpu_now();
        for (const auto& t : tokens) {
            // As `legal` answers: the token read, the predicate, and the reply's token (the
            // client's own when it is canonical, as these are).
            const Move m = *parse_move(t);
            const std::string reply = is_canonical_move(t) ? t : format_move(m);
            sink = sink + static_cast<int>(check_move(p, m)) + static_cast<int>(reply.size());
        }
        per_call.push_back((cpu_now() - t0) * 1e6 / static_cast<double>(tokens.size()));
        t0 = cpu_now();
        for (const Move& m : moves) sink = sink + static_cast<int>(check_move(p, m));
        check_only.push_back((cpu_now() - t0) * 1e6 / static_cast<double>(moves.size()));
    }
    rows.push_back({"legal, 1,000-digit coordinates (token read + check_move + reply token, wide build)",
                    median(per_call), "us", target(median(per_call), true, 10, "< 10 us")});
    rows.push_back({"check_move, 1,000-digit coordinates (wide build)", median(check_only), "us", ""});
    return rows;
}

}  // namespace uici::bench
