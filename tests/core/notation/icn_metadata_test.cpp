// Metadata that ICN can carry: every entry read from either format writes as ICN and reads back
// unchanged, and what cannot is refused where it comes in.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include <nlohmann/json.hpp>

#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"

using namespace uici;
using namespace UICI_CORE_NS;

namespace {

// A long-JSON document with one metadata entry (key and value as JSON string bodies).
std::string long_with(const std::string& key, const std::string& value) {
    nlohmann::json meta;
    meta[key] = value;
    return R"({"metadata":)" + meta.dump() + R"(,"startingPosition":{"1,1":"kingsW","8,8":"kingsB"}})";
}

}  // namespace

TEST_SUITE("icn metadata") {
    TEST_CASE("ordinary entries stand in ICN, broken ones are named") {
        CHECK_FALSE(metadata_problem("Event", "Casual game").has_value());
        CHECK_FALSE(metadata_problem("Event", "say \"hi\" [now\"").has_value());
        CHECK_FALSE(metadata_problem("UTCTime", "01:15:47").has_value());
        CHECK_FALSE(metadata_problem("My Key", "v:w").has_value());
        CHECK_FALSE(metadata_problem("Event", "tab\there").has_value());
        CHECK(*metadata_problem("Event", "a\nb") == "a control character");
        CHECK(*metadata_problem("Event", "a\x7f") == "a control character");
        CHECK(metadata_problem("Event", "a]b").has_value());  // the entry ends at the first ']'
        CHECK(metadata_problem("a:b", "x").has_value());      // the key would end at ':'
        CHECK(metadata_problem("My Key", " x").has_value());  // a spaced key's value is trimmed
        CHECK(metadata_problem(" Key", "x").has_value());
        CHECK_FALSE(metadata_problem("K\"ey", "x").has_value());  // PGN style keeps it
        CHECK(metadata_problem("My \"Key", "x").has_value());     // the colon style cannot
    }

    TEST_CASE("random entries: accepted ones survive ICN, refused ones are refused by the long-JSON reader") {
        // Characters that matter to either metadata style, plus plain ones.
        const std::string alphabet = "ab :\"[]\t\n\x01 Z";
        std::mt19937 rng(20261122);
        auto random_text = [&](std::size_t max) {
            std::string s;
            const std::size_t n = rng() % (max + 1);
            for (std::size_t i = 0; i < n; ++i) s += alphabet[rng() % alphabet.size()];
            return s;
        };
        int accepted = 0, refused = 0;
        for (int round = 0; round < 4000; ++round) {
            const std::string key = random_text(5), value = random_text(6);
            if (key.empty() || value.empty()) continue;
            const auto doc = read_long_json(long_with(key, value));
            if (metadata_problem(key, value)) {
                ++refused;
                REQUIRE_FALSE(doc.has_value());
                CHECK(doc.error().code == "bad_json");
                continue;
            }
            ++accepted;
            REQUIRE_MESSAGE(doc.has_value(), key << "=" << value);
            const auto back = read_icn(write_icn_game(doc->start, {}));
            REQUIRE_MESSAGE(back.has_value(), key << "=" << value);
            REQUIRE(back->position.metadata.size() == 1);
            CHECK(back->position.metadata[0].first == key);
            CHECK(back->position.metadata[0].second == value);
        }
        // Both sides were exercised.
        CHECK(accepted > 100);
        CHECK(refused > 300);
    }

    TEST_CASE("ICN with a control character inside an entry is icn_syntax") {
        const auto doc = read_icn("[Event \"a\x01b\"] w K1,1|k8,8");
        REQUIRE_FALSE(doc.has_value());
        CHECK(doc.error().code == "icn_syntax");
        CHECK(read_icn("[Event \"a\tb\"] w K1,1|k8,8").has_value());
        // Line ends between entries are not inside one.
        CHECK(read_icn("[Event \"x\"]\r\n[Site \"y\"]\nw K1,1|k8,8").has_value());
    }

    TEST_CASE("long JSON: an empty value is no value, another JSON value is kept as its text") {
        const auto doc =
            read_long_json(R"({"metadata":{"E":"","N":5},"startingPosition":{"1,1":"kingsW","8,8":"kingsB"}})");
        REQUIRE(doc.has_value());
        REQUIRE(doc->start.metadata.size() == 1);
        CHECK(doc->start.metadata[0].first == "N");
        CHECK(doc->start.metadata[0].second == "5");
    }
}
