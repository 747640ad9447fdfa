#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>

#include "core/notation/move_listing.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/attacks.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/rules.hpp"
#include "tests/core/random_positions.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

const Coord kWindow = 14;

// The probe window: kWindow around a center (clamped to the range of move tokens this build
// reads: int64's in the wide build, which reads more, and kNarrowLimit in the narrow one).
const Coord kTop = kWideCoords ? Coord(INT64_MAX) : Coord(kNarrowLimit);
const Coord kBottom = kWideCoords ? Coord(INT64_MIN) : Coord(-kNarrowLimit);

struct Window {
    Square low, high;
    explicit Window(Square c) {
        auto lo = [](Coord v) { return v < kBottom + kWindow ? kBottom : v - kWindow; };
        auto hi = [](Coord v) { return v > kTop - kWindow ? kTop : v + kWindow; };
        low = {lo(c.x), lo(c.y)};
        high = {hi(c.x), hi(c.y)};
    }
    [[nodiscard]] bool contains(Square s) const {
        return s.x >= low.x && s.x <= high.x && s.y >= low.y && s.y <= high.y;
    }
};

std::set<std::string> generated_in_window(const Position& p, const Window& w) {
    GeneratedMoves g;
    generate_moves(p, g);
    std::set<std::string> out;
    for (const Move& m : g.finite) {
        INFO(format_move(m));
        CHECK(check_move(p, m) == Reason::legal);
        const bool dup = !out.insert(format_move(m)).second;
        CHECK_MESSAGE(!dup, "duplicate " << format_move(m));
    }
    for (const SlideSet& s : g.slides)
        for (Square q : expand_in_box(s, w.low, w.high)) {
            const Move m{s.from, q, std::nullopt};
            INFO(format_slide(s));
            CHECK(check_move(p, m) == Reason::legal);
            const bool dup = !out.insert(format_move(m)).second;
            CHECK_MESSAGE(!dup, "duplicate " << format_move(m));
        }
    // Keep only the part of the finite moves inside the window, as the probe sees it.
    std::set<std::string> in_window;
    for (const auto& t : out) {
        const Move m = test::move(t);
        if (w.contains(m.to)) in_window.insert(t);
    }
    return in_window;
}

// An independent check test: play the move on a copy of the board and look for an attacked
// royal there (a royal that a promotion just created does not count, as on the site).
bool leaves_royal_attacked(const Position& p, const Move& m) {
    Position after = p;
    apply_move(after, m);
    for (Square r : after.board.royals(p.turn)) {
        if (r == m.to && m.promotion) continue;
        if (is_attacked(BoardView(after.board), after.rules, r, p.turn)) return true;
    }
    return false;
}

std::set<std::string> accepted_in_window(const Position& p, const Window& w) {
    std::set<std::string> out;
    auto consider = [&](const Move& m) {
        const Reason r = check_move(p, m);
        if (r == Reason::legal) out.insert(format_move(m));
        MovePlan plan;
        if (plan_move(p, m, plan) != Reason::legal || plan.kind == MoveKind::castle || !check_restricted(p, p.turn))
            return;
        INFO(format_move(m));
        CHECK((r == Reason::self_check) == leaves_royal_attacked(p, m));
    };
    p.board.for_each([&](Square from, Piece pc) {
        if (pc.color != p.turn) return;
        for (Coord x = w.low.x;; ++x) {
            for (Coord y = w.low.y;; ++y) {
                Move m{from, {x, y}, std::nullopt};
                consider(m);
                for (PieceType t : p.rules.of(p.turn).promotions) {
                    m.promotion = Piece{t, p.turn};
                    consider(m);
                }
                if (y == w.high.y) break;
            }
            if (x == w.high.x) break;
        }
    });
    return out;
}

