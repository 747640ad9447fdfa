#include "match/schedule.hpp"

namespace uici::match {

Schedule::Schedule(int engines, Tournament t, int seeds, int games, int rounds) : games_(games), rounds_(rounds) {
    if (t == Tournament::gauntlet) {
        for (int s = 0; s < seeds; ++s)
            for (int e = seeds; e < engines; ++e) pairings_.emplace_back(s, e);
    } else {
        for (int a = 0; a < engines; ++a)
            for (int b = a + 1; b < engines; ++b) pairings_.emplace_back(a, b);
    }
}

}  // namespace uici::match
