// The evaluation's terms beyond material and cohesion (search/eval.cpp adds them up), each for
// one side; every one reads the board by its line index or by hash probes near a piece, never
// an array indexed by a coordinate, so that it means the same on 8x8 and on the unbounded board.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// d = a - b when it fits 64 bits (false when not: then |a - b| is past anything the terms
// compare). The narrow build's 128-bit differences were a fifth of pawn_structure's instructions.
inline bool diff64(const Coord& a, const Coord& b, std::int64_t& d) {
#if UICI_WIDE
    const Wide w = a - b;
    if (w < INT64_MIN || w > INT64_MAX) return false;
    d = static_cast<std::int64_t>(w);
    return true;
#else
    return !__builtin_sub_overflow(a, b, &d);
#endif
}

struct Placed {
    Square s;
    Piece p;
};

// The Chebyshev distance from a to b, capped at `cap`, exactly at any size.
inline int cheb(const Square& a, const Square& b, int cap) {
#if !UICI_WIDE
    // In 64 bits when the differences fit (they always do on a board of ordinary size); one that
    // does not is at least 2^63 away, past any cap.
    std::int64_t sx = 0, sy = 0;
    if (__builtin_sub_overflow(a.x, b.x, &sx) || __builtin_sub_overflow(a.y, b.y, &sy)) return cap;
    const std::uint64_t ux = sx < 0 ? 0 - static_cast<std::uint64_t>(sx) : static_cast<std::uint64_t>(sx);
    const std::uint64_t uy = sy < 0 ? 0 - static_cast<std::uint64_t>(sy) : static_cast<std::uint64_t>(sy);
    const std::uint64_t u = std::max(ux, uy);
    return u > static_cast<std::uint64_t>(cap) ? cap : static_cast<int>(u);
#else
    const Wide dx = static_cast<Wide>(a.x) - b.x, dy = static_cast<Wide>(a.y) - b.y;
    const Wide d = std::max(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
    return d > cap ? cap : static_cast<int>(d);
#endif
}

// The mating drive of c (eval_drive.cpp), in centipawns: nothing unless c leads by at least a
// minor piece (`lead`, material) and the other side has royals and little else (`theirs`: its
// pieces besides pawns); `small` takes chess's values (small_board_value).
int mating_drive(const Position& p, const std::vector<Placed>& ours, const std::vector<Placed>& theirs, Color c,
                 long long lead, bool small);

// Every piece's square (neutral ones too) on a grid of kSide x kSide bytes (0 empty, kWall
// outside the border, else 1 + the colour's index), with kMargin squares at least between
// every piece and the grid's edge: mobility reads a leap's square there by an index instead of
// a hash probe and walks a ray by adding a step to a pointer, with no bounds or border to test
// (a wall stops a ray as a friendly piece does; no ray or leap of eval_mobility.cpp goes
// further than kMargin). The grid keeps its origin and walls from one build to the next while
// the pieces stay inside it and the border is the same, and each build clears only the squares
// the last one set: a search's evaluations cost a few writes a piece. Built when the pieces
// fit (a rectangle under kSide - 2 kMargin squares each way, within kNarrowLimit) and stand
// inside the border, in the narrow build only; otherwise built() is false and mobility probes
// the board. eval_mobility.cpp.
class Occupancy {
public:
    static constexpr int kSide = 128;
    static constexpr int kMargin = 16;
    static constexpr std::uint8_t kWall = 4;
    // The occupancy of the pieces of every list (together, every piece of the board).
    void build(std::initializer_list<const std::vector<Placed>*> lists, const Border& border);
    [[nodiscard]] bool built() const { return built_; }
    static std::uint8_t byte(Color c) { return static_cast<std::uint8_t>(1 + index(c)); }
    // The byte of the square of a piece the grid holds.
    [[nodiscard]] const std::uint8_t* at(const Square& s) const { return grid_.data() + place(s); }

private:
    [[nodiscard]] int place(const Square& s) const { return static_cast<int>((s.y - y0_) * kSide + (s.x - x0_)); }
    // Places every piece, each checked inside the grid's inner part and the border; false (the
    // grid partly filled) when one is not.
    bool fill(std::initializer_list<const std::vector<Placed>*> lists);
    // A new origin for the pieces' rectangle, and the walls of `border` around it; false when
    // the pieces do not fit.
    bool recentre(std::initializer_list<const std::vector<Placed>*> lists, const Border& border);
    void clear();

    std::vector<std::uint8_t> grid_ = std::vector<std::uint8_t>(std::size_t{kSide} * kSide);
    std::vector<int> set_;          // the places fill() set
    std::int64_t x0_ = 0, y0_ = 0;  // the square of place 0
    bool centred_ = false;          // x0_, y0_ and the walls of border_ are drawn
    Border border_;
    bool built_ = false;
};

// One piece's mobility in centipawns, from the squares its leaps reach (`leaps` of its
// `leap_count` leaps) and its slides reach (`slides` along `rays` rays), each counted when empty
// or the enemy's: centred on a typical count (half the leaps, two squares a ray), so that a trade
// of pieces changes the score by little more than their material. mobility() below and, on 8x8,
// attack_counts (eval_attacks.cpp) both count with it.
inline int piece_mobility(int leaps, int leap_count, int slides, int rays) {
    const int leap_weight = rays == 0 ? 4 : 2;
    const int slide_weight = rays > 4 ? 2 : 3;
    return leap_weight * (2 * leaps - leap_count) / 2 + slide_weight * (slides - 2 * rays);
}

// Mobility of c's pieces (eval_mobility.cpp), in centipawns: from `occupancy` when it is built
// (it must hold the board's pieces), else by the board's line index and hash probes.
int mobility(const Position& p, const std::vector<Placed>& ours, Color c, const Occupancy* occupancy = nullptr);

// Pawn structure of c (eval_pawns.cpp): passed, doubled and isolated pawns, from the squares of
// c's pawns and of the other side's.
int pawn_structure(const Position& p, const std::vector<Square>& ours, const std::vector<Square>& theirs, Color c);
// In the ending, c's passed pawns nearer promotion gain as the enemy royal stands far from the
// square in front of them and c's own near it (eval_pawns.cpp); nothing unless each side has one
// royal.
int passer_kings(const Position& p, const std::vector<Square>& ours, const std::vector<Square>& theirs, Color c);
// Both sides' pawn_structure (white's, black's) from both sides' pawns, through a cache.
std::array<int, 2> pawn_structures(const Position& p, const std::array<std::vector<Square>, 2>& pawns);

// What piece_terms reads besides the position: c's pieces, both sides' pawns, and the other
// side's material besides pawns.
struct PieceContext {
    const std::vector<Placed>* ours;
    const std::vector<Square>* our_pawns;
    const std::vector<Square>* their_pawns;
    long long their_pieces;
    int phase;  // game_phase(): kPhaseFull with every piece on, 0 with pawns and kings alone
};
// The game's phase from the material of both sides besides pawns (a king counts none; a royal
// queen or centaur counts its value, as it attacks like one): kPhaseFull from about chess's start
// on, falling to 0 as the pieces come off.
inline constexpr int kPhaseFull = 256;

// Features (each white's count less black's) times their [middle|end] weights, weighed by the
// phase: the fitted terms' worth, white's view (eval_attacks.cpp, eval_pawns8.cpp).
template <std::size_t N>
int phase_weighed(const std::array<int, N>& x, const std::array<std::array<std::int16_t, N>, 2>& weights, int phase) {
    int middle = 0, end = 0;
    for (std::size_t i = 0; i < N; ++i) {
        middle += x[i] * weights[0][i];
        end += x[i] * weights[1][i];
    }
    return (middle * phase + end * (kPhaseFull - phase)) / kPhaseFull;
}
int game_phase(long long pieces_both_sides);
// The bishop pair, rooks on open files and the pawn shelter of c's royals, and while the pieces
// are on, files without an own pawn beside a royal and minor pieces still on the home rank
// (eval_pieces.cpp).
int piece_terms(const Position& p, const PieceContext& ctx, Color c);

// The factor, out of kScaleFull, that an ending on a small board leaves of the score of the side
// ahead (eval_scale.cpp): in a game won by checkmate with one royal a side, 0 for a lone minor
// piece and no pawns, little for a rook against a minor piece, less than half for bishops of
// opposite colours; all of it otherwise. The evaluation weighs it by the ending (kPhaseFull -
// game_phase).
inline constexpr int kScaleFull = 64;
struct ScaleInput {
    long long score;                                   // white's lead: material and the rest
    std::array<long long, 2> pieces_material;          // each side's material besides pawns
    std::array<const std::vector<Placed>*, 2> pieces;  // each side's pieces besides pawns
};
int ending_scale(const Position& p, const ScaleInput& in);

// Whether the border closes a board at most kSmallBoard squares wide and high, and a type's
// material there (eval_material.cpp).
constexpr int kSmallBoard = 16;
bool small_board(const Border& b);
int small_board_value(PieceType t);

}  // namespace UICI_CORE_NS::search::eval_detail
