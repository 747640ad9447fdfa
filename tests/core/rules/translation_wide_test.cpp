// The rules do not depend on where a position stands: every perft anchor and every legal-moves
// and move-queries case of the conformance data, moved by 10^30 (with its world border and
// promotion ranks), gives the same counts, the same moves moved, and the same verdicts. The
// wide build's case (only it can hold such squares): a *_wide_test.cpp, built into uici_tests_wide
// alone (tests/CMakeLists.txt).
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <string>

#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_listing.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/legality.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"
#include "tests/core/conformance_fixture.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

const Coord kFar("1000000000000000000000000000000");  // 10^30

Square moved(const Square& s, const Coord& dx, const Coord& dy) { return {s.x + dx, s.y + dy}; }

// The position moved by (dx, dy): pieces, special rights, en passant, world border and
// promotion ranks. The king of the hill's squares stay where they are, so positions that can be
// won that way are not moved (callers skip them).
Position translated(const Position& p, const Coord& dx, const Coord& dy) {
    Position q = p;
    q.board.clear();
    p.board.for_each([&](const Square& s, const Piece& piece) { q.board.put(moved(s, dx, dy), piece); });
    q.special_rights.clear();
    for (const Square& s : p.special_rights) q.special_rights.insert(moved(s, dx, dy));
    if (p.en_passant) q.en_passant = EnPassant{moved(p.en_passant->target, dx, dy), moved(p.en_passant->pawn, dx, dy)};
    Border& b = q.rules.border;
    if (b.left) *b.left += dx;
    if (b.right) *b.right += dx;
    if (b.bottom) *b.bottom += dy;
    if (b.top) *b.top += dy;
    for (Color c : {Color::White, Color::Black})
        for (Coord& r : q.rules.of(c).promotion_ranks) r += dy;
    return q;
}

bool has_koth(const Position& p) {
    for (Color c : {Color::White, Color::Black})
        for (WinCondition w : p.rules.of(c).win_conditions)
            if (w == WinCondition::Koth) return true;
    return false;
}

Move moved(const Move& m, const Coord& dx, const Coord& dy) {
    return {moved(m.from, dx, dy), moved(m.to, dx, dy), m.promotion};
}

SlideSet moved(SlideSet s, const Coord& dx, const Coord& dy) {
    s.from = moved(s.from, dx, dy);
    for (PrimeFilter& f : s.filters) f.anchor = moved(f.anchor, dx, dy);
    return s;
}

bool same_slide(const SlideSet& a, const SlideSet& b) {
    return a.from == b.from && a.family == b.family && a.sense == b.sense && a.first == b.first && a.last == b.last &&
           a.prime_steps == b.prime_steps && a.filters == b.filters && a.holes == b.holes;
}

// Generated moves of p, moved, equal those of p moved; returns how many moves were compared.
std::size_t compare_moves(const Position& p, const Coord& dx, const Coord& dy) {
    const GeneratedMoves here = sorted_legal_moves(p, std::nullopt);
    const GeneratedMoves there = sorted_legal_moves(translated(p, dx, dy), std::nullopt);
    REQUIRE(here.finite.size() == there.finite.size());
    REQUIRE(here.slides.size() == there.slides.size());
    for (std::size_t i = 0; i < here.finite.size(); ++i)
        CHECK_MESSAGE(moved(here.finite[i], dx, dy) == there.finite[i], format_move(here.finite[i]));
    for (std::size_t i = 0; i < here.slides.size(); ++i)
        CHECK_MESSAGE(same_slide(moved(here.slides[i], dx, dy), there.slides[i]), format_slide(here.slides[i]));
    CHECK(count_moves(here) == count_moves(there));
    return here.finite.size() + here.slides.size();
}

}  // namespace

