// The root: the set-up of one go, iterative deepening over the root moves, and the info lines
// (each finished iteration, progress lines within one, the final line before bestmove).
#include <algorithm>
#include <thread>

#include "core/game/status.hpp"
#include "core/rules/primes.hpp"
#include "search/candidates.hpp"
#include "search/eval.hpp"
#include "search/generate.hpp"
#include "search/keys.hpp"
#include "search/run.hpp"

namespace UICI_CORE_NS::search {
namespace {

// Games longer than this give the search no repetition context from before the root: rebuilding
// the keys replays the game, and that must stay quick.
constexpr std::size_t kMaxReplay = 20'000;

}  // namespace

Run::Run(TranspositionTable& tt, MoveHistory& history, PvTable& pv, const Limits& limits, const std::atomic<bool>& stop,
         const std::function<void(const Info&)>& on_info)
    : tt_(tt),
      history_(history),
      limits_(limits),
      stop_(stop),
      on_info_(on_info),
      poll_([this] { poll(); }),
      start_(limits.received.value_or(now())),
      progress_(start_),
      budget_start_(start_),
      pv_(pv) {}

bool Run::halted() {
    if (aborted_) return true;
    const Clock::time_point t = now();
    if (pondering_) pondering();
    if (stop_.load(std::memory_order_relaxed) || (limits_.nodes && nodes_ >= *limits_.nodes) ||
        (budget_.hard_ms && budget_ms(t) >= *budget_.hard_ms)) {
        aborted_ = true;
    } else if (progress_.due(t)) {
        Info info = counters(depth_now_);
        if (progress_.currmove(t) && currmove_) {
            info.currmove = currmove_;
            info.currmovenumber = currmovenumber_;
        }
        write(info);
    }
    return aborted_;
}

void Run::poll() {
    // A poll comes every few hundred cheap steps or every slide: the clock is read at every
    // eighth (its cost then vanishes next to theirs).
    if (aborted_ || (++polls_ % 8 == 0 && halted())) {
        aborted_ = true;
        throw Halted{};
    }
}

void Run::check() {
    // A wait on a long primality test (core/rules/primes.hpp): the clock is read each time.
    if (aborted_ || halted()) {
        aborted_ = true;
        throw Halted{};
    }
}

Info Run::counters(int depth) {
    const Clock::time_point t = now();
    Info info;
    info.depth = depth;
    info.seldepth = std::max(seldepth_, depth);
    info.nodes = nodes_;
    info.time_ms = std::max<std::int64_t>(0, elapsed_ms(t));
    info.nps = nodes_ * 1000 / static_cast<std::uint64_t>(std::max<std::int64_t>(1, info.time_ms));
    info.hashfull = tt_.hashfull();
    return info;
}

void Run::write(const Info& info) {
    progress_.wrote(now());
    if (on_info_) on_info_(info);
}

void Run::set_up(const Game& game) {
    // The game's positions as keys, for repetition (replayed from the start: the game keeps
    // no keys of its own that include the rights).
    const UICI_CORE_NS::History hist = game.history();
    std::optional<LastMove> root_last;
    if (!hist.empty()) {
        const PlayedMove pm = hist.back();
        root_last = LastMove{pm.facts.moved, pm.facts.captured, pm.move.promotion.has_value()};
    }
    bool root_reset = root_last && (root_last->captured || root_last->moved.type == PieceType::Pawn);
    if (!hist.empty() && hist.size() <= kMaxReplay) {
        Position p = game.start();
        std::uint64_t r = rights_key(p);
        frames_.push_back(Frame{position_key(p, r), false, std::nullopt, std::nullopt, false});
        for (const PlayedMove pm : hist) {
            poll();
            const Undo u = apply_move(p, pm.move);
            if (u.lost_rights())
                for (Square s : u.rare->rights_lost) r ^= right_key(s);
            frames_.push_back(Frame{position_key(p, r),
                                    u.captured.has_value() || u.piece.type == PieceType::Pawn || u.lost_rights(),
                                    std::nullopt, std::nullopt, false});
        }
        root_reset = frames_.back().reset;
        frames_.pop_back();  // the current position comes next, from the game itself
    }
    pos_ = game.position();
    rights_ = rights_key(pos_);
    for (Color c : {Color::White, Color::Black})
        wins_by_mate_[static_cast<std::size_t>(index(c))] = pos_.rules.has(c, WinCondition::Checkmate);
    frames_.push_back(Frame{position_key(pos_, rights_), root_reset, root_last, std::nullopt, false});
    // The position given may leave the side not to move attacked: asked once (node.cpp's play()).
    frames_.back().other_safe = !any_royal_attacked(pos_, opposite(pos_.turn));
    root_frame_ = frames_.size() - 1;
}

void Run::root_moves(const Position& root, GeneratedMoves& gen, std::vector<ScoredMove>& order) {
    generate_polled(root, gen, poll_);
    std::vector<Move> moves;
    for (const Move& m : limits_.searchmoves) {
        poll();
        if (check_move(root, m) == Reason::legal) moves.push_back(m);
    }
    std::sort(moves.begin(), moves.end(), move_order_less);
    moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
    if (moves.empty()) candidate_moves(root, gen, moves, poll_);
    if (moves.empty())
        for (const SlideSet& s : gen.slides) {  // a filtered slide with no landmark square near
            poll();
            if (auto n = s.first_kept())
                if (auto to = s.square(*n); to && writable(*to)) moves.push_back(Move{s.from, *to, std::nullopt});
        }
    const TTEntry* e = tt_.probe(position_key(root, rights_key(root)));
    order_moves(root, moves, e ? e->move : 0, history_, 0, order, poll_);
}

bool Run::pondering() {
    if (pondering_ && limits_.ponderhit && limits_.ponderhit->load(std::memory_order_relaxed)) {
        // The clock limits count from the ponderhit, as if the go had come then.
        pondering_ = false;
        budget_ = planned_;
        budget_start_ = now();
    }
    return pondering_;
}

Result Run::go(const Game& game) {
    Result res;
    budget_ = plan_time(limits_, game.position().turn == Color::White);
    if (limits_.ponder) {
        planned_ = budget_;
        budget_ = {};
        pondering_ = true;
    }
    GeneratedMoves gen;
    std::vector<ScoredMove> order;
    try {
        const PrimalityPoll primality([this] { check(); });
        if (game.status().decisive()) return res;
        // The root's moves first, on the game's own position: on a crowded board the copy the
        // search plays on (set_up) is worth making only when there is time left to search.
        root_moves(game.position(), gen, order);
        if (order.empty()) return res;
        res.best = order.front().move;
        poll();
        set_up(game);
    } catch (const Halted&) {
        // Time ran out before the search could start: a legal move all the same, unless the
        // game is over (the verdict itself may have been cut short).
        if (!res.best && game.status().decisive()) return res;
        if (!res.best) res.best = first_legal_move(game.position(), gen);
        if (!res.best) return res;
    }
    if (!aborted_) tt_.new_search();
    if (!aborted_) history_.age();
    const int max_depth =
        std::clamp(limits_.depth.value_or(limits_.mate ? 2 * *limits_.mate + 1 : kMaxDepth), 1, kMaxDepth);
    Iteration stopped;
    // For the clock: how long the best move has held, and the last iteration's score.
    int stable = 0;
    std::optional<int> last_score;
    for (int depth = 1; depth <= max_depth && !aborted_; ++depth) {
        const Move best_before = order.front().move;
        Iteration it{depth, std::nullopt, 0, {}, ScoreBound::exact, {}};
        deepen(it, order, stopped, res.last);
        // The iteration's best leads the order (a failed low pass reorders nothing).
        res.best = order.front().move;
        if (aborted_) break;
        Info info = counters(depth);
        info.score = it.score;
        info.pv = it.pv;
        res.last = info;
        tt_.store(frames_.back().key, depth, it.score, Bound::exact, move_digest(order.front().move));
        write_lines(it);
        if (limits_.mate && is_mate(it.score) && it.score > 0 && mate_moves(it.score) <= *limits_.mate) break;
        if (is_mate(it.score) && kMate - std::abs(it.score) < depth && !limits_.infinite && !limits_.depth) break;
        if (budget_.hard_ms && !limits_.infinite && order.size() == 1) break;
        stable = depth > 1 && order.front().move == best_before ? stable + 1 : 0;
        const int drop = last_score ? *last_score - it.score : 0;
        last_score = it.score;
        if (budget_.soft_ms && budget_ms(now()) * 2 * 100 >= *budget_.soft_ms * soft_percent(stable, drop)) break;
    }
    // `go infinite` answers only after `stop`, and `go ponder` after `stop` or `ponderhit`, even
    // when it has nothing left to search.
    while ((limits_.infinite || pondering()) && !stop_.load(std::memory_order_relaxed))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    if (aborted_) {
        // The line bestmove is read with (runners take depth and score from the last info):
        // the stopped iteration when it finished a root move, else the last finished one, else
        // the static score of the move found without a search.
        const int depth = stopped.best ? stopped.depth : res.last ? res.last->depth : 0;
        Info info = counters(depth);
        if (limits_.multipv > 1) info.multipv = 1;
        if (stopped.best) {
            info.score = stopped.score;
            info.bound = stopped.bound;
            info.pv = stopped.pv;
        } else if (res.last) {
            info.seldepth = res.last->seldepth;
            info.score = res.last->score;
            info.pv = res.last->pv;
        } else {
            info.seldepth = 0;
            info.score = evaluate(game.position());
            info.pv = {*res.best};
        }
        res.last = info;
        write(info);
    }
    if (res.last && res.last->pv.size() >= 2) res.ponder = res.last->pv[1];
    return res;
}

}  // namespace UICI_CORE_NS::search
