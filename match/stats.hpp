// The match's score from the first engine's side: W/D/L, Elo with its 95% interval, LOS,
// draw ratio, the pentanomial count of game pairs, and the SPRT log-likelihood ratio.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "match/match_options.hpp"

namespace uici::match {

struct Score {
    int wins = 0, draws = 0, losses = 0;
    // Game pairs by the first engine's points: 0, 0.5, 1, 1.5, 2 (with -repeat).
    std::array<int, 5> penta{};
    [[nodiscard]] int games() const { return wins + draws + losses; }
    [[nodiscard]] double points() const { return wins + 0.5 * draws; }
};

struct Summary {
    double elo = 0, elo_error = 0, los = 0.5, draw_ratio = 0;
    std::optional<double> llr;
    double lower = 0, upper = 0;  // the SPRT bounds
};

Summary summarise(const Score& s, const std::optional<SprtBounds>& sprt, bool pairs);
// The result table, several lines, each ending in a line end.
std::string result_table(const std::string& first, const std::string& second, const Score& s,
                         const std::optional<SprtBounds>& sprt, bool pairs);

}  // namespace uici::match
