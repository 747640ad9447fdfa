#include "core/rules/movegen.hpp"

#include <algorithm>
#include <limits>

#include "core/rules/pseudo_moves.hpp"
#include "core/rules/restrict.hpp"

namespace UICI_CORE_NS {
namespace {

// Moves the fast path cannot vouch for: en passant lifts a second piece.
bool needs_exact_test(const Position& p, const Move& m, Piece pc) {
    return pc.type == PieceType::Pawn && p.en_passant && m.to == p.en_passant->target && m.from.x != m.to.x &&
           !p.board.occupied(m.to);
}

// Working lists kept from call to call on each thread, so that a generation allocates nothing
// once they have grown (a search generates at every node). No generation runs inside another:
// nothing a Generator calls generates moves.
struct Scratch {
    GeneratedMoves moves, found, whole;
    std::vector<Move> taking;
    std::vector<RoyalAttack> pairs;
};
Scratch& thread_scratch() {
    thread_local Scratch s;
    return s;
}

struct Generator {
    const Position& p;
    LegalityContext ctx;
    GeneratedMoves& scratch = thread_scratch().moves;
    std::vector<RoyalAttack>& pairs = thread_scratch().pairs;

    Generator(const Position& pos, InCheckNow in_check_now) : p(pos), ctx(pos, in_check_now) {}

    void piece(Square from, Piece pc, GeneratedMoves& out) {
        scratch.clear();
        pseudo_moves(p, from, pc, scratch);
        if (!ctx.restricted) {
            out.finite.insert(out.finite.end(), scratch.finite.begin(), scratch.finite.end());
            for (auto& s : scratch.slides) out.slides.push_back(std::move(s));
            return;
        }
        if (spec(pc).royal) {
            for (const Move& m : scratch.finite)
                if (fully_legal(p, m, ctx.in_check)) out.finite.push_back(m);
            for (const SlideSet& s : scratch.slides) restrict_royal_slide(ctx, s, out);
            return;
        }
        const bool careful = exposes(from);
        for (const Move& m : scratch.finite)
            if ((!careful && !needs_exact_test(p, m, pc)) || fully_legal(p, m, ctx.in_check)) out.finite.push_back(m);
        for (SlideSet& s : scratch.slides) {
            if (careful) restrict_slide(ctx, s, pairs, out);
            else out.slides.push_back(std::move(s));
        }
    }

    // Unless in check or possibly pinned, lifting the piece on `from` exposes nothing, and where
    // it lands can only block: its moves are legal as generated. Else `pairs` holds what lifting
    // it lets through. With checkmate rules (ctx.restricted) only.
    bool exposes(Square from) {
        if (!ctx.in_check && !maybe_pinned(ctx, from)) return false;
        pairs.clear();
        attacks_without(ctx, from, pairs);
        return !pairs.empty();
    }

