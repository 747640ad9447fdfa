#include "search/search.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

#include "core/game/status.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "search/candidates.hpp"
#include "search/eval.hpp"
#include "search/keys.hpp"
#include "search/ordering.hpp"
#include "search/time_budget.hpp"
#include "search/tt.hpp"

namespace UICI_CORE_NS::search {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kMaxHashMib = 4096;
// Games longer than this give the search no repetition context from before the root: rebuilding
// the keys replays the game, and that must stay quick.
constexpr std::size_t kMaxReplay = 20'000;
constexpr int kMaxQuiescence = 8;  // plies of check evasions and captures after the horizon

struct Frame {
    std::uint64_t key = 0;
    bool reset = false;  // the move into this position was a capture, a pawn move or lost rights
    std::optional<LastMove> last;
};

}  // namespace

struct Searcher::State {
    explicit State(std::size_t mib) : tt(std::clamp<std::size_t>(mib, 1, kMaxHashMib)) {}
    TranspositionTable tt;
    MoveHistory history;
};

namespace {

// One `go`: the position it plays on and everything that lives only as long as the search.
class Run {
public:
    Run(TranspositionTable& tt, MoveHistory& history, const Limits& limits, const std::atomic<bool>& stop)
        : tt_(tt), history_(history), limits_(limits), stop_(stop), start_(limits.received.value_or(Clock::now())) {}

    Result go(const Game& game, const std::function<void(const Info&)>& on_info);

private:
    int search(int depth, int alpha, int beta, int ply, bool pv_node, bool allow_null);
    int quiesce(int alpha, int beta, int ply, int qply);
    // The verdict of core's rules on the current position (not the root): a score, or nothing.
    std::optional<int> verdict(int ply);
    bool repeated() const;
    void play(const Move& m);
    void take_back();
    [[nodiscard]] bool out_of_time();
    [[nodiscard]] std::int64_t elapsed_ms() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
    }
    [[nodiscard]] std::vector<Move> moves_here(GeneratedMoves& gen) {
        gen.clear();
        generate_moves(pos_, gen);
        std::vector<Move> out;
        candidate_moves(pos_, gen, out);
        return out;
    }

    TranspositionTable& tt_;
    MoveHistory& history_;
    const Limits& limits_;
    const std::atomic<bool>& stop_;
    Clock::time_point start_;
    TimeBudget budget_;
    Position pos_;
    std::uint64_t rights_ = 0;
    std::vector<Frame> frames_;  // game history, then the search path; back() is the current one
    std::vector<Undo> undos_;
    std::size_t root_frame_ = 0;
    std::uint64_t nodes_ = 0;
    int seldepth_ = 0;
    bool aborted_ = false;
    std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_{};
    std::array<int, kMaxPly + 1> pv_len_{};
};

bool Run::out_of_time() {
    if (aborted_) return true;
    if (stop_.load(std::memory_order_relaxed) || (limits_.nodes && nodes_ >= *limits_.nodes)) aborted_ = true;
    else if (budget_.hard_ms && elapsed_ms() >= *budget_.hard_ms) aborted_ = true;
    return aborted_;
}

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

std::optional<int> Run::verdict(int ply) {
    const Status st = evaluate_status(pos_, frames_.back().last, repeated());
    if (st.outcome == Status::Outcome::ongoing) return std::nullopt;
    if (st.outcome == Status::Outcome::draw) return 0;
    const bool side_won = (st.outcome == Status::Outcome::white_wins) == (pos_.turn == Color::White);
    return side_won ? kMate - ply : -kMate + ply;
}

void Run::play(const Move& m) {
    Undo u = apply_move(pos_, m);
    if (u.lost_rights())
        for (Square s : u.rare->rights_lost) rights_ ^= right_key(s);
    Frame f;
    f.key = position_key(pos_, rights_);
    f.reset = u.captured.has_value() || u.piece.type == PieceType::Pawn || u.lost_rights();
    f.last = LastMove{u.piece, u.captured, u.promoted};
    frames_.push_back(std::move(f));
    undos_.push_back(std::move(u));
}

void Run::take_back() {
    const Undo& u = undos_.back();
    if (u.lost_rights())
        for (Square s : u.rare->rights_lost) rights_ ^= right_key(s);
    undo_move(pos_, u);
    undos_.pop_back();
    frames_.pop_back();
}

