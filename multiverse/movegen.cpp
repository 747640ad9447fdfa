#include "multiverse/movegen.hpp"

#include "multiverse/movement.hpp"

namespace uici::multiverse {

void board_moves(const Multiverse& mv, int l, Kind promotion, std::vector<ResolvedMove>& out) {
    const Timeline& tl = mv.timelines.at(l);
    const int t2 = tl.end();
    const Grid& g = tl.boards.back();
    const bool white = white_at(t2);
    const int last_rank = white ? mv.height - 1 : 0;
    for (int y = 0; y < g.height; ++y)
        for (int x = 0; x < g.width; ++x) {
            const Piece& p = g.at(x, y);
            if (p.empty() || p.white != white) continue;
            const Pos from{l, t2, x, y};
            for (const Reach& reach : reaches(mv, from, false)) {
                ResolvedMove r;
                r.from = from;
                r.to = reach.to;
                r.en_passant = reach.en_passant;
                const Piece* there = mv.at(reach.to);
                r.capture = reach.en_passant || (there && !there->empty());
                if (reach.to.l != l || reach.to.t2 != t2)
                    r.branching = mv.timelines.at(reach.to.l).end() != reach.to.t2;
                if (is_pawnlike(p.kind) && reach.to.y == last_rank && reach.to.y != y) r.promotion = promotion;
                out.push_back(r);
            }
        }
    for (const bool kingside : {true, false})
        if (auto c = castle_on(mv, l, t2, kingside)) out.push_back(*c);
}

std::vector<ResolvedMove> candidate_moves(const Multiverse& mv, Kind promotion) {
    std::vector<ResolvedMove> out;
    for (const auto& [l, tl] : mv.timelines)
        if (mv.playable(l, tl.end())) board_moves(mv, l, promotion, out);
    return out;
}

void undo_move(Multiverse& mv, const ResolvedMove& r, const MoveFacts& f) {
    if (f.new_timeline) mv.timelines.erase(*f.new_timeline);
    else if (r.to.l != r.from.l || r.to.t2 != r.from.t2) mv.timelines.at(r.to.l).boards.pop_back();
    mv.timelines.at(r.from.l).boards.pop_back();
}

}  // namespace uici::multiverse
