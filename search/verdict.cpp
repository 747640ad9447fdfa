// A node's verdict (core's rules on the current position) and whether its side to move has a
// legal move. The verdict is asked as if a move were left (a win by the last move, a
// repetition, the draw rules); whether one is left the node learns from the list it generates
// (node.cpp), and only where it ends without one does it ask here: first of a witness piece's
// moves, then of core's has_legal_move.
#include "core/game/status.hpp"
#include "core/rules/attacks.hpp"
#include "search/run.hpp"

namespace UICI_CORE_NS::search {

bool Run::repeated() const {
    // Back over the positions with the same side to move, up to the last irreversible move
    // (frames_[j].reset: nothing before position j can come back).
    const std::size_t n = frames_.size();
    const std::uint64_t key = frames_[n - 1].key;
    for (std::size_t j = n - 1; j >= 2; j -= 2) {
        if (frames_[j].reset || frames_[j - 1].reset) return false;
        if (frames_[j - 2].key == key) return true;
    }
    return false;
}

InCheckNow Run::check_here() const {
    if (!restricted(pos_.turn)) return std::nullopt;
    if (const InCheckNow& known = frames_.back().check) return known;
    return in_check(pos_, pos_.turn);
}

int Run::status_score(const Status& st, int ply) const {
    if (st.outcome == Status::Outcome::draw) return 0;
    const bool side_won = (st.outcome == Status::Outcome::white_wins) == (pos_.turn == Color::White);
    return side_won ? kMate - ply : -kMate + ply;
}

std::optional<int> Run::verdict(int ply, InCheckNow in_check) {
    const bool repetition = repeated();
    Status st = evaluate_status(pos_, frames_.back().last, repetition, in_check, true);
    if (st.outcome == Status::Outcome::ongoing) return std::nullopt;
    // A draw by the move rule or by material yields to checkmate: in check (or unknown), core
    // asks whether a move is left. Out of check, a stalemate would be a draw too.
    if (st.outcome == Status::Outcome::draw && in_check != false)
        st = evaluate_status(pos_, frames_.back().last, repetition, in_check);
    return status_score(st, ply);
}

int Run::no_moves_score(int ply, InCheckNow in_check) const {
    // verdict() found the game going on if a move is left (so no repetition either): without
    // one it is checkmate or stalemate.
    return status_score(evaluate_status(pos_, frames_.back().last, false, in_check, false), ply);
}

std::optional<int> Run::unless_moves_left(int ply, InCheckNow in_check) {
    if (moves_left(in_check)) return std::nullopt;
    return no_moves_score(ply, in_check);
}

bool Run::moves_left(InCheckNow in_check) {
    // First the side's witness: its moves alone nearly always settle it, for a fraction of
    // has_legal_move's walk (which generates every move of the first pieces it meets, sliders
    // included). The answer is core's either way; only its cost depends on the witness.
    std::optional<Square>& w = witness_[static_cast<std::size_t>(index(pos_.turn))];
    if (w) {
        const Piece* pc = pos_.board.find(*w);
        if (pc && pc->color == pos_.turn) {
            generate_moves(pos_, witness_moves_, *w, in_check);
            if (holds_a_move(witness_moves_)) return true;
        }
        w.reset();
    }
    return has_legal_move(pos_, in_check);
}

void Run::note_witness(const GeneratedMoves& gen) {
    std::optional<Square>& w = witness_[static_cast<std::size_t>(index(pos_.turn))];
    if (w) return;  // one that still works is kept
    // A pawn or a leaper, not royal: its moves are few and need no exact test out of check.
    for (const Move& m : gen.finite) {
        const Piece* pc = pos_.board.find(m.from);
        if (!pc) continue;
        const PieceSpec& sp = spec(*pc);
        if (!sp.royal && sp.slide_lines == 0 && (sp.special == Special::None || sp.special == Special::Pawn)) {
            w = m.from;
            return;
        }
    }
}

}  // namespace UICI_CORE_NS::search