int Run::quiesce(int alpha, int beta, int ply, int qply) {
    ++nodes_;
    seldepth_ = std::max(seldepth_, ply);
    pv_len_[static_cast<std::size_t>(ply)] = 0;
    if (out_of_time()) return 0;
    if (auto v = verdict(ply)) return *v;
    if (ply >= kMaxPly - 1) return evaluate(pos_);
    const bool checked = check_restricted(pos_, pos_.turn) && in_check(pos_, pos_.turn);
    int best = -kMate + ply;
    if (!checked) {
        best = evaluate(pos_);
        if (best >= beta || qply >= kMaxQuiescence) return best;
        alpha = std::max(alpha, best);
    } else if (qply >= kMaxQuiescence) {
        return evaluate(pos_);
    }
    GeneratedMoves gen;
    std::vector<Move> moves;
    if (checked) {
        moves = moves_here(gen);
    } else {
        generate_moves(pos_, gen);
        for (const Move& m : gen.finite)
            if (m.promotion || is_capture(pos_, m)) moves.push_back(m);
        for (const SlideSet& s : gen.slides)
            if (s.last && s.contains(*s.last))
                if (auto to = s.square(*s.last); to && is_capture(pos_, Move{s.from, *to, std::nullopt}))
                    moves.push_back(Move{s.from, *to, std::nullopt});
    }
    std::vector<ScoredMove> ordered;
    order_moves(pos_, moves, nullptr, history_, ply, ordered);
    for (const ScoredMove& sm : ordered) {
        // Delta pruning: a capture that cannot lift the score near alpha is not tried.
        if (!checked && !sm.move.promotion && best + captured_value(pos_, sm.move) + 200 < alpha) continue;
        play(sm.move);
        const int score = -quiesce(-beta, -alpha, ply + 1, qply + 1);
        take_back();
        if (aborted_) return 0;
        if (score > best) best = score;
        if (score > alpha) {
            alpha = score;
            if (score >= beta) break;
        }
    }
    return best;
}

int Run::search(int depth, int alpha, int beta, int ply, bool pv_node, bool allow_null) {
    const auto uply = static_cast<std::size_t>(ply);
    pv_len_[uply] = 0;
    if (ply > 0) {
        if (auto v = verdict(ply)) {
            ++nodes_;
            return *v;
        }
        // No mate found later can beat one found sooner.
        alpha = std::max(alpha, -kMate + ply);
        beta = std::min(beta, kMate - ply - 1);
        if (alpha >= beta) return alpha;
    }
    if (depth <= 0 || ply >= kMaxPly - 2) return quiesce(alpha, beta, ply, 0);
    ++nodes_;
    seldepth_ = std::max(seldepth_, ply);
    if (out_of_time()) return 0;
    const std::uint64_t key = frames_.back().key;
    const TTEntry* e = tt_.probe(key);
    std::optional<Move> tt_move;
    if (e) {
        if (e->has_move) {
            std::optional<Piece> promo;
            if (e->promotion) promo = Piece{static_cast<PieceType>(e->promotion - 1), pos_.turn};
            tt_move = Move{e->from, e->to, promo};
        }
        int s = e->score;
        if (is_mate(s)) s += s > 0 ? -ply : ply;
        if (!pv_node && e->depth >= depth &&
            (e->bound == Bound::exact || (e->bound == Bound::lower && s >= beta) ||
             (e->bound == Bound::upper && s <= alpha)))
            return s;
    }
    const bool checked = check_restricted(pos_, pos_.turn) && in_check(pos_, pos_.turn);
    if (checked && ply < 2 * depth + 8) ++depth;  // check extension
    // Null move: if passing still holds beta, a real move will too (not in check, not in a
    // bare-royals ending where passing would be the only way out of zugzwang).
    if (!pv_node && allow_null && !checked && depth >= 3 && ply > 0 && !is_mate(beta)) {
        const int non_pawn = [&] {
            int n = 0;
            for (int t = 0; t < kPieceTypeCount; ++t)
                if (t != index(PieceType::Pawn) && !spec(static_cast<PieceType>(t)).royal)
                    n += pos_.board.count(pos_.turn, static_cast<PieceType>(t));
            return n;
        }();
        if (non_pawn > 0 && evaluate(pos_) >= beta) {
            const auto ep = pos_.en_passant;
            pos_.turn = opposite(pos_.turn);
            pos_.en_passant.reset();
            frames_.push_back(Frame{position_key(pos_, rights_), true, std::nullopt});
            const int r = 2 + depth / 4;
            const int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
            frames_.pop_back();
            pos_.turn = opposite(pos_.turn);
            pos_.en_passant = ep;
            if (aborted_) return 0;
            if (score >= beta) return is_mate(score) ? beta : score;
        }
    }
    GeneratedMoves gen;
    const std::vector<Move> moves = moves_here(gen);
    if (moves.empty()) return evaluate(pos_);  // (no square of a filtered slide found nearby)
    std::vector<ScoredMove> ordered;
    order_moves(pos_, moves, tt_move ? &*tt_move : nullptr, history_, ply, ordered);
    const int alpha0 = alpha;
    int best = -kMate;
    std::optional<Move> best_move;
    int index = 0;
    for (const ScoredMove& sm : ordered) {
        play(sm.move);
        int score = 0;
        if (index == 0) {
            score = -search(depth - 1, -beta, -alpha, ply + 1, pv_node, true);
        } else {
            // Late quiet moves are searched shallower first, all with a null window first.
            const int reduction = (sm.quiet && !checked && depth >= 3 && index >= 3) ? (index >= 8 ? 2 : 1) : 0;
            score = -search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false, true);
            if (!aborted_ && score > alpha && reduction > 0)
                score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, false, true);
            if (!aborted_ && score > alpha && score < beta)
                score = -search(depth - 1, -beta, -alpha, ply + 1, true, true);
        }
        take_back();
        if (aborted_) return 0;
        ++index;
        if (score > best) {
            best = score;
            best_move = sm.move;
            if (score > alpha) {
                alpha = score;
                auto& line = pv_[uply];
                line[0] = sm.move;
                const int child = pv_len_[uply + 1];
                for (int i = 0; i < child; ++i)
                    line[static_cast<std::size_t>(i + 1)] = pv_[uply + 1][static_cast<std::size_t>(i)];
                pv_len_[uply] = child + 1;
                if (score >= beta) {
                    if (sm.quiet) {
                        history_.add_killer(ply, sm.move);
                        history_.reward(pos_, sm.move, depth);
                        for (const ScoredMove& other : ordered) {
                            if (other.move == sm.move) break;
                            if (other.quiet) history_.punish(pos_, other.move, depth);
                        }
                    }
                    break;
                }
            }
        }
    }
    const Bound bound = best >= beta ? Bound::lower : best > alpha0 ? Bound::exact : Bound::upper;
    int stored = best;
    if (is_mate(stored)) stored += stored > 0 ? ply : -ply;
    tt_.store(key, depth, stored, bound, best_move ? &*best_move : nullptr);
    return best;
}

}  // namespace

