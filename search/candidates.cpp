#include "search/candidates.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>

#include "core/board/lines.hpp"
#include "search/candidates_ray.hpp"
#include "search/eval_terms.hpp"
#include "search/generate.hpp"

// The rule. A slide of the side to move keeps only these step counts n (each also has to be
// a square of the slide: inside its range, past its prime filters and holes):
//   1. its nearest square and its last one (a capture, the square before a blocker, or the
//      last square before the world border or the slide limit);
//   2. for every piece on the board: the squares next to it (Chebyshev distance 1: to guard
//      it, attack it with a short-range move later, or hem a king in), and the crossing of
//      the ray with each line (rank, file, both diagonals; knightrider lines when a
//      knightrider is on the board) through the piece: from there the slider attacks or
//      guards the piece along that line, or blocks the lines of whatever stands on it;
//   3. for every enemy royal and each of its 8 neighbours: the crossing of the ray with the
//      mover's own lines through that square and the squares from which one of the mover's
//      leaps reaches it (checks, and guards of the king's flight squares);
//   4. for every enemy piece, the squares from which one of the mover's leaps reaches it;
//   5. for a huygens on the line of a piece, the squares 2, 3, 5, 7 steps from it.
// Every other square of the ray is like its neighbours: it attacks, guards and blocks only
// what the squares of the rule do too, and the far reaches of an open ray differ only by how
// far they are. Interpositions against a check need no rule: the move generator hands those
// back as single squares already. tests/search/candidates_test.cpp checks on small bordered
// boards that no capture and no mate in one that the full list of moves has is missed.

