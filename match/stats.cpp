#include "match/stats.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <tuple>

namespace uici::match {

namespace {

// The Elo difference of a score: +inf at 1 and -inf at 0, as fastchess writes them (a clamp
// made 4-0 "2400.00"); + 0.0 turns the -0.0 of an even score into 0.
double elo_of(double p) {
    if (p >= 1) return std::numeric_limits<double>::infinity();
    if (p <= 0) return -std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / p - 1.0) + 0.0;
}
double score_of(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

// Mean and variance of a score distribution: values[i] with counts[i].
template <std::size_t N>
std::pair<double, double> moments(const std::array<double, N>& values, const std::array<double, N>& counts) {
    double n = 0, sum = 0;
    for (std::size_t i = 0; i < N; ++i) {
        n += counts[i];
        sum += counts[i] * values[i];
    }
    if (n == 0) return {0.5, 0};
    const double mean = sum / n;
    double var = 0;
    for (std::size_t i = 0; i < N; ++i) var += counts[i] * (values[i] - mean) * (values[i] - mean);
    return {mean, var / n};
}

}  // namespace

Summary summarise(const Score& s, const std::optional<SprtBounds>& sprt, bool pairs) {
    Summary out;
    const int n = s.games();
    if (n == 0) return out;
    const auto [mean, var] = moments<3>({1.0, 0.5, 0.0}, {double(s.wins), double(s.draws), double(s.losses)});
    out.elo = elo_of(mean);
    const double se = std::sqrt(var / n);
    // Half the width of the 95% interval on the Elo scale: inf when the interval reaches a score
    // of 0 or 1 (inf - inf would be nan), 0 when every game had the same result.
    const double hi = elo_of(mean + 1.96 * se), lo = elo_of(mean - 1.96 * se);
    out.elo_error = std::isinf(hi) || std::isinf(lo) ? std::numeric_limits<double>::infinity() : (hi - lo) / 2.0 + 0.0;
    if (s.wins + s.losses > 0)
        out.los = 0.5 * (1.0 + std::erf((s.wins - s.losses) / std::sqrt(2.0 * (s.wins + s.losses))));
    out.draw_ratio = double(s.draws) / n;
    if (sprt) {
        out.lower = std::log(sprt->beta / (1 - sprt->alpha));
        out.upper = std::log((1 - sprt->beta) / sprt->alpha);
        // The normal approximation of the GSPRT: over game pairs when games come in pairs
        // (the pentanomial model), else over single games (trinomial).
        double m = mean, v = var, count = n;
        int pair_count = 0;
        for (int c : s.penta) pair_count += c;
        if (pairs && pair_count > 0) {
            std::array<double, 5> counts{};
            for (int i = 0; i < 5; ++i) counts[i] = s.penta[i];
            std::tie(m, v) = moments<5>({0.0, 0.25, 0.5, 0.75, 1.0}, counts);
            count = pair_count;
        }
        const double s0 = score_of(sprt->elo0), s1 = score_of(sprt->elo1);
        out.llr = v > 0 ? count * (s1 - s0) * (2 * m - s0 - s1) / (2 * v) : 0.0;
    }
    return out;
}

std::string result_table(const std::string& first, const std::string& second, const Score& s,
                         const std::optional<SprtBounds>& sprt, bool pairs) {
    const Summary m = summarise(s, sprt, pairs);
    char buf[512];
    std::string out;
    std::snprintf(buf, sizeof buf, "Results of %s vs %s (%d games):\n", first.c_str(), second.c_str(), s.games());
    out += buf;
    std::snprintf(buf, sizeof buf, "Elo: %.2f +/- %.2f, LOS: %.2f %%, DrawRatio: %.2f %%\n", m.elo, m.elo_error,
                  m.los * 100, m.draw_ratio * 100);
    out += buf;
    std::snprintf(buf, sizeof buf, "Games: %d, Wins: %d, Draws: %d, Losses: %d, Points: %.1f (%.2f %%)\n", s.games(),
                  s.wins, s.draws, s.losses, s.points(), s.games() ? 100.0 * s.points() / s.games() : 0.0);
    out += buf;
    if (pairs) {
        std::snprintf(buf, sizeof buf, "Ptnml(0-2): [%d, %d, %d, %d, %d]\n", s.penta[0], s.penta[1], s.penta[2],
                      s.penta[3], s.penta[4]);
        out += buf;
    }
    if (m.llr) {
        std::snprintf(buf, sizeof buf, "LLR: %.2f (%.2f, %.2f) [%.2f, %.2f]\n", *m.llr, m.lower, m.upper, sprt->elo0,
                      sprt->elo1);
        out += buf;
    }
    return out;
}

}  // namespace uici::match
