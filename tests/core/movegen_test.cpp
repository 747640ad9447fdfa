#include <doctest/doctest.h>

#include <random>
#include <set>

#include "core/apply.hpp"
#include "core/movegen.hpp"
#include "core/rules.hpp"
#include "tests/core/random_positions.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;

namespace {

constexpr Coord kWindow = 14;

std::set<std::string> generated_in_window(const Position& p) {
    GeneratedMoves g;
    generate_moves(p, g);
    std::set<std::string> out;
    for (const Move& m : g.finite) {
        INFO(move_token(m));
        CHECK(check_move(p, m) == Reason::legal);
        const bool dup = !out.insert(move_token(m)).second;
        CHECK_MESSAGE(!dup, "duplicate " << move_token(m));
    }
    for (const SlideSet& s : g.slides)
        for (Square q : expand_in_box(s, {-kWindow, -kWindow}, {kWindow, kWindow})) {
            const Move m{s.from, q, std::nullopt};
            INFO(s.token());
            CHECK(check_move(p, m) == Reason::legal);
            const bool dup = !out.insert(move_token(m)).second;
            CHECK_MESSAGE(!dup, "duplicate " << move_token(m));
        }
    // Keep only the part of the finite moves inside the window, as the probe sees it.
    std::set<std::string> in_window;
    for (const auto& t : out) {
        const Move m = test::move(t);
        if (m.to.x >= -kWindow && m.to.x <= kWindow && m.to.y >= -kWindow && m.to.y <= kWindow) in_window.insert(t);
    }
    return in_window;
}

std::set<std::string> accepted_in_window(const Position& p) {
    std::set<std::string> out;
    p.board.for_each([&](Square from, Piece pc) {
        if (pc.color != p.turn) return;
        for (Coord x = -kWindow; x <= kWindow; ++x)
            for (Coord y = -kWindow; y <= kWindow; ++y) {
                Move m{from, {x, y}, std::nullopt};
                if (check_move(p, m) == Reason::legal) out.insert(move_token(m));
                for (PieceType t : p.rules.of(p.turn).promotions) {
                    m.promotion = Piece{t, p.turn};
                    if (check_move(p, m) == Reason::legal) out.insert(move_token(m));
                }
            }
    });
    return out;
}

}  // namespace

TEST_SUITE("movegen") {
    TEST_CASE("generated moves equal the moves check_move accepts, on random positions and playouts") {
        std::mt19937_64 rng(20260611);
        int positions = 0;
        for (int game = 0; game < 400; ++game) {
            Position p = test::random_position(rng);
            for (int ply = 0; ply < 8; ++ply) {
                CAPTURE(game);
                CAPTURE(ply);
                const auto gen = generated_in_window(p);
                const auto acc = accepted_in_window(p);
                ++positions;
                if (gen != acc) {
                    for (const auto& t : gen)
                        if (!acc.count(t)) MESSAGE("generated only: " << t);
                    for (const auto& t : acc)
                        if (!gen.count(t)) MESSAGE("accepted only: " << t);
                    for (const auto& [s, pc] : p.board.sorted()) MESSAGE(piece_code(pc) << to_string(s) << (p.has_right(s) ? "+" : ""));
                    FAIL("move sets differ");
                }
                if (acc.empty()) break;
                // Play a random legal move and check that undo restores everything.
                auto it = acc.begin();
                std::advance(it, static_cast<long>(rng() % acc.size()));
                const Position before = p;
                const Undo u = apply_move(p, test::move(*it));
                Position back = p;
                undo_move(back, u);
                CHECK(same_state(back, before));
                CHECK(back.board.hash() == before.board.hash());
            }
        }
        MESSAGE(positions << " positions cross-checked");
    }

    TEST_CASE("listing tokens: finite moves sorted, slides as one token") {
        const Position p = test::read("w 0/100 1 (8|1) -5,5,-5,5 K0,0|R0,2|k4,4|HU-3,-3").position;
        const MoveListing l = list_moves(p, Square{0, 2});
        CHECK(l.tokens == std::vector<std::string>{"0,2>1,2..5,2", "0,2>-1,2..-5,2", "0,2>0,3..0,5", "0,2>0,1..0,1"});
        CHECK(l.count == 3 + 5 + 5 + 1);
        const MoveListing h = list_moves(p, Square{-3, -3});
        CHECK(h.tokens == std::vector<std::string>{"-3,-3>-1,-3..4,-3~p", "-3,-3>-5,-3..-5,-3~p", "-3,-3>-3,-1..-3,4~p",
                                                  "-3,-3>-3,-5..-3,-5~p"});
        CHECK(h.count == 4 + 1 + 4 + 1);
        const MoveListing open = list_moves(test::read("w K0,0|k9,9|Q5,5").position, Square{5, 5});
        CHECK(open.count == std::nullopt);
        CHECK(open.tokens.front() == "5,5>6,5..");
    }
}
