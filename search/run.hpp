// One `go`: the position it plays on and everything that lives only as long as the search.
// Internal to search/: root.cpp drives the iterations and writes the info lines, node.cpp
// searches below the root.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

#include "core/game/status.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "search/halt.hpp"
#include "search/ordering.hpp"
#include "search/progress.hpp"
#include "search/search.hpp"
#include "search/time_budget.hpp"
#include "search/tt.hpp"

namespace UICI_CORE_NS::search {

inline constexpr int kMaxQuiescence = 8;  // plies of check evasions and captures after the horizon
// Pruning near the horizon (node.cpp): up to this depth, with this margin a ply in centipawns.
inline constexpr int kFutilityDepth = 6;
inline constexpr int kFutilityMargin = 90;
inline constexpr int kLateMoveDepth = 4;  // late-move pruning up to this depth

struct Frame {
    std::uint64_t key = 0;
    bool reset = false;  // the move into this position was a capture, a pawn move or lost rights
    std::optional<LastMove> last;
    // What the move into this position tells of check, for check_here(): whether the side to
    // move has a royal attacked (when known), and whether the other side is known to have none
    // attacked (it just made a legal move under checkmate rules, or passed out of check).
    InCheckNow check;
    bool other_safe = false;
};

// What one iteration found so far: filled as root moves finish, so a stopped iteration still
// tells which move it would play and why.
struct Iteration {
    int depth = 0;
    std::optional<std::size_t> best;  // index in the root order
    int score = 0;
    std::vector<Move> pv;
    // Exact, or the bound of an aspiration window that failed: `lower` when the best move failed
    // high (the iteration ended there), `upper` when every move failed low (then best is unset
    // and score is the highest bound found).
    ScoreBound bound = ScoreBound::exact;
    // MultiPV: the best lines searched to the end so far, best first (the first is best/score/pv).
    struct Line {
        std::size_t index = 0;
        int score = 0;
        std::vector<Move> pv;
    };
    std::vector<Line> lines;
};

// The triangular table of principal variations: row k holds the best line found from ply k on.
// The Searcher keeps one from one go to the next: as a member of a Run on the worker's stack its
// 800 KB were zeroed and faulted in at every go, most of the time a `go nodes 1` took.
using PvTable = std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1>;

class Run {
public:
    using Clock = std::chrono::steady_clock;
    Run(TranspositionTable& tt, MoveHistory& history, PvTable& pv, const Limits& limits, const std::atomic<bool>& stop,
        const std::function<void(const Info&)>& on_info);

