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
    GeneratedMoves moves, found;
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

    explicit Generator(const Position& pos) : p(pos), ctx(pos) {}

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
                if (fully_legal(p, m)) out.finite.push_back(m);
            for (const SlideSet& s : scratch.slides) restrict_royal_slide(ctx, s, out);
            return;
        }
        // Unless in check or possibly pinned, lifting this piece exposes nothing, and where it
        // lands can only block: its moves are legal as generated.
        bool careful = ctx.in_check || maybe_pinned(ctx, from);
        if (careful) {
            pairs.clear();
            attacks_without(ctx, from, pairs);
            careful = !pairs.empty();
        }
        for (const Move& m : scratch.finite)
            if ((!careful && !needs_exact_test(p, m, pc)) || fully_legal(p, m)) out.finite.push_back(m);
        for (SlideSet& s : scratch.slides) {
            if (careful) restrict_slide(ctx, s, pairs, out);
            else out.slides.push_back(std::move(s));
        }
    }
};

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

void generate_moves(const Position& p, GeneratedMoves& out, std::optional<Square> from) {
    out.clear();
    Generator gen(p);
    if (from) {
        const Piece* pc = p.board.find(*from);
        if (pc && pc->color == p.turn) gen.piece(*from, *pc, out);
        return;
    }
    p.board.for_each([&](Square s, Piece pc) {
        if (pc.color == p.turn) gen.piece(s, pc, out);
    });
}

bool has_legal_move(const Position& p) {
    Generator gen(p);
    GeneratedMoves& out = thread_scratch().found;
    bool found = false;
    // Huygens last: its moves may need primality tests of thousands of digits (up to a quarter
    // of a second each), where any other piece's usually settle the question in microseconds.
    const auto huygens = [](Piece pc) { return spec(pc).special == Special::Huygens; };
    auto visit = [&](Square s, Piece pc, bool pass) {
        if (found || pc.color != p.turn || huygens(pc) != pass) return;
        out.clear();
        gen.piece(s, pc, out);
        found = !out.finite.empty() || std::any_of(out.slides.begin(), out.slides.end(), [](const SlideSet& sl) {
            // A huge filtered slide that shows no square soon is still taken as one
            // with a square (see SlideSet::first_kept).
            return sl.first_kept() || !sl.last || *sl.last - sl.first >= (1u << 16);
        });
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