// Random playouts around `center`: generated moves equal what check_move accepts in the window,
// check_move's check test agrees with playing the move, and undo restores the position.
void cross_check(std::uint64_t seed, int games, Square center) {
    std::mt19937_64 rng(seed);
    const Window w(center);
    int positions = 0;
    for (int game = 0; game < games; ++game) {
        Position p = test::random_position(rng, 6, center);
        for (int ply = 0; ply < 8; ++ply) {
            CAPTURE(game);
            CAPTURE(ply);
            const auto gen = generated_in_window(p, w);
            const auto acc = accepted_in_window(p, w);
            ++positions;
            if (gen != acc) {
                for (const auto& t : gen)
                    if (!acc.count(t)) MESSAGE("generated only: " << t);
                for (const auto& t : acc)
                    if (!gen.count(t)) MESSAGE("accepted only: " << t);
                for (const auto& [s, pc] : p.board.sorted())
                    MESSAGE((piece_code(pc) + to_string(s) + (p.has_right(s) ? "+" : "")));
                FAIL("move sets differ");
            }
            if (acc.empty()) break;
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
    MESSAGE(positions << " positions cross-checked around " << to_string(center));
}

// Under the sanitizers (several times slower) a quarter of the random games: the same code paths,
// at a quarter of the ASan/UBSan suite's longest cases (75 s together there); the Release suite
// plays them all. The wide build's Release run plays a quarter of the games at small coordinates
// too (19 of its 55 s): the narrow build plays them all over the same moves, and the wide build's
// own ground, the int64 corners, keeps every game.
#if defined(__SANITIZE_ADDRESS__)
constexpr int kGameShare = 4;
constexpr int kCornerShare = 4;
#elif defined(UICI_WIDE)
constexpr int kGameShare = 4;
constexpr int kCornerShare = 1;
#else
constexpr int kGameShare = 1;
constexpr int kCornerShare = 1;
#endif

}  // namespace

TEST_SUITE("movegen") {
    TEST_CASE("generated moves equal the moves check_move accepts, on random positions and playouts") {
        cross_check(20260611, 400 / kGameShare, {0, 0});
    }

    TEST_CASE("the same at the corners of the int64 range") {
        // The narrow build's corners are +-kNarrowLimit; the wide build also takes int64's own.
        // Slides leave the window: in the narrow build keep their ends inside its range.
        const Coord in = kWideCoords ? 7 : 64;
        cross_check(77, 60 / kCornerShare, {kTop - in, kTop - in});
        cross_check(78, 60 / kCornerShare, {kBottom + in, kTop - in});
        cross_check(79, 60 / kCornerShare, {kBottom + in, kBottom + in});
        cross_check(80, 60 / kCornerShare, {kTop / 2, -(kTop / 2)});
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
        CHECK(open.count_text == "inf");
        CHECK(open.tokens.front() == "5,5>6,5..");
        CHECK(l.count_text == "14");
        // Past 64 bits the count stays exact in text: 3 king moves and two rook lines of 2^64 - 1.
        // Only the wide build's boards are that large (uici_tests_wide runs this part).
        if (!kWideCoords) return;
        const std::string lim = "-9223372036854775808,9223372036854775807,-9223372036854775808,9223372036854775807";
        const MoveListing huge = list_moves(
            test::read("w " + lim +
                       " K-9223372036854775808,-9223372036854775808|k9223372036854775807,9223372036854775807|R0,0")
                .position);
        CHECK(huge.count == std::nullopt);
        CHECK(huge.count_text == "36893488147419103233");
    }

#if UICI_WIDE
    TEST_CASE("a huygens slide past 64 bits ends at its bound, not at its last prime step") {
        // Blocked by its own rook at the prime distance 2^64 + 13: the slide's bound is 2^64 + 12
        // and its token ends there (`~p` keeps the primes), as finding the last prime below a
        // bound of n digits takes some 2.3n primality tests: minutes at 2,000 digits.
        const Position p = test::read("w K0,5|k9,9|HU0,0|R18446744073709551629,0").position;
        const MoveListing h = list_moves(p, Square{0, 0});
        REQUIRE(!h.tokens.empty());
        CHECK(h.tokens.front() == "0,0>2,0..18446744073709551628,0~p");
        // At 2,000 digits (10^1999 + 7321 is prime) the listing costs one primality test.
        std::string ten(1996, '0');  // 10^1995 (built in place: gcc 12 warns wrongly at "1" + string)
        ten.front() = '1';
        const MoveListing f = list_moves(test::read("w K0,5|k9,9|HU0,0|R" + ten + "7321,0").position, Square{0, 0});
        REQUIRE(!f.tokens.empty());
        CHECK(f.tokens.front() == "0,0>2,0.." + ten + "7320,0~p");
    }
#endif
}

TEST_CASE("far squares of restricted slides agree with check_move") {
    // A royal queen with far attackers on and across its rays, a huygens behind it, and a rook
    // pinned by a far huygens; every slide is probed near and far against check_move.
    const char* positions[] = {
        "w RQ0,0|k50,50|r1000000,5|b1000000007,1000000010|hu-7,0|n4,-9|ob-1000003,0",
        "w K0,0|R0,5|hu0,1000003|k9,9|q77,-1000000",
        "w K0,0|B3,3|nr-9,-9|hu1000,1000|k1,-50|r2,1000000000000",
        "b rq5,5|K60,-60|Q5,-1000000000|HU1000000000005,5|R-99,6|P3,3",
    };
    for (const char* icn : positions) {
        CAPTURE(icn);
        const Position p = test::read(icn).position;
        GeneratedMoves g;
        generate_moves(p, g);
        for (const SlideSet& s : g.slides) {
            CAPTURE(format_slide(s));
            std::vector<Count> steps;
            for (Count n = 1; n <= 200; ++n) steps.push_back(n);
            for (Count base : {Count{1000}, Count{999'990}, Count{1'000'000'000}, Count{1'000'000'000'000}})
                for (Count d = 0; d < 20; ++d) steps.push_back(base + d);
            for (Count h : s.holes)
                for (Count d : {h - 1, h, h + 1}) steps.push_back(d);
            for (Count n : steps) {
                const auto sq = s.square(n);
                if (!sq || (s.last && n > *s.last)) continue;
                const Move m{s.from, *sq, std::nullopt};
                const bool finite = std::find(g.finite.begin(), g.finite.end(), m) != g.finite.end();
                CAPTURE(n);
                CHECK((s.contains(n) || finite) == (check_move(p, m) == Reason::legal));
            }
        }
    }
}

TEST_CASE("generate_captures: the captures and promotions of generate_moves's list, whole and piece by piece") {
    std::mt19937_64 rng(3301);
    int captures = 0;
    for (int i = 0; i < 300; ++i) {
        Position p = test::random_position(rng, 3 + i % 5);
        if (i % 3 == 0) p.rules.border = Border{-8, 8, -8, 8};
        for (int ply = 0; ply < 5; ++ply) {
            GeneratedMoves all;
            generate_moves(p, all);
            std::vector<Move> want, whole, each;
            captures_among(p, all, want);
            generate_captures(p, whole);
            p.board.for_each([&](Square s, Piece) { generate_captures(p, each, s); });
            for (auto* v : {&want, &whole, &each}) std::sort(v->begin(), v->end(), move_less);
            INFO(i, " ply ", ply);
            REQUIRE(whole == want);
            REQUIRE(each == want);
            captures += static_cast<int>(want.size());
            if (all.finite.empty()) break;
            apply_move(p, all.finite[static_cast<std::size_t>(rng() % all.finite.size())]);
        }
    }
    CHECK(captures > 500);
}
