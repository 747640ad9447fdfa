#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/board/board_view.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/rules.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

TEST_SUITE("attacks") {
    // The attack test visits the roses of a colour one by one when there are few of them and
    // walks the tiles around the target when there are many: both must agree with walking every
    // rose of the board, on views that remove pieces (a capture) and add the mover's.
    TEST_CASE("rose attacks: few roses visited directly, many through the tiles, both exact") {
        std::mt19937_64 rng(42);
        const GameRules rules;
        const auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
        for (int round = 0; round < 400; ++round) {
            Board board;
            const int roses = pick(1, 20);  // both sides of the limit of the direct visit
            std::vector<Square> rose_squares;
            while (static_cast<int>(rose_squares.size()) < roses) {
                const Square s{pick(-8, 8), pick(-8, 8)};
                if (board.try_put(s, {PieceType::Rose, Color::Black})) rose_squares.push_back(s);
            }
            for (int i = 0; i < 30; ++i)
                board.try_put({pick(-8, 8), pick(-8, 8)},
                              {static_cast<PieceType>(pick(0, 5)), pick(0, 1) ? Color::White : Color::Black});
            for (int probe = 0; probe < 10; ++probe) {
                BoardView view(board);
                // Sometimes a white piece moves: its square emptied, another taken (maybe a capture).
                if (pick(0, 1)) {
                    // Half the time the piece lands on a rose: the capture the view must hide.
                    const Square to = pick(0, 1) ? rose_squares[static_cast<std::size_t>(pick(0, roses - 1))]
                                                 : Square{pick(-8, 8), pick(-8, 8)};
                    view.remove({pick(-8, 8), pick(-8, 8)});
                    view.add(to, {PieceType::Knight, Color::White});
                }
                const Square target{pick(-10, 10), pick(-10, 10)};
                bool want = false;
                for (const Square& r : rose_squares) {
                    const auto changed = view.changed();
                    if (std::find(changed.begin(), changed.end(), r) != changed.end()) continue;
                    walk_rose(
                        view, rules, r, Color::Black, [&](Square s, auto) { return !(want = want || s == target); },
                        &target);
                }
                INFO("round ", round, " roses ", roses, " target ", target.x, ",", target.y);
                CHECK(is_attacked_by_rose(view, rules, target, Color::White) == want);
            }
        }
    }
}
