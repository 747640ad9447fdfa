#include "multiverse/check.hpp"

#include "multiverse/movement.hpp"

namespace uici::multiverse {

namespace {

// Reaches that capture or threaten: a pawn's straight steps never capture.
template <class F>
bool any_threat(const Multiverse& mv, const Pos& from, bool spatial_only, F hit) {
    const Piece* p = mv.at(from);
    for (const Reach& r : reaches(mv, from, spatial_only)) {
        if (is_pawnlike(p->kind) && ((r.to.x == from.x && r.to.l == from.l && r.to.t2 == from.t2) ||
                                     (r.to.x == from.x && r.to.y == from.y && r.to.t2 == from.t2)))
            continue;
        if (hit(r.to)) return true;
    }
    return false;
}

}  // namespace

bool square_attacked(const Multiverse& mv, const Pos& square, bool by_white) {
    const Grid& g = *mv.board(square.l, square.t2);
    for (int y = 0; y < g.height; ++y)
        for (int x = 0; x < g.width; ++x) {
            const Piece& p = g.at(x, y);
            if (p.empty() || p.white != by_white) continue;
            if (any_threat(mv, Pos{square.l, square.t2, x, y}, true, [&](const Pos& to) { return to == square; }))
                return true;
        }
    return false;
}

bool exposes_royal(const Multiverse& mv, const Pos& from, const Pos& to, bool en_passant) {
    if (from.l != to.l || from.t2 != to.t2) return false;
    Multiverse copy;
    copy.width = mv.width;
    copy.height = mv.height;
    Grid g = *mv.board(from.l, from.t2);
    const Piece mover = g.at(from.x, from.y);
    if (en_passant) g.at(to.x, from.y) = Piece{};
    g.at(to.x, to.y) = mover;
    g.at(from.x, from.y) = Piece{};
    copy.timelines[0].start = from.t2;
    copy.timelines[0].boards.push_back(g);
    for (int y = 0; y < g.height; ++y)
        for (int x = 0; x < g.width; ++x) {
            const Piece& p = g.at(x, y);
            if (!p.empty() && p.white == mover.white && is_royal(p.kind) &&
                square_attacked(copy, Pos{0, from.t2, x, y}, !mover.white))
                return true;
        }
    return false;
}

bool in_check(const Multiverse& mv, bool white) {
    for (const auto& [l, tl] : mv.timelines) {
        if (white_at(tl.end()) == white) continue;  // the opponent moves only where it is their turn
        const Grid& g = tl.boards.back();
        for (int y = 0; y < g.height; ++y)
            for (int x = 0; x < g.width; ++x) {
                const Piece& p = g.at(x, y);
                if (p.empty() || p.white == white) continue;
                const bool hit = any_threat(mv, Pos{l, tl.end(), x, y}, false, [&](const Pos& to) {
                    const Piece* q = mv.at(to);
                    return q && !q->empty() && q->white == white && is_royal(q->kind);
                });
                if (hit) return true;
            }
    }
    return false;
}

bool in_check_now(const Multiverse& mv) {
    Multiverse passed = mv;
    const int present = mv.present();
    for (auto& [l, tl] : passed.timelines)
        if (mv.is_active(l) && tl.end() == present && white_at(present) == mv.white_to_move)
            tl.boards.push_back(tl.boards.back());
    return in_check(passed, mv.white_to_move);
}

}  // namespace uici::multiverse
