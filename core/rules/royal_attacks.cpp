#include "core/rules/royal_attacks.hpp"

#include <array>

namespace UICI_CORE_NS {
namespace {

struct Entry {
    const Board* board = nullptr;
    std::uint64_t hash = 0;
    std::size_t size = 0;
    Border border;
    std::optional<Coord> slide_limit;
    std::vector<RoyalAttacks> value;
};

}  // namespace

const std::vector<RoyalAttacks>& royal_attacks(const Position& p, Color side) {
    thread_local std::array<Entry, 2> cache;  // one per side
    Entry& e = cache[static_cast<std::size_t>(index(side))];
    const Board& b = p.board;
    if (e.board == &b && e.hash == b.hash() && e.size == b.size() && e.border == p.rules.border &&
        e.slide_limit == p.rules.slide_limit)
        return e.value;
    e.board = &b;
    e.hash = b.hash();
    e.size = b.size();
    e.border = p.rules.border;
    e.slide_limit = p.rules.slide_limit;
    e.value.clear();
    const BoardView view(b);
    for (Square r : b.royals(side)) {
        RoyalAttacks ra{r, {}};
        collect_attackers(view, p.rules, r, side, ra.attacks);
        e.value.push_back(std::move(ra));
    }
    return e.value;
}

}  // namespace UICI_CORE_NS
