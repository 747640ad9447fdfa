// Legal moves of the side to move: finite moves one by one, every slide as one set of
// squares along a ray (never expanded), and the written listing built from them.
//
// Listing grammar (one token per finite move or per slide, no spaces):
//   finite   FROM ">" TO [ "=" CODE ]          5,2>5,4   1,7>1,8=Q   (one per promotion piece)
//   slide    FROM ">" FIRST ".." [ LAST ] { FILTER }
//            the squares FROM + n*d for n from FIRST's step count to LAST's, where d is
//            FIRST - FROM divided by the gcd of its coordinates (one of the 16 slide
//            directions); without LAST the ray is unbounded (it ends only at the int64 edge).
//            1,1>1,2..        1,1>1,2..1,7        1,1>3,2..9,5 (knightrider, d = 2,1)
//   FILTER   "~p"             only squares whose step count from FROM is prime (huygens)
//            "~p@" X,Y        only squares at a prime distance (in steps) from X,Y, a square of
//                             the same line (a piece pinned by, or blocking, a huygens)
//            "~n@" X,Y        without the squares at a prime distance from X,Y (a huygens on the
//                             royal queen's line attacks those); "~n@X,Y/L": only distances <= L
//            "~x@" X,Y        without the square X,Y (a hole: a royal queen's attacked square)
//   Filters combine (a square must pass all of them). Examples:
//            -3,-3>-1,-3..4,-3~p          huygens, steps 2..7, primes only
//            0,0>1,0..~x@5,0~x@9,0        royal queen, open ray but 5,0 and 9,0 attacked
// (The tokens are written by core/notation/move_listing.hpp; rules build no strings.)
// A slide that keeps no square is left out; one that keeps a single square is still a slide.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/board/board.hpp"
#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "core/rules/legality.hpp"

namespace UICI_CORE_NS {

// Keeps (or drops) the squares at a prime distance from an anchor square on the slide's line.
struct PrimeFilter {
    Square anchor;
    Wide anchor_step = 0;        // the anchor's signed step count from the slide's start, along its sense
    bool keep = true;            // true: keep only prime distances; false: drop them
    std::optional<Count> reach;  // drop filters only: drop only distances <= reach
    friend bool operator==(const PrimeFilter&, const PrimeFilter&) = default;
};

// The squares from + n * sense * kLineDir[family] for first <= n <= last (last empty:
// unbounded), minus what the filters and holes take out.
struct SlideSet {
    Square from;
    int family = 0;
    int sense = 1;
    Count first = 1;
    std::optional<Count> last;
    bool prime_steps = false;  // huygens: only prime n
    std::vector<PrimeFilter> filters;
    std::vector<Count> holes;   // excluded n, sorted, all inside [first, last]
    bool capture_last = false;  // the square at `last` holds a piece to capture (internal)

    [[nodiscard]] bool contains(Count n) const;
    // The square at step n, or nothing past the int64 range.
    [[nodiscard]] std::optional<Square> square(Count n) const;
    // Step count of `s` on this slide's ray, or nothing when it is not on it (filters aside).
    [[nodiscard]] std::optional<Count> step_of(Square s) const;
    // The number of squares, or nothing when unbounded or when counting would take more
    // than `budget` primality tests (only filtered slides need them).
    [[nodiscard]] std::optional<Count> count(Count budget = 1u << 22) const;
    // The nearest square of the set, trying at most `budget` steps; nothing when none found.
    [[nodiscard]] std::optional<Count> first_kept(Count budget = 1u << 16) const;
    friend bool operator==(const SlideSet&, const SlideSet&) = default;
};

struct GeneratedMoves {
    std::vector<Move> finite;
    std::vector<SlideSet> slides;
    void clear() {
        finite.clear();
        slides.clear();
    }
};

// The legal moves of the side to move (of the piece on `from` only, when given), in no set
// order (list_moves and perft sort). Under check or pins a slide may come out as a narrower
// slide plus single squares (its capture square, blocking squares): together they are the
// legal set, with no square twice. `in_check_now`, when the caller knows it (a search tests
// check once a node), is not tested again: it must be what in_check(p, p.turn) answers.
void generate_moves(const Position& p, GeneratedMoves& out, std::optional<Square> from = std::nullopt,
                    InCheckNow in_check_now = std::nullopt);

// Whether move `m` of the side to move takes an enemy piece: one on its target square, or a
// pawn's en passant.
bool takes_piece(const Position& p, const Move& m);

// The moves of `g` (legal moves, as generate_moves lists them) that take an enemy piece or
// promote, appended to `out`; of a slide, the capture on its last square.
void captures_among(const Position& p, const GeneratedMoves& g, std::vector<Move>& out);

// The legal moves of the side to move (of the piece on `from` only, when given) that take an
// enemy piece or promote, appended to `out`: captures_among(generate_moves), the same set in
// another order. Each piece's captures are tested as generate_moves tests its moves; its quiet
// moves never are (a search's quiescence asks at every node). `in_check_now` as generate_moves.
void generate_captures(const Position& p, std::vector<Move>& out, std::optional<Square> from = std::nullopt,
                       InCheckNow in_check_now = std::nullopt);

// Whether the side to move has any legal move. `in_check_now` as generate_moves.
bool has_legal_move(const Position& p, InCheckNow in_check_now = std::nullopt);

// Whether `g` (legal moves as generate_moves lists them, of one piece or of all) holds a move:
// has_legal_move's test of each piece's list, so a caller that generated the moves anyway
// (a search) gets its answer without a second generation.
bool holds_a_move(const GeneratedMoves& g);

// Puts `g` in output order: finite moves by move_less, then slides in a fixed order (start
// square, direction, first step), so that walks over it do not depend on the board's table.
void sort_moves(GeneratedMoves& g);

// The legal moves in output order: finite moves by move_less, then slides in a fixed order
// (start square, direction, first step). The written listing is core/notation/move_listing.hpp's.
GeneratedMoves sorted_legal_moves(const Position& p, std::optional<Square> from = std::nullopt);

// A few slides of up to 2^64 - 1 squares each: 128 bits hold any such sum exactly.
#if UICI_WIDE
using MoveTotal = Count;
#else
__extension__ using MoveTotal = unsigned __int128;
#endif
// The exact number of moves in `g`, or nothing when a slide is unbounded or (rarely) a
// prime-filtered slide is too long to count (more than 2^22 squares to test).
std::optional<MoveTotal> count_moves(const GeneratedMoves& g);

// Output order of moves: start square, then target square (display order), then promotion.
bool move_less(const Move& a, const Move& b);

// For tests and tools: the squares of a slide inside an inclusive box.
std::vector<Square> expand_in_box(const SlideSet& s, Square low, Square high);

}  // namespace UICI_CORE_NS
