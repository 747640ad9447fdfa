// Move ordering: the transposition-table move, captures by victim, their history and attacker,
// promotions, two killers per ply, then the history of quiet moves that cut off before.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "search/halt.hpp"
#include "search/search.hpp"

namespace UICI_CORE_NS::search {

// The score of a killer (the first one's one more); a quiet move's below is its history.
inline constexpr std::int32_t kKillerScore = 1 << 24;

struct ScoredMove {
    Move move;
    std::int32_t score = 0;
    bool quiet = true;
};

// The centipawn value of what `m` takes (0 for none).
int captured_value(const Position& p, const Move& m);
// Whether the other side attacks m.to once the mover has left m.from.
bool defended_after(const Position& p, const Move& m);
// A capture of a piece worth less than the capturer on a square the other side defends: it
// loses material at once (a crude exchange test; even trades and free captures are kept).
bool losing_capture(const Position& p, const Move& m);

class MoveHistory {
public:
    void clear();
    void age();  // halves every entry, between searches
    [[nodiscard]] int get(const Position& p, const Move& m) const { return table_[slot(p, m)]; }
    // The same, given the piece on m.from (null: none), which the caller has looked up already.
    [[nodiscard]] int get(const Piece* mover, const Move& m) const { return table_[slot(mover, m)]; }
    void reward(const Position& p, const Move& m, int depth);
    void punish(const Position& p, const Move& m, int depth);
    // A capture's entry (by its piece, target square and the type it takes), within +-kLimit.
    [[nodiscard]] int capture(const Piece* mover, const Move& m, PieceType victim) const {
        return captures_[capture_slot(mover, m, victim)];
    }
    // A capture that cut off, and the captures tried before a cut-off.
    void reward_capture(const Position& p, const Move& m, int depth);
    void punish_capture(const Position& p, const Move& m, int depth);
    // Entries stay within +-kLimit.
    static constexpr int kLimit = 16384;
    std::array<std::array<Move, 2>, kMaxPly + 1> killers{};
    std::array<std::array<bool, 2>, kMaxPly + 1> has_killer{};
    void add_killer(int ply, const Move& m);

private:
    static constexpr std::size_t kSize = 1 << 16;
    static int bonus(int depth) { return std::min(16 * depth * depth, 1600); }
    void update(const Position& p, const Move& m, int bonus);
    static std::size_t slot(const Position& p, const Move& m);
    static std::size_t slot(const Piece* mover, const Move& m);
    std::vector<std::int32_t> table_ = std::vector<std::int32_t>(kSize, 0);
    static constexpr std::size_t kCaptureSize = 1 << 16;
    static std::size_t capture_slot(const Piece* mover, const Move& m, PieceType victim);
    void update_capture(const Position& p, const Move& m, int bonus);
    std::vector<std::int16_t> captures_ = std::vector<std::int16_t>(kCaptureSize, 0);
};

// Scores and sorts `moves` best first; ties keep a fixed order (start square, then target
// square, then promotion), so the order never depends on how the moves were generated.
// `tt_move` is the transposition table's move digest (keys.hpp), 0 for none. A long list
// calls `poll` as it goes.
void order_moves(const Position& p, const std::vector<Move>& moves, std::uint32_t tt_move, const MoveHistory& h,
                 int ply, std::vector<ScoredMove>& out, const Poll& poll);

// order_moves in two halves, for a node that may cut off before it has tried most of its
// moves: score_moves scores `moves` into `out` unsorted (true when it sorted them already: a
// list long enough to poll), and pick_move(out, i, sorted), called for i = 0, 1, 2, ... in turn,
// puts in out[i] the move order_moves would have there (the best of out[i..] for the first
// kPickedFirst, then the rest sorted at once, which sets `sorted`).
inline constexpr std::size_t kPickedFirst = 3;
// With `rank_losing`, a losing capture (losing_capture) comes after the quiet moves.
bool score_moves(const Position& p, const std::vector<Move>& moves, std::uint32_t tt_move, const MoveHistory& h,
                 int ply, std::vector<ScoredMove>& out, const Poll& poll, bool rank_losing = false);
void pick_move(std::vector<ScoredMove>& out, std::size_t i, bool& sorted);

// A total order on moves (display order of start and target, then promotion).
bool move_order_less(const Move& a, const Move& b);

}  // namespace UICI_CORE_NS::search
