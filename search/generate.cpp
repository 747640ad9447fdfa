#include "search/generate.hpp"

#include <vector>

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

// The squares of the side to move's pieces, in the board's order, polled as they are gathered.
std::vector<Square> own_pieces(const Position& p, const Poll& poll) {
    std::vector<Square> own;
    own.reserve(static_cast<std::size_t>(p.board.count(p.turn)));
    unsigned steps = 0;
    p.board.for_each([&](Square s, Piece q) {
        if (++steps % kPollEvery == 0) poll();
        if (q.color == p.turn) own.push_back(s);
    });
    return own;
}

}  // namespace

void legal_captures(const Position& p, std::vector<Move>& out, const Poll& poll, InCheckNow in_check_now) {
    if (p.board.count(p.turn) <= kPieceByPiece) return generate_captures(p, out, std::nullopt, in_check_now);
    const std::vector<Square> own = own_pieces(p, poll);
    for (std::size_t i = 0; i < own.size(); ++i) {
        if (i % 64 == 0) poll();
        generate_captures(p, out, own[i], in_check_now);
    }
}

void generate_polled(const Position& p, GeneratedMoves& out, const Poll& poll, InCheckNow in_check_now) {
    out.clear();
    if (p.board.count(p.turn) <= kPieceByPiece) return generate_moves(p, out, std::nullopt, in_check_now);
    // The board's own order, so the list is the one generate_moves gives.
    const std::vector<Square> own = own_pieces(p, poll);
    GeneratedMoves one;
    for (std::size_t i = 0; i < own.size(); ++i) {
        if (i % 64 == 0) poll();
        generate_moves(p, one, own[i], in_check_now);
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
