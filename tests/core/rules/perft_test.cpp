#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "core/game/game.hpp"
#include "core/notation/move_listing.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"
#include "tests/core/conformance_fixture.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// The suite runs the 8x8 tables to depth 4 and the other anchors up to this many leaf
// nodes; everything else is in scripts/perft_deep.sh. The wide build runs an eighth of that (10 of
// its 55 s): the same positions and counts one ply less deep, its coordinates all small ones.
constexpr std::uint64_t kSuiteBudget = kWideCoords ? 200'000 : 1'600'000;
constexpr int kTableDepth = kWideCoords ? 3 : 4;

bool in_suite(const std::string& id, int depth, std::uint64_t nodes) {
    const bool table = id.size() > 4 && id.substr(id.size() - 4) == "_8x8";
    return table ? depth <= kTableDepth : nodes <= kSuiteBudget;
}

Position anchor_position(const nlohmann::json& a) {
    Position p = test::read(a["position"].get<std::string>()).position;
    if (a.contains("slideLimit")) p.rules.slide_limit = Coord(a["slideLimit"].get<std::int64_t>());
    return p;
}

}  // namespace

TEST_SUITE("perft") {
    TEST_CASE("every perft.json anchor within the suite budget") {
        for (const auto& a : test::perft_data()["anchors"]) {
            const Position p = anchor_position(a);
            for (const auto& [d, expected] : a["depths"].items()) {
                const auto want = expected.get<std::uint64_t>();
                const int depth = std::stoi(d);
                if (!in_suite(a["id"].get<std::string>(), depth, want)) continue;
                CAPTURE(a["id"].get<std::string>());
                CAPTURE(depth);
                const PerftResult r = perft(p, depth);
                CHECK_FALSE(r.unbounded_ray);
                CHECK(r.nodes == want);
            }
        }
    }

    TEST_CASE("single_piece_d1: every piece's destinations and rays from 0,0") {
        for (const auto& c : test::perft_data()["single_piece_d1"]) {
            const Position p = test::read(c["position"].get<std::string>()).position;
            CAPTURE(c["piece"].get<std::string>());
            GeneratedMoves g;
            generate_moves(p, g, Square{0, 0});
            std::set<std::string> got, want;
            for (const Move& m : g.finite) got.insert(to_string(m.to));
            if (c.contains("destinations"))
                for (const auto& t : c["destinations"]) want.insert(t.get<std::string>());
            CHECK(got == want);
            CHECK(g.finite.size() == c["finite_moves_of_piece_at_0,0"].get<std::size_t>());
            std::set<std::string> rays, want_rays;
            for (const SlideSet& s : g.slides) {
                CHECK(!s.last);
                CHECK(s.first == (s.prime_steps ? 2u : 1u));
                CHECK(s.filters.empty());
                CHECK(s.holes.empty());
                const auto d = kLineDir[s.family];
                rays.insert(std::to_string(d.dx * s.sense) + "," + std::to_string(d.dy * s.sense) +
                            (s.prime_steps ? " prime" : ""));
            }
            if (c.contains("infinite_rays_from_0,0"))
                for (const auto& r : c["infinite_rays_from_0,0"]) {
                    const auto text = r.get<std::string>();
                    want_rays.insert(text.substr(0, text.find(' ')) +
                                     (text.find("prime") != std::string::npos ? " prime" : ""));
                }
            CHECK(rays == want_rays);
        }
    }

    TEST_CASE("unbounded_d1_summaries: finite moves plus rays") {
        for (const auto& [id, summary] : test::perft_data()["unbounded_d1_summaries"].items()) {
            CAPTURE(id);
            const auto f = test::read(summary["position"].get<std::string>());
            Game g(f.position);
            for (const Move& m : f.moves) REQUIRE(g.play(m) == Reason::legal);
            GeneratedMoves gen;
            generate_moves(g.position(), gen);
            // Finite: single moves and the squares of bounded slides; rays: unbounded slides.
            std::set<std::string> finite, rays;
            for (const Move& m : gen.finite) finite.insert(format_move(m));
            for (const SlideSet& sl : gen.slides) {
                if (!sl.last) {
                    CHECK(sl.first == 1);
                    const auto d = kLineDir[sl.family];
                    rays.insert(to_string(sl.from) + ">" + std::to_string(d.dx * sl.sense) + "," +
                                std::to_string(d.dy * sl.sense));
                    continue;
                }
                for (Count n = sl.first; n <= *sl.last; ++n)
                    if (sl.contains(n)) finite.insert(format_move({sl.from, *sl.square(n), std::nullopt}));
            }
            CHECK(finite.size() == summary["finite_moves"].get<std::size_t>());
            if (summary.contains("finite_list")) CHECK(finite == summary["finite_list"].get<std::set<std::string>>());
            CHECK(rays == summary["rays"].get<std::set<std::string>>());
            const MoveListing l = list_moves(g.position());
            CHECK(l.count == std::nullopt);
        }
    }

    TEST_CASE("d1_move_lists: the full first-ply move lists") {
        for (const auto& [id, list] : test::perft_data()["d1_move_lists"].items()) {
            CAPTURE(id);
            nlohmann::json anchor;
            for (const auto& a : test::perft_data()["anchors"])
                if (a["id"] == id) anchor = a;
            // fairy_riders_royals_border has a move list but no anchor (no position) in the data.
            if (anchor.is_null()) {
                MESSAGE("no position for " << id);
                continue;
            }
            const Position p = anchor_position(anchor);
            GeneratedMoves g;
            generate_moves(p, g);
            std::set<std::string> got;
            for (const Move& m : g.finite) got.insert(format_move(m));
            for (const SlideSet& s : g.slides)
                for (Count n = s.first; n <= *s.last; ++n)
                    if (s.contains(n)) got.insert(format_move({s.from, *s.square(n), std::nullopt}));
            std::set<std::string> want;
            for (const auto& t : list) want.insert(t.get<std::string>());
            CHECK(got == want);
        }
    }
}