    Result go(const Game& game);

private:
    // root.cpp
    void set_up(const Game& game);
    void root_moves(const Position& root, GeneratedMoves& gen, std::vector<ScoredMove>& order);
    // One pass over the root moves at it.depth within the window (alpha, beta).
    void iterate(Iteration& it, const std::vector<ScoredMove>& order, int alpha, int beta);
    // One iteration: aspiration windows widened until its score is exact (or the search ends);
    // `stopped` gets what the iteration had found when the search ended within it.
    void deepen(Iteration& it, std::vector<ScoredMove>& order, Iteration& stopped, const std::optional<Info>& last);
    // The info lines of a finished iteration, or of a failed window: one, or one per MultiPV line.
    void write_lines(const Iteration& it);
    // go ponder: true while no ponderhit came (no clock limit yet); at ponderhit, the budget.
    bool pondering();
    // Whether the search must end (stop, the node limit, the hard time limit); writes a
    // progress line when one is due.
    [[nodiscard]] bool halted();
    // halted() for a node: stop and the node limit read at every node, the clock (and with it
    // the hard limit, ponderhit and the progress lines) at every kClockEvery-th: a clock read at
    // every node was about 1.5 % of the search's time, and kClockEvery nodes take well under a
    // millisecond.
    [[nodiscard]] bool halted_at_node() {
        if (aborted_) return true;
        if (++node_polls_ % kClockEvery != 0 && !stop_.load(std::memory_order_relaxed) && !at_node_limit())
            return false;
        return halted();
    }
    // For loops: throws Halted once halted() (reading the clock every few calls).
    void poll();
    // Throws Halted when the search must end, reading the clock every time.
    void check();
    [[nodiscard]] Clock::time_point now() const { return limits_.clock ? limits_.clock() : Clock::now(); }
    [[nodiscard]] std::int64_t elapsed_ms(Clock::time_point t) const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(t - start_).count();
    }
    // Time against the budget: from the go, or from the ponderhit of a go ponder.
    [[nodiscard]] std::int64_t budget_ms(Clock::time_point t) const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(t - budget_start_).count();
    }
    // An info line with the counters as they are now.
    [[nodiscard]] Info counters(int depth);
    void write(const Info& info);

    // node.cpp
    int search(int depth, int alpha, int beta, int ply, bool pv_node, bool allow_null);
    // What search() learned before handing a node to quiesce(): core's verdict was asked (the
    // game goes on) and check_here() answered `in_check`.
    struct Judged {
        InCheckNow in_check;
    };
    int quiesce(int alpha, int beta, int ply, int qply, const Judged* judged = nullptr);
    // Whether the side to move is in check, tested once a node and handed to core's verdict and
    // generators: nothing when check does not matter to it (the opponent cannot win by
    // checkmate, or it has no royal), as check_restricted says.
    [[nodiscard]] InCheckNow check_here() const;
    // check_restricted(pos_, c), from the rules read once a go (set_up).
    [[nodiscard]] bool restricted(Color c) const {
        return wins_by_mate_[static_cast<std::size_t>(index(opposite(c)))] && !pos_.board.royals(c).empty();
    }
    // The verdict of core's rules on the current position (not the root) if the side to move
    // has a legal move: a score, or nothing while the game goes on. Whether it has one is
    // asked later (node.cpp): of the list the node generates, else of core.
    std::optional<int> verdict(int ply, InCheckNow in_check);
    // The score of a position verdict() left going on, when the side to move has no legal move.
    int no_moves_score(int ply, InCheckNow in_check) const;
    // no_moves_score when the side to move has no legal move, else nothing.
    std::optional<int> unless_moves_left(int ply, InCheckNow in_check);
    // Whether the side to move has a legal move: its witness's moves, else has_legal_move.
    bool moves_left(InCheckNow in_check);
    // Takes a witness for the side to move from a list of its legal moves, unless it has one.
    void note_witness(const GeneratedMoves& gen);
    int status_score(const Status& st, int ply) const;
    [[nodiscard]] bool at_node_limit() const { return limits_.nodes && nodes_ >= *limits_.nodes; }
    bool repeated() const;
    void play(const Move& m);
    void take_back();
    // The search's moves (core's legal moves, slides cut to their candidate squares) into `out`;
    // false (and `out` empty) when the side to move has no legal move.
    bool moves_here(GeneratedMoves& gen, std::vector<Move>& out, InCheckNow in_check);
    // The captures and promotions among the legal moves into `out` (generate.hpp's legal_captures).
    void captures_here(std::vector<Move>& out, InCheckNow in_check);
    std::uint32_t tt_move_here(const TTEntry* e) const { return e ? e->move : 0; }
    // evaluate(pos_), its placement half kept by position key (eval_cache_).
    int evaluate_here();

    TranspositionTable& tt_;
    MoveHistory& history_;
    const Limits& limits_;
    const std::atomic<bool>& stop_;
    const std::function<void(const Info&)>& on_info_;
    Poll poll_;
    Clock::time_point start_;
    ProgressClock progress_;
    TimeBudget budget_;
    TimeBudget planned_;  // go ponder: the budget that applies from ponderhit on
    bool pondering_ = false;
    Clock::time_point budget_start_;
    Position pos_;
    std::uint64_t rights_ = 0;
    std::array<bool, 2> wins_by_mate_{};  // by colour: the rules' win conditions include checkmate
    std::vector<Frame> frames_;           // game history, then the search path; back() is the current one
    std::vector<Undo> undos_;
    std::size_t root_frame_ = 0;
    std::uint64_t nodes_ = 0;
    unsigned polls_ = 0;
    static constexpr unsigned kClockEvery = 16;
    unsigned node_polls_ = 0;
    int seldepth_ = 0;
    bool aborted_ = false;
    // Where the root is: for the progress lines.
    int depth_now_ = 0;
    std::optional<Move> currmove_;
    std::size_t currmovenumber_ = 0;
    PvTable& pv_;  // a row is read only up to its length in pv_len_
    std::array<int, kMaxPly + 1> pv_len_{};
    std::array<int, kMaxPly + 1> static_eval_{};  // search(): the static score at each ply of the path
    // A node's move lists, one set a ply, kept through the search: each node below the root
    // reuses its ply's vectors instead of allocating its own (one node a ply is open at a time).
    struct NodeLists {
        GeneratedMoves gen;
        std::vector<Move> moves;
        std::vector<ScoredMove> ordered;
    };
    std::vector<NodeLists> lists_ = std::vector<NodeLists>(kMaxPly + 1);
    // For each side, a piece that had a legal move at some node (a pawn or a leaper): moves_left
    // tries it first. Only the cost of the answer depends on it, never the answer.
    std::array<std::optional<Square>, 2> witness_{};
    GeneratedMoves witness_moves_;
    // The evaluation's placement half (eval.hpp) by position key, fresh each go: quiescence
    // often reaches a placement evaluated before by another order of the same captures. The
    // key stands for the placement as the table's keys do; the move-rule scaling, which the
    // key leaves out, is applied at every use.
    struct EvalSlot {
        std::uint64_t key = 0;
        long long placement = 0;
        bool used = false;
    };
    static constexpr std::size_t kEvalSlots = std::size_t{1} << 14;
    std::vector<EvalSlot> eval_cache_ = std::vector<EvalSlot>(kEvalSlots);
};

}  // namespace UICI_CORE_NS::search
