#include "multiverse/movement.hpp"

#include <array>
#include <cstdlib>

namespace uici::multiverse {

namespace {

using Vec = std::array<int, 4>;  // dx, dy, dl, dt (dt in whole turns)

Pos step(const Pos& p, const Vec& v, int k = 1) {
    return Pos{p.l + k * v[2], p.t2 + 2 * k * v[3], p.x + k * v[0], p.y + k * v[1]};
}

int axes(const Vec& v) { return (v[0] != 0) + (v[1] != 0) + (v[2] != 0) + (v[3] != 0); }

// The unit directions of a rider or king: all vectors in {-1,0,1}^4 whose number of moving axes
// the piece allows.
bool allows(Kind k, int n) {
    switch (k) {
        case Kind::Rook: return n == 1;
        case Kind::Bishop: return n == 2;
        case Kind::Unicorn: return n == 3;
        case Kind::Dragon: return n == 4;
        case Kind::Princess: return n == 1 || n == 2;
        default: return n >= 1;  // queen, royal queen, king, common king
    }
}

const std::vector<Vec>& unit_vectors() {
    static const std::vector<Vec> all = [] {
        std::vector<Vec> v;
        for (int a = -1; a <= 1; ++a)
            for (int b = -1; b <= 1; ++b)
                for (int c = -1; c <= 1; ++c)
                    for (int d = -1; d <= 1; ++d)
                        if (a || b || c || d) v.push_back({a, b, c, d});
        return v;
    }();
    return all;
}

const std::vector<Vec>& knight_vectors() {
    static const std::vector<Vec> all = [] {
        std::vector<Vec> v;
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                if (i != j)
                    for (int si : {-2, 2})
                        for (int sj : {-1, 1}) {
                            Vec x{0, 0, 0, 0};
                            x[std::size_t(i)] = si;
                            x[std::size_t(j)] = sj;
                            v.push_back(x);
                        }
        return v;
    }();
    return all;
}

bool spatial(const Vec& v) { return v[2] == 0 && v[3] == 0; }

void pawn_reaches(const Multiverse& mv, const Pos& from, const Piece& me, bool spatial_only, std::vector<Reach>& out) {
    const int fy = me.white ? 1 : -1;
    const int fl = me.white ? -1 : 1;
    auto empty_at = [&](const Pos& p) {
        const Piece* q = mv.at(p);
        return q && q->empty();
    };
    auto enemy_at = [&](const Pos& p) {
        const Piece* q = mv.at(p);
        return q && !q->empty() && q->white != me.white;
    };
    // Forward steps along the rank, then along the timelines; two when the pawn never moved.
    for (const Vec& v : {Vec{0, fy, 0, 0}, Vec{0, 0, fl, 0}}) {
        if (!spatial(v) && spatial_only) continue;
        const Pos one = step(from, v);
        if (!empty_at(one)) continue;
        out.push_back({one});
        const Pos two = step(from, v, 2);
        if (me.unmoved && empty_at(two)) out.push_back({two});
    }
    std::vector<Vec> captures = {{1, fy, 0, 0}, {-1, fy, 0, 0}};
    if (!spatial_only) {
        captures.push_back({0, 0, fl, 1});
        captures.push_back({0, 0, fl, -1});
        if (me.kind == Kind::Brawn) {
            captures.push_back({1, 0, fl, 0});
            captures.push_back({-1, 0, fl, 0});
            captures.push_back({0, fy, fl, 0});
            captures.push_back({0, fy, 0, -1});
        }
    }
    for (const Vec& v : captures) {
        const Pos to = step(from, v);
        if (enemy_at(to)) {
            out.push_back({to});
            continue;
        }
        // En passant: the enemy pawn beside us stood two ranks further a turn ago, and the square it
        // passed over was empty then.
        if (!spatial(v) || !empty_at(to)) continue;
        const Pos beside{from.l, from.t2, to.x, from.y};
        const Piece* victim = mv.at(beside);
        if (!victim || !is_pawnlike(victim->kind) || victim->white == me.white) continue;
        const Pos origin_now{from.l, from.t2, to.x, to.y + fy};
        const Pos origin_then{from.l, from.t2 - 2, to.x, to.y + fy};
        const Pos beside_then{from.l, from.t2 - 2, to.x, from.y};
        const Piece* was = mv.at(origin_then);
        if (empty_at(origin_now) && empty_at(beside_then) && was && is_pawnlike(was->kind) && was->unmoved &&
            was->white != me.white)
            out.push_back({to, true});
    }
}

}  // namespace

std::vector<Reach> reaches(const Multiverse& mv, const Pos& from, bool spatial_only) {
    std::vector<Reach> out;
    const Piece* here = mv.at(from);
    if (!here || here->empty()) return out;
    const Piece me = *here;
    if (is_pawnlike(me.kind)) {
        pawn_reaches(mv, from, me, spatial_only, out);
        return out;
    }
    auto try_square = [&](const Pos& p) {  // true when the square is empty (a rider may go on)
        const Piece* q = mv.at(p);
        if (!q) return false;
        if (q->empty()) {
            out.push_back({p});
            return true;
        }
        if (q->white != me.white) out.push_back({p});
        return false;
    };
    if (me.kind == Kind::Knight) {
        for (const Vec& v : knight_vectors())
            if (!spatial_only || spatial(v)) try_square(step(from, v));
        return out;
    }
    const bool rider = me.kind != Kind::King && me.kind != Kind::CommonKing;
    for (const Vec& v : unit_vectors()) {
        if (!allows(me.kind, axes(v)) || (spatial_only && !spatial(v))) continue;
        for (int k = 1; try_square(step(from, v, k)) && rider; ++k) {
        }
    }
    return out;
}

}  // namespace uici::multiverse
