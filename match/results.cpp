#include "match/results.hpp"

namespace uici::match {

double points_of(const GameResult& g, int e) {
    if (g.result == "1/2-1/2") return 0.5;
    const bool white_won = g.result == "1-0";
    return (white_won ? g.white : g.black) == e ? 1.0 : 0.0;
}

Score engine_score(const std::vector<GameResult>& games, int e) {
    Score s;
    for (const GameResult& g : games) {
        if (g.white != e && g.black != e) continue;
        const double p = points_of(g, e);
        if (p == 1) ++s.wins;
        else if (p == 0) ++s.losses;
        else ++s.draws;
    }
    return s;
}

Score pairing_score(const std::vector<GameResult>& games, int first, int second, bool paired) {
    Score s;
    // The previous game of the pairing, while its pair's second game is awaited.
    const GameResult* pending = nullptr;
    for (const GameResult& g : games) {
        const bool ours = (g.white == first && g.black == second) || (g.white == second && g.black == first);
        if (!ours) continue;
        const double p = points_of(g, first);
        if (p == 1) ++s.wins;
        else if (p == 0) ++s.losses;
        else ++s.draws;
        if (!paired) continue;
        if (pending && (pending->number - 1) / 2 == (g.number - 1) / 2) {
            ++s.penta[static_cast<std::size_t>((points_of(*pending, first) + p) * 2)];
            pending = nullptr;
        } else {
            pending = &g;
        }
    }
    return s;
}

}  // namespace uici::match
