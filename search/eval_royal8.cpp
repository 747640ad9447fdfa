// Royal safety on chess's board; see eval_royal8.hpp.
//
// Why: the hand-written royal terms count enemy pieces near the royal and the pawn shelter, the
// same whatever those pieces attack; stockfish's scores of middlegames with pieces bearing on a
// royal differ from ours most after the threats and the pawns. Counted on the threats' bit sets
// (eval_attacks.hpp), a few set operations a piece. Fitted with everything else
// (bench/eval_fit.cpp, docs/PERFORMANCE.md, 2026-11-29, session 47): on 190,000 positions, leaving
// these out of the fit costs 0.00031 of held-out squared error, the most of the three new sets
// (the mobility counts 0.00013, eval_pieces8.cpp's 0.00010). Since session 49 the pawns and
// enemy pieces near the royal too, which stand for eval.cpp's hand-written royal neighbours on
// 8x8: fitted without those, enemy pieces within three squares weigh -30 in the middlegame.
#include "search/eval_royal8.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace UICI_CORE_NS::search::eval_detail {
namespace {

// The squares of ranks [from, to] (clamped to the board).
std::uint64_t rank_span(int from, int to) {
    std::uint64_t set = 0;
    for (int r = std::max(0, from); r <= std::min(7, to); ++r) set |= std::uint64_t{0xff} << (r * 8);
    return set;
}

// The squares within d squares (Chebyshev) of each square, d = 0..7: [d][square].
const std::array<std::array<std::uint64_t, 64>, 8>& near_squares() {
    static const auto table = [] {
        std::array<std::array<std::uint64_t, 64>, 8> t{};
        for (int at = 0; at < 64; ++at)
            for (int to = 0; to < 64; ++to) {
                const int d = std::max(std::abs(at % 8 - to % 8), std::abs(at / 8 - to / 8));
                for (int r = d; r < 8; ++r)
                    t[static_cast<std::size_t>(r)][static_cast<std::size_t>(at)] |= std::uint64_t{1} << to;
            }
        return t;
    }();
    return table;
}

}  // namespace

void royal_counts(const AttackBoard& board, const AttackSets& sets, RoyalCounts& out) {
    out.fill(0);
    // Each side's royal zone, none when it has no royal or more than one.
    std::array<std::uint64_t, 2> zone{};
    for (std::size_t owner = 0; owner < 2; ++owner) {
        const std::uint64_t royal = board.royals[owner];
        if (royal != 0 && (royal & (royal - 1)) == 0)
            zone[owner] = royal | piece_reach(PieceType::King, std::countr_zero(royal), 0, 1);
    }
    // One pass over the pieces for both zones: each side's pieces besides royals that attack the
    // other's.
    std::array<int, 2> attackers{};
    for (int m = 0; m < board.moving; ++m) {
        const AttackBoard::Mover& mover = board.movers[static_cast<std::size_t>(m)];
        const std::uint64_t hits = sets.reach[static_cast<std::size_t>(m)] & zone[1 - mover.side];
        if (hits == 0 || spec(mover.type).royal) continue;
        ++attackers[mover.side];
        if (const int row = attack_victim_row(mover.type); row >= 0 && row < 4)
            out[static_cast<std::size_t>(kZoneAttacks + row)] += (mover.side == 0 ? 1 : -1) * bit_count(hits);
    }
    for (std::size_t owner = 0; owner < 2; ++owner) {
        if (zone[owner] == 0) continue;
        const std::size_t attacker = 1 - owner;
        const int at = std::countr_zero(board.royals[owner]);
        // The attacker's features, with the attacker's sign.
        const int sign = attacker == 0 ? 1 : -1;
        const auto add = [&](int feature, int n) { out[static_cast<std::size_t>(feature)] += sign * n; };
        const int attacking = attackers[attacker];
        if (attacking > 0) add(kZoneAttackers + std::min(attacking, 5) - 1, 1);
        const std::uint64_t safe = ~board.own[attacker] & ~sets.all[owner];
        // The squares each type would check from: a rook's and a bishop's lines, the queen's both.
        const std::uint64_t rook = piece_reach(PieceType::Rook, at, sets.occupied, sets.cap),
                            bishop = piece_reach(PieceType::Bishop, at, sets.occupied, sets.cap);
        const std::array<std::uint64_t, 4> checks{rook | bishop, rook, bishop,
                                                  piece_reach(PieceType::Knight, at, 0, 0)};
        for (std::size_t row = 0; row < checks.size(); ++row)
            add(kSafeChecks + static_cast<int>(row), bit_count(checks[row] & sets.by_row[attacker][row] & safe));
        add(kWeakZone,
            bit_count(zone[owner] & sets.all[attacker] & ~sets.pieces[owner] & ~pawn_attack_sets(board)[owner]));
        // The owner's features, with the owner's sign: its pawns in front of the royal.
        const int own_sign = owner == 0 ? 1 : -1;
        const int file = at % 8, rank = at / 8, ahead = owner == 0 ? 1 : -1;
        std::uint64_t files = 0;
        for (int f = std::max(0, file - 1); f <= std::min(7, file + 1); ++f) files |= kFileA << f;
        const std::uint64_t own_pawns = board.victims[owner][4], their_pawns = board.victims[attacker][4];
        const auto rank_set = [&](int steps) { return rank_span(rank + ahead * steps, rank + ahead * steps); };
        const auto own = [&](int feature, int n) { out[static_cast<std::size_t>(feature)] += own_sign * n; };
        own(kRoyalShelterNear, bit_count(files & rank_set(1) & own_pawns));
        own(kRoyalShelterFar, bit_count(files & rank_set(2) & own_pawns));
        const std::uint64_t storm = owner == 0 ? rank_span(rank + 1, rank + 3) : rank_span(rank - 3, rank - 1);
        own(kRoyalStorm, bit_count(files & storm & their_pawns));
        own(kRoyalOpenFiles, bit_count(files & ~file_fill(own_pawns) & 0xffULL));  // (a square a file)
        const auto& near = near_squares();
        const auto square = static_cast<std::size_t>(at);
        own(kRoyalNearPawns, bit_count(near[2][square] & own_pawns));
        const std::uint64_t royals = board.royals[0] | board.royals[1];
        own(kRoyalNearEnemies, bit_count(near[3][square] & board.own[attacker] & ~their_pawns & ~royals));
        if (own_pawns != 0) {
            std::size_t d = 1;
            while ((near[d][square] & own_pawns) == 0) ++d;
            own(kRoyalPawnDistance, static_cast<int>(d));
        }
    }
}

int royal_terms(const RoyalCounts& x, int phase) { return phase_weighed(x, kRoyalWeights, phase); }

// clang-format off
const RoyalWeights kRoyalWeights{{
    {{  // middlegame
         12,   6,  17,   6,  // zone squares attacked: Q R B N
        -14,  -9,  20,   7,   0,  // zone attackers: 1 2 3 4 5+
         15,  37,   8,  60,  // safe checks: Q R B N
         11,  // weak zone squares
         11,  -2,  -9, -20,  // shelter near, far, storm, open files
          7, -33,  -3,  // own pawns near, enemy pieces near, the nearest own pawn
    }},
    {{  // ending
         11,  -1, -10, -12,  // zone squares attacked: Q R B N
         -9,   7,   8,   4,   0,  // zone attackers: 1 2 3 4 5+
         34,   7,  19, -27,  // safe checks: Q R B N
         -4,  // weak zone squares
        -18, -13,  -5,  -3,  // shelter near, far, storm, open files
         18,   3,  -6,  // own pawns near, enemy pieces near, the nearest own pawn
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
