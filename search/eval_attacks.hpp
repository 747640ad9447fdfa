// Threats and safe mobility for chess's board (eval_attacks.cpp): on a board closed to exactly 8 by
// 8 squares, what each side attacks, counted as features whose weights were fitted to stockfish's
// scores like the square tables (bench/eval_fit.cpp).
#pragma once

#include <array>
#include <cstdint>

#include "search/eval_squares.hpp"
#include "search/eval_terms.hpp"

namespace UICI_CORE_NS::search::eval_detail {

// The features, each white's count less black's. "Victims" are chess's queen, rook, bishop and
// knight (0..3), and for hanging pieces the pawn too (4); the side to move's pieces apart from
// the other side's, as a threat to the side to move is answered at once and one to the other
// side is not.
enum AttackFeature : int {
    kByPawnToMove = 0,        // + victim (Q R B N): attacked by an enemy pawn
    kByPawnOther = 4,         //
    kByLesserToMove = 8,      // + victim (Q R B N): attacked by a cheaper enemy piece (not a pawn)
    kByLesserOther = 12,      //
    kHangingToMove = 16,      // + victim (Q R B N P): attacked and not defended
    kHangingOther = 21,       //
    kSafeMobility = 26,       // + type (Q R B N): squares it reaches that no enemy pawn attacks
    kPawnGuardedMoves = 30,   // + type (Q R B N): squares it reaches that an enemy pawn attacks
    kSafeMobilityCount = 34,  // + kMobilityOffset[type] + its safe squares (at most kMobilityCap[type]):
                              // one a piece, so that a square's worth may depend on how many it has
    kAttackFeatures = 100,    // (34 + 28 + 15 + 14 + 9)
};
using AttackCounts = std::array<int, kAttackFeatures>;
inline constexpr std::array<int, 4> kMobilityOffset{0, 28, 43, 57}, kMobilityCap{27, 14, 13, 8};

// Chess's queen, rook, bishop and knight as 0..3 (victims and mobility), the pawn as 4, else -1:
// the square tables' rows (eval_squares.hpp) without the king's.
inline int attack_victim_row(PieceType t) {
    const int row = square_row(t);
    return row > 0 ? row - 1 : -1;
}

// The board as bit sets of the frame's 64 squares (bit rank * 8 + file, from white's side),
// filled a piece at a time by the evaluation's own walk over the pieces (inline: it runs for
// every piece of every evaluation on 8x8).
struct AttackBoard {
    struct Mover {  // a piece besides pawns that attacks
        std::int8_t at;
        PieceType type;
        std::uint8_t side;
    };
    std::array<std::uint64_t, 2> own{};
    std::array<std::uint64_t, 2> royals{};
    std::uint64_t neutral = 0;
    std::array<std::array<std::uint64_t, 5>, 2> victims{};  // [side][victim: Q R B N P]
    std::array<Mover, 64> movers;                           // (only the first `moving` are set)
    int moving = 0;
    // A piece on white's square index `at` (square_index(frame, s, Color::White), 0..63).
    void add(int at, Piece q) {
        if (at < 0) return;
        const std::uint64_t bit = std::uint64_t{1} << at;
        if (q.color == Color::Neutral) {
            neutral |= bit;
            return;
        }
        const auto side = static_cast<std::size_t>(index(q.color));
        own[side] |= bit;
        if (spec(q.type).royal) royals[side] |= bit;
        if (const int row = attack_victim_row(q.type); row >= 0) victims[side][static_cast<std::size_t>(row)] |= bit;
        if (q.type != PieceType::Pawn && spec(q.type).special == Special::None)
            movers[static_cast<std::size_t>(moving++)] = {static_cast<std::int8_t>(at), q.type,
                                                          static_cast<std::uint8_t>(side)};
    }
};

inline constexpr std::uint64_t square_bit(int at) { return std::uint64_t{1} << at; }
inline constexpr std::uint64_t kFileA = 0x0101010101010101ULL, kFileH = kFileA << 7;  // the a- and h-file

// The squares of a set. std::popcount is a library call without -mpopcnt (about 40 calls an
// evaluation here): the bit-parallel sum instead, and nothing for the many empty sets.
inline int bit_count(std::uint64_t set) {
    if (set == 0) return 0;
    set -= (set >> 1) & 0x5555555555555555ULL;
    set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
    set = (set + (set >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((set * 0x0101010101010101ULL) >> 56);
}

// The squares a set of side's pawns attack: white's (side 0) up a rank, black's down, each a
// file either way.
inline std::uint64_t pawn_attacks_of(std::uint64_t pawns, std::size_t side) {
    return side == 0 ? ((pawns & ~kFileA) << 7) | ((pawns & ~kFileH) << 9)
                     : ((pawns & ~kFileA) >> 9) | ((pawns & ~kFileH) >> 7);
}

// The squares each side's pawns attack, [white, black] (the evaluation's readers of the board
// all need them).
inline std::array<std::uint64_t, 2> pawn_attack_sets(const AttackBoard& board) {
    return {pawn_attacks_of(board.victims[0][4], 0), pawn_attacks_of(board.victims[1][4], 1)};
}

// A set moved one rank forward (up for white, side 0; down for black) or one rank back.
inline std::uint64_t step_ahead(std::uint64_t set, std::size_t side) { return side == 0 ? set << 8 : set >> 8; }
inline std::uint64_t step_back(std::uint64_t set, std::size_t side) { return side == 0 ? set >> 8 : set << 8; }

// Every square a set reaches going forward, its own squares too: up the ranks for white (side 0),
// down for black; and the whole files of a set.
inline std::uint64_t forward_fill(std::uint64_t set, std::size_t side) {
    for (const int shift : {8, 16, 32}) set |= side == 0 ? set << shift : set >> shift;
    return set;
}
inline std::uint64_t file_fill(std::uint64_t set) { return forward_fill(forward_fill(set, 0), 1); }

// Each side's passed pawns, [white, black]: no enemy pawn in front of it on its file or the files
// beside it, and no own pawn in front of it on its file.
inline std::array<std::uint64_t, 2> passed_pawns(const AttackBoard& board) {
    const std::array<std::uint64_t, 2> pawns{board.victims[0][4], board.victims[1][4]};
    std::array<std::uint64_t, 2> passed{};
    for (std::size_t side = 0; side < 2; ++side) {
        // The squares behind the other side's pawns, from this side's view (below black's for
        // white), on their files and the files beside; and those behind its own.
        const auto behind = [&](std::uint64_t set) { return step_back(forward_fill(set, 1 - side), side); };
        const std::uint64_t theirs = behind(pawns[1 - side]);
        const std::uint64_t stopped = theirs | ((theirs & ~kFileA) >> 1) | ((theirs & ~kFileH) << 1);
        passed[side] = pawns[side] & ~stopped & ~behind(pawns[side]);
    }
    return passed;
}

// What attack_counts finds on the way, for the royal features (eval_royal8.hpp).
struct AttackSets {
    std::array<std::uint64_t, 64> reach;                   // [mover]: the squares board.movers[mover] attacks
    std::array<std::array<std::uint64_t, 4>, 2> by_row{};  // [side][Q R B N]: their pieces' attacks
    std::array<std::uint64_t, 2> pieces{};                 // [side]: every piece's but a royal's
    std::array<std::uint64_t, 2> all{};                    // [side]: every attack, pawns' and royals' too
    std::uint64_t occupied = 0;
    int cap = 7;  // the steps a slide may take on the frame
};

// Counts the features of the pieces of `board` (every piece of p's board). Pieces of other
// types than chess's six attack by their leaps and slides and block, but are no victims; the
// huygens and the rose only block.
// `sets`, when given, receives the attack sets found on the way (royal_counts reads them).
void attack_counts(const Position& p, const AttackBoard& board, AttackCounts& out, AttackSets* sets = nullptr);

// The squares a piece of `type` on `at` attacks, slides stopped at the first of `occupied` and
// after `cap` steps.
std::uint64_t piece_reach(PieceType type, int at, std::uint64_t occupied, int cap);

// The weights, [middle|end][feature], in centipawns a count; and the features' worth, white's view,
// weighed by the phase (game_phase).
using AttackWeights = std::array<std::array<std::int16_t, kAttackFeatures>, 2>;
extern const AttackWeights kAttackWeights;
int attack_terms(const AttackCounts& x, int phase);

}  // namespace UICI_CORE_NS::search::eval_detail
