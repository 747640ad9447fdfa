// Threats and safe mobility on chess's board; see eval_attacks.hpp.
//
// Why: the evaluation's other terms see no attacks at all, so a quiescence leaf with a knight
// attacked by a pawn, or a piece hanging, scored as if all were quiet; stockfish's scores of
// such positions differ from ours most. Counted on bit sets of the frame's 64 squares (a ray's
// squares from a table, cut at its first piece), the same in the narrow and the wide build. Their
// counts of safe squares stand for eval_mobility.cpp's mobility on 8x8, so the evaluation builds
// no occupancy grid there (since session 49 the hand-weighed mobility is not counted there at all).
// The weights were fitted with the square tables (bench/eval_fit.cpp, docs/PERFORMANCE.md,
// 2026-11-29, session 44): held-out squared error 0.01303 -> 0.01232, where refitting the
// tables alone reached 0.01292. Since session 47 each piece's number of safe squares is also a
// feature of its own, as a square is not worth the same to a piece with two as to one with ten;
// fitted with the royal and the piece features (eval_royal8.cpp).
#include "search/eval_attacks.hpp"

#include <algorithm>
#include <bit>

namespace UICI_CORE_NS::search::eval_detail {
namespace {

// What a piece reaches on an empty board, worked out once: each type's leaps from each square,
// and the eight rays of rooks and bishops (0..3 toward higher squares: +file, +rank, +file+rank,
// -file+rank; 4..7 the opposite ones). A ray's first piece is its lowest or highest bit.
struct Reach {
    std::array<std::array<std::uint64_t, 64>, kPieceTypeCount> leaps{};
    std::array<std::array<std::uint64_t, 64>, 8> rays{};
    std::array<std::uint8_t, kPieceTypeCount> cheaper_than{};  // bit v: cheaper than victim row v
};

const Reach& reach_tables() {
    static const Reach r = [] {
        Reach t;
        constexpr std::array<std::array<int, 2>, 8> kDirs{
            {{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}}};
        static constexpr std::array<PieceType, 4> kVictims{PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                                           PieceType::Knight};
        for (int at = 0; at < 64; ++at) {
            const int file = at % 8, rank = at / 8;
            for (int type = 0; type < kPieceTypeCount; ++type)
                for (const Offset& o : spec(static_cast<PieceType>(type)).leaps)
                    if (file + o.dx >= 0 && file + o.dx <= 7 && rank + o.dy >= 0 && rank + o.dy <= 7)
                        t.leaps[static_cast<std::size_t>(type)][static_cast<std::size_t>(at)] |=
                            square_bit((rank + o.dy) * 8 + file + o.dx);
            for (std::size_t d = 0; d < kDirs.size(); ++d)
                for (int tf = file + kDirs[d][0], tr = rank + kDirs[d][1]; tf >= 0 && tf <= 7 && tr >= 0 && tr <= 7;
                     tf += kDirs[d][0], tr += kDirs[d][1])
                    t.rays[d][static_cast<std::size_t>(at)] |= square_bit(tr * 8 + tf);
        }
        for (int type = 0; type < kPieceTypeCount; ++type)
            for (std::size_t v = 0; v < kVictims.size(); ++v)
                if (small_board_value(static_cast<PieceType>(type)) < small_board_value(kVictims[v]))
                    t.cheaper_than[static_cast<std::size_t>(type)] |= static_cast<std::uint8_t>(1U << v);
        return t;
    }();
    return r;
}

// The squares of ray d from `at` up to and with its first occupied square.
std::uint64_t ray_reach(const Reach& t, std::size_t d, int at, std::uint64_t occupied) {
    const std::uint64_t ray = t.rays[d][static_cast<std::size_t>(at)];
    const std::uint64_t blockers = ray & occupied;
    if (blockers == 0) return ray;
    const int first = d < 4 ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
    return ray ^ t.rays[d][static_cast<std::size_t>(first)];
}

// A slide along direction d, both senses, at most `cap` steps, the slow way: knightrider
// lines, and any line under a slide limit shorter than the board.
std::uint64_t walked_reach(int at, Offset d, int cap, std::uint64_t occupied) {
    std::uint64_t reach = 0;
    for (const int sense : {1, -1}) {
        int tf = at % 8, tr = at / 8;
        for (int step = 0; step < cap; ++step) {
            tf += sense * d.dx;
            tr += sense * d.dy;
            if (tf < 0 || tf > 7 || tr < 0 || tr > 7) break;
            reach |= square_bit(tr * 8 + tf);
            if (occupied & square_bit(tr * 8 + tf)) break;
        }
    }
    return reach;
}

// The squares the slides of `lines` (kLineDir's families) reach from `at`.
std::uint64_t slide_reach(const Reach& tables, std::uint8_t lines, int at, std::uint64_t occupied, int cap) {
    std::uint64_t slides = 0;
    for (; lines != 0; lines &= static_cast<std::uint8_t>(lines - 1)) {
        const int family = std::countr_zero(lines);
        if (family < 4 && cap >= 7) {
            // Families 0..3 are the rays 0, 1, 2 and 7 and, the other way, 4, 5, 6 and 3.
            static constexpr std::array<std::size_t, 4> kUp{0, 1, 2, 7}, kDown{4, 5, 6, 3};
            slides |= ray_reach(tables, kUp[static_cast<std::size_t>(family)], at, occupied) |
                      ray_reach(tables, kDown[static_cast<std::size_t>(family)], at, occupied);
        } else {
            slides |= walked_reach(at, kLineDir[static_cast<std::size_t>(family)], cap, occupied);
        }
    }
    return slides;
}

}  // namespace

std::uint64_t piece_reach(PieceType type, int at, std::uint64_t occupied, int cap) {
    const Reach& tables = reach_tables();
    return tables.leaps[static_cast<std::size_t>(type)][static_cast<std::size_t>(at)] |
           slide_reach(tables, spec(type).slide_lines, at, occupied, cap);
}

static_assert(kSafeMobilityCount + kMobilityOffset[3] + kMobilityCap[3] + 1 == kAttackFeatures);

void attack_counts(const Position& p, const AttackBoard& board, AttackCounts& out, AttackSets* sets) {
    out.fill(0);
    const auto& own = board.own;
    const std::array<std::uint64_t, 2> pawn_attacks = pawn_attack_sets(board);
    const std::uint64_t neutral = board.neutral;
    std::array<std::uint64_t, 2> attacks{};
    // [side][victim row]: squares a piece besides pawns cheaper than that victim attacks.
    std::array<std::array<std::uint64_t, 4>, 2> cheaper{};
    int cap = 7;
    if (p.rules.slide_limit && *p.rules.slide_limit < cap) cap = std::max(0, static_cast<int>(*p.rules.slide_limit));
    const std::uint64_t occupied = own[0] | own[1] | neutral;
    const Reach& tables = reach_tables();
    for (int m = 0; m < board.moving; ++m) {
        const AttackBoard::Mover& mover = board.movers[static_cast<std::size_t>(m)];
        const int at = mover.at;
        const PieceType type = mover.type;
        const std::size_t side = mover.side;
        const PieceSpec& sp = spec(type);
        const std::uint64_t leaps = tables.leaps[static_cast<std::size_t>(type)][static_cast<std::size_t>(at)];
        const std::uint64_t slides = slide_reach(tables, sp.slide_lines, at, occupied, cap);
        const std::uint64_t reach = leaps | slides;
        attacks[side] |= reach;
        if (sets) {
            sets->reach[static_cast<std::size_t>(m)] = reach;
            if (!sp.royal) sets->pieces[side] |= reach;
            if (const int row = attack_victim_row(type); row >= 0 && row < 4)
                sets->by_row[side][static_cast<std::size_t>(row)] |= reach;
        }
        const std::uint64_t free = ~own[side] & ~neutral;  // the squares a move may end on
        // A royal is the dearest attacker of all: never a cheaper one.
        if (!sp.royal)
            for (std::uint8_t v = tables.cheaper_than[static_cast<std::size_t>(type)]; v != 0;
                 v &= static_cast<std::uint8_t>(v - 1))
                cheaper[side][static_cast<std::size_t>(std::countr_zero(v))] |= reach;
        if (const int row = attack_victim_row(type); row >= 0) {
            const std::uint64_t moves = reach & free;
            const int sign = side == 0 ? 1 : -1;
            const int guarded = bit_count(moves & pawn_attacks[1 - side]);
            out[static_cast<std::size_t>(kSafeMobility + row)] += sign * (bit_count(moves) - guarded);
            out[static_cast<std::size_t>(kPawnGuardedMoves + row)] += sign * guarded;
            const int safe = std::min(bit_count(moves) - guarded, kMobilityCap[static_cast<std::size_t>(row)]);
            out[static_cast<std::size_t>(kSafeMobilityCount + kMobilityOffset[static_cast<std::size_t>(row)] + safe)] +=
                sign;
        }
    }
    if (sets) {
        sets->occupied = occupied;
        sets->cap = cap;
        for (std::size_t side = 0; side < 2; ++side) sets->all[side] = attacks[side] | pawn_attacks[side];
    }
    for (std::size_t side = 0; side < 2; ++side) {
        const std::size_t them = 1 - side;
        const bool to_move = static_cast<int>(side) == index(p.turn);
        const int sign = side == 0 ? 1 : -1;
        const std::uint64_t attacked = attacks[them] | pawn_attacks[them];
        const std::uint64_t undefended = ~(attacks[side] | pawn_attacks[side]);
        for (std::size_t row = 0; row < 5; ++row) {
            const std::uint64_t mine = board.victims[side][row];
            const auto add = [&](int feature, std::uint64_t set) {
                out[static_cast<std::size_t>(feature) + row] += sign * bit_count(set);
            };
            if (row < 4) {
                add(to_move ? kByPawnToMove : kByPawnOther, mine & pawn_attacks[them]);
                add(to_move ? kByLesserToMove : kByLesserOther, mine & cheaper[them][row]);
            }
            add(to_move ? kHangingToMove : kHangingOther, mine & attacked & undefended);
        }
    }
}

int attack_terms(const AttackCounts& x, int phase) { return phase_weighed(x, kAttackWeights, phase); }

// clang-format off
const AttackWeights kAttackWeights{{
    {{  // middlegame
        -26, -19, -44, -44,  // by a pawn, to move: Q R B N
        -14, -15, -71, -62,  // by a pawn, the other side
        -41, -29, -24,   0,  // by a cheaper piece, to move
        -48, -68, -42,   0,  // by a cheaper piece, the other side
        -10, -10, -11, -12,  -2,  // hanging, to move: Q R B N P
        -22, -34, -48, -52, -31,  // hanging, the other side
          2,   3,  10,  10,  // safe squares: Q R B N
         -2,  -7,   0,  -6,  // squares a pawn guards
         -1,   3,   6,   9,   7,   9,   8,   9,   8,   9,   9,   6,   5,   3,  // a queen with 0..13 safe squares
          3,   1,  -4,  -7, -11, -13,   0,   1,   0,   0,   0,   0,   0,   0,  // a queen with 14..27
        -18, -13, -13,  -8, -10,  -4,  -5,  -1,   3,   4,   5,   2,   5,  -3,   1,  // a rook with 0..14
         30,  29,  27,  24,  17,  10,   3,  -6, -12,  -9, -12,   3,   1,   0,  // a bishop with 0..13
         19,  25,  22,  15,  10,   0,  -5,  -9,  -6,  // a knight with 0..8
    }},
    {{  // ending
         -5,  -8, -13,  -2,  // by a pawn, to move: Q R B N
         -9, -16, -25, -21,  // by a pawn, the other side
         -9, -23, -18,   0,  // by a cheaper piece, to move
        -20, -40, -24,   0,  // by a cheaper piece, the other side
          1, -14, -40, -56, -26,  // hanging, to move: Q R B N P
        -14, -36, -42, -60, -41,  // hanging, the other side
          6,   5,  -5,  -9,  // safe squares: Q R B N
         17,   9,   3,   1,  // squares a pawn guards
          0,   0,  -3,   0,   4,   0,   5,  -1,   5,   5,  14,   5,   9,   5,  // a queen with 0..13 safe squares
          9,   6,  -1,  -8,  -6, -10,   0,  -4,  -5,   0,  -1,  -1,   0,   0,  // a queen with 14..27
         -2,  -7,  10,   9,  15,  16,  12,  11,   5,   4,   3,  -3,  -5,  -8, -20,  // a rook with 0..14
        -18, -21, -20, -10,  -3,   9,  12,   7,  20,  -2,   7, -17,   3, -11,  // a bishop with 0..13
        -14, -41, -24,  -7,  -5,  21,  13,  19, -23,  // a knight with 0..8
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
