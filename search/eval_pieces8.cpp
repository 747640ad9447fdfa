// Pieces on chess's board; see eval_pieces8.hpp.
//
// Why: eval_pieces.cpp's terms weigh a rook on an open file the same in the middlegame and the
// ending, and know nothing of outposts or of a bishop hemmed in by its own pawns; these are
// counted on the threats' bit sets (eval_attacks.hpp) with a few shifts a side. The imbalance
// (session 49): the material's values are fixed and the square tables add a constant a type, so
// nothing let a piece's worth depend on what else is on the board; stockfish's scores say a
// piece is worth more in the ending with more pawns on (knights and bishops 13-15 a pawn there).
// It brought the held-out error from 0.00922 to 0.00893 (the safe pawn threats of
// eval_space8.cpp, fitted with it, weigh little).
#include "search/eval_pieces8.hpp"

#include <bit>

namespace UICI_CORE_NS::search::eval_detail {
namespace {

constexpr std::uint64_t kLight = 0x55AA55AA55AA55AAULL;  // b1, a2, ...: a1 is dark

}  // namespace

void piece_counts(const AttackBoard& board, PieceCounts& out) {
    out.fill(0);
    const std::array<std::uint64_t, 2> pawn_attacks = pawn_attack_sets(board);
    const std::array<std::uint64_t, 2> pawns{board.victims[0][4], board.victims[1][4]};
    for (std::size_t side = 0; side < 2; ++side) {
        const std::size_t them = 1 - side;
        const int sign = side == 0 ? 1 : -1;
        const auto add = [&](int feature, int n) { out[static_cast<std::size_t>(feature)] += sign * n; };
        const std::uint64_t rooks = board.victims[side][1], bishops = board.victims[side][2],
                            knights = board.victims[side][3];
        // The squares the enemy's pawns attack now or after any advance.
        const std::uint64_t ever = pawn_attacks_of(forward_fill(pawns[them], them), them);
        const std::uint64_t outpost_ranks = side == 0 ? 0x0000FFFFFF000000ULL : 0x000000FFFFFF0000ULL;
        const std::uint64_t outposts = outpost_ranks & pawn_attacks[side] & ~ever;
        add(kKnightOutpost, bit_count(knights & outposts));
        add(kBishopOutpost, bit_count(bishops & outposts));
        const std::uint64_t minors = knights | bishops;
        add(kMinorBehindPawn, bit_count(step_ahead(minors, side) & pawns[side]));
        for (std::uint64_t left = bishops; left != 0; left &= left - 1) {
            const bool light = (kLight >> std::countr_zero(left)) & 1U;
            add(kBishopPawns, bit_count(pawns[side] & (light ? kLight : ~kLight)));
        }
        const std::uint64_t own_files = file_fill(pawns[side]), their_files = file_fill(pawns[them]);
        add(kRookOpen, bit_count(rooks & ~own_files & ~their_files));
        add(kRookHalfOpen, bit_count(rooks & ~own_files & their_files));
        add(kRookSeventh, bit_count(rooks & (side == 0 ? 0x00FF000000000000ULL : 0x000000000000FF00ULL)));
        add(kBishopPair, (bishops & kLight) != 0 && (bishops & ~kLight) != 0 ? 1 : 0);
        // The imbalance: the own pieces' numbers times each other's (kImbalance's order).
        const int np = bit_count(pawns[side]), nn = bit_count(knights), nb = bit_count(bishops), nr = bit_count(rooks),
                  nq = bit_count(board.victims[side][0]), nm = nn + nb;
        const std::array<int, 8> products{nn * np, nb * np, nr * np, nq * np, nr * (nr > 0 ? nr - 1 : 0),
                                          nq * nr, nq * nm, nr * nm};
        for (std::size_t k = 0; k < products.size(); ++k) add(kImbalance + static_cast<int>(k), products[k]);
    }
}

int piece8_terms(const PieceCounts& x, int phase) { return phase_weighed(x, kPieceWeights, phase); }

// clang-format off
const PieceWeights kPieceWeights{{
    {{  // middlegame
         20,  29,   5,  -7,  // outposts (knight, bishop), a minor behind a pawn, a bishop's pawns
         42,  11,  10,  33,  // rooks: open file, half-open file, 7th rank; the bishop pair
          0,   1,  -5,  17,   3,   2,  -6,   2,  // imbalance: NP BP RP QP RR QR Q-minor R-minor
    }},
    {{  // ending
         14,   5,   4,  -2,  // outposts (knight, bishop), a minor behind a pawn, a bishop's pawns
          0,  16,   3,  45,  // rooks: open file, half-open file, 7th rank; the bishop pair
         15,  13,   8,  12,   6,   1,   6,  11,  // imbalance: NP BP RP QP RR QR Q-minor R-minor
    }},
}};
// clang-format on

}  // namespace UICI_CORE_NS::search::eval_detail