namespace UICI_CORE_NS::search {
namespace {

using candidates::Ray;
using candidates::small;

constexpr std::size_t kMaxLandmarkPieces = 512;

// Whether the rule above keeps the square t = from + n*d of a short slide, tested square by square:
// the same answer as the step counts slide_candidates gathers from the landmarks (every clause is
// the condition its box or crossing computes), found sooner on a crowded small board, where
// nearly every square is next to a piece or on one of its lines and the first few pieces say so.
bool kept_square(const Ray& ray, Wide tx, Wide ty, const Landmarks& marks, const PieceSpec& sp) {
    // The line through c along e (not the ray's own direction) passes through t.
    const auto on_line = [&](Square c, Offset e) {
        if (ray.dx * e.dy == ray.dy * e.dx) return false;  // parallel: Crossings::at finds no step
        return (tx - c.x) * e.dy == (ty - c.y) * e.dx;     // t - c is a whole multiple of e (a component is +-1)
    };
    const bool huygens = sp.special == Special::Huygens;
    for (Square q : marks.pieces) {
        if (q == ray.from) continue;
        const Wide ax = tx - q.x, ay = ty - q.y;
        if (ax >= -1 && ax <= 1 && ay >= -1 && ay <= 1) return true;
        for (int f = 0; f < kLineFamilies; ++f)
            if (((marks.line_families >> f) & 1) && on_line(q, kLineDir[f])) return true;
        if (huygens && ax * ray.dy == ay * ray.dx) {  // on q's line along the ray: 2, 3, 5 or 7 steps from q
            const Wide k = ray.dx != 0 ? ax / ray.dx : ay / ray.dy;
            const Wide a = k < 0 ? -k : k;
            if (a == 2 || a == 3 || a == 5 || a == 7) return true;
        }
    }
    for (Square c : marks.royal_rings) {
        for (int f = 0; f < kLineFamilies; ++f)
            if (((sp.slide_lines >> f) & 1) && on_line(c, kLineDir[f])) return true;
        for (Offset o : sp.leaps)
            if (tx + o.dx == c.x && ty + o.dy == c.y) return true;
    }
    if (!sp.leaps.empty())
        for (Square c : marks.enemy)
            for (Offset o : sp.leaps)
                if (tx + o.dx == c.x && ty + o.dy == c.y) return true;
    return false;
}

// Slides of at most this many squares are tested square by square (kept_square).
constexpr int kShortSlide = 16;

}  // namespace

Landmarks landmarks(const Position& p, const Poll& poll) {
    Landmarks m;
    landmarks(p, poll, m);
    return m;
}

void landmarks(const Position& p, const Poll& poll, Landmarks& m) {
    m.pieces.clear();
    m.enemy.clear();
    m.royal_rings.clear();
    m.line_families = 0b1111;
    const Color us = p.turn, them = opposite(us);
    unsigned steps = 0;
    p.board.for_each([&](Square s, Piece q) {
        if (++steps % kPollEvery == 0) poll();
        m.pieces.push_back(s);
        if (q.color == them) m.enemy.push_back(s);
    });
    for (Square r : p.board.royals(them))
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (auto s = offset(r, dx, dy)) m.royal_rings.push_back(*s);
    // The squares are in no set order (the board's hash order) unless crowded: the rule's
    // answer never depends on their order (gathered keeps a set of step counts, kept_square a
    // yes or no), and sorting them was 2 % of the search's instructions on the 8x8 board.
    if (m.pieces.size() > kMaxLandmarkPieces) {
        std::sort(m.royal_rings.begin(), m.royal_rings.end(), display_less);
        // A crowded board: the pieces nearest the enemy royals (or the first ones in display
        // order) stand for all, ties broken by display order so that hash order never counts.
        const std::optional<Square> centre =
            p.board.royals(them).empty() ? std::nullopt : std::optional<Square>(m.royal_rings[4]);
        auto dist = [&](Square s) {
            if (!centre) return Wide{0};
            const Wide dx = static_cast<Wide>(s.x) - centre->x, dy = static_cast<Wide>(s.y) - centre->y;
            return std::max(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
        };
        const auto nearer = [&](Square a, Square b) {
            if (++steps % kPollEvery == 0) poll();
            const Wide da = dist(a), db = dist(b);
            return da != db ? da < db : display_less(a, b);
        };
        const auto keep = m.pieces.begin() + static_cast<std::ptrdiff_t>(kMaxLandmarkPieces);
        std::nth_element(m.pieces.begin(), keep, m.pieces.end(), nearer);
        m.pieces.resize(kMaxLandmarkPieces);
        std::sort(m.pieces.begin(), m.pieces.end(), nearer);
        m.enemy.clear();  // those among the pieces kept, in their order
        for (Square s : m.pieces) {
            const Piece* q = p.board.find(s);
            if (q && q->color == them) m.enemy.push_back(s);
        }
    }
    const auto kr = index(PieceType::Knightrider);
    if (((p.board.types(Color::White) | p.board.types(Color::Black)) >> kr) & 1) m.line_families = 0xFF;
    m.small =
        std::all_of(m.pieces.begin(), m.pieces.end(), [](Square s) { return small(s.x) && small(s.y); }) &&
        std::all_of(m.royal_rings.begin(), m.royal_rings.end(), [](Square s) { return small(s.x) && small(s.y); });
    m.piece_cross.clear();
    m.ring_cross.clear();
}

void slide_candidates(const Position& p, const Landmarks& marks, const SlideSet& slide, std::vector<Move>& out) {
    if (!slide.last || *slide.last - slide.first >= kShortSlide) return slide_candidates_gathered(p, marks, slide, out);
    const Piece* mover = p.board.find(slide.from);
    if (!mover) return;
    const PieceSpec& sp = spec(*mover);
    const Offset d = kLineDir[slide.family];
    const Ray ray{slide.from, Wide{d.dx} * slide.sense, Wide{d.dy} * slide.sense};
    const std::optional<Count> nearest = slide.first_kept();
    for (Count n = slide.first; n <= *slide.last; ++n) {
        if (!slide.contains(n)) continue;
        const Wide tx = static_cast<Wide>(slide.from.x) + ray.dx * static_cast<Wide>(n);
        const Wide ty = static_cast<Wide>(slide.from.y) + ray.dy * static_cast<Wide>(n);
        if (n == nearest || n == *slide.last || kept_square(ray, tx, ty, marks, sp))
            if (auto to = slide.square(n); to && writable(*to)) out.push_back(Move{slide.from, *to, std::nullopt});
    }
}

void candidate_moves(const Position& p, const GeneratedMoves& gen, std::vector<Move>& out, const Poll& poll) {
    for (const Move& m : gen.finite)
        if (writable(m.to)) out.push_back(m);
    if (gen.slides.empty()) return;
    // On a board of chess's size the rule drops almost nothing (353 of the 262,237 moves of
    // 8,741 positions from games on 8x8) and cost 3 % of the search's instructions there (the
    // landmarks and kept_square): every square of every slide is a candidate.
    if (eval_detail::small_board(p.rules.border)) {
        for (const SlideSet& s : gen.slides)
            for (Count n = s.first; s.last && n <= *s.last; ++n)
                if (s.contains(n))
                    if (auto to = s.square(n); to && writable(*to)) out.push_back(Move{s.from, *to, std::nullopt});
        return;
    }
    // One set a thread, kept from node to node (its vectors' allocations were 3% of a search).
    thread_local Landmarks marks;
    landmarks(p, poll, marks);
    for (const SlideSet& s : gen.slides) {
        poll();  // a slide costs a few microseconds per landmark
        slide_candidates(p, marks, s, out);
    }
}

}  // namespace UICI_CORE_NS::search