// Opt-in (scripts/perft_deep.sh): every depth of every anchor, however large.
TEST_CASE("perft_deep: every anchor at every depth" * doctest::skip()) {
    for (const auto& a : test::perft_data()["anchors"]) {
        const Position p = anchor_position(a);
        for (const auto& [d, expected] : a["depths"].items()) {
            const auto want = expected.get<std::uint64_t>();
            const int depth = std::stoi(d);
            if (in_suite(a["id"].get<std::string>(), depth, want)) continue;
            CAPTURE(a["id"].get<std::string>());
            CAPTURE(depth);
            const PerftResult r = perft(p, depth);
            CHECK(r.nodes == want);
            MESSAGE(a["id"].get<std::string>() << " depth " << depth << ": " << r.nodes);
        }
    }
}

TEST_CASE("perft: unbounded rays, oversized slides and stop") {
    const Position open = test::read("w K0,0|k9,9|R5,5").position;
    PerftResult r = perft(open, 2);
    CHECK(r.aborted);
    REQUIRE(r.unbounded_ray);
    CHECK(r.nodes == 0);
    // The ray named is the first in sorted order, whatever the order of the board's table
    // (here: the same pieces in a table reserved far larger).
    CHECK(r.unbounded_ray == perft(test::read("w R5,5|k9,9|K0,0").position, 2).unbounded_ray);
    CHECK(format_slide(*r.unbounded_ray).starts_with("5,5>"));
    Position roomy;
    roomy.board.reserve(5000);
    open.board.for_each([&](Square s, Piece pc) { roomy.board.put(s, pc); });
    roomy.rules = open.rules;
    CHECK(perft(roomy, 2).unbounded_ray == r.unbounded_ray);
    // The refusal found below the root names the same ray too, with the pieces put in tables
    // of other sizes and orders (a soak found positions reached by moves naming another ray
    // than the same position read afresh).
    CHECK(format_slide(*perft(test::read("w K0,0|k9,9|r5,5|n5,6").position, 2).unbounded_ray) == "5,5>6,5..");
    for (const char* icn : {"w K0,0|k9,9|r5,5|n5,6", "w K0,0|N7,3|N3,7|k9,9|r5,5", "w K0,0|B6,4|N4,3|k9,9|r5,5|q-4,6",
                            "b K0,0|R2,2|Q-3,8|k9,9|n7,3|p1,1"}) {
        const std::string name = icn;
        const Position pos = test::read(icn).position;
        const PerftResult want = perft(pos, 2);
        REQUIRE(want.unbounded_ray);
        std::vector<std::pair<Square, Piece>> pieces;
        pos.board.for_each([&](Square s, Piece pc) { pieces.emplace_back(s, pc); });
        std::sort(pieces.begin(), pieces.end(),
                  [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
        for (std::size_t room : {4u, 64u, 5000u}) {
            for (int turn = 0; turn < 4; ++turn) {
                std::rotate(pieces.begin(), pieces.begin() + 1, pieces.end());
                Position other;
                other.board.reserve(room);
                for (const auto& [s, pc] : pieces) other.board.put(s, pc);
                other.rules = pos.rules;
                other.turn = pos.turn;
                CAPTURE(name);
                CAPTURE(room);
                const PerftResult got = perft(other, 2);
                REQUIRE(got.unbounded_ray);
                CHECK(format_slide(*got.unbounded_ray) == format_slide(*want.unbounded_ray));
            }
        }
    }
    // A border at 10^15: depth 1 counts the slides as ranges, depth 2 refuses to expand them.
    const Position wide =
        test::read("w -1000000000000000,1000000000000000,-1000000000000000,1000000000000000 K0,0|k9,9|R5,5").position;
    r = perft(wide, 1);
    CHECK(!r.aborted);
    CHECK(r.nodes == 8 + 4'000'000'000'000'000);  // king moves, then both rook lines
    REQUIRE(!r.whole_slides.empty());
    CHECK(format_slide(r.whole_slides.back().first) == "5,5>5,4..5,-1000000000000000");
    CHECK(divide_entries(r).back().first == "5,5>5,4..5,-1000000000000000");
    r = perft(wide, 2);
    CHECK(r.aborted);
    CHECK(r.oversized_ray);
    // A stop already raised stops at once.
    std::atomic<bool> stop{true};
    r = perft(test::read("w 0/100 1 1,8,1,8 K5,1|k5,8|R1,1").position, 4, &stop);
    CHECK(r.aborted);
    CHECK_FALSE(r.unbounded_ray);
    CHECK(r.divide.empty());
    CHECK(r.nodes == 0);
}

TEST_CASE("perft: a count past 64 bits is refused, never wrapped") {
    // Rook lines of ~2^63 squares each on a board bordered at the int64 limits: each divide
    // entry fits, their sum does not. Only the wide build's boards are that large.
    if (!kWideCoords) return;
    const std::string lim = "-9223372036854775808,9223372036854775807,-9223372036854775808,9223372036854775807";
    PerftResult r =
        perft(test::read("w " + lim +
                         " K-9223372036854775808,-9223372036854775808|k9223372036854775807,9223372036854775807|R0,0")
                  .position,
              1);
    CHECK(r.too_many);
    CHECK(r.aborted);
    CHECK(r.divide.empty());
    CHECK(r.nodes == 0);
    // Kings alone in the corners count as usual.
    r = perft(
        test::read("w " + lim + " K-9223372036854775808,-9223372036854775808|k9223372036854775807,9223372036854775807")
            .position,
        2);
    CHECK_FALSE(r.too_many);
    CHECK(r.nodes == 9);
}

TEST_CASE("perft: a stop keeps the root moves it finished, each with its whole count") {
    const Position start = test::read(
                               "w 0/100 1 (8|1) 1,8,1,8 r1,8+|n2,8|b3,8|q4,8|k5,8+|b6,8|n7,8|r8,8+|"
                               "p1,7+|p2,7+|p3,7+|p4,7+|p5,7+|p6,7+|p7,7+|p8,7+|P1,2+|P2,2+|P3,2+|P4,2+|"
                               "P5,2+|P6,2+|P7,2+|P8,2+|R1,1+|N2,1|B3,1|Q4,1|K5,1+|B6,1|N7,1|R8,1+")
                               .position;
    // Stop raised after the third root move is complete (deterministic, whatever the machine):
    // the fourth root move is cut short and left out, the three finished keep their counts.
    std::atomic<bool> stop{false};
    const PerftResult r = perft(start, 4, &stop, [&](std::size_t done) {
        if (done == 3) stop = true;
    });
    REQUIRE(r.aborted);
    CHECK_FALSE(r.unbounded_ray);
    REQUIRE_FALSE(r.divide.empty());
    CHECK(r.divide.size() == 3);
    std::uint64_t sum = 0;
    for (const auto& [move, n] : r.divide) {
        Game g(start);
        REQUIRE(g.play(move) == Reason::legal);
        CHECK_MESSAGE(n == perft(g.position(), 3).nodes, format_move(move));
        sum += n;
    }
    CHECK(r.nodes == sum);
}
