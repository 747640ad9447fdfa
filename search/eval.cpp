#include "search/eval.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "search/eval_attacks.hpp"
#include "search/eval_pawns8.hpp"
#include "search/eval_pieces8.hpp"
#include "search/eval_royal8.hpp"
#include "search/eval_space8.hpp"
#include "search/eval_squares.hpp"
#include "search/eval_terms.hpp"

// What counts besides material, each term for both sides alike. Several are weighed by the
// game's phase (eval_detail::game_phase: full with the pieces on, 0 with pawns and royals alone).
// The weights were checked against stockfish's scores of positions from games on 8x8
// (docs/PERFORMANCE.md, 2026-11-28, session 39): before, a side a minor piece ahead in the
// middlegame was scored about twice what stockfish gives it, and a royal left in the open cost
// nothing.
// On a board closed to 8 by 8 squares the fitted sets below stand for the hand-written terms
// marked (not 8x8), and with chess's promotion ranks for those marked (not chess) too.
//  * cohesion and centrality (not 8x8): a piece loses a little for every square between it and
//    the centre of mass of all pieces (capped). On an unbounded board "the centre" is where the
//    game is; a piece that wanders off plays no part in it. In the ending the royal counts too.
//  * material: core/board/piece.hpp's values, chess's own on a small board (eval_material.cpp).
//  * mobility (eval_mobility.cpp, not 8x8): the squares each piece reaches, rays capped.
//  * pawn structure (eval_pawns.cpp, not chess): passed, doubled and isolated pawns; in the
//    ending, the royals' distances to the square in front of a passed pawn.
//  * pieces (eval_pieces.cpp, not chess): the bishop pair, rooks on open files, the royal's pawn
//    shelter, and with the pieces on, files beside a royal with no own pawn and minor pieces at
//    home.
//  * pawns (not chess): in the ending, a bonus that grows as a pawn nears its promotion rank.
//  * own royal (not 8x8): enemy pieces close by hurt, more with the pieces on.
//  * on a board closed to 8 by 8 squares only, square tables of chess's six types for the
//    middlegame and the ending, weighed by the phase (eval_squares.cpp, fitted to stockfish's
//    scores).
//  * on a board closed to 8 by 8 squares only, threats (pieces attacked by pawns or cheaper
//    pieces, pieces hanging) and mobility safe from pawns (eval_attacks.cpp, fitted too).
//  * on chess's board (8 by 8, chess's promotion ranks) only, pawn structure by rank: passed,
//    blocked, the royals' distances to a passed pawn's next square, side by side, defended,
//    doubled, isolated, backward (eval_pawns8.cpp, fitted too); royal safety and the royal's
//    neighbours (eval_royal8.cpp, on any 8 by 8 board) and pieces (eval_pieces8.cpp, with the
//    bishop pair and the imbalance of the pieces' numbers); and space, safe pawn pushes that
//    would attack a piece, pieces a safe pawn attacks, and whether a passed pawn's path is
//    free, safe and its next square defended (eval_space8.cpp), all fitted together.
//  * the mating drive (eval_drive.cpp), for the side ahead by at least a minor piece against a
//    side with royals and little else: its pieces closing a net around the enemy royal.
//  * the ending's scale (eval_scale.cpp): on a small board, the side ahead keeps only part of
//    its score in endings chess knows as drawn (a lone minor piece, bishops of opposite colours).
//  * the move rule: the score shrinks as the counter nears the limit, so the side ahead
//    prefers captures and pawn moves (which reset it) to shuffling.

