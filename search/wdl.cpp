// wdl_of (search/search.hpp): UCI_ShowWDL's chances from a score.
#include <algorithm>
#include <cmath>

#include "search/search.hpp"

namespace UICI_CORE_NS::search {
namespace {

// Centipawns at which a win is as likely as not, and the spread of the curve around it.
constexpr double kEven = 150.0;
constexpr double kSpread = 75.0;

int permille_win(double cp) { return static_cast<int>(std::lround(1000.0 / (1.0 + std::exp((kEven - cp) / kSpread)))); }

}  // namespace

Wdl wdl_of(int score) {
    if (is_mate(score)) return score > 0 ? Wdl{1000, 0, 0} : Wdl{0, 0, 1000};
    // Clamped: exp() of at most (4,150 / 75) stays far from overflow.
    const double cp = std::clamp(score, -4000, 4000);
    const int win = permille_win(cp);
    const int loss = permille_win(-cp);
    return Wdl{win, 1000 - win - loss, loss};
}

}  // namespace UICI_CORE_NS::search
