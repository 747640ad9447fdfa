// The site's own verdicts (tests/data, described in tests/data/README.md): legal move sets,
// check and status of legal-moves.jsonl, single-move verdicts of move-queries.jsonl, and the
// replayed games of games.jsonl.
#include <doctest/doctest.h>

#include "core/notation/move_listing.hpp"
#include "core/rules/movegen.hpp"
#include "tests/core/conformance_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using test::SiteSlide;

namespace {

std::string status_name(const Status& s) {
    static const std::map<std::string_view, std::string> names = {{"checkmate", "checkmate"},
                                                                  {"stalemate", "stalemate"},
                                                                  {"royal_captured", "royalcapture"},
                                                                  {"all_royals_captured", "allroyalscaptured"},
                                                                  {"all_pieces_captured", "allpiecescaptured"},
                                                                  {"koth", "koth"},
                                                                  {"move_rule", "moverule"},
                                                                  {"repetition", "repetition"},
                                                                  {"insufficient_material", "insuffmat"}};
    if (s.outcome == Status::Outcome::ongoing) return "null";
    const std::string victor = s.outcome == Status::Outcome::white_wins   ? "w"
                               : s.outcome == Status::Outcome::black_wins ? "b"
                                                                          : "null";
    return names.at(s.reason) + "/" + victor;
}

std::string site_status(const nlohmann::json& j) {
    if (j.is_null()) return "null";
    return j["condition"].get<std::string>() + "/" + (j["victor"].is_null() ? "null" : j["victor"].get<std::string>());
}

// Our move set and the site's, compared square by square on every finite move of either side
// and on probe steps of every slide line: |k| <= 64 and around each end of either side's slides.
struct Comparison {
    std::vector<std::string> ours_only, site_only;
    int probes = 0;
};

Comparison compare_moves(const Position& p, const nlohmann::json& row) {
    GeneratedMoves g;
    generate_moves(p, g);
    std::set<std::string> our_finite, site_finite;
    for (const Move& m : g.finite) our_finite.insert(format_move(m));
    for (const auto& t : row["finite_moves"]) site_finite.insert(t.get<std::string>());
    std::vector<SiteSlide> site;
    for (const auto& j : row["slides"]) site.emplace_back(j);

    auto ours = [&](const Move& m) {
        if (our_finite.count(format_move(m))) return 1;
        if (m.promotion) return 0;
        for (const SlideSet& s : g.slides)
            if (s.from == m.from)
                if (const auto n = s.step_of(m.to); n && s.contains(*n)) return 1;
        return 0;
    };
    auto theirs = [&](const Move& m) {
        if (site_finite.count(format_move(m))) return 1;
        if (m.promotion) return 0;
        int unknown = 0;
        for (const SiteSlide& s : site) {
            if (s.from != m.from) continue;
            const auto k = line_steps(s.from, m.to, s.family);
            if (!k) continue;
            const int h = s.has(*k);
            if (h == 1) return 1;
            if (h == -1) unknown = -1;
        }
        return unknown;
    };
    Comparison c;
    auto probe = [&](const Move& m) {
        ++c.probes;
        const int t = theirs(m);
        if (t == -1) return;
        const int o = ours(m);
        if (o && !t) c.ours_only.push_back(format_move(m));
        if (t && !o) c.site_only.push_back(format_move(m));
    };
    for (const auto& t : our_finite) probe(test::token(t));
    for (const auto& t : site_finite) probe(test::token(t));
    // Probe steps of a line: the window around the piece and both ends of every range on it.
    std::map<std::pair<std::string, int>, std::set<Wide>> lines;
    auto add_steps = [&](Square from, int fam, std::optional<Wide> a, std::optional<Wide> b) {
        auto& steps = lines[{to_string(from), fam}];
        for (Wide k = -64; k <= 64; ++k) steps.insert(k);
        for (const auto& e : {a, b})
            if (e)
                for (Wide d = -2; d <= 2; ++d) steps.insert(*e + d);
    };
    for (const SiteSlide& s : site) add_steps(s.from, s.family, s.min, s.max);
    for (const SlideSet& s : g.slides) {
        const Wide first = static_cast<Wide>(s.first) * s.sense;
        const auto last = s.last ? std::optional<Wide>(static_cast<Wide>(*s.last) * s.sense) : std::nullopt;
        add_steps(s.from, s.family, first, last);
        for (const Count& h : s.holes) add_steps(s.from, s.family, static_cast<Wide>(h) * s.sense, std::nullopt);
    }
    for (const auto& [key, steps] : lines) {
        Square from;
        REQUIRE(parse_square(key.first, from) == IntParse::ok);
        for (Wide k : steps) {
            if (k == 0) continue;
            const auto sq = step_square(from, key.second, k > 0 ? 1 : -1, magnitude(k));
            if (sq) probe(Move{from, *sq, std::nullopt});
        }
    }
    return c;
}

const std::vector<nlohmann::json>& positions() {
    static const auto rows = [] {
        auto all = test::jsonl("legal-moves.jsonl");
        std::erase_if(all, [](const nlohmann::json& r) { return test::handed_to_wide(r["icn"].get<std::string>()); });
        return all;
    }();
    return rows;
}

}  // namespace