TEST_SUITE("translation") {
    TEST_CASE("legal-moves.jsonl: the same moves, moved, 10^30 away along x and along both axes") {
        int positions = 0, skipped = 0;
        std::size_t compared = 0;
        for (const auto& row : test::jsonl("legal-moves.jsonl")) {
            CAPTURE(row["id"].get<std::string>());
            const Game g = test::replay(row["icn"].get<std::string>());
            const Position& p = g.position();
            if (has_koth(p)) {
                ++skipped;
                continue;
            }
            compared += compare_moves(p, kFar, 0);
            compared += compare_moves(p, kFar, kFar);
            compared += compare_moves(p, -kFar, -kFar * kFar);
            ++positions;
        }
        MESSAGE(positions << " positions moved three ways, " << compared << " moves and slides compared, " << skipped
                          << " koth positions left in place");
        CHECK(positions >= 100);
    }

    TEST_CASE("move-queries.jsonl: every verdict the same 10^30 away") {
        std::map<std::string, Position> by_id;
        for (const auto& row : test::jsonl("legal-moves.jsonl"))
            by_id.emplace(row["id"].get<std::string>(), test::replay(row["icn"].get<std::string>()).position());
        int compared = 0;
        for (const auto& q : test::jsonl("move-queries.jsonl")) {
            if (q["reason_hint"] == "format") continue;
            const auto it = by_id.find(q["position_id"].get<std::string>());
            if (it == by_id.end() || has_koth(it->second)) continue;
            const auto m = parse_move(q["move"].get<std::string>());
            if (!m) continue;
            CAPTURE(q["move"].get<std::string>());
            const Position far = translated(it->second, kFar, kFar);
            CHECK(check_move(it->second, *m) == check_move(far, moved(*m, kFar, kFar)));
            ++compared;
        }
        MESSAGE(compared << " queries compared");
        CHECK(compared >= 100);
    }

    TEST_CASE("perft anchors count the same 10^30 away") {
        int anchors = 0;
        for (const auto& a : test::perft_data()["anchors"]) {
            Position p = test::read(a["position"].get<std::string>()).position;
            if (a.contains("slideLimit")) p.rules.slide_limit = Coord(a["slideLimit"].get<std::int64_t>());
            if (has_koth(p)) continue;
            const Position far = translated(p, kFar, kFar);
            for (const auto& [d, expected] : a["depths"].items()) {
                const auto want = expected.get<std::uint64_t>();
                if (want > 20'000) continue;  // the wide build is slower: the small depths
                CAPTURE(a["id"].get<std::string>());
                CAPTURE(d);
                CHECK(perft(far, std::stoi(d)).nodes == want);
            }
            ++anchors;
        }
        CHECK(anchors >= 10);
    }

    TEST_CASE("perft on a bordered board placed at 10^25") {
        const Position p =
            test::read(
                "w 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|p1,7+|p2,7+|p3,7+|p4,7+|"
                "p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,"
                "1|K5,1+|B6,1|N7,1|R8,1+")
                .position;
        const Coord at("10000000000000000000000000");  // 10^25
        const Position far = translated(p, at, at);
        CHECK(perft(far, 1).nodes == 20);
        CHECK(perft(far, 2).nodes == 400);
        CHECK(perft(far, 3).nodes == 8902);
    }

    TEST_CASE("a rook slides from 0 to 10^40 and back") {
        Game g(test::read("w K0,0|R0,1|k5,5").position);
        const Coord far("10000000000000000000000000000000000000000");
        CHECK(g.play({{0, 1}, {0, far}, std::nullopt}) == Reason::legal);
        CHECK(g.play({{5, 5}, {5, 6}, std::nullopt}) == Reason::legal);
        CHECK(g.check({{0, far}, {0, far + far}, std::nullopt}) == Reason::legal);
        CHECK(g.check({{0, far}, {1, far}, std::nullopt}) == Reason::legal);
        CHECK(g.play({{0, far}, {0, 1}, std::nullopt}) == Reason::legal);
        CHECK(g.position().board.find({0, 1}) != nullptr);
        CHECK(g.position().board.size() == 3);
        CHECK(g.play({{5, 6}, {5, 5}, std::nullopt}) == Reason::legal);
        CHECK(list_moves(g.position(), Square{0, 1}).count_text == "inf");
    }

    TEST_CASE("1,000-digit coordinates round-trip through ICN and long JSON") {
        std::string digits(1000, '0');
        digits[0] = '4';
        digits[999] = '7';
        const std::string n = digits, m = "-" + digits;
        const std::string icn = "w 0/100 1 (" + n + "|" + m + ") " + m + "," + n + "," + m + "," + n + " K" + n + "," +
                                n + "|k" + m + "," + m + "|R1," + n;
        const auto doc = read_icn(icn);
        REQUIRE(doc.has_value());
        CHECK(doc->position.board.find({Coord(n), Coord(n)}) != nullptr);
        CHECK(*doc->position.rules.border.left == Coord(m));
        CHECK(*doc->position.rules.border.top == Coord(n));
        const std::string written = write_icn_position(doc->position, Dialect::Site);
        const auto again = read_icn(written);
        REQUIRE(again.has_value());
        CHECK(write_icn_position(again->position, Dialect::Site) == written);
        const std::string json = write_long_json(doc->position, {}, {});
        const auto back = read_long_json(json);
        REQUIRE(back.has_value());
        CHECK(write_icn_position(back->start, Dialect::Site) == written);
        CHECK(check_move(doc->position, {{Coord(n), Coord(n)}, {Coord(n) - 1, Coord(n)}, std::nullopt}) ==
              Reason::legal);
    }
}