namespace {

Result Run::go(const Game& game, const std::function<void(const Info&)>& on_info) {
    Result res;
    budget_ = plan_time(limits_, game.position().turn == Color::White);
    if (game.status().decisive()) return res;
    // The game's positions as keys, for repetition (replayed from the start: the game keeps
    // no keys of its own that include the rights).
    const UICI_CORE_NS::History hist = game.history();
    std::optional<LastMove> root_last;
    if (!hist.empty()) {
        const PlayedMove pm = hist.back();
        root_last = LastMove{pm.facts.moved, pm.facts.captured, pm.move.promotion.has_value()};
    }
    bool root_reset = root_last && (root_last->captured || root_last->moved.type == PieceType::Pawn);
    if (hist.size() <= kMaxReplay) {
        Position p = game.start();
        std::uint64_t r = rights_key(p);
        frames_.push_back(Frame{position_key(p, r), false, std::nullopt});
        for (const PlayedMove pm : hist) {
            const Undo u = apply_move(p, pm.move);
            if (u.lost_rights())
                for (Square s : u.rare->rights_lost) r ^= right_key(s);
            frames_.push_back(Frame{position_key(p, r),
                                    u.captured.has_value() || u.piece.type == PieceType::Pawn || u.lost_rights(),
                                    std::nullopt});
        }
        root_reset = frames_.back().reset;
        frames_.pop_back();  // the current position comes next, from the game itself
    }
    pos_ = game.position();
    rights_ = rights_key(pos_);
    frames_.push_back(Frame{position_key(pos_, rights_), root_reset, root_last});
    root_frame_ = frames_.size() - 1;

    GeneratedMoves gen;
    generate_moves(pos_, gen);
    std::vector<Move> root_moves;
    for (const Move& m : limits_.searchmoves)
        if (check_move(pos_, m) == Reason::legal &&
            std::find(root_moves.begin(), root_moves.end(), m) == root_moves.end())
            root_moves.push_back(m);
    if (root_moves.empty()) candidate_moves(pos_, gen, root_moves);
    if (root_moves.empty())
        for (const SlideSet& s : gen.slides)  // a filtered slide with no landmark square near
            if (auto n = s.first_kept())
                if (auto to = s.square(*n)) root_moves.push_back(Move{s.from, *to, std::nullopt});
    if (root_moves.empty()) return res;

    tt_.new_search();
    history_.age();
    const TTEntry* e = tt_.probe(frames_.back().key);
    std::optional<Move> tt_move;
    if (e && e->has_move) {
        std::optional<Piece> promo;
        if (e->promotion) promo = Piece{static_cast<PieceType>(e->promotion - 1), pos_.turn};
        tt_move = Move{e->from, e->to, promo};
    }
    std::vector<ScoredMove> order;
    order_moves(pos_, root_moves, tt_move ? &*tt_move : nullptr, history_, 0, order);
    res.best = order.front().move;
    const bool timed = budget_.hard_ms.has_value() && !limits_.infinite;
    const int max_depth =
        std::clamp(limits_.depth.value_or(limits_.mate ? 2 * *limits_.mate + 1 : kMaxDepth), 1, kMaxDepth);
    for (int depth = 1; depth <= max_depth; ++depth) {
        seldepth_ = 0;
        int alpha = -kMate - 1;
        const int beta = kMate + 1;
        std::optional<std::size_t> iter_best;
        std::vector<Move> iter_pv;
        for (std::size_t i = 0; i < order.size(); ++i) {
            ++nodes_;
            play(order[i].move);
            int score = 0;
            if (i == 0) {
                score = -search(depth - 1, -beta, -alpha, 1, true, true);
            } else {
                score = -search(depth - 1, -alpha - 1, -alpha, 1, false, true);
                if (!aborted_ && score > alpha) score = -search(depth - 1, -beta, -alpha, 1, true, true);
            }
            take_back();
            if (aborted_) break;
            if (score > alpha) {
                alpha = score;
                iter_best = i;
                iter_pv.assign(1, order[i].move);
                for (int k = 0; k < pv_len_[1]; ++k) iter_pv.push_back(pv_[1][static_cast<std::size_t>(k)]);
            }
        }
        if (iter_best) {
            // The best move of this iteration leads the next one (a stopped iteration's best was
            // searched to the new depth against the old best, which always goes first).
            std::rotate(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(*iter_best),
                        order.begin() + static_cast<std::ptrdiff_t>(*iter_best) + 1);
            res.best = order.front().move;
        }
        if (aborted_) break;
        Info info;
        info.depth = depth;
        info.seldepth = std::max(seldepth_, depth);
        info.score = alpha;
        info.nodes = nodes_;
        info.time_ms = elapsed_ms();
        info.nps = nodes_ * 1000 / static_cast<std::uint64_t>(std::max<std::int64_t>(1, info.time_ms));
        info.hashfull = tt_.hashfull();
        info.pv = iter_pv;
        res.last = info;
        tt_.store(frames_.back().key, depth, alpha, Bound::exact, &order.front().move);
        if (on_info) on_info(info);
        if (limits_.mate && is_mate(alpha) && alpha > 0 && mate_moves(alpha) <= *limits_.mate) break;
        if (is_mate(alpha) && kMate - std::abs(alpha) < depth && !limits_.infinite && !limits_.depth) break;
        if (timed && order.size() == 1) break;
        if (budget_.soft_ms && elapsed_ms() * 2 >= *budget_.soft_ms) break;
    }
    // `go infinite` answers only after `stop`, even when it has nothing left to search.
    while (limits_.infinite && !stop_.load(std::memory_order_relaxed))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return res;
}

}  // namespace

Searcher::Searcher(std::size_t hash_mib) : state_(std::make_unique<State>(hash_mib)) {}
Searcher::~Searcher() = default;

void Searcher::set_hash(std::size_t mib) { state_->tt.resize(std::clamp<std::size_t>(mib, 1, kMaxHashMib)); }

void Searcher::clear() {
    state_->tt.clear();
    state_->history.clear();
}

Result Searcher::go(const Game& game, const Limits& limits, const std::atomic<bool>& stop,
                    const std::function<void(const Info&)>& on_info) {
    Run run(state_->tt, state_->history, limits, stop);
    return run.go(game, on_info);
}

}  // namespace UICI_CORE_NS::search
