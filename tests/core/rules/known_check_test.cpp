// What a caller knows of check handed to core (InCheckNow): generate_moves, generate_captures,
// has_legal_move and evaluate_status give the same answers with it as without, and trust it
// (they do not test check again: a search tests it once a node). Likewise what it knows of the
// legal moves: holds_a_move on the generated list answers as has_legal_move, and
// evaluate_status handed that answer gives the same verdict and trusts it.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "core/game/status.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/rules.hpp"
#include "tests/core/random_positions.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace known_check_test {

GeneratedMoves sorted_moves_known(const Position& p, InCheckNow known) {
    GeneratedMoves g;
    generate_moves(p, g, std::nullopt, known);
    sort_moves(g);
    return g;
}

std::vector<Move> sorted_captures_known(const Position& p, InCheckNow known) {
    std::vector<Move> out;
    generate_captures(p, out, std::nullopt, known);
    std::sort(out.begin(), out.end(), move_less);
    return out;
}

TEST_CASE("known check: the same moves, captures, legal-move answer and status as when core tests it") {
    std::mt19937_64 rng(2727);
    int checked = 0, positions = 0, ended = 0;
    for (int i = 0; i < 400; ++i) {
        Position p = test::random_position(rng, 3 + i % 5);
        if (i % 3 == 0) p.rules.border = Border{-8, 8, -8, 8};
        for (int ply = 0; ply < 6; ++ply) {
            const bool in = in_check(p, p.turn);
            INFO(i, " ply ", ply, " in check ", in);
            const GeneratedMoves want = sorted_moves_known(p, std::nullopt);
            const GeneratedMoves got = sorted_moves_known(p, in);
            CHECK(got.finite == want.finite);
            CHECK(got.slides == want.slides);
            CHECK(sorted_captures_known(p, in) == sorted_captures_known(p, std::nullopt));
            CHECK(has_legal_move(p, in) == has_legal_move(p));
            CHECK(holds_a_move(want) == has_legal_move(p));
            const Status st = evaluate_status(p, std::nullopt, false);
            const Status known = evaluate_status(p, std::nullopt, false, in);
            CHECK(known.outcome == st.outcome);
            CHECK(known.reason == st.reason);
            const Status told = evaluate_status(p, std::nullopt, false, in, holds_a_move(want));
            CHECK(told.outcome == st.outcome);
            CHECK(told.reason == st.reason);
            ++positions;
            checked += in ? 1 : 0;
            ended += st.outcome != Status::Outcome::ongoing ? 1 : 0;
            if (want.finite.empty()) break;
            apply_move(p, want.finite[static_cast<std::size_t>(rng() % want.finite.size())]);
        }
    }
    CHECK(positions > 1500);
    CHECK(checked > 100);
    CHECK(ended > 10);
}

TEST_CASE("known check is trusted: core does not test it again") {
    // White is in check from the rook on the e-file. Told (wrongly) that it is not, the
    // generator lets the knight's eight moves through untested, as it does for a position not
    // in check; told the truth, or nothing, only the king's moves and the block remain.
    const Position p = test::pieces("K5,1|N2,1|r5,8|k1,8");
    REQUIRE(in_check(p, Color::White));
    const auto knight_moves = [](const GeneratedMoves& g) {
        return std::count_if(g.finite.begin(), g.finite.end(), [](const Move& m) { return m.from == Square{2, 1}; });
    };
    CHECK(knight_moves(sorted_moves_known(p, std::nullopt)) == 0);
    CHECK(knight_moves(sorted_moves_known(p, true)) == 0);
    CHECK(knight_moves(sorted_moves_known(p, false)) == 8);
    // Mate with the check known: the status says checkmate without testing check itself.
    const Position mate = test::read("w 0/100 1 (8|1) 1,8,1,8 K1,1|r1,8|r2,8|k8,8").position;
    CHECK(evaluate_status(mate, std::nullopt, false, true).reason == "checkmate");
    CHECK(evaluate_status(mate, std::nullopt, false).reason == "checkmate");
    CHECK(evaluate_status(mate, std::nullopt, false, false).reason == "stalemate");
    // The legal-move answer handed over is trusted too: the search asks with `true` first and
    // with `false` only when its own list came out empty.
    CHECK(evaluate_status(mate, std::nullopt, false, true, true).outcome == Status::Outcome::ongoing);
    CHECK(evaluate_status(mate, std::nullopt, false, true, false).reason == "checkmate");
    CHECK(evaluate_status(p, std::nullopt, false, true, false).reason == "checkmate");
    CHECK(evaluate_status(p, std::nullopt, false, false, false).reason == "stalemate");
    // Repetition comes before the legal moves, the move rule after them (docs/RULES.md 6).
    CHECK(evaluate_status(mate, std::nullopt, true, true, false).reason == "repetition");
    Position ruled = mate;
    ruled.move_rule = MoveRule{100, 100};
    CHECK(evaluate_status(ruled, std::nullopt, false, true, false).reason == "checkmate");
    CHECK(evaluate_status(ruled, std::nullopt, false, true, true).reason == "move_rule");
}

}  // namespace known_check_test
