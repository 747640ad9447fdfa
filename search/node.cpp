// The search below the root: principal-variation alpha-beta with a transposition table, a check
// extension, reverse futility, null-move pruning, futility and late-move pruning of quiet moves,
// late-move reductions, then quiescence on captures (losing ones skipped, the table's bounds
// read). Each pruning rule was kept on games (docs/SEARCH.md, Strength).
#include <algorithm>
#include <array>
#include <cmath>
#include <span>

#include "core/board/board_view.hpp"
#include "core/game/status.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/check_after.hpp"
#include "core/rules/legality.hpp"
#include "search/candidates.hpp"
#include "search/eval.hpp"
#include "search/generate.hpp"
#include "search/keys.hpp"
#include "search/run.hpp"

namespace UICI_CORE_NS::search {
namespace {

// ln(depth) ln(index) / 2, rounded, for depth and index under 64 (beyond: their last row).
int late_reduction(int depth, int index) {
    static const auto table = [] {
        std::array<std::array<int, 64>, 64> t{};
        for (int d = 1; d < 64; ++d)
            for (int i = 1; i < 64; ++i) t[d][i] = static_cast<int>(0.5 + std::log(d) * std::log(i) / 2.0);
        return t;
    }();
    return table[static_cast<std::size_t>(std::min(depth, 63))][static_cast<std::size_t>(std::min(index, 63))];
}

}  // namespace

int Run::evaluate_here() {
    const std::uint64_t key = frames_.back().key;
    EvalSlot& slot = eval_cache_[key & (kEvalSlots - 1)];
    if (!slot.used || slot.key != key) slot = EvalSlot{key, evaluate_placement(pos_), true};
    return evaluate_scaled(pos_, slot.placement);
}

void Run::play(const Move& m) {
    const bool safe_before = frames_.back().other_safe;
    Undo u = apply_move(pos_, m);
    if (u.lost_rights())
        for (Square s : u.rare->rights_lost) rights_ ^= right_key(s);
    Frame f;
    f.key = position_key(pos_, rights_);
    f.reset = u.captured.has_value() || u.piece.type == PieceType::Pawn || u.lost_rights();
    f.last = LastMove{u.piece, u.captured, u.promoted};
    // Check from what the move changed, when the side to move had no royal attacked before it
    // (the full attack test at every node was 7 % of the search). The search plays only legal
    // moves, so the mover's royals are safe after its move when its opponent wins by checkmate;
    // but a royal it promoted to is not tested (docs/RULES.md section 5).
    if (safe_before && restricted(pos_.turn)) f.check = royal_attacked_after(pos_, u);
    f.other_safe = restricted(u.piece.color) && !(u.promoted && spec(u.placed).royal);
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

bool Run::moves_here(GeneratedMoves& gen, std::vector<Move>& out, InCheckNow in_check) {
    generate_polled(pos_, gen, poll_, in_check);
    out.clear();
    if (!holds_a_move(gen)) return false;
    note_witness(gen);
    candidate_moves(pos_, gen, out, poll_);
    return true;
}

void Run::captures_here(std::vector<Move>& out, InCheckNow in_check) {
    out.clear();
    legal_captures(pos_, out, poll_, in_check);
}

int Run::quiesce(int alpha, int beta, int ply, int qply, const Judged* judged) {
    ++nodes_;
    // Handed over by search(), a node with no legal move counts as search() counted it: no
    // seldepth, no halted() (so a node limit ends the search where it did).
    const int seldepth_before = seldepth_;
    seldepth_ = std::max(seldepth_, ply);
    pv_len_[static_cast<std::size_t>(ply)] = 0;
    // Whether a legal move is left is asked only where the node would end without generating
    // its moves or when the captures are none: elsewhere the list it generates tells.
    const auto no_moves = [&](InCheckNow in_check) -> std::optional<int> {
        auto v = unless_moves_left(ply, in_check);
        if (v && judged) seldepth_ = seldepth_before;
        return v;
    };
    if (judged && at_node_limit())
        if (auto v = no_moves(judged->in_check)) return *v;
    if (halted_at_node()) return 0;
    const InCheckNow known = judged ? judged->in_check : check_here();
    if (!judged)
        if (auto v = verdict(ply, known)) return *v;
    const auto ends = [&](int score) { return no_moves(known).value_or(score); };
    if (ply >= kMaxPly - 1) return ends(evaluate_here());
    // A bound the table holds from any search of this position ends quiescence here too.
    if (const TTEntry* e = tt_.probe(frames_.back().key)) {
        int s = e->score;
        if (is_mate(s)) s += s > 0 ? -ply : ply;
        if (e->bound == Bound::exact || (e->bound == Bound::lower && s >= beta) ||
            (e->bound == Bound::upper && s <= alpha))
            return ends(s);
    }
    const bool checked = known.value_or(false);
    int best = -kMate + ply;
    if (!checked) {
        best = evaluate_here();
        if (best >= beta || qply >= kMaxQuiescence) return ends(best);
        alpha = std::max(alpha, best);
    } else if (qply >= kMaxQuiescence) {
        return ends(evaluate_here());
    }
    NodeLists& lists = lists_[static_cast<std::size_t>(ply)];
    if (checked) {
        if (!moves_here(lists.gen, lists.moves, known)) {
            if (judged) seldepth_ = seldepth_before;
            return no_moves_score(ply, known);
        }
    } else {
        captures_here(lists.moves, known);
        if (lists.moves.empty()) best = ends(best);  // (a legal capture is a legal move)
    }
    std::vector<ScoredMove>& ordered = lists.ordered;
    bool sorted = score_moves(pos_, lists.moves, 0, history_, ply, ordered, poll_);
    for (std::size_t at = 0; at < ordered.size(); ++at) {
        pick_move(ordered, at, sorted);
        const ScoredMove& sm = ordered[at];
        // Delta pruning: a capture that cannot lift the score near alpha is not tried.
        if (!checked && !sm.move.promotion && best + captured_value(pos_, sm.move) + 200 < alpha) continue;
        if (!checked && losing_capture(pos_, sm.move)) continue;
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
    const InCheckNow known = check_here();
    // The verdict is asked in two halves: here what ends the game whatever the moves (a win by
    // the last move, a repetition, a draw rule out of check), and whether a legal move is left
    // only where the node would end without generating its moves; elsewhere the list it
    // generates tells (a second generation at every node was 9 % of the search). A node with
    // no legal move returns what the whole verdict gave before, with the same node count and
    // seldepth, and before halted() reads a node limit.
    if (ply > 0) {
        if (auto v = verdict(ply, known)) {
            ++nodes_;
            return *v;
        }
        // No mate found later can beat one found sooner.
        alpha = std::max(alpha, -kMate + ply);
        beta = std::min(beta, kMate - ply - 1);
        if (alpha >= beta) {
            if (auto v = unless_moves_left(ply, known)) {
                ++nodes_;
                return *v;
            }
            return alpha;
        }
    }
    if (depth <= 0 || ply >= kMaxPly - 2) {
        // At the root (ply 0) the verdict was not asked here: quiesce asks it.
        const Judged judged{known};
        return quiesce(alpha, beta, ply, 0, ply > 0 ? &judged : nullptr);
    }
    ++nodes_;
    const int seldepth_before = seldepth_;
    seldepth_ = std::max(seldepth_, ply);
    const auto no_moves = [&]() -> std::optional<int> {
        if (ply == 0) return std::nullopt;  // (the root has moves: root.cpp generated them)
        auto v = unless_moves_left(ply, known);
        if (v) seldepth_ = seldepth_before;
        return v;
    };
    if (at_node_limit())
        if (auto v = no_moves()) return *v;
    if (halted_at_node()) return 0;
    const std::uint64_t key = frames_.back().key;
    const TTEntry* e = tt_.probe(key);
    if (e) {
        int s = e->score;
        if (is_mate(s)) s += s > 0 ? -ply : ply;
        if (!pv_node && e->depth >= depth &&
            (e->bound == Bound::exact || (e->bound == Bound::lower && s >= beta) ||
             (e->bound == Bound::upper && s <= alpha)))
            return no_moves().value_or(s);
    }
    const std::uint32_t tt_move = tt_move_here(e);
    const bool checked = known.value_or(false);
    if (checked && ply < 2 * depth + 8) ++depth;  // check extension
    // `go mate n` prunes and reduces nothing: its depth (2n + 1) then finds every mate in n.
    const bool selective = !limits_.mate;
    // With no move from the table, a deep node is searched a ply shallower: its first try is
    // a guess, and the shallower search costs less and fills the table for the next visit.
    if (selective && tt_move == 0 && depth >= 4) --depth;
    // The static score, and whether it rose since this side's last move ("improving": then
    // fewer of its moves are pruned). In check there is none (every evasion is searched).
    const int eval = checked ? -kMate : evaluate_here();
    static_eval_[uply] = eval;
    const bool improving = !checked && ply >= 2 && eval > static_eval_[uply - 2];
    // Reverse futility: near the horizon, a static score far above beta will hold.
    if (selective && !pv_node && !checked && ply > 0 && depth <= kFutilityDepth && !is_mate(beta) &&
        eval - kFutilityMargin * (depth - (improving ? 1 : 0)) >= beta)
        return no_moves().value_or(eval);
    // Null move: if passing still holds beta, a real move will too (not in check, not in a
    // bare-royals ending where passing would be the only way out of zugzwang).
    if (selective && !pv_node && allow_null && !checked && depth >= 3 && ply > 0 && !is_mate(beta) && eval >= beta) {
        const int non_pawn = [&] {
            int n = 0;
            for (int t = 0; t < kPieceTypeCount; ++t)
                if (t != index(PieceType::Pawn) && !spec(static_cast<PieceType>(t)).royal)
                    n += pos_.board.count(pos_.turn, static_cast<PieceType>(t));
            return n;
        }();
        if (non_pawn > 0) {
            if (auto v = no_moves()) return *v;  // (passing is no move)
            const auto ep = pos_.en_passant;
            pos_.turn = opposite(pos_.turn);
            pos_.en_passant.reset();
            // Passing changes no attack: the side to move next is as safe as it was, and the
            // passer (not in check, when check_here() tested it) stays so.
            Frame passed{position_key(pos_, rights_), true, std::nullopt, std::nullopt, false};
            if (frames_.back().other_safe) passed.check = false;
            passed.other_safe = known.has_value();
            frames_.push_back(passed);
            const int r = 3 + depth / 3 + std::min((eval - beta) / 200, 3);
            const int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
            frames_.pop_back();
            pos_.turn = opposite(pos_.turn);
            pos_.en_passant = ep;
            if (aborted_) return 0;
            if (score >= beta) return is_mate(score) ? beta : score;
        }
    }
    const int alpha0 = alpha;
    int best = -kMate;
    std::optional<Move> best_move;
    // Near the horizon, outside the principal variation and out of check, quiet moves are
    // skipped once they come late (late-move pruning) or once the static score is too far below
    // alpha for a quiet move to reach it (futility), when a move has shown the side is not mated.
    const bool prune_quiets = selective && !pv_node && !checked && depth <= kFutilityDepth;
    const bool futile = prune_quiets && !is_mate(alpha) && eval + kFutilityMargin * (depth + 1) <= alpha;
    const int late = depth <= kLateMoveDepth ? (4 + 2 * depth * depth) / (improving ? 1 : 2) : 1 << 30;
    int index = 0;
    // The node's result, into the table and returned.
    const auto stored = [&] {
        const Bound bound = best >= beta ? Bound::lower : best > alpha0 ? Bound::exact : Bound::upper;
        int s = best;
        if (is_mate(s)) s += s > 0 ? ply : -ply;
        tt_.store(key, depth, s, bound, best_move ? move_digest(*best_move) : 0);
        return best;
    };
    // Searches one move; true when the node is done (a cut-off, or the search aborted).
    // `before`: the moves tried or skipped before it, whose history a quiet cut-off lowers.
    const auto visit = [&](const ScoredMove& sm, std::span<const ScoredMove> before) {
        play(sm.move);
        int score = 0;
        if (index == 0) {
            score = -search(depth - 1, -beta, -alpha, ply + 1, pv_node, true);
        } else {
            // Late quiet moves are searched shallower first, all with a null window first: by
            // ln(depth) ln(index) / 2 plies, one less in the principal variation, one more when
            // the side's score is not improving.
            int reduction = 0;
            if (selective && sm.quiet && !checked && depth >= 3 && index >= 3) {
                reduction = late_reduction(depth, index) - (pv_node ? 1 : 0) + (improving ? 0 : 1);
                // Less for a killer or a move with a good history, more for a bad history.
                reduction -= sm.score >= kKillerScore ? 1 : sm.score / 6000;
                reduction = std::clamp(reduction, 1, depth - 2);
            }
            score = -search(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false, true);
            if (!aborted_ && score > alpha && reduction > 0)
                score = -search(depth - 1, -alpha - 1, -alpha, ply + 1, false, true);
            if (!aborted_ && score > alpha && score < beta)
                score = -search(depth - 1, -beta, -alpha, ply + 1, true, true);
        }
        take_back();
        if (aborted_) return true;
        ++index;
        if (score <= best) return false;
        best = score;
        best_move = sm.move;
        if (score <= alpha) return false;
        alpha = score;
        auto& line = pv_[uply];
        line[0] = sm.move;
        const int child = pv_len_[uply + 1];
        for (int i = 0; i < child; ++i)
            line[static_cast<std::size_t>(i + 1)] = pv_[uply + 1][static_cast<std::size_t>(i)];
        pv_len_[uply] = child + 1;
        if (score < beta) return false;
        if (sm.quiet) {
            history_.add_killer(ply, sm.move);
            history_.reward(pos_, sm.move, depth);
            for (const ScoredMove& other : before)
                if (other.quiet) history_.punish(pos_, other.move, depth);
        } else if (captured_value(pos_, sm.move) > 0) {
            history_.reward_capture(pos_, sm.move, depth);
        }
        // The captures tried before a cut-off did not cut off.
        for (const ScoredMove& other : before)
            if (!other.quiet && captured_value(pos_, other.move) > 0) history_.punish_capture(pos_, other.move, depth);
        return true;
    };
    // The table's move, when its digest spells it out and it is legal here, is searched before
    // the moves are generated: a cut-off at it (the usual case at a node the table knows)
    // spares generating them. The ordering would have put it first too; the moves after it are
    // scored once it is searched, with the history its subtree wrote.
    const std::optional<Move> first = [&]() -> std::optional<Move> {
        auto m = table_move(tt_move, pos_.turn);
        if (!m) return std::nullopt;
        MovePlan plan;  // (made only for a move to test: most nodes have none)
        if (check_move(pos_, *m, plan, known) != Reason::legal) return std::nullopt;
        return m;
    }();
    if (first) {
        const ScoredMove sm{*first, 1 << 30, captured_value(pos_, *first) == 0 && !first->promotion};
        if (visit(sm, {})) return aborted_ ? 0 : stored();
    }
    NodeLists& lists = lists_[uply];
    if (!moves_here(lists.gen, lists.moves, known) && ply > 0) {
        seldepth_ = seldepth_before;
        return no_moves_score(ply, known);
    }
    // (no square of a filtered slide found nearby)
    if (lists.moves.empty()) return first ? stored() : evaluate_here();
    std::vector<ScoredMove>& ordered = lists.ordered;
    // Sorted only as far as the loop below gets (a cut-off often comes at the first move).
    bool sorted = score_moves(pos_, lists.moves, tt_move, history_, ply, ordered, poll_, true);
    for (std::size_t at = 0; at < ordered.size(); ++at) {
        pick_move(ordered, at, sorted);
        const ScoredMove& sm = ordered[at];
        if (first && sm.move == *first) continue;  // (searched above)
        if (index > 0 && sm.quiet && prune_quiets && (futile || index >= late) && !(is_mate(best) && best < 0))
            continue;
        if (visit(sm, std::span<const ScoredMove>(ordered.data(), at))) {
            if (aborted_) return 0;
            break;
        }
    }
    return stored();
}

}  // namespace UICI_CORE_NS::search
