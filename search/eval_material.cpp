// Material on a small board. core/board/piece.hpp's values are for the unbounded board, where a
// long line reaches everything and a short leaper is slow: a bishop there is worth 400, a knight
// 260. On a board of chess's size a knight is worth about a bishop and the long lines less; the
// usual values of chess are taken there instead (the other types keep theirs).
#include "search/eval_terms.hpp"

namespace UICI_CORE_NS::search::eval_detail {

bool small_board(const Border& b) {
    if (!b.left || !b.right || !b.bottom || !b.top) return false;
    const Wide w = static_cast<Wide>(*b.right) - *b.left, h = static_cast<Wide>(*b.top) - *b.bottom;
    return w < kSmallBoard && h < kSmallBoard;
}

int small_board_value(PieceType t) {
    switch (t) {
        case PieceType::Knight: return 320;
        case PieceType::Bishop: return 330;
        case PieceType::Rook: return 500;
        case PieceType::Queen: return 950;
        case PieceType::King: return 0;
        default: return spec(t).value;
    }
}

}  // namespace UICI_CORE_NS::search::eval_detail