    // piece()'s moves that take or promote, appended to `out`, each tested as piece() tests it:
    // the quiet moves are dropped before any test.
    void captures(Square from, Piece pc, std::vector<Move>& out) {
        const PieceSpec& sp = spec(pc);
        if (sp.special == Special::Huygens || sp.special == Special::Rose) {
            // Their slides are exact only as piece() lists them (primes, the rose's tiles).
            GeneratedMoves& all = thread_scratch().whole;
            all.clear();
            piece(from, pc, all);
            return captures_among(p, all, out);
        }
        std::vector<Move>& taking = thread_scratch().taking;
        taking.clear();
        pseudo_captures(p, from, pc, taking);
        if (taking.empty()) return;
        const bool careful = ctx.restricted && (sp.royal || exposes(from));
        for (const Move& m : taking)
            if ((!careful && !(ctx.restricted && needs_exact_test(p, m, pc))) || fully_legal(p, m, ctx.in_check))
                out.push_back(m);
    }
};

// fn(square, piece) for the side to move's piece on `from` (when given and there is one), else
// for each of its pieces in the board's order.
template <class Fn>
void each_own(const Position& p, std::optional<Square> from, Fn fn) {
    if (from) {
        const Piece* pc = p.board.find(*from);
        if (pc && pc->color == p.turn) fn(*from, *pc);
        return;
    }
    p.board.for_each([&](Square s, Piece pc) {
        if (pc.color == p.turn) fn(s, pc);
    });
}

bool slide_less(const SlideSet& a, const SlideSet& b) {
    if (a.from != b.from) return display_less(a.from, b.from);
    if (a.family != b.family) return a.family < b.family;
    if (a.sense != b.sense) return a.sense > b.sense;
    return a.first < b.first;
}

}  // namespace

bool move_less(const Move& a, const Move& b) {
    if (a.from != b.from) return display_less(a.from, b.from);
    if (a.to != b.to) return display_less(a.to, b.to);
    const int pa = a.promotion ? index(a.promotion->type) : -1;
    const int pb = b.promotion ? index(b.promotion->type) : -1;
    return pa < pb;
}

void generate_moves(const Position& p, GeneratedMoves& out, std::optional<Square> from, InCheckNow in_check_now) {
    out.clear();
    Generator gen(p, in_check_now);
    each_own(p, from, [&](Square s, Piece pc) { gen.piece(s, pc, out); });
}

bool takes_piece(const Position& p, const Move& m) {
    if (const Piece* q = p.board.find(m.to)) return q->color == opposite(p.turn);
    if (!p.en_passant || p.en_passant->target != m.to) return false;
    const Piece* mover = p.board.find(m.from);
    return mover && mover->type == PieceType::Pawn;
}

void captures_among(const Position& p, const GeneratedMoves& g, std::vector<Move>& out) {
    for (const Move& m : g.finite)
        if (m.promotion || takes_piece(p, m)) out.push_back(m);
    for (const SlideSet& s : g.slides)
        if (s.last && s.contains(*s.last))
            if (auto to = s.square(*s.last); to && takes_piece(p, Move{s.from, *to, std::nullopt}))
                out.push_back(Move{s.from, *to, std::nullopt});
}

void generate_captures(const Position& p, std::vector<Move>& out, std::optional<Square> from, InCheckNow in_check_now) {
    Generator gen(p, in_check_now);
    each_own(p, from, [&](Square s, Piece pc) { gen.captures(s, pc, out); });
}

bool holds_a_move(const GeneratedMoves& g) {
    return !g.finite.empty() || std::any_of(g.slides.begin(), g.slides.end(), [](const SlideSet& sl) {
        // A huge filtered slide that shows no square soon is still taken as one
        // with a square (see SlideSet::first_kept).
        return sl.first_kept() || !sl.last || *sl.last - sl.first >= (1u << 16);
    });
}

bool has_legal_move(const Position& p, InCheckNow in_check_now) {
    Generator gen(p, in_check_now);
    GeneratedMoves& out = thread_scratch().found;
    bool found = false;
    // Huygens last: its moves may need primality tests of thousands of digits (up to a quarter
    // of a second each), where any other piece's usually settle the question in microseconds.
    const auto huygens = [](Piece pc) { return spec(pc).special == Special::Huygens; };
    auto visit = [&](Square s, Piece pc, bool pass) {
        if (found || pc.color != p.turn || huygens(pc) != pass) return;
        out.clear();
        gen.piece(s, pc, out);
        found = holds_a_move(out);
    };
    p.board.for_each([&](Square s, Piece pc) { visit(s, pc, false); });
    if (!found && ((p.board.types(p.turn) >> index(PieceType::Huygens)) & 1) != 0)
        p.board.for_each([&](Square s, Piece pc) { visit(s, pc, true); });
    return found;
}

void sort_moves(GeneratedMoves& g) {
    std::sort(g.finite.begin(), g.finite.end(), move_less);
    std::sort(g.slides.begin(), g.slides.end(), slide_less);
}

GeneratedMoves sorted_legal_moves(const Position& p, std::optional<Square> from) {
    GeneratedMoves g;
    generate_moves(p, g, from);
    sort_moves(g);
    return g;
}

std::optional<MoveTotal> count_moves(const GeneratedMoves& g) {
    MoveTotal total = g.finite.size();
    for (const SlideSet& s : g.slides) {
        const auto c = s.count();
        if (!c) return std::nullopt;
        total += *c;
    }
    return total;
}

}  // namespace UICI_CORE_NS
