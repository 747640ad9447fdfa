#include "core/rules/restrict.hpp"

#include <algorithm>

#include "core/board/lines.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/primes.hpp"

namespace UICI_CORE_NS {
namespace {

// The part of a slide that lands on empty squares: its capture square (if any) is tested
// on its own.
struct Body {
    Wide lo;
    std::optional<Wide> hi;
    [[nodiscard]] bool empty() const { return hi && *hi < lo; }
    [[nodiscard]] bool contains(Wide n) const { return n >= lo && (!hi || n <= *hi); }
};

Body body_of(const SlideSet& s) {
    Body b{s.first, s.last ? std::optional<Wide>(*s.last) : std::nullopt};
    if (s.capture_last) b.hi = *b.hi - 1;
    return b;
}

struct Vec {
    Wide x, y;
};
Vec dir_of(int family, int sense) { return {Wide{kLineDir[family].dx} * sense, Wide{kLineDir[family].dy} * sense}; }

// Where the ray a + n*u meets the line b + m*v: (n, m), or nothing when they are parallel or
// meet off the lattice.
std::optional<std::pair<Wide, Wide>> meet(SquareArg a, Vec u, SquareArg b, Vec v) {
    const Wide dx = static_cast<Wide>(b.x) - a.x, dy = static_cast<Wide>(b.y) - a.y;
    const Wide det = v.x * u.y - u.x * v.y;
    if (det == 0) return std::nullopt;
    const Wide nn = v.x * dy - dx * v.y, mm = u.x * dy - u.y * dx;
    if (nn % det != 0 || mm % det != 0) return std::nullopt;
    return std::pair{nn / det, mm / det};
}

// Whether a piece stands strictly between `from` and `dist` steps along (family, sense) that
// stops the attacker there: any piece, or for a huygens one at a prime distance from it.
bool shielded(const BoardView& view, SquareArg from, int family, int sense, Wide dist, bool huygens) {
    bool found = false;
    view.scan(from, family, sense, [&](LineHit h) {
        if (static_cast<Wide>(h.distance) >= dist) return false;
        if (!huygens || is_prime(h.distance)) found = true;
        return !found;
    });
    return found;
}

struct Blocking {
    bool finite = false;  // only `candidates` can be legal
    std::vector<Count> candidates;
    Body body{};
    std::vector<PrimeFilter> keep;
};

// Which squares of the slide's body stop every attack in `pairs`.
void analyse_blocks(const LegalityContext& ctx, const SlideSet& s, const std::vector<RoyalAttack>& pairs,
                    Blocking& out) {
    const Position& p = *ctx.p;
    out.body = body_of(s);
    const Vec u = dir_of(s.family, s.sense);
    BoardView without(p.board);
    without.remove(s.from);
    for (const RoyalAttack& ra : pairs) {
        const Attack& a = ra.attack;
        if (a.kind == AttackKind::slide || a.kind == AttackKind::huygens) {
            const auto on_line = a.family == s.family ? line_steps(s.from, ra.royal, s.family) : std::nullopt;
            if (on_line) {
                // Same line: the squares strictly between royal and attacker.
                const Wide r = *on_line * s.sense;
                const Wide y = *line_steps(s.from, a.attacker, s.family) * s.sense;
                out.body.lo = std::max(out.body.lo, std::min(r, y) + 1);
                out.body.hi = out.body.hi ? std::min(*out.body.hi, std::max(r, y) - 1) : std::max(r, y) - 1;
                if (a.kind == AttackKind::huygens) out.keep.push_back({a.attacker, y, true, std::nullopt});
                continue;
            }
            out.finite = true;
            const Wide k = *line_steps(ra.royal, a.attacker, a.family);
            const auto hit = meet(s.from, u, ra.royal, dir_of(a.family, sense_of(k)));
            if (hit && hit->first >= 1 && hit->second > 0 && hit->second < magnitude(k))
                out.candidates.push_back(static_cast<Count>(hit->first));
        } else {
            out.finite = true;
            if (a.kind != AttackKind::rose) continue;
            // A rose is stopped on any waypoint of every path that reaches the royal.
            walk_rose(
                without, p.rules, a.attacker, opposite(ctx.us),
                [&](Square t, std::span<const Square> path) {
                    if (t != ra.royal) return true;
                    for (std::size_t i = 0; i + 1 < path.size(); ++i)
                        if (const auto n = s.step_of(path[i])) out.candidates.push_back(*n);
                    return true;
                },
                &ra.royal);
        }
    }
}

// Tests candidate steps one by one (they must also be squares of the slide itself).
void push_tested(const LegalityContext& ctx, const SlideSet& s, const Body& body, std::vector<Count>& steps,
                 GeneratedMoves& out) {
    std::sort(steps.begin(), steps.end());
    steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
    for (Count n : steps) {
        if (!body.contains(n) || !s.contains(n)) continue;
        if (const auto sq = s.square(n)) {
            const Move m{s.from, *sq, std::nullopt};
            if (fully_legal(*ctx.p, m, ctx.in_check)) out.finite.push_back(m);
        }
    }
}

void push_capture(const LegalityContext& ctx, const SlideSet& s, GeneratedMoves& out) {
    if (!s.capture_last) return;
    const Move m{s.from, *s.square(*s.last), std::nullopt};
    if (fully_legal(*ctx.p, m, ctx.in_check)) out.finite.push_back(m);
}

// Keeps what is left of the body as one slide, unless it is certainly empty.
void push_range(const SlideSet& s, const Body& body, std::vector<PrimeFilter> filters, std::vector<Count> holes,
                GeneratedMoves& out) {
    if (body.empty()) return;
    SlideSet r = s;
    r.first = static_cast<Count>(body.lo);
    r.last = body.hi ? std::optional<Count>(static_cast<Count>(*body.hi)) : std::nullopt;
    r.capture_last = false;
    for (auto& f : filters) r.filters.push_back(f);
    std::sort(holes.begin(), holes.end());
    holes.erase(std::unique(holes.begin(), holes.end()), holes.end());
    for (Count h : holes)
        if (body.contains(h) && r.contains(h)) r.holes.push_back(h);
    const auto c = r.count(1u << 16);
    if (c && *c == 0) return;
    out.slides.push_back(std::move(r));
}

// The enemy's attacks on the squares of a royal slider's body, the slider lifted: single
// squares become holes, a colinear slider cuts the body short, a colinear huygens adds a
// prime filter.
void ray_threats(const LegalityContext& ctx, const SlideSet& s, Body& body, std::vector<Count>& holes,
                 std::vector<PrimeFilter>& drops) {
    const Position& p = *ctx.p;
    const Color enemy = opposite(ctx.us);
    BoardView view(p.board);
    view.remove(s.from);
    const Vec u = dir_of(s.family, s.sense);
    auto hole = [&](Square t) {
        if (const auto n = s.step_of(t); n && body.contains(*n)) holes.push_back(*n);
    };
    p.board.for_each([&](Square e, Piece q) {
        if (q.color != enemy || body.empty()) return;
        const PieceSpec& qs = spec(q);
        for (const Offset& o : qs.leaps)
            if (const auto t = offset(e, o.dx, o.dy)) hole(*t);
        if (qs.special == Special::Pawn) {
            for (int dx : {-1, 1})
                if (const auto t = offset(e, dx, enemy == Color::White ? 1 : -1); t && p.rules.border.contains(*t))
                    hole(*t);
        }
        if (qs.special == Special::Rose)
            walk_rose(view, p.rules, e, enemy, [&](Square t, auto) {
                hole(t);
                return true;
            });
        const bool huygens = qs.special == Special::Huygens;
        for (int fam = 0; fam < kLineFamilies; ++fam) {
            if (!(qs.slide_lines & (1u << fam))) continue;
            const auto k = fam == s.family ? line_steps(s.from, e, fam) : std::nullopt;
            if (k) {
                // On the slide's own line, behind the slider or ahead of the body.
                const Wide at = *k * s.sense;
                const int toward = at < 0 ? s.sense : -s.sense;
                if (at > 0 && !body.hi) continue;
                const Wide gap = at < 0 ? -at : at - *body.hi;  // steps to the nearest body square
                if (shielded(view, e, fam, toward, gap, huygens)) continue;
                const StepRange reach = slide_range(p.rules, e, fam, toward);
                if (huygens) {
                    drops.push_back({e, at, false, reach.hi});
                } else if (!reach.hi) {
                    body.hi = body.lo - 1;
                } else if (at < 0) {
                    body.lo = std::max(body.lo, static_cast<Wide>(*reach.hi) + at + 1);
                } else {
                    const Wide cut = at - static_cast<Wide>(*reach.hi) - 1;
                    body.hi = std::min(*body.hi, cut);
                }
                continue;
            }
            // Crossing lines meet in at most one square.
            for (int sense : {1, -1}) {
                const auto hit = meet(s.from, u, e, dir_of(fam, sense));
                if (!hit || hit->second <= 0 || !body.contains(hit->first)) continue;
                const Wide dist = hit->second;
                if (!slide_range(p.rules, e, fam, sense).contains(static_cast<Count>(dist))) continue;
                if (huygens && !is_prime(static_cast<Count>(dist))) continue;
                if (shielded(view, e, fam, sense, dist, huygens)) continue;
                holes.push_back(static_cast<Count>(hit->first));
            }
        }
    });
}

}  // namespace

LegalityContext::LegalityContext(const Position& pos, InCheckNow in_check_now) : p(&pos), us(pos.turn) {
    const auto& r = pos.board.royals(us);
    royals.assign(r.begin(), r.end());
    restricted = check_restricted(pos, us);
    if (!restricted) return;
    const Color enemy = opposite(us);
    for (int i = 0; i < kPieceTypeCount; ++i) {
        const auto t = static_cast<PieceType>(i);
        if (pos.board.count(enemy, t) == 0) continue;
        const PieceSpec& s = spec(t);
        if (s.special == Special::Huygens) enemy_huygens = true;
        else enemy_slide_lines |= s.slide_lines;
        if (s.special == Special::Rose) enemy_roses = true;
    }
    if (in_check_now) {
        in_check = *in_check_now;
        return;
    }
    const BoardView view(pos.board);
    for (Square r0 : royals)
        if (is_attacked(view, pos.rules, r0, us)) in_check = true;
}

bool fully_legal(const Position& p, const Move& m, InCheckNow in_check_now) {
    MovePlan plan;
    return plan_move(p, m, plan) == Reason::legal && check_safety(p, plan, in_check_now) == Reason::legal;
}

bool maybe_pinned(const LegalityContext& ctx, SquareArg x) {
    const Board& b = ctx.p->board;
    for (Square r : ctx.royals) {
        if (r == x) continue;
        if (ctx.enemy_roses) {
            const Wide dx = static_cast<Wide>(x.x) - r.x, dy = static_cast<Wide>(x.y) - r.y;
            if (dx <= 12 && dx >= -12 && dy <= 12 && dy >= -12) return true;
        }
        // The one line (of the families indexed) joining the royal and x, if any.
        const auto join = line_join(r, x, b.knightrider_lines() ? kLineFamilies : 4);
        if (!join) continue;
        const int fam = join->family;
        if (fam < 2 && ctx.enemy_huygens) return true;
        if (!(ctx.enemy_slide_lines & (1u << fam))) continue;
        // A real pin: x is the royal's nearest piece on the line, and beyond it stands an
        // enemy that slides along it (its reach is checked by the exact test).
        const int sense = sense_of(join->steps);
        if (b.nearest(r, fam, sense) != x) continue;
        const auto beyond = b.nearest(x, fam, sense);
        if (!beyond) continue;
        const Piece q = *b.find(*beyond);
        if (q.color != ctx.us && q.color != Color::Neutral && (spec(q).slide_lines & (1u << fam)) &&
            spec(q).special != Special::Huygens)
            return true;
    }
    return false;
}

void attacks_without(const LegalityContext& ctx, SquareArg x, std::vector<RoyalAttack>& out) {
    BoardView view(ctx.p->board);
    view.remove(x);
    std::vector<Attack> found;
    for (Square r : ctx.royals) {
        if (r == x) continue;
        found.clear();
        collect_attackers(view, ctx.p->rules, r, ctx.us, found);
        for (const Attack& a : found) out.push_back({r, a});
    }
}

void restrict_slide(const LegalityContext& ctx, const SlideSet& s, const std::vector<RoyalAttack>& pairs,
                    GeneratedMoves& out) {
    push_capture(ctx, s, out);
    Blocking bl;
    analyse_blocks(ctx, s, pairs, bl);
    if (bl.finite) return push_tested(ctx, s, bl.body, bl.candidates, out);
    push_range(s, bl.body, std::move(bl.keep), {}, out);
}

void restrict_royal_slide(const LegalityContext& ctx, const SlideSet& s, GeneratedMoves& out) {
    push_capture(ctx, s, out);
    std::vector<RoyalAttack> pairs;
    attacks_without(ctx, s.from, pairs);
    Blocking bl;
    analyse_blocks(ctx, s, pairs, bl);
    if (bl.finite) return push_tested(ctx, s, bl.body, bl.candidates, out);
    std::vector<Count> holes;
    std::vector<PrimeFilter> drops;
    ray_threats(ctx, s, bl.body, holes, drops);
    for (auto& d : drops) bl.keep.push_back(d);
    push_range(s, bl.body, std::move(bl.keep), std::move(holes), out);
}

}  // namespace UICI_CORE_NS