namespace UICI_CORE_NS::search {
namespace {

constexpr std::size_t kPositionalLimit = 512;  // above: material only (a bounded cost per node)
using eval_detail::cheb;
using eval_detail::Placed;

int pawn_bonus(const Position& p, Square s, Color c) {
    const auto& ranks = p.rules.of(c).promotion_ranks;
    if (ranks.empty()) return 0;
#if !UICI_WIDE
    std::int64_t best = 1000;  // (a 128-bit best cost a fifth of this function)
#else
    Wide best = 1000;
#endif
    for (const Coord& r : ranks) {
#if !UICI_WIDE
        // A difference that leaves 64 bits is at least 2^63 away: past 1000, or negative.
        std::int64_t d = 0;
        if (c == Color::White ? __builtin_sub_overflow(r, s.y, &d) : __builtin_sub_overflow(s.y, r, &d)) continue;
        if (d >= 0 && d < best) best = d;
#else
        const Wide d = c == Color::White ? static_cast<Wide>(r) - s.y : static_cast<Wide>(s.y) - r;
        if (d >= 0) best = std::min(best, d);
#endif
    }
    if (best > 6) return 0;
    const int left = 7 - static_cast<int>(best);
    return left * left * 3;
}

}  // namespace

long long evaluate_placement(const Position& p) {
    std::array<long long, 2> material{};  // up to 10,000,000 pieces of 1450
    std::array<int, 2> positional{};
    // The lists a thread, kept from call to call: growing fresh vectors took about ten
    // allocations an evaluation. Each side's pawns apart from its other pieces (most terms read
    // one kind only), and their squares alone for the pawn terms.
    thread_local std::array<std::vector<Placed>, 2> pieces;       // besides pawns
    thread_local std::array<std::vector<Placed>, 2> pawn_pieces;  // the pawns
    thread_local std::array<std::vector<Square>, 2> pawns;        // the pawns' squares
    thread_local std::vector<Placed> neutral;                     // for the occupancy alone
    thread_local eval_detail::Occupancy occupancy;
    for (int ci = 0; ci < 2; ++ci) {
        pieces[static_cast<std::size_t>(ci)].clear();
        pawn_pieces[static_cast<std::size_t>(ci)].clear();
        pawns[static_cast<std::size_t>(ci)].clear();
    }
    neutral.clear();
    // Material from the board's counts: a crowded board costs no walk over its pieces.
    // Only the types a side has (Board::types): the others count nothing.
    const bool small = eval_detail::small_board(p.rules.border);
    for (int ci = 0; ci < 2; ++ci) {
        const Color c = ci == 0 ? Color::White : Color::Black;
        for (std::uint32_t types = p.board.types(c); types != 0; types &= types - 1) {
            const auto type = static_cast<PieceType>(std::countr_zero(types));
            material[static_cast<std::size_t>(ci)] +=
                static_cast<long long>(p.board.count(c, type)) *
                (small ? eval_detail::small_board_value(type) : material_value(type));
        }
    }
    const bool positional_terms = p.board.size() <= kPositionalLimit;
    // The ending's scale (eval_scale.cpp) weighed by the phase, out of kNoScale.
    constexpr int kNoScale = eval_detail::kScaleFull * eval_detail::kPhaseFull;
    int scale = kNoScale;
    // The centre of mass, in integers: exact at any size (the narrow build's 128-bit sums of
    // at most kPositionalLimit 64-bit coordinates cannot overflow either).
    int n = 0;
#if UICI_WIDE
    Wide sx = 0, sy = 0;
#else
    // The narrow build sums in 64 bits and redoes the sums in 128 only when one overflows.
    std::int64_t sx = 0, sy = 0;
    bool wide_sums = false;
#endif
    // The square tables' sums, each side's, for the middlegame and the ending (8x8 only).
    const eval_detail::SquareFrame frame = eval_detail::square_frame(p.rules.border);
    std::array<int, 2> squares_middle{}, squares_end{};
    eval_detail::AttackBoard attack_board;  // (8x8 only, as the tables)
    // Where the fitted sets apply they stand for the hand-written terms that hold on any board:
    // on 8x8 the square tables, the attack sets' mobility and eval_royal8's neighbours for
    // cohesion, mobility and the royals' neighbours; with chess's promotion ranks too, the pawn
    // and piece sets for the pawn structure and eval_pieces.cpp's terms. Fitted without those,
    // they score stockfish's positions better than with them (docs/PERFORMANCE.md, session 49).
    const bool fitted = eval_detail::chess_promotion(p, frame);
    if (positional_terms)
        p.board.for_each([&](const Square& s, Piece q) __attribute__((always_inline)) {
            if (q.color == Color::Neutral) {
                neutral.push_back({s, q});
                if (frame.on) attack_board.add(eval_detail::square_index(frame, s, Color::White), q);
                return;
            }
            const auto side = static_cast<std::size_t>(index(q.color));
            if (frame.on) {
                // (black's own index is white's turned over by rank)
                const int white_at = eval_detail::square_index(frame, s, Color::White);
                attack_board.add(white_at, q);
                const int row = eval_detail::square_row(q.type);
                const int at = row < 0 || white_at < 0 ? -1 : q.color == Color::White ? white_at : white_at ^ 56;
                if (at >= 0) {
                    squares_middle[side] +=
                        eval_detail::kSquaresMiddle[static_cast<std::size_t>(row)][static_cast<std::size_t>(at)];
                    squares_end[side] +=
                        eval_detail::kSquaresEnd[static_cast<std::size_t>(row)][static_cast<std::size_t>(at)];
                }
            }
            ++n;
            // The pawn lists and the centre of mass feed only hand-written terms: where the
            // fitted sets stand for those, they are not gathered.
            if (q.type != PieceType::Pawn) {
                pieces[side].push_back({s, q});
            } else if (!fitted) {
                pawn_pieces[side].push_back({s, q});
                pawns[side].push_back(s);
            }
            if (frame.on) return;
#if UICI_WIDE
            sx += s.x;
            sy += s.y;
#else
            wide_sums |= __builtin_add_overflow(sx, s.x, &sx);
            wide_sums |= __builtin_add_overflow(sy, s.y, &sy);
#endif
        });
    if (n > 0) {
        // Each piece's distance to the centre of mass, exactly and floored:
        // max(|n x - sum x|, |n y - sum y|) / n, capped at 40. A rounded centre moved by a
        // square at halves when the position was turned over or moved far away.
#if UICI_WIDE
        const Wide tx = sx, ty = sy;
#else
        Wide tx = sx, ty = sy;
        if (wide_sums) {
            tx = 0;
            ty = 0;
            for (const auto* lists : {&pieces, &pawn_pieces})
                for (const auto& list : *lists)
                    for (const Placed& x : list) {
                        tx += x.s.x;
                        ty += x.s.y;
                    }
        }
#endif
        const Wide far = Wide{40} * n;
        const auto from_centre = [&](const Square& s) {
#if !UICI_WIDE
            // In 64 bits when the products and differences fit (always, on a board of ordinary
            // size): the same value as the 128-bit form below.
            std::int64_t px = 0, py = 0, ex = 0, ey = 0;
            if (!wide_sums && !__builtin_mul_overflow(s.x, std::int64_t{n}, &px) &&
                !__builtin_mul_overflow(s.y, std::int64_t{n}, &py) && !__builtin_sub_overflow(px, sx, &ex) &&
                !__builtin_sub_overflow(py, sy, &ey)) {
                const std::uint64_t ux = ex < 0 ? 0 - static_cast<std::uint64_t>(ex) : static_cast<std::uint64_t>(ex);
                const std::uint64_t uy = ey < 0 ? 0 - static_cast<std::uint64_t>(ey) : static_cast<std::uint64_t>(ey);
                const std::uint64_t u = std::max(ux, uy);
                return u >= static_cast<std::uint64_t>(40 * n) ? 40
                                                               : static_cast<int>(u / static_cast<std::uint64_t>(n));
            }
#endif
            Wide dx = static_cast<Wide>(s.x) * n - tx, dy = static_cast<Wide>(s.y) * n - ty;
            if (dx < 0) dx = -dx;
            if (dy < 0) dy = -dy;
            const Wide d = std::max(dx, dy);
            return d >= far ? 40 : static_cast<int>(static_cast<std::int64_t>(d) / n);
        };
        const std::array<int, 2> structure = fitted ? std::array<int, 2>{} : eval_detail::pawn_structures(p, pawns);
        // Each side's material besides pawns: for the phase, the shelter and the ending's scale.
        std::array<long long, 2> besides_pawns{};
        for (int ci = 0; ci < 2; ++ci)
            besides_pawns[static_cast<std::size_t>(ci)] =
                material[static_cast<std::size_t>(ci)] -
                100LL * p.board.count(ci == 0 ? Color::White : Color::Black, PieceType::Pawn);
        const int phase = eval_detail::game_phase(besides_pawns[0] + besides_pawns[1]);
        const int ending = eval_detail::kPhaseFull - phase;
        // Off 8x8, mobility from the occupancy grid; on 8x8 the threats' counts of safe squares
        // stand for it.
        std::array<int, 2> mobility{};
        if (frame.on) {
            eval_detail::AttackCounts counts;
            eval_detail::AttackSets sets;
            eval_detail::attack_counts(p, attack_board, counts, &sets);
            positional[0] += eval_detail::attack_terms(counts, phase);
            eval_detail::RoyalCounts royal;
            eval_detail::royal_counts(attack_board, sets, royal);
            positional[0] += eval_detail::royal_terms(royal, phase);
            if (fitted) {
                eval_detail::PawnCounts pawn_features;
                eval_detail::pawn_counts(attack_board, pawn_features);
                positional[0] += eval_detail::pawn_terms(pawn_features, phase);
                eval_detail::PieceCounts piece_features;
                eval_detail::piece_counts(attack_board, piece_features);
                positional[0] += eval_detail::piece8_terms(piece_features, phase);
                eval_detail::SpaceCounts space_features;
                eval_detail::space_counts(attack_board, sets, space_features);
                positional[0] += eval_detail::space_terms(space_features, phase);
            }
        } else {
            occupancy.build({&pieces[0], &pieces[1], &pawn_pieces[0], &pawn_pieces[1], &neutral}, p.rules.border);
            for (int ci = 0; ci < 2; ++ci)
                mobility[static_cast<std::size_t>(ci)] = eval_detail::mobility(
                    p, pieces[static_cast<std::size_t>(ci)], ci == 0 ? Color::White : Color::Black, &occupancy);
        }
        for (int ci = 0; ci < 2; ++ci) {
            const Color c = ci == 0 ? Color::White : Color::Black;
            int& pos = positional[static_cast<std::size_t>(ci)];
            pos += structure[static_cast<std::size_t>(ci)];
            pos += (squares_middle[static_cast<std::size_t>(ci)] * phase +
                    squares_end[static_cast<std::size_t>(ci)] * ending) /
                   eval_detail::kPhaseFull;
            pos += mobility[static_cast<std::size_t>(ci)];
            const auto us = static_cast<std::size_t>(ci), them = static_cast<std::size_t>(1 - ci);
            if (!fitted) {
                pos +=
                    eval_detail::piece_terms(p, {&pieces[us], &pawns[us], &pawns[them], besides_pawns[them], phase}, c);
                // Pawns nearing promotion count as the pieces come off (in the middlegame an
                // advanced pawn is as often a weakness; passed pawns count in pawn_structure).
                int advance = 0;
                for (const Square& s : pawns[us]) advance += pawn_bonus(p, s, c);
                pos += advance * ending / eval_detail::kPhaseFull;
                // The royals' distances to the passed pawns, from midway to the ending on.
                if (const int late = 2 * ending - eval_detail::kPhaseFull; late > 0)
                    pos += eval_detail::passer_kings(p, pawns[us], pawns[them], c) * late / eval_detail::kPhaseFull;
            }
            if (frame.on) continue;
            for (const Placed& x : pieces[us])
                if (!spec(x.p.type).royal) pos -= 3 * from_centre(x.s);
            // An enemy piece near a royal costs more while the pieces are on.
            const int near_enemy = 8 + 32 * phase / eval_detail::kPhaseFull;
            for (Square r : p.board.royals(c)) {
                // Friends of any kind near the royal; the other side's pieces besides pawns.
                for (const Placed& x : pieces[us])
                    if (x.s != r && cheb(x.s, r, 3) <= 2) pos += 4;
                for (const Square& s : pawns[us])
                    if (cheb(s, r, 3) <= 2) pos += 4;
                for (const Placed& x : pieces[them])
                    if (cheb(x.s, r, 4) <= 3) pos -= near_enemy;
                // In the ending the royal is a piece: it belongs where the others are.
                pos -= 10 * from_centre(r) * ending / eval_detail::kPhaseFull;
            }
        }
        for (int ci = 0; ci < 2; ++ci) {
            const long long lead = material[static_cast<std::size_t>(ci)] - material[static_cast<std::size_t>(1 - ci)];
            positional[static_cast<std::size_t>(ci)] += eval_detail::mating_drive(
                p, pieces[static_cast<std::size_t>(ci)], pieces[static_cast<std::size_t>(1 - ci)],
                ci == 0 ? Color::White : Color::Black, lead, small);
        }
        // (With every piece on the ending weighs nothing: the scale is kNoScale whatever the factor.)
        if (small && ending > 0) {
            const long long lead = material[0] - material[1] + positional[0] - positional[1];
            const int factor = eval_detail::ending_scale(p, {lead, besides_pawns, {&pieces[0], &pieces[1]}});
            scale = factor * ending + eval_detail::kScaleFull * phase;
        }
    }
    long long white = material[0] - material[1] + positional[0] - positional[1];
    if (scale != kNoScale) white = white * scale / kNoScale;
    return (index(p.turn) == 1 ? -white : white) + 10;
}

int evaluate_scaled(const Position& p, long long placement) {
    // Integers all the way (the wide build's cpp_int, the narrow one's 128 bits): the material
    // of 10,000,000 pieces times a move-rule limit near 2^63 fits either.
    Wide score = placement;
    if (p.move_rule && p.move_rule->limit > 0) {
        const Wide limit = p.move_rule->limit;
        const Wide used = std::clamp<std::int64_t>(p.move_rule->counter, 0, p.move_rule->limit);
#if !UICI_WIDE
        // In 64 bits when the product fits (a limit under 2^30 and a score under 2^31, as in
        // every ordinary game): the 128-bit division was a call at every evaluation.
        constexpr Wide kSmall = Wide{1} << 30;
        if (limit < kSmall && score < 2 * kSmall && score > -2 * kSmall) {
            const auto l = static_cast<std::int64_t>(limit);
            score = static_cast<std::int64_t>(score) * (2 * l - static_cast<std::int64_t>(used)) / (2 * l);
        } else {
            score = score * (2 * limit - used) / (2 * limit);
        }
#else
        score = score * (2 * limit - used) / (2 * limit);
#endif
    }
    score = std::clamp<Wide>(score, -20000, 20000);
    return static_cast<int>(score);
}

int evaluate(const Position& p) { return evaluate_scaled(p, evaluate_placement(p)); }

}  // namespace UICI_CORE_NS::search