TEST_SUITE("conformance") {
    TEST_CASE("legal-moves.jsonl: move sets, counts, check and status equal the site's") {
        int same_moves = 0, same_status = 0, same_check = 0, same_count = 0, counted = 0;
        for (const auto& row : positions()) {
            const std::string id = row["id"];
            CAPTURE(id);
            Game g = test::replay(row["icn"].get<std::string>());
            const Position& p = g.position();
            CHECK((p.turn == Color::White ? "w" : "b") == row["side_to_move"].get<std::string>());
            // Win conditions after the site's checkmate -> royalcapture switch.
            for (auto [c, key] : {std::pair{Color::White, "w"}, std::pair{Color::Black, "b"}}) {
                std::vector<std::string> ours;
                for (WinCondition w : p.rules.of(c).win_conditions) ours.emplace_back(to_string(w));
                CHECK(ours == row["win_conditions_effective"][key].get<std::vector<std::string>>());
            }
            const Comparison c = compare_moves(p, row);
            for (const auto& t : c.ours_only) MESSAGE(id << " ours only: " << t);
            for (const auto& t : c.site_only) MESSAGE(id << " site only: " << t);
            CHECK(c.ours_only.empty());
            CHECK(c.site_only.empty());
            same_moves += c.ours_only.empty() && c.site_only.empty();
            if (!row["move_count"].is_null()) {
                ++counted;
                const auto count = list_moves(p).count;
                CHECK(count == row["move_count"].get<std::uint64_t>());
                same_count += count == row["move_count"].get<std::uint64_t>();
            }
            const bool check = in_check(p, p.turn);
            CHECK(check == row["in_check"].get<bool>());
            same_check += check == row["in_check"].get<bool>();
            const std::string st = status_name(g.status());
            CHECK(st == site_status(row["status"]));
            same_status += st == site_status(row["status"]);
        }
        MESSAGE("legal-moves.jsonl: " << positions().size() << " positions; move sets " << same_moves << ", counts "
                                      << same_count << "/" << counted << ", in_check " << same_check << ", status "
                                      << same_status);
    }

    TEST_CASE("move-queries.jsonl: every verdict equals the site's") {
        std::map<std::string, Position> by_id;
        for (const auto& row : positions())
            by_id.emplace(row["id"].get<std::string>(), test::replay(row["icn"].get<std::string>()).position());
        // Which of our reasons the site's reason strings may stand for.
        const std::map<std::string, std::set<Reason>> allowed = {
            {"No piece at start coords.", {Reason::no_piece}},
            {"Incorrect color.", {Reason::wrong_side}},
            {"Invalid destination coords.",
             {Reason::bad_geometry, Reason::blocked, Reason::own_piece, Reason::castle_rights,
              Reason::castle_through_check, Reason::no_en_passant, Reason::outside_border}},
            {"Puts self in check.", {Reason::self_check, Reason::castle_through_check}},
            {"Did not promote.", {Reason::promotion_required}},
        };
        int total = 0, same = 0, skipped = 0;
        for (const auto& q : test::jsonl("move-queries.jsonl")) {
            if (!by_id.contains(q["position_id"].get<std::string>())) continue;  // handed to the wide build
            const std::string move = q["move"];
            CAPTURE(q["position_id"].get<std::string>());
            CAPTURE(move);
            if (q["reason_hint"] == "format") {
                ++skipped;
                continue;
            }
            ++total;
            const Reason r = check_move(by_id.at(q["position_id"]), test::token(move));
            const bool legal = q["legal"].get<bool>();
            CHECK((r == Reason::legal) == legal);
            if (!legal) {
                const std::string site = q["site_reason"];
                const auto it = allowed.find(site);
                const bool fits = it != allowed.end() ? it->second.count(r) > 0 : r == Reason::bad_promotion;
                CHECK_MESSAGE(
                    fits, site << " vs " << reason_code(r) << " (hint " << q["reason_hint"].get<std::string>() << ")");
                same += fits;
            } else {
                same += r == Reason::legal;
            }
        }
        MESSAGE("move-queries.jsonl: " << same << "/" << total << " verdicts and reasons agree, " << skipped
                                       << " format tokens skipped");
    }

    TEST_CASE("games.jsonl: every game replays to the site's final position and conclusion") {
        int same = 0, total = 0;
        for (const auto& row : test::jsonl("games.jsonl")) {
            ++total;
            CAPTURE(row["id"].get<std::string>());
            Game g = test::replay(row["start_icn"].get<std::string>());
            bool all_legal = true;
            for (const auto& t : row["moves"]) {
                const Reason r = g.play(test::token(t.get<std::string>()));
                CHECK_MESSAGE(r == Reason::legal, t.get<std::string>() << ": " << reason_code(r));
                if (r != Reason::legal) {
                    all_legal = false;
                    break;
                }
            }
            const auto final_doc = read_icn(row["final_icn"].get<std::string>());
            REQUIRE(final_doc.has_value());
            const Position& want = final_doc->position;
            const Position& got = g.position();
            const bool placement = got.board == want.board && got.special_rights == want.special_rights;
            CHECK(placement);
            CHECK(got.turn == want.turn);
            CHECK(got.en_passant == want.en_passant);
            CHECK(got.move_rule == want.move_rule);
            CHECK(got.fullmove == want.fullmove);
            CHECK(in_check(got, got.turn) == row["final_in_check"].get<bool>());
            const std::string st = status_name(g.status());
            CHECK(st == site_status(row["conclusion"]));
            // PlayedMove::mate marks checkmates only (the site's '#' marks every move-made end).
            CHECK(g.history().back().mate == (g.status().reason == "checkmate"));
            same += all_legal && placement && got.turn == want.turn && got.en_passant == want.en_passant &&
                    got.move_rule == want.move_rule && got.fullmove == want.fullmove &&
                    st == site_status(row["conclusion"]);
        }
        MESSAGE("games.jsonl: " << same << "/" << total << " games replay to the site's final position and conclusion");
    }
}
