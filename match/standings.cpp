#include "match/standings.hpp"

#include <algorithm>
#include <cstdio>
#include <numeric>

namespace uici::match {

namespace {

// A figure of the table: "inf", "-inf" or two decimals.
std::string elo_text(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}

std::string pad(const std::string& s, std::size_t width, bool right) {
    if (s.size() >= width) return s;
    const std::string fill(width - s.size(), ' ');
    return right ? fill + s : s + fill;
}

std::string points_text(double p) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", p);
    return buf;
}

}  // namespace

std::string standings_table(const std::vector<std::string>& names, const std::vector<GameResult>& games) {
    const int n = static_cast<int>(names.size());
    std::vector<Score> scores;
    for (int e = 0; e < n; ++e) scores.push_back(engine_score(games, e));
    // Ranked by points, then by fewer games (a better share), then in the order given.
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const Score& x = scores[static_cast<std::size_t>(a)];
        const Score& y = scores[static_cast<std::size_t>(b)];
        if (x.points() != y.points()) return x.points() > y.points();
        return x.games() < y.games();
    });
    std::size_t name_width = 4;
    for (const auto& s : names) name_width = std::max(name_width, s.size());
    std::string out =
        "Rank  " + pad("Name", name_width, false) + "      Elo      +/-  Games     W     D     L  Points\n";
    for (int rank = 0; rank < n; ++rank) {
        const int e = order[static_cast<std::size_t>(rank)];
        const Score& s = scores[static_cast<std::size_t>(e)];
        const Summary m = summarise(s, std::nullopt, false);
        out += pad(std::to_string(rank + 1), 4, true) + "  " +
               pad(names[static_cast<std::size_t>(e)], name_width, false) + pad(elo_text(m.elo), 9, true) +
               pad(elo_text(m.elo_error), 9, true) + pad(std::to_string(s.games()), 7, true) +
               pad(std::to_string(s.wins), 6, true) + pad(std::to_string(s.draws), 6, true) +
               pad(std::to_string(s.losses), 6, true) + pad(points_text(s.points()), 8, true) + "\n";
    }
    out += "Cross table (points of the row's engine against the column's / games):\n";
    std::size_t cell = 7;
    for (const auto& s : names) cell = std::max(cell, s.size() + 2);
    out += pad("", name_width, false);
    for (int b = 0; b < n; ++b) out += pad(names[static_cast<std::size_t>(b)], cell, true);
    out += '\n';
    for (int a = 0; a < n; ++a) {
        out += pad(names[static_cast<std::size_t>(a)], name_width, false);
        for (int b = 0; b < n; ++b) {
            const Score s = a == b ? Score{} : pairing_score(games, a, b, false);
            out += pad(a == b || s.games() == 0 ? "-" : points_text(s.points()) + "/" + std::to_string(s.games()), cell,
                       true);
        }
        out += '\n';
    }
    return out;
}

}  // namespace uici::match
