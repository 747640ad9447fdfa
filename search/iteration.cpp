// One iteration of the deepening: a pass over the root moves within a window, and the
// aspiration windows around it. A score outside the window is only a bound: its info line says
// so (`lowerbound`, `upperbound`), and the window widens until the score falls inside. A failed
// low pass names no move: when the search ends before the wider pass has searched one, the move
// played is the last finished iteration's, never one read off a fail-low.
#include <algorithm>

#include "core/rules/primes.hpp"
#include "search/run.hpp"

namespace UICI_CORE_NS::search {
namespace {

constexpr int kInfinite = kMate + 1;

// The best moves of an iteration lead the next pass, in their rank (a stopped iteration's best
// was searched to the new depth against the old best, which always goes first).
void lead_with(const Iteration& it, std::vector<ScoredMove>& order) {
    std::vector<bool> ranked(order.size(), false);
    std::vector<ScoredMove> next;
    next.reserve(order.size());
    for (const auto& line : it.lines) {
        ranked[line.index] = true;
        next.push_back(order[line.index]);
    }
    for (std::size_t i = 0; i < order.size(); ++i)
        if (!ranked[i]) next.push_back(order[i]);
    order = std::move(next);
}

}  // namespace

void Run::iterate(Iteration& it, const std::vector<ScoredMove>& order, int alpha0, int beta) {
    seldepth_ = 0;
    depth_now_ = it.depth;
    const std::size_t wanted = static_cast<std::size_t>(std::max(1, limits_.multipv));
    int highest = -kInfinite;  // the best score of the pass, a bound when none beat alpha0
    for (std::size_t i = 0; i < order.size(); ++i) {
        currmove_ = order[i].move;
        currmovenumber_ = i + 1;
        ++nodes_;
        play(order[i].move);
        // Until `wanted` lines are known every move must get an exact score: with the whole
        // window, a full window for MultiPV's lines, or first on a null window at the bottom of an
        // aspiration window once the first move failed low. After that a move must beat the worst
        // of them, first on a null window.
        const bool open = it.lines.size() < wanted;
        const int alpha = open ? alpha0 : std::max(alpha0, it.lines.back().score);
        int score = 0;
        if (i == 0 || (open && alpha <= -kInfinite)) {
            score = -search(it.depth - 1, -beta, -alpha, 1, true, true);
        } else {
            score = -search(it.depth - 1, -alpha - 1, -alpha, 1, false, true);
            if (!aborted_ && score > alpha) score = -search(it.depth - 1, -beta, -alpha, 1, true, true);
        }
        take_back();
        if (aborted_) return;
        highest = std::max(highest, score);
        if (score <= alpha) continue;
        Iteration::Line line{i, score, {order[i].move}};
        for (int k = 0; k < pv_len_[1]; ++k) line.pv.push_back(pv_[1][static_cast<std::size_t>(k)]);
        // After the lines of equal score: the earlier move keeps its rank.
        const auto at = std::upper_bound(it.lines.begin(), it.lines.end(), score,
                                         [](int v, const Iteration::Line& l) { return v > l.score; });
        it.lines.insert(at, std::move(line));
        if (it.lines.size() > wanted) it.lines.pop_back();
        it.best = it.lines.front().index;
        it.score = it.lines.front().score;
        it.pv = it.lines.front().pv;
        if (score >= beta) {
            // Failed high: this move is at least that good; the rest cannot change the move.
            it.bound = ScoreBound::lower;
            return;
        }
    }
    if (!it.best) {
        // Failed low: no move reached the window, and their scores are only upper bounds.
        it.bound = ScoreBound::upper;
        it.score = std::min(highest, alpha0);
    }
}

void Run::deepen(Iteration& it, std::vector<ScoredMove>& order, Iteration& stopped, const std::optional<Info>& last) {
    int delta = limits_.aspiration.value_or(kAspiration);
    const bool windowed = delta > 0 && limits_.multipv <= 1 && it.depth >= kAspirationDepth && last && last->score &&
                          !is_mate(*last->score);
    int alpha = windowed ? std::max(*last->score - delta, -kInfinite) : -kInfinite;
    int beta = windowed ? std::min(*last->score + delta, kInfinite) : kInfinite;
    std::optional<Iteration> high;  // the last pass that failed high: its move is the best so far
    for (;;) {
        Iteration pass{it.depth, std::nullopt, 0, {}, ScoreBound::exact, {}};
        try {
            const PrimalityPoll primality([this] { check(); });
            iterate(pass, order, alpha, beta);
        } catch (const Halted&) {
        }
        if (pass.best) lead_with(pass, order);
        if (aborted_) {
            // A pass cut short still has a move when it searched one to the end; else the move that
            // failed high before it, else none (the last finished iteration's then).
            if (pass.best) stopped = std::move(pass);
            else if (high) stopped = std::move(*high);
            return;
        }
        if (pass.bound == ScoreBound::exact) {
            it = std::move(pass);
            return;
        }
        // A mate score past the window opens that side at once: widening by pawns would take
        // a pass for every doubling on the way to it.
        if (pass.bound == ScoreBound::upper) {
            // The pv of a failed low pass is the last iteration's: the move it would still play.
            pass.pv = last->pv;
            alpha = is_mate(pass.score) ? -kInfinite : std::max(alpha - delta, -kInfinite);
        } else {
            beta = is_mate(pass.score) ? kInfinite : std::min(beta + delta, kInfinite);
        }
        write_lines(pass);
        if (pass.bound == ScoreBound::lower) high = std::move(pass);
        // Wider each time; past ten pawns the whole window (a score that far out is mate or gone).
        delta *= 2;
        if (delta > 1000) alpha = -kInfinite, beta = kInfinite;
    }
}

void Run::write_lines(const Iteration& it) {
    const bool several = limits_.multipv > 1;
    if (it.bound == ScoreBound::upper) {
        Info info = counters(it.depth);
        info.score = it.score;
        info.bound = it.bound;
        info.pv = it.pv;
        if (several) info.multipv = 1;
        return write(info);
    }
    for (std::size_t k = 0; k < (several ? it.lines.size() : std::size_t{1}); ++k) {
        Info info = counters(it.depth);
        info.score = it.lines[k].score;
        info.pv = it.lines[k].pv;
        if (k == 0) info.bound = it.bound;
        if (several) info.multipv = static_cast<int>(k + 1);
        write(info);
    }
}

}  // namespace UICI_CORE_NS::search
