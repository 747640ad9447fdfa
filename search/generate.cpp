#include "search/generate.hpp"

#include <vector>

#include "core/rules/pseudo_moves.hpp"
#include "core/rules/restrict.hpp"
#include "search/ordering.hpp"

namespace UICI_CORE_NS::search {
namespace {

// A move of `g`: a finite move, else the nearest square of a slide.
std::optional<Move> first_of(const GeneratedMoves& g) {
    for (const Move& m : g.finite)
        if (writable(m.to)) return m;
    for (const SlideSet& s : g.slides)
        if (auto n = s.first_kept())
            if (auto to = s.square(*n); to && writable(*to)) return Move{s.from, *to, std::nullopt};
    return std::nullopt;
}

// The captures and promotions of generated moves `g`, appended to out.
void captures_of(const Position& p, const GeneratedMoves& g, std::vector<Move>& out, const Poll& poll) {
    unsigned steps = 0;
    for (const Move& m : g.finite) {
        if (++steps % kPollEvery == 0) poll();
        if (m.promotion || is_capture(p, m)) out.push_back(m);
    }
    for (const SlideSet& s : g.slides) {
        if (++steps % kPollEvery == 0) poll();
        if (s.last && s.contains(*s.last))
            if (auto to = s.square(*s.last); to && is_capture(p, Move{s.from, *to, std::nullopt}))
                out.push_back(Move{s.from, *to, std::nullopt});
    }
}

}  // namespace

void legal_captures(const Position& p, std::vector<Move>& out, const Poll& poll) {
    thread_local GeneratedMoves pseudo;
    thread_local std::vector<Move> found;
    thread_local std::vector<RoyalAttack> pairs;
    if (p.board.count(p.turn) > kPieceByPiece) {
        generate_polled(p, pseudo, poll);
        return captures_of(p, pseudo, out, poll);
    }
    const LegalityContext ctx(p);
    unsigned steps = 0;
    p.board.for_each([&](Square from, Piece pc) {
        if (pc.color != p.turn) return;
        if (++steps % kPollEvery == 0) poll();
        const PieceSpec& sp = spec(pc);
        if (sp.special == Special::Huygens || sp.special == Special::Rose) {
            generate_moves(p, pseudo, from);
            return captures_of(p, pseudo, out, poll);
        }
        pseudo.clear();
        pseudo_moves(p, from, pc, pseudo);
        found.clear();
        for (const Move& m : pseudo.finite)
            if (m.promotion || is_capture(p, m)) found.push_back(m);
        for (const SlideSet& s : pseudo.slides)
            if (s.capture_last)
                if (auto to = s.square(*s.last); to && is_capture(p, Move{s.from, *to, std::nullopt}))
                    found.push_back(Move{s.from, *to, std::nullopt});
        if (found.empty()) return;
        // generate_moves's tests (core/rules/movegen.cpp): none without checkmate rules; every
        // move of a royal; else only a piece in check or maybe pinned, and en passant.
        bool careful = ctx.restricted;
        if (careful && !sp.royal) {
            careful = ctx.in_check || maybe_pinned(ctx, from);
            if (careful) {
                pairs.clear();
                attacks_without(ctx, from, pairs);
                careful = !pairs.empty();
            }
        }
        for (const Move& m : found) {
            const bool en_passant = pc.type == PieceType::Pawn && p.en_passant && m.to == p.en_passant->target &&
                                    m.from.x != m.to.x && !p.board.occupied(m.to);
            if ((!careful && !(ctx.restricted && en_passant)) || fully_legal(p, m)) out.push_back(m);
        }
    });
}

void generate_polled(const Position& p, GeneratedMoves& out, const Poll& poll) {
    out.clear();
    if (p.board.count(p.turn) <= kPieceByPiece) return generate_moves(p, out);
    // The board's own order, so the list is the one generate_moves gives.
    std::vector<Square> own;
    own.reserve(static_cast<std::size_t>(p.board.count(p.turn)));
    unsigned steps = 0;
    p.board.for_each([&](Square s, Piece q) {
        if (++steps % kPollEvery == 0) poll();
        if (q.color == p.turn) own.push_back(s);
    });
    GeneratedMoves one;
    for (std::size_t i = 0; i < own.size(); ++i) {
        if (i % 64 == 0) poll();
        generate_moves(p, one, own[i]);
        out.finite.insert(out.finite.end(), one.finite.begin(), one.finite.end());
        for (SlideSet& s : one.slides) out.slides.push_back(std::move(s));
    }
}

std::optional<Move> first_legal_move(const Position& p, const GeneratedMoves& partial) {
    if (auto m = first_of(partial)) return m;
    std::optional<Move> found;
    GeneratedMoves one;
    // Huygens last, as has_legal_move does: its moves may need long primality tests. The second
    // pass over the board (this runs when time is already up) only when it can find something.
    const bool has_huygens = ((p.board.types(p.turn) >> index(PieceType::Huygens)) & 1) != 0;
    for (const bool huygens : {false, true}) {
        if (found || (huygens && !has_huygens)) break;
        p.board.for_each([&](Square s, Piece q) {
            if (found || q.color != p.turn || (spec(q).special == Special::Huygens) != huygens) return;
            generate_moves(p, one, s);
            found = first_of(one);
        });
    }
    return found;
}

}  // namespace UICI_CORE_NS::search
