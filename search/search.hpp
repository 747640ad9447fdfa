// The reference player behind `go`: iterative deepening principal-variation alpha-beta with
// quiescence on captures, a transposition table, killer and history move ordering, a check
// extension, null-move pruning and late-move reductions, on core's rules and core's verdicts
// (core/game/status.hpp decides every win, loss and draw the search meets).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/board/move.hpp"
#include "core/game/game.hpp"

namespace UICI_CORE_NS::search {

// What `go` asked for. Nothing set: search until stopped (as infinite, but answering when the
// depth runs out).
struct Limits {
    std::optional<int> depth;
    std::optional<std::uint64_t> nodes;
    std::optional<int> mate;  // moves
    std::optional<std::int64_t> movetime, wtime, btime, winc, binc;
    std::optional<int> movestogo;
    bool infinite = false;
    // go ponder: search as infinite until `ponderhit` becomes true (the clock limits then apply,
    // counted from that moment) or stop comes; no answer before either.
    bool ponder = false;
    const std::atomic<bool>* ponderhit = nullptr;
    // How many best root moves each iteration reports, each with its own exact score and pv.
    int multipv = 1;
    std::vector<Move> searchmoves;
    // Test hook: the half-width in centipawns of the first aspiration window (kAspiration when
    // unset); 0 searches every iteration with the full window.
    std::optional<int> aspiration;
    std::int64_t move_overhead = 20;  // ms kept back from every clock-based budget
    // When the go was received: the budget counts from there, so that copying the game and
    // starting the job are paid from the engine's own time. Unset: when the search starts.
    std::optional<std::chrono::steady_clock::time_point> received;
    // Test hook: the clock the search reads for its time limits, its info lines' `time` and
    // the progress lines between iterations. Unset: std::chrono::steady_clock::now.
    std::function<std::chrono::steady_clock::time_point()> clock;
};

inline constexpr int kMate = 32000;
inline constexpr int kMaxPly = 128;
inline constexpr int kMaxDepth = 64;
// With one line (MultiPV 1), an iteration from kAspirationDepth on first searches a window of
// +-kAspiration around the last score; a score outside it is a bound, reported as one, and the
// window widens until the score falls inside.
inline constexpr int kAspiration = 30;
inline constexpr int kAspirationDepth = 4;
// Whether a score says mate, and in how many moves (positive: the side to move mates).
constexpr bool is_mate(int score) { return score > kMate - 1000 || score < -kMate + 1000; }
constexpr int mate_moves(int score) { return score > 0 ? (kMate - score + 1) / 2 : -(kMate + score) / 2; }

// Whether a score is the exact value or only a bound on it: `lower` when the iteration failed
// high (the best move is at least this good), `upper` when it failed low (no move is better).
enum class ScoreBound : std::uint8_t { exact, lower, upper };

// One info line. Four kinds: a finished iteration; the line of an aspiration window that failed
// (bound lower or upper; more lines of its depth follow); the final line before bestmove when the
// search was cut short (the stopped iteration, when it searched a root move to the end, else
// the last finished one again, else depth 0 with the static score), whose pv always starts
// with the move played; and a progress line within an iteration (no score, no pv), written
// at least once a second, naming the root move being searched from the first second on.
struct Info {
    int depth = 0;
    int seldepth = 0;
    std::optional<int> score;  // centipawns for the side to move, or a mate score (is_mate)
    ScoreBound bound = ScoreBound::exact;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    std::uint64_t nps = 0;
    int hashfull = 0;  // permille
    std::vector<Move> pv;
    std::optional<Move> currmove;
    std::size_t currmovenumber = 0;  // 1 for the first root move
    // Which of the best lines this is (1: the best) when more than one was asked for (MultiPV).
    std::optional<int> multipv;
};

// Win, draw and loss chances in permille for the side to move, from a score: a logistic model
// (about 12% wins and losses at 0, even odds of a win at +1.5 pawns); mate scores are certain.
// The score is clamped first, so nothing can overflow.
struct Wdl {
    int win = 0, draw = 0, loss = 0;
};
Wdl wdl_of(int score);

struct Result {
    std::optional<Move> best;    // nothing: no legal move (or the game is decided)
    std::optional<Move> ponder;  // the reply the pv expects, when it has one
    std::optional<Info> last;    // the last info line with a score (its pv starts with best)
};

class Searcher {
public:
    explicit Searcher(std::size_t hash_mib = 16);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    // False (and the table as it was) when the memory cannot be had. The table's pages are
    // mapped as the search first touches them (search/tt.hpp), so this takes microseconds.
    [[nodiscard]] bool set_hash(std::size_t mib);
    void clear();  // ucinewgame: forget everything learnt (touches no table memory)

    // Searches the game's current position. `stop` ends it early (the best move so far is
    // still returned, and a legal move even when time ran out before any was searched);
    // `on_info` hears each info line as it is due. With only depth, nodes or mate limits the
    // result (and every Info with a score, but time and nps) is a function of the game, the
    // limits and the searches since the last clear().
    Result go(const Game& game, const Limits& limits, const std::atomic<bool>& stop,
              const std::function<void(const Info&)>& on_info);

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace UICI_CORE_NS::search
