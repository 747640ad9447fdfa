#include <doctest/doctest.h>

#include <fstream>
#include <set>

#include <nlohmann/json.hpp>

#include "core/move_text.hpp"
#include "core/movegen.hpp"
#include "core/perft.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;

namespace {

const nlohmann::json& perft_data() {
    static const nlohmann::json data = [] {
        std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/perft.json");
        return nlohmann::json::parse(in);
    }();
    return data;
}

// The suite runs the 8x8 tables to depth 4 and the other anchors up to this many leaf
// nodes; everything else is in scripts/perft_deep.sh.
constexpr std::uint64_t kSuiteBudget = 1'600'000;

bool in_suite(const std::string& id, int depth, std::uint64_t nodes) {
    const bool table = id.size() > 4 && id.substr(id.size() - 4) == "_8x8";
    return table ? depth <= 4 : nodes <= kSuiteBudget;
}

Position anchor_position(const nlohmann::json& a) {
    Position p = test::read(a["position"].get<std::string>()).position;
    if (a.contains("slideLimit")) p.rules.slide_limit = a["slideLimit"].get<Coord>();
    return p;
}

}  // namespace

TEST_SUITE("perft") {
    TEST_CASE("every perft.json anchor within the suite budget") {
        for (const auto& a : perft_data()["anchors"]) {
            const Position p = anchor_position(a);
            for (const auto& [d, expected] : a["depths"].items()) {
                const auto want = expected.get<std::uint64_t>();
                const int depth = std::stoi(d);
                if (!in_suite(a["id"].get<std::string>(), depth, want)) continue;
                CAPTURE(a["id"].get<std::string>());
                CAPTURE(depth);
                const PerftResult r = perft(p, depth);
                CHECK(r.unbounded_ray.empty());
                CHECK(r.nodes == want);
            }
        }
    }

    TEST_CASE("single_piece_d1: every piece's destinations and rays from 0,0") {
        for (const auto& c : perft_data()["single_piece_d1"]) {
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
                    want_rays.insert(text.substr(0, text.find(' ')) + (text.find("prime") != std::string::npos ? " prime" : ""));
                }
            CHECK(rays == want_rays);
        }
    }

    TEST_CASE("d1_move_lists: the full first-ply move lists") {
        for (const auto& [id, list] : perft_data()["d1_move_lists"].items()) {
            CAPTURE(id);
            nlohmann::json anchor;
            for (const auto& a : perft_data()["anchors"])
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
                for (std::uint64_t n = s.first; n <= *s.last; ++n)
                    if (s.contains(n)) got.insert(format_move({s.from, *s.square(n), std::nullopt}));
            std::set<std::string> want;
            for (const auto& t : list) want.insert(t.get<std::string>());
            CHECK(got == want);
        }
    }
}

// Opt-in (scripts/perft_deep.sh): every depth of every anchor, however large.
TEST_CASE("perft_deep: every anchor at every depth" * doctest::skip()) {
    for (const auto& a : perft_data()["anchors"]) {
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
