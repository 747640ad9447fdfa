#include "core/rules/pseudo_moves.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "core/board/board_view.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/primes.hpp"

namespace UICI_CORE_NS {
namespace {

bool can_land(const Position& p, SquareArg to, Color mover) {
    if (!p.rules.border.contains(to)) return false;
    const Piece* q = p.board.find(to);
    return !q || (q->color != mover && q->type != PieceType::Void);
}

// Whether a pawn of colour c promotes on rank y.
bool promotes(const Position& p, Color c, const Coord& y) {
    const auto& ranks = p.rules.of(c).promotion_ranks;
    return std::find(ranks.begin(), ranks.end(), y) != ranks.end();
}

// A pawn move, once per allowed piece when it ends on a promotion rank.
void push_pawn_move(const Position& p, SquareArg from, SquareArg to, Color c, std::vector<Move>& out) {
    if (!promotes(p, c, to.y)) {
        out.push_back({from, to, std::nullopt});
        return;
    }
    // A list may name a piece twice (the notations keep it as written): still one move.
    const auto& list = p.rules.of(c).promotions;
    for (auto t = list.begin(); t != list.end(); ++t)
        if (std::find(list.begin(), t, *t) == t) out.push_back({from, to, Piece{*t, c}});
}

// The pawn's moves; with kTaking only those that take or promote (the moves pseudo_captures
// keeps: a promotion, or a move takes_piece says takes), in the same order.
template <bool kTaking>
void pawn_moves(const Position& p, SquareArg from, Color c, std::vector<Move>& out) {
    const int fwd = c == Color::White ? 1 : -1;
    const Border& border = p.rules.border;
    // A move to the empty square `to` takes only as en passant does (takes_piece's rule).
    const auto keep_empty = [&](SquareArg to) {
        if constexpr (!kTaking) return true;
        return promotes(p, c, to.y) ||
               (p.en_passant && p.en_passant->target == to && takes_piece(p, Move{from, to, std::nullopt}));
    };
    const auto one = offset(from, 0, fwd);
    if (one && border.contains(*one) && !p.board.occupied(*one)) {
        if (keep_empty(*one)) push_pawn_move(p, from, *one, c, out);
        const auto two = offset(*one, 0, fwd);
        if (two && p.has_right(from) && border.contains(*two) && !p.board.occupied(*two) && keep_empty(*two))
            push_pawn_move(p, from, *two, c, out);
    }
    for (int dx : {-1, 1}) {
        const auto to = offset(from, dx, fwd);
        if (!to || !border.contains(*to)) continue;
        const Piece* q = p.board.find(*to);
        if (q) {
            // (takes_piece: the piece there is the opponent's)
            if (q->color != c && q->type != PieceType::Void &&
                (!kTaking || q->color == opposite(p.turn) || promotes(p, c, to->y)))
                push_pawn_move(p, from, *to, c, out);
        } else if (p.en_passant && p.en_passant->target == *to) {
            const Piece* victim = p.board.find(p.en_passant->pawn);
            if ((!victim || victim->color != c) && keep_empty(*to)) push_pawn_move(p, from, *to, c, out);
        }
    }
}

void rose_moves(const Position& p, SquareArg from, Color c, std::vector<Move>& out) {
    const std::size_t start = out.size();
    walk_rose(BoardView(p.board), p.rules, from, c, [&](Square s, auto) {
        if (std::none_of(out.begin() + static_cast<std::ptrdiff_t>(start), out.end(),
                         [&](const Move& m) { return m.to == s; }))
            out.push_back({from, s, std::nullopt});
        return true;
    });
}

void castle_moves(const Position& p, SquareArg from, std::vector<Move>& out) {
    if (!p.has_right(from)) return;
    for (int dir : {-1, 1}) {
        if (!kWideCoords && ((dir > 0 && from.x > INT64_MAX - 2) || (dir < 0 && from.x < INT64_MIN + 2))) continue;
        const Square to{from.x + 2 * dir, from.y};
        // The partner must be 3 or more squares away (plan_castle): with a piece on either
        // square the castler crosses, there is no castling that way, and plan_move need not
        // say so (its full test on both sides was 2 % of the search on 8x8).
        if (p.board.occupied({from.x + dir, from.y}) || p.board.occupied(to)) continue;
        MovePlan plan;
        if (plan_move(p, {from, to, std::nullopt}, plan) == Reason::legal && plan.kind == MoveKind::castle)
            out.push_back(plan.move);
    }
}

}  // namespace

std::optional<SlideSet> pseudo_slide(const Position& p, SquareArg from, Piece pc, int family, int sense) {
    const StepRange range = slide_range(p.rules, from, family, sense);
    if (range.empty()) return std::nullopt;
    SlideSet s;
    s.from = from;
    s.family = family;
    s.sense = sense;
    s.first = range.lo;
    s.last = range.hi;
    const bool huygens = spec(pc).special == Special::Huygens;
    s.prime_steps = huygens;
    // The first piece that blocks: any piece, or for the huygens one at a prime distance.
    std::optional<LineHit> block;
    BoardView(p.board).scan(from, family, sense, [&](LineHit h) {
        if (huygens && !is_prime(h.distance)) return true;
        block = h;
        return false;
    });
    if (block) {
        const Piece q = block->piece;
        const bool capturable = q.color != pc.color && q.type != PieceType::Void;
        const Count stop = capturable ? block->distance : block->distance - 1;
        if (!s.last || stop <= *s.last) {
            s.last = stop;
            s.capture_last = capturable;
        }
    }
    if (s.last && *s.last < s.first) return std::nullopt;
    if (!s.square(s.first)) return std::nullopt;  // the ray starts past the int64 range
    // A huygens range without a prime keeps nothing. Prime gaps below 2^64 are under 1,600,
    // so looking 2,048 steps ahead always settles it.
    if (huygens) {
        const auto lo = s.first_kept(2048);
        if (!lo) return std::nullopt;
        s.first = *lo;
        // Written from the first to the last prime step: the same set, a tidier token. Only
        // within 64 bits, where prime gaps are under 1,600 and each test takes a microsecond:
        // past that, finding the last prime below a bound of n digits takes some 2.3n tests
        // (minutes at 2,000 digits), so the token ends at the bound itself, `~p` saying which
        // of its steps are kept (PROTOCOL.md 4.12).
        if (s.last && (!kWideCoords || *s.last <= std::numeric_limits<std::uint64_t>::max()))
            while (!is_prime(*s.last)) --*s.last;
    }
    return s;
}

void pseudo_moves(const Position& p, SquareArg from, Piece pc, GeneratedMoves& out) {
    const PieceSpec& s = spec(pc);
    if (s.neutral) return;
    if (s.special == Special::Pawn) return pawn_moves<false>(p, from, pc.color, out.finite);
    if (s.special == Special::Rose) return rose_moves(p, from, pc.color, out.finite);
    for (const Offset& o : s.leaps) {
        const auto to = offset(from, o.dx, o.dy);
        if (to && can_land(p, *to, pc.color)) out.finite.push_back({from, *to, std::nullopt});
    }
    if (s.jumping_royal) castle_moves(p, from, out.finite);
    for (int fam = 0; fam < kLineFamilies; ++fam) {
        if (!(s.slide_lines & (1u << fam))) continue;
        for (int sense : {1, -1})
            if (auto slide = pseudo_slide(p, from, pc, fam, sense)) out.slides.push_back(std::move(*slide));
    }
}

void pseudo_captures(const Position& p, SquareArg from, Piece pc, std::vector<Move>& out) {
    const PieceSpec& s = spec(pc);
    if (s.neutral) return;
    // Only the moves that take or promote, as Generator::captures keeps them from
    // pseudo_moves's list: a move takes (takes_piece) when the opponent's piece stands on its
    // square, or as en passant.
    const Color them = opposite(p.turn);
    if (s.special == Special::Pawn) {
        pawn_moves<true>(p, from, pc.color, out);
    } else {
        for (const Offset& o : s.leaps) {
            const auto to = offset(from, o.dx, o.dy);
            if (!to) continue;
            const Piece* q = p.board.find(*to);  // can_land, for an occupied square
            if (q && q->color != pc.color && q->type != PieceType::Void && q->color == them &&
                p.rules.border.contains(*to))
                out.push_back({from, *to, std::nullopt});
        }
        if (s.jumping_royal) {
            const std::size_t start = out.size();
            castle_moves(p, from, out);
            const auto quiet = [&](const Move& m) { return !m.promotion && !takes_piece(p, m); };
            out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(start), out.end(), quiet), out.end());
        }
    }
    for (int fam = 0; fam < kLineFamilies; ++fam) {
        if (!(s.slide_lines & (1u << fam))) continue;
        // pseudo_slide's capture: the first piece on the ray, when it may be taken and the
        // border and slide limit let the slide reach it. Both senses from one line lookup.
        const Board::LineSpan line = p.board.line(from, fam);
        if (line.size == 0) continue;
        const Coord& pos = Board::line_pos(from, fam);
        const Board::LineEntry* begin = line.data;
        const Board::LineEntry* end = line.data + line.size;
        const Board::LineEntry* down =
            std::lower_bound(begin, end, pos, [](const Board::LineEntry& e, const Coord& c) { return e.pos < c; });
        const Board::LineEntry* up = down != end && down->pos == pos ? down + 1 : down;
        // Positions grow along kLineDir for most families; for the others sense +1 walks down.
        const bool plus_is_up = Board::line_pos_sign(fam) > 0;
        for (int sense : {1, -1}) {
            const Board::LineEntry* e = nullptr;
            if ((sense > 0) == plus_is_up) {
                if (up != end) e = up;
            } else if (down != begin) {
                e = down - 1;
            }
            if (e == nullptr) continue;
            const Piece q = Board::byte_piece(e->piece);
            if (q.color == pc.color || q.type == PieceType::Void || q.color != them) continue;
            const Count distance = e->pos > pos ? line_gap(e->pos, pos) : line_gap(pos, e->pos);
            const StepRange range = slide_range(p.rules, from, fam, sense);
            if (range.empty() || !range.contains(distance)) continue;
            SlideSet ray;
            ray.from = from;
            ray.family = fam;
            ray.sense = sense;
            if (!ray.square(range.lo)) continue;  // the ray starts past the int64 range
            if (const auto to = ray.square(distance)) out.push_back({from, *to, std::nullopt});
        }
    }
}

}  // namespace UICI_CORE_NS
