// How much of the side ahead's score an ending on a small board keeps. Material counts the same
// in every ending, but chess's endings are not all won by the side with more: a lone minor
// piece, a rook against a minor piece, a rook and a minor piece against a rook, and bishops of
// opposite colours are mostly drawn. Scored at full value, such an ending was one uici walked
// into and then could not win (docs/PERFORMANCE.md, 2026-11-28, sessions 39 and 40). The factors
// are the usual ones of chess engines; the unbounded board's endings are another theory (the
// mating drive, eval_drive.cpp) and keep their score.
#include <array>

#include "core/board/board.hpp"
#include "search/eval_terms.hpp"

namespace UICI_CORE_NS::search::eval_detail {
namespace {

// The colour of a square, 0 or 1, for any sign and size.
int shade(const Square& s) { return static_cast<int>((s.x ^ s.y) & 1); }

// Whether each side has one bishop, and the two stand on squares of opposite colours.
bool opposite_bishops(const Position& p, const std::array<const std::vector<Placed>*, 2>& pieces) {
    if (p.board.count(Color::White, PieceType::Bishop) != 1 || p.board.count(Color::Black, PieceType::Bishop) != 1)
        return false;
    std::array<int, 2> shades{};
    for (std::size_t ci = 0; ci < 2; ++ci)
        for (const Placed& x : *pieces[ci])
            if (x.p.type == PieceType::Bishop) shades[ci] = shade(x.s);
    return shades[0] != shades[1];
}

// Whether the game is chess's kind: each side one royal, and checkmate the only win. The
// drawn endings above are drawn for that game; where a side wins by taking every piece, a lone
// knight against pawns may well win.
bool mate_game(const Position& p) {
    for (Color c : {Color::White, Color::Black}) {
        const auto& wins = p.rules.of(c).win_conditions;
        if (p.board.royal_count(c) != 1 || wins.size() != 1 || wins.front() != WinCondition::Checkmate) return false;
    }
    return true;
}

int drawish_factor(const Position& p, const ScaleInput& in) {
    const long long rook = small_board_value(PieceType::Rook), bishop = small_board_value(PieceType::Bishop);
    const std::size_t strong = in.score >= 0 ? 0 : 1, weak = 1 - strong;
    const Color sc = strong == 0 ? Color::White : Color::Black;
    const long long ours = in.pieces_material[strong], theirs = in.pieces_material[weak];
    const auto pawns = static_cast<int>(p.board.count(sc, PieceType::Pawn));
    // No pawns and at most a bishop more: a lone minor piece cannot mate; a rook against a
    // minor piece, or a rook and a minor against a rook, is a draw with care.
    if (pawns == 0 && ours - theirs <= bishop) return ours < rook ? 0 : theirs <= bishop ? 4 : 14;
    // Bishops of opposite colours: each side's bishop guards squares the other cannot reach, and
    // a blockade on the other colour holds. Alone with pawns, mostly drawn.
    if (!opposite_bishops(p, {in.pieces[0], in.pieces[1]})) return kScaleFull;
    const bool only = in.pieces_material[0] == bishop && in.pieces_material[1] == bishop;
    return only ? (pawns > 1 ? 31 : 9) : 46;
}

}  // namespace

int ending_scale(const Position& p, const ScaleInput& in) {
    const int factor = drawish_factor(p, in);
    return factor == kScaleFull || mate_game(p) ? factor : kScaleFull;
}

}  // namespace UICI_CORE_NS::search::eval_detail
