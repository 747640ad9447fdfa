// Test-only: seeded random positions with every piece type, for cross-checks between the
// move generator, check_move and apply/undo.
#pragma once

#include <random>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::test {

// Pieces within `radius` of `center` (which must leave room for them in the int64 range).
inline Position random_position(std::mt19937_64& rng, int radius = 6, Square center = {0, 0}) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    Position p;
    auto free_square = [&]() {
        for (;;) {
            const Square s{center.x + pick(-radius, radius), center.y + pick(-radius, radius)};
            if (!p.board.occupied(s)) return s;
        }
    };
    // One or two royals a side, then a random mix of everything else.
    const PieceType royals[] = {PieceType::King, PieceType::King, PieceType::RoyalCentaur, PieceType::RoyalQueen};
    for (Color c : {Color::White, Color::Black}) {
        const int n = pick(0, 9) < 8 ? 1 : 2;
        for (int i = 0; i < n; ++i) {
            const Square s = free_square();
            p.board.put(s, {royals[pick(0, 3)], c});
            if (pick(0, 1)) p.special_rights.insert(s);
        }
    }
    const int extra = pick(4, 14);
    for (int i = 0; i < extra; ++i) {
        const auto t = static_cast<PieceType>(pick(0, kPieceTypeCount - 1));
        if (spec(t).royal && pick(0, 2)) continue;
        const Color c = spec(t).neutral ? Color::Neutral : (pick(0, 1) ? Color::White : Color::Black);
        const Square s = free_square();
        p.board.put(s, {t, c});
        if (!spec(t).neutral && pick(0, 2) == 0) p.special_rights.insert(s);
    }
    p.turn = pick(0, 1) ? Color::White : Color::Black;
    p.last_in_turn_order = opposite(p.turn);
    if (pick(0, 2) == 0) {
        auto side = [&](Coord c, int d) {  // c + d, kept inside the int64 range
            const Wide v = static_cast<Wide>(c) + d;
            return static_cast<Coord>(v > INT64_MAX ? INT64_MAX : v < INT64_MIN ? INT64_MIN : v);
        };
        p.rules.border = Border{side(center.x, -radius - pick(0, 2)), side(center.x, radius + pick(0, 2)),
                                side(center.y, -radius - pick(0, 2)), side(center.y, radius + pick(0, 2))};
    }
    if (pick(0, 3) == 0) {
        p.rules.player[0].promotion_ranks = {center.y + radius};
        p.rules.player[1].promotion_ranks = {center.y - radius};
        p.rules.player[0].promotions = {PieceType::Queen, PieceType::Knight, PieceType::RoyalQueen};
    }
    if (pick(0, 4) == 0) p.rules.slide_limit = pick(1, 6);
    const int wc = pick(0, 7);
    if (wc == 0) p.rules.player[0].win_conditions = p.rules.player[1].win_conditions = {WinCondition::RoyalCapture};
    if (wc == 1) p.rules.player[1].win_conditions = {WinCondition::AllPiecesCaptured};
    p.move_rule = MoveRule{0, 100};
    return p;
}

}  // namespace UICI_CORE_NS::test
