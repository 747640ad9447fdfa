// The slide rule of candidates.cpp by gathering step counts from the landmarks: for a slide of
// any length, the step counts each landmark asks for (its neighbours, the crossings of its lines,
// the leaps onto it), each found by arithmetic instead of walking the ray.
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "search/candidates.hpp"
#include "search/candidates_ray.hpp"
#include "search/candidates_steps.hpp"
#include "search/generate.hpp"

namespace UICI_CORE_NS::search {
namespace {

using candidates::box_steps;
using candidates::cross_value;
using candidates::Crossings;
using candidates::kSmall;
using candidates::RayOf;
using candidates::small;
using candidates::StepSet;

#if !UICI_WIDE
// Fills marks.piece_cross and ring_cross (64-bit path only) at the first slide of a node long
// enough for gathered, whose every slide then reads them (a node of short slides never does).
// One row a family: row f holds the cross values of every square against family f.
void cross_tables(const Landmarks& m) {
    if (!m.small || !m.piece_cross.empty()) return;
    const int families = m.line_families == 0xFF ? kLineFamilies : 4;
    const auto fill = [&](const std::vector<Square>& squares, std::vector<std::int64_t>& table) {
        table.resize(squares.size() * static_cast<std::size_t>(families));
        std::int64_t* row = table.data();
        for (int f = 0; f < families; ++f, row += squares.size())
            for (std::size_t i = 0; i < squares.size(); ++i) row[i] = cross_value<std::int64_t>(squares[i], f);
    };
    fill(m.pieces, m.piece_cross);
    fill(m.royal_rings, m.ring_cross);
}

// Family f's row of a cross table of `count` squares.
const std::int64_t* cross_row(const std::vector<std::int64_t>& table, std::size_t count, int f) {
    return table.data() + static_cast<std::size_t>(f) * count;
}

// The crossings of the ray (its start's cross value `from` and its direction against the family,
// `den`) with the lines of one family through `count` landmarks (their cross values), each kept
// when within [lo, hi]: Crossings::at over a row of the table in one tight loop, instead of a
// call a landmark and family (the per-landmark loop was most of the rule's cost on the
// Classical start). The operands lie within 2^43, so nothing overflows.
void add_crossings(const std::int64_t* cross, std::size_t count, std::int64_t from, std::int64_t den, std::int64_t lo,
                   std::int64_t hi, StepSet& steps) {
    const auto width = static_cast<std::uint64_t>(hi - lo);
    const auto keep = [&](std::int64_t n) {
        if (static_cast<std::uint64_t>(n - lo) <= width) steps.add(static_cast<Count>(n));
    };
    if (den == 1 || den == -1) {
        for (std::size_t i = 0; i < count; ++i) keep((cross[i] - from) * den);
    } else if (den == 2 || den == -2) {  // exact halves only
        for (std::size_t i = 0; i < count; ++i)
            if (const std::int64_t a = cross[i] - from; (a & 1) == 0) keep((a / 2) * (den / 2));
    } else if (den != 0) {
        for (std::size_t i = 0; i < count; ++i)
            if (const std::int64_t a = cross[i] - from; a % den == 0) keep(a / den);
    }
}
#endif

template <class I>
void gathered(const Landmarks& marks, const SlideSet& slide, const PieceSpec& sp, std::vector<Move>& out) {
    const Offset d = kLineDir[slide.family];
    const RayOf<I> ray{slide.from, I{d.dx} * slide.sense, I{d.dy} * slide.sense};
    const Crossings<I> crossings(ray);
    // One buffer a thread, kept from slide to slide: malloc and free took 3% of the search's time,
    // this buffer's allocation at every slide among them.
    thread_local std::vector<Count> far;
    StepSet steps(far);
    auto add = [&](const I& n) {
        if (n >= static_cast<I>(slide.first) && (!slide.last || n <= static_cast<I>(*slide.last)))
            steps.add(static_cast<Count>(n));
    };
    auto add_range = [&](std::pair<I, I> r) {
        for (I n = r.first; n <= r.second && n < r.first + 4; ++n) add(n);
    };
    if (auto n = slide.first_kept()) steps.add(*n);  // inside [first, last] by its making
    if (slide.last) steps.add(*slide.last);
    // The families whose crossings count, the ray's own and those parallel to it left out.
    std::array<int, kLineFamilies> lines{};
    int line_count = 0;
    for (int f = 0; f < kLineFamilies; ++f)
        if (((marks.line_families >> f) & 1) && crossings.den[static_cast<std::size_t>(f)] != 0)
            lines[line_count++] = f;
    // A piece is next to a square of the ray only when its cross value against the ray's own
    // family is within |dx| + |dy| of the start's (box_steps's first test, without its call).
    const I reach = (ray.dx < 0 ? -ray.dx : ray.dx) + (ray.dy < 0 ? -ray.dy : ray.dy);
    const auto fam = [](int f) { return static_cast<std::size_t>(f); };
#if !UICI_WIDE
    if constexpr (std::is_same_v<I, std::int64_t>) {
        // The 64-bit path: the tables' rows. The piece on `from` needs no skipping in the
        // crossings: its own crossing is step 0, below first (which this path has at 1 or more).
        const std::int64_t lo = static_cast<std::int64_t>(slide.first);
        const std::int64_t hi = slide.last ? static_cast<std::int64_t>(*slide.last) : INT64_MAX;
        const std::size_t count = marks.pieces.size(), rings = marks.royal_rings.size();
        for (int k = 0; k < line_count; ++k)
            add_crossings(cross_row(marks.piece_cross, count, lines[k]), count, crossings.from[fam(lines[k])],
                          crossings.den[fam(lines[k])], lo, hi, steps);
        const std::int64_t* own = cross_row(marks.piece_cross, count, slide.family);
        const std::int64_t base = crossings.from[fam(slide.family)];
        for (std::size_t i = 0; i < count; ++i)
            if (const std::int64_t rel = own[i] - base; rel <= reach && rel >= -reach && marks.pieces[i] != slide.from)
                add_range(box_steps<I>(ray, marks.pieces[i], 1));
        for (int f = 0; f < kLineFamilies; ++f)
            if ((sp.slide_lines >> f) & 1)
                add_crossings(cross_row(marks.ring_cross, rings, f), rings, crossings.from[fam(f)],
                              crossings.den[fam(f)], lo, hi, steps);
    } else
#endif
    {
        for (const Square& q : marks.pieces) {
            if (q == slide.from) continue;
            const I rel = cross_value<I>(q, slide.family) - crossings.from[fam(slide.family)];
            if (rel <= reach && rel >= -reach) add_range(box_steps<I>(ray, q, 1));
            for (int k = 0; k < line_count; ++k)
                if (I n = 0; crossings.at(cross_value<I>(q, lines[k]), lines[k], n)) add(n);
        }
        for (const Square& r : marks.royal_rings)
            for (int f = 0; f < kLineFamilies; ++f)
                if ((sp.slide_lines >> f) & 1)
                    if (I n = 0; crossings.at(cross_value<I>(r, f), f, n)) add(n);
    }
    if (sp.special == Special::Huygens)  // on a piece's own line: the prime distances from it
        for (const Square& q : marks.pieces)
            if (q != slide.from)
                for (int k : {2, 3, 5, 7})
                    for (int sgn : {-1, 1})
                        if (auto t = offset(q, static_cast<Coord>(ray.dx) * sgn, static_cast<Coord>(ray.dy) * sgn, k))
                            add_range(box_steps<I>(ray, *t, 0));
    for (const Square& r : marks.royal_rings)
        for (Offset o : sp.leaps)
            if (auto s = offset(r, -o.dx, -o.dy)) add_range(box_steps<I>(ray, *s, 0));
    if (!sp.leaps.empty())
        for (const Square& t : marks.enemy)
            for (Offset o : sp.leaps)
                if (auto s = offset(t, -o.dx, -o.dy)) add_range(box_steps<I>(ray, *s, 0));
#if !UICI_WIDE
    if constexpr (std::is_same_v<I, std::int64_t>) {
        // A plain slide (no prime steps, filters or holes) holds every step of [first, last], and
        // its squares lie within 2^45 of the origin here: from + n * d in 64 bits, exactly, and
        // every one writable (slide.contains and slide.square said the same, out of line and
        // in 128 bits).
        if (!slide.prime_steps && slide.filters.empty() && slide.holes.empty()) {
            steps.each([&](const Count& n) {
                if (n < slide.first || (slide.last && n > *slide.last)) return;
                const auto k = static_cast<std::int64_t>(n);
                out.push_back(
                    Move{slide.from, Square{slide.from.x + k * ray.dx, slide.from.y + k * ray.dy}, std::nullopt});
            });
            return;
        }
    }
#endif
    steps.each([&](const Count& n) {
        if (!slide.contains(n)) return;
        if (auto to = slide.square(n); to && writable(*to)) out.push_back(Move{slide.from, *to, std::nullopt});
    });
}

}  // namespace

void slide_candidates_gathered(const Position& p, const Landmarks& marks, const SlideSet& slide,
                               std::vector<Move>& out) {
    const Piece* mover = p.board.find(slide.from);
    if (!mover) return;
#if !UICI_WIDE
    // (first >= 1: add_crossings counts on the mover's own crossing, step 0, lying outside.)
    if (marks.small && small(slide.from.x) && small(slide.from.y) && slide.first >= 1 &&
        slide.first < static_cast<Count>(kSmall) && (!slide.last || *slide.last < static_cast<Count>(kSmall))) {
        cross_tables(marks);
        return gathered<std::int64_t>(marks, slide, spec(*mover), out);
    }
#endif
    gathered<Wide>(marks, slide, spec(*mover), out);
}

}  // namespace UICI_CORE_NS::search
