#include "core/game.hpp"

#include <algorithm>

#include "core/status.hpp"

namespace uici {
namespace {

// The site's limits beyond which it plays royal capture instead of checkmate.
constexpr int kMaxRoyalsForCheckmate = 6;
constexpr std::size_t kMaxPiecesForCheckmate = 50'000;

std::uint64_t en_passant_key(const std::optional<EnPassant>& ep) {
    if (!ep) return 0;
    // Hash the passed square and the pawn's square as two pseudo-pieces of their own kind.
    return Board::piece_hash(ep->target, {PieceType::Void, Color::White}) ^
           Board::piece_hash(ep->pawn, {PieceType::Void, Color::Black});
}

}  // namespace

bool checkmate_incompatible(const Position& start) {
    const Board& b = start.board;
    const std::size_t royals = b.royals(Color::White).size() + b.royals(Color::Black).size();
    return royals > kMaxRoyalsForCheckmate || b.size() > kMaxPiecesForCheckmate;
}

void switch_checkmate_to_royal_capture(GameRules& rules) {
    for (PlayerRules& pr : rules.player) {
        auto& w = pr.win_conditions;
        const auto it = std::find(w.begin(), w.end(), WinCondition::Checkmate);
        if (it == w.end()) continue;
        w.erase(it);
        // The site appends royalcapture even when present; one copy says the same.
        if (std::find(w.begin(), w.end(), WinCondition::RoyalCapture) == w.end()) w.push_back(WinCondition::RoyalCapture);
    }
}

Game::Game(Position start) : start_(std::move(start)) {
    if (checkmate_incompatible(start_)) switch_checkmate_to_royal_capture(start_.rules);
    pos_ = start_;
    keys_.push_back(repetition_key());
}

std::uint64_t Game::repetition_key() const { return pos_.board.hash() ^ en_passant_key(pos_.en_passant); }

Reason Game::check(const Move& m) const {
    if (status().decisive()) return Reason::game_over;
    return check_move(pos_, m);
}

Reason Game::play(const Move& m) {
    const Reason r = check(m);
    if (r != Reason::legal) return r;
    PlayedMove played{m, {}, false};
    if (played.move.promotion) played.move.promotion->color = pos_.turn;
    Undo u = apply_move(pos_, played.move, &played.facts);
    resets_.push_back(u.plan.piece.type == PieceType::Pawn || u.plan.captured.has_value() || !u.rights_lost.empty());
    undos_.push_back(std::move(u));
    keys_.push_back(repetition_key());
    history_.push_back(played);
    status_.reset();
    history_.back().mate = status().outcome != Status::Outcome::ongoing;
    return Reason::legal;
}

bool Game::undo() {
    if (history_.empty()) return false;
    undo_move(pos_, undos_.back());
    undos_.pop_back();
    history_.pop_back();
    keys_.pop_back();
    resets_.pop_back();
    status_.reset();
    return true;
}

bool Game::repeated_three_times() const {
    // The site's backward search: positions before earlier moves with the same side to move,
    // stopping at a pawn move, a capture or a lost right (none of them can be undone).
    const std::size_t n = history_.size();
    const std::uint64_t now = keys_.back();
    int equal = 0;
    for (std::size_t i = n; i-- > 0;) {
        if (resets_[i]) break;
        if ((n - i) % 2 == 0 && keys_[i] == now && ++equal == 2) return true;
    }
    return false;
}

Status Game::status() const {
    if (status_) return *status_;
    std::optional<LastMove> last;
    if (!undos_.empty()) {
        const MovePlan& plan = undos_.back().plan;
        last = LastMove{plan.piece, plan.captured, plan.placed != plan.piece};
    }
    status_ = evaluate_status(pos_, last, repeated_three_times());
    return *status_;
}

}  // namespace uici
