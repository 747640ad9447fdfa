#include "core/game/game.hpp"

#include <algorithm>

#include "core/game/status.hpp"

namespace UICI_CORE_NS {
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
    const std::size_t royals = b.royal_count(Color::White) + b.royal_count(Color::Black);
    return royals > kMaxRoyalsForCheckmate || b.size() > kMaxPiecesForCheckmate;
}

void switch_checkmate_to_royal_capture(GameRules& rules) {
    for (PlayerRules& pr : rules.player) {
        auto& w = pr.win_conditions;
        const auto it = std::find(w.begin(), w.end(), WinCondition::Checkmate);
        if (it == w.end()) continue;
        w.erase(it);
        // The site appends royalcapture even when present; one copy says the same.
        if (std::find(w.begin(), w.end(), WinCondition::RoyalCapture) == w.end())
            w.push_back(WinCondition::RoyalCapture);
    }
}

Game::Game(Position start, bool check_facts, StartCopy keep) {
    if (checkmate_incompatible(start)) switch_checkmate_to_royal_capture(start.rules);
    // Checkmate is the one rule that asks whether the side to move is in check (threecheck
    // counts checks in apply_plan itself).
    checks_known_ = check_facts || start.rules.has(Color::White, WinCondition::Checkmate) ||
                    start.rules.has(Color::Black, WinCondition::Checkmate);
    if (keep == StartCopy::whole) {
        start_ = start;
        pos_ = std::move(start);
    } else {
        // The pieces and rights go to pos_ alone; the rest of the start is copied.
        Board board = std::move(start.board);
        SquareSet rights = std::move(start.special_rights);
        start.board = Board();
        start.special_rights.clear();
        pos_ = start;
        pos_.board = std::move(board);
        pos_.special_rights = std::move(rights);
        start_ = std::move(start);
    }
    keys_.push_back(repetition_key());
    windows_.emplace_back();
}

// The side to move is part of a repeated position: the key of an odd ply is salted.
std::uint64_t Game::salted_key(std::size_t i) const { return keys_[i] ^ (i % 2 == 1 ? 0x9E3779B97F4A7C15ULL : 0); }

std::uint64_t Game::repetition_key() const { return pos_.board.hash() ^ en_passant_key(pos_.en_passant); }

std::optional<LastMove> Game::last_move() const {
    if (records_.empty()) return std::nullopt;
    const Undo& u = records_.back().undo;
    return LastMove{u.piece, u.captured, u.placed != u.piece};
}

InCheckNow Game::in_check_now() const {
    if (records_.empty() || !checks_known_) return std::nullopt;
    return records_.back().check;
}

Reason Game::check(const Move& m) const {
    MovePlan plan;
    return check(m, plan);
}

Reason Game::check(const Move& m, MovePlan& plan) const {
    // Only a decisive end forbids moves, and telling one needs no full status (whose
    // stalemate test would search every position of a replayed game for a legal move).
    if (!decided_) {
        decided_ = status_ ? status_->decisive() : decided_at_once(pos_, in_check_now());
        if (!decided_)
            decided_ = decided(
                pos_, last_move(), [this] { return repeated_three_times(); }, in_check_now());
    }
    if (*decided_) return Reason::game_over;
    return check_move(pos_, m, plan, in_check_now());
}

Reason Game::play(const Move& m) {
    MovePlan plan;
    const Reason r = check(m, plan);
    if (r != Reason::legal) return r;
    MoveFacts facts;
    records_.push_back(MoveRecord{apply_plan(pos_, plan, checks_known_ ? &facts : nullptr), facts.check, false});
    const Undo& u = records_.back().undo;
    resets_.push_back(u.piece.type == PieceType::Pawn || u.captured.has_value() || u.lost_rights());
    keys_.push_back(repetition_key());
    if (resets_.back()) windows_.push_back(Window{{}, keys_.size() - 1});
    status_.reset();
    decided_.reset();
    // A mate needs a check; the search for a reply runs only then.
    MoveRecord& last = records_.back();
    last.mate =
        last.check && pos_.rules.has(opposite(pos_.turn), WinCondition::Checkmate) && status().reason == "checkmate";
    return Reason::legal;
}

void Game::reserve(std::size_t moves) {
    records_.reserve(records_.size() + moves);
    keys_.reserve(keys_.size() + moves);
    resets_.reserve(resets_.size() + moves);
}

bool Game::undo() {
    if (records_.empty()) return false;
    undo_move(pos_, records_.back().undo);
    records_.pop_back();
    if (resets_.back()) {
        windows_.pop_back();
    } else if (Window& w = windows_.back(); w.counted == keys_.size()) {
        // The position taken back was counted: uncount it while its key is still known.
        const auto it = w.count.find(salted_key(keys_.size() - 1));
        if (--it->second == 0) w.count.erase(it);
        --w.counted;
    }
    keys_.pop_back();
    resets_.pop_back();
    status_.reset();
    decided_.reset();
    return true;
}

bool Game::repeated_three_times() const {
    // The site's rule: the position occurred twice before with the same side to move, looking
    // back no further than a pawn move, a capture or a lost right (none can be undone).
    Window& w = windows_.back();
    for (; w.counted < keys_.size(); ++w.counted) ++w.count[salted_key(w.counted)];
    return w.count[salted_key(keys_.size() - 1)] >= 3;
}

Status Game::status() const {
    if (!status_) status_ = evaluate_status(pos_, last_move(), repeated_three_times(), in_check_now());
    return *status_;
}

}  // namespace UICI_CORE_NS
