#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>

#include "core/notation/icn.hpp"
#include "core/variants/variants.hpp"
#include "tests/core/jsonl.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// Every variant with its number of start pieces (obstacles and voids included).
const std::pair<std::string_view, std::size_t> kPieceCounts[] = {
    {"Abundance", 78},
    {"Chess", 32},
    {"Classical", 32},
    {"Classical_Plus", 52},
    {"CoaIP", 76},
    {"CoaIP_HO", 76},
    {"CoaIP_NO", 76},
    {"CoaIP_RO", 76},
    {"Confined_Classical", 60},
    {"Core", 68},
    {"Knighted_Chess", 48},
    {"Knightline", 52},
    {"Obstocean", 352},
    {"Omega", 13},
    {"Omega_Cubed", 92149},
    {"Omega_Fourth", 186285},
    {"Omega_Squared", 1477},
    {"Palace", 64},
    {"Pawn_Horde", 74},
    {"Pawndard", 64},
    {"Space", 96},
    {"Space_Classic", 66},
    {"Standarch", 64},
};

Position variant(std::string_view name) {
    auto p = variant_position(name);
    REQUIRE(p.has_value());
    return std::move(*p);
}

Position read(const std::string& icn) {
    auto doc = read_icn(icn);
    REQUIRE_MESSAGE(doc.has_value(), icn.substr(0, 80));
    return std::move(doc->position);
}

}  // namespace

TEST_SUITE("variants") {
    TEST_CASE("the names are the site's codes, sorted, 4D and 5D chess are left out") {
        const auto& names = variant_names();
        CHECK(std::is_sorted(names.begin(), names.end()));
        REQUIRE(names.size() == std::size(kPieceCounts));
        for (std::size_t i = 0; i < names.size(); ++i) CHECK(names[i] == kPieceCounts[i].first);
        CHECK_FALSE(variant_position("5D_Chess"));
        CHECK_FALSE(variant_position("4x4x4x4_Chess"));
        CHECK_FALSE(variant_position("Trappist_1"));  // commented out on the site
    }

    TEST_CASE("every variant reads, with its piece count and its display name as metadata") {
        for (const auto& [name, pieces] : kPieceCounts) {
            CAPTURE(name);
            const Position p = variant(name);
            CHECK(p.board.size() == pieces);
            REQUIRE(p.metadata_value("Variant") != nullptr);
        }
        CHECK(*variant("CoaIP_HO").metadata_value("Variant") == "Chess on an Infinite Plane - Huygens Option");
        CHECK(*variant("Omega_Squared").metadata_value("Variant") == "Showcase: Omega^2");
    }

    TEST_CASE("names match by code or display name, in any case") {
        CHECK(same_state(variant("classical"), variant("Classical")));
        CHECK(same_state(variant("PAWN_HORDE"), variant("Pawn Horde")));
        CHECK(same_state(variant("chess on an infinite plane"), variant("CoaIP")));
        CHECK(same_state(variant("Classical+"), variant("Classical_Plus")));
        CHECK_FALSE(variant_position("Classical "));
        CHECK_FALSE(variant_position(""));
    }

    TEST_CASE("game rules: promotions, move rule, win conditions, turn order, border") {
        const Position classical = variant("Classical");
        CHECK(classical.turn == Color::White);
        REQUIRE(classical.move_rule.has_value());
        CHECK(classical.move_rule->limit == 100);
        CHECK(classical.rules.of(Color::White).promotion_ranks == std::vector<Coord>{8});
        CHECK(classical.rules.of(Color::Black).promotion_ranks == std::vector<Coord>{1});
        CHECK_FALSE(classical.rules.border.any());
        CHECK(classical.has_right({5, 1}));
        CHECK(classical.has_right({1, 2}));
        CHECK_FALSE(classical.has_right({2, 1}));

        CHECK(variant("Chess").rules.border == Border{1, 8, 1, 8});
        CHECK(variant("Obstocean").rules.border == Border{-6, 15, -3, 12});

        const Position horde = variant("Pawn_Horde");
        CHECK(horde.rules.of(Color::Black).win_conditions == std::vector{WinCondition::AllPiecesCaptured});
        CHECK(horde.rules.of(Color::White).win_conditions == std::vector{WinCondition::Checkmate});
        CHECK(horde.rules.of(Color::White).promotion_ranks == std::vector<Coord>{2});
        CHECK(horde.rules.of(Color::Black).promotion_ranks == std::vector<Coord>{-7});

        const Position knightline = variant("Knightline");
        CHECK(knightline.rules.of(Color::White).promotions == std::vector{PieceType::Knight, PieceType::Queen});

        for (const char* name : {"Omega", "Omega_Squared", "Omega_Cubed", "Omega_Fourth"}) {
            CAPTURE(name);
            const Position p = variant(name);
            CHECK(p.turn == Color::Black);
            CHECK_FALSE(p.move_rule.has_value());
            CHECK(p.rules.of(Color::White).promotion_ranks.empty());
            CHECK(p.special_rights.empty());
        }
        CHECK(variant("Omega_Cubed").rules.has(Color::White, WinCondition::RoyalCapture));
        CHECK(variant("Omega_Fourth").rules.has(Color::Black, WinCondition::RoyalCapture));
    }

    TEST_CASE("start positions equal the site's games (games.jsonl start_icn)") {
        int compared = 0;
        for (const auto& game : uici::testing::read_jsonl("games.jsonl")) {
            const std::string source = game.at("source");
            if (source.rfind("variant:", 0) != 0) continue;
            CAPTURE(source);
            CHECK(same_state(variant(source.substr(8)), read(game.at("start_icn"))));
            ++compared;
        }
        CHECK(compared >= 13);
    }

    TEST_CASE("start positions equal the site's in legal-moves.jsonl") {
        int compared = 0;
        for (const auto& row : uici::testing::read_jsonl("legal-moves.jsonl")) {
            const auto& tags = row.at("tags");
            if (std::find(tags.begin(), tags.end(), "variant_start") == tags.end()) continue;
            for (const std::string tag : tags) {
                if (tag.rfind("variant_", 0) != 0 || tag == "variant_start") continue;
                CAPTURE(tag);
                CHECK(same_state(variant(tag.substr(8)), read(row.at("icn"))));
                ++compared;
            }
        }
        CHECK(compared >= 6);
    }
}
