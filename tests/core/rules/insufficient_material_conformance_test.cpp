#include <doctest/doctest.h>

#include <string>

#include "core/notation/icn.hpp"
#include "core/rules/insufficient_material.hpp"
#include "tests/core/conformance_fixture.hpp"
#include "tests/core/jsonl.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

bool only_checkmate(const nlohmann::json& conditions) {
    return conditions.is_array() && conditions.size() == 1 && conditions[0] == "checkmate";
}

}  // namespace

// The site's verdict on every legal-moves.jsonl position where it asks the tables at all: both
// players' effective win conditions are just checkmate, no move was played after the position
// (so there is no last move that is not a capture or promotion), and no earlier test (checkmate,
// stalemate, repetition, move rule) ended the game first.
TEST_SUITE("insufficient material conformance") {
    TEST_CASE("legal-moves.jsonl positions agree with the site's status") {
        int asked = 0, drawn = 0;
        for (const auto& row : uici::testing::read_jsonl("legal-moves.jsonl")) {
            const std::string id = row.at("id");
            CAPTURE(id);
            const auto& wins = row.at("win_conditions_effective");
            if (!only_checkmate(wins.at("w")) || !only_checkmate(wins.at("b"))) continue;
            const auto& status = row.at("status");
            const bool site_drawn = !status.is_null() && status.at("condition") == "insuffmat";
            if (!status.is_null() && !site_drawn) continue;

            if (UICI_CORE_NS::test::handed_to_wide(row.at("icn").get<std::string>())) continue;
            auto doc = read_icn(row.at("icn").get<std::string>());
            REQUIRE(doc.has_value());
            if (!doc->moves.empty()) continue;
            CHECK(insufficient_material(doc->position) == site_drawn);
            ++asked;
            drawn += site_drawn ? 1 : 0;
        }
        CHECK(drawn == 8);
        CHECK(asked >= 50);
    }
}
