#include "multiverse/state.hpp"

#include <algorithm>

#include "multiverse/md5.hpp"

namespace uici::multiverse {

const Grid* Multiverse::board(int l, int t2) const {
    const auto it = timelines.find(l);
    if (it == timelines.end()) return nullptr;
    const Timeline& tl = it->second;
    if (t2 < tl.start || t2 > tl.end()) return nullptr;
    return &tl.boards[std::size_t(t2 - tl.start)];
}

const Piece* Multiverse::at(const Pos& p) const {
    const Grid* g = board(p.l, p.t2);
    if (!g || !g->inside(p.x, p.y)) return nullptr;
    return &g->at(p.x, p.y);
}

// A player's extra timelines count only up to one more than the opponent's (the activity rule).
bool Multiverse::is_active(int l) const {
    if (l > max_initial) return l - max_initial <= blacks_new() + 1;
    if (l < min_initial) return min_initial - l <= whites_new() + 1;
    return true;
}

int Multiverse::present() const {
    int best = 0;
    bool any = false;
    for (const auto& [l, tl] : timelines) {
        if (!is_active(l)) continue;
        if (!any || tl.end() < best) best = tl.end();
        any = true;
    }
    return best;
}

bool Multiverse::playable(int l, int t2) const {
    const auto it = timelines.find(l);
    return it != timelines.end() && it->second.end() == t2 && white_at(t2) == white_to_move;
}

std::string Multiverse::board_fen(int l, int t2) const {
    return write_fen_board(*board(l, t2), l, even, turn_of(t2), white_at(t2));
}

std::string Multiverse::hash() const {
    std::string all;
    for (const auto& [l, tl] : timelines)
        for (int t2 = tl.start; t2 <= tl.end(); ++t2) all += board_fen(l, t2);
    return md5_hex(all);
}

}  // namespace uici::multiverse
