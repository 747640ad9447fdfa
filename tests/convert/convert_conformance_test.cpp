// The project's own conformance check of `uici convert` over its copy of the reference converter's
// golden corpus (tests/data/icn-reference.jsonl). It compares what score_icn.py compares
// (values, not spelling), through the same convert() that the command line runs.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "core/board/square.hpp"
#include "tests/convert/convert_run.hpp"
#include "tests/core/jsonl.hpp"

using nlohmann::json;

namespace {

using uici::test::run_convert;
const auto& run_conformance = run_convert;

json parse_or_null(const std::string& text) { return json::parse(text, nullptr, false); }

std::string coord_key(const std::string& key) {
    uici::Square s;
    REQUIRE(uici::parse_square(key, s) == uici::IntParse::ok);
    return uici::to_string(s);
}

json norm_rank(const json& v) {
    if (v.is_null()) return nullptr;
    std::vector<long long> ranks;
    for (const auto& r : v.is_array() ? v : json::array({v})) ranks.push_back(r.get<long long>());
    std::sort(ranks.begin(), ranks.end());
    return ranks;
}

// Long-format position fields with the defaults of ICN's documentation filled in (as the
// corpus's own scorer compares them).
json norm_position(const json& doc) {
    const json rules = doc.value("gameRules", json::object());
    json out;
    json meta = json::object();
    const json metadata = doc.value("metadata", json::object());
    for (const auto& [k, v] : metadata.items())
        if (v.get<std::string>() != "") meta[k] = v;
    out["metadata"] = meta;
    out["turn"] = doc.contains("turn") ? doc["turn"] : json("white");
    out["enpassant"] = doc.contains("enpassant") ? doc["enpassant"] : json(nullptr);
    out["moveRule"] = doc.contains("moveRule") ? doc["moveRule"] : json(nullptr);
    out["fullMove"] = doc.contains("fullMove") && doc["fullMove"].get<long long>() != 0 ? doc["fullMove"] : json(1);
    const json ranks = rules.value("promotionRanks", json(nullptr));
    json normed_ranks = nullptr;
    if (!ranks.is_null()) normed_ranks = json::array({norm_rank(ranks[0]), norm_rank(ranks[1])});
    out["promotionRanks"] = normed_ranks;
    json allowed = nullptr;
    if (!ranks.is_null() && rules.contains("promotionsAllowed")) {
        allowed = json::object();
        for (const auto& [c, list] : rules["promotionsAllowed"].items()) {
            auto v = list.get<std::vector<std::string>>();
            std::sort(v.begin(), v.end());
            allowed[c] = v;
        }
    }
    out["promotionsAllowed"] = allowed;
    json win = rules.value("winConditions", json{{"white", {"checkmate"}}, {"black", {"checkmate"}}});
    for (auto& [c, list] : win.items()) {
        auto v = list.get<std::vector<std::string>>();
        list = std::set<std::string>(v.begin(), v.end());
    }
    out["winConditions"] = win;
    const json slide = rules.value("slideLimit", json("Infinity"));
    out["slideLimit"] = slide == "Infinity" ? json(nullptr) : slide;
    std::set<std::string> rights;
    const json special = doc.value("specialRights", json::object());
    for (const auto& [k, v] : special.items())
        if (v.is_boolean() && v.get<bool>()) rights.insert(coord_key(k));
    out["specialRights"] = rights;
    json placement = json::object();
    const json pieces = doc.value("startingPosition", json::object());
    for (const auto& [k, v] : pieces.items()) placement[coord_key(k)] = v;
    out["startingPosition"] = placement;
    return out;
}

json norm_move(const json& m) {
    json out;
    for (const char* field :
         {"startCoords", "endCoords", "type", "captured", "promotion", "enpassant", "castle", "check", "mate"}) {
        json v = m.contains(field) ? m[field] : json(nullptr);
        if ((std::string(field) == "check" || std::string(field) == "mate" || std::string(field) == "enpassant") &&
            (v.is_null() || v == false || v == 0))
            v = nullptr;
        out[field] = v;
    }
    return out;
}

bool strict_case(const json& c) {
    const json cross = c.value("crosscheck", json::object());
    const bool legal_game = c["kind"] != "game" || (cross.value("simulated_legal", false) &&
                                                    cross.value("divergences", json::array()).empty());
    return c["kind"] != "malformed" && c.value("tags", json::array()).empty() && legal_game;
}

}  // namespace

TEST_SUITE("convert conformance") {
    TEST_CASE("every case of the reference corpus: same values, clean answers, round trips") {
        int strict = 0;
        for (const auto& c : uici::testing::read_jsonl("icn-reference.jsonl")) {
            const std::string id = c["id"];
            const std::string input = c["input"];
            const bool long_input = c["input_format"] == "long";
            CAPTURE(id);
            if (!strict_case(c)) {
                const auto r = run_conformance({"--to", long_input ? "icn" : "json"}, input);
                CHECK((r.code == 0 || (r.code == 1 && r.err.rfind("error ", 0) == 0)));
                if (r.code == 0 && !long_input) CHECK_FALSE(parse_or_null(r.out).is_discarded());
                continue;
            }
            ++strict;
            if (c["kind"] == "move") {
                const auto r = run_conformance({"--to", "json", "--move"}, input);
                REQUIRE(r.code == 0);
                const json mine = json::parse(r.out);
                const json ref = long_input ? json::parse(input) : c["reference"]["s2l_move"]["value"];
                for (const char* k : {"startCoords", "endCoords"}) {
                    json a = ref[k], b = mine[k];
                    if (a.is_string()) {
                        std::string text = "[";  // (built stepwise: GCC 12 warns falsely on "[" + s)
                        text += a.get<std::string>();
                        text += ']';
                        a = json::parse(text);
                    }
                    CHECK(a == b);
                }
                CHECK(ref.value("promotion", json(nullptr)) == mine.value("promotion", json(nullptr)));
                continue;
            }
            const auto r = run_conformance({"--to", "json"}, input);
            REQUIRE_MESSAGE(r.code == 0, r.err);
            const json mine = json::parse(r.out);
            const json expected = long_input ? json::parse(input) : c["reference"]["s2l"]["value"];
            CHECK(norm_position(expected) == norm_position(mine));
            if (c["kind"] == "game") {
                const json legacy = c["reference"].value("legacy_moves", json::object()).value("value", json(nullptr));
                if (!legacy.is_null()) {
                    REQUIRE(mine["moves"].size() == legacy.size());
                    for (std::size_t i = 0; i < legacy.size(); ++i)
                        CHECK(norm_move(legacy[i]) == norm_move(mine["moves"][i]));
                }
                const json g2p = c["reference"].value("g2p", json::object());
                for (const auto& [at, g] : g2p.items()) {
                    if (!g["position"].contains("value")) continue;
                    const auto r2 = run_conformance({"--to", "json", "--at", at == "Infinity" ? "end" : at}, input);
                    REQUIRE(r2.code == 0);
                    CHECK(norm_position(g["position"]["value"]) == norm_position(json::parse(r2.out)));
                }
            }
            // The ICN it writes (the reference converter's dialect) reads back to the same document.
            const auto icn = run_conformance({"--to", "icn", "--dialect", "seed"}, input);
            REQUIRE(icn.code == 0);
            const auto again = run_conformance({"--to", "json"}, icn.out);
            REQUIRE_MESSAGE(again.code == 0, again.err);
            const json back = json::parse(again.out);
            CHECK(norm_position(mine) == norm_position(back));
            if (c["kind"] == "game") {
                REQUIRE(back["moves"].size() == mine["moves"].size());
                for (std::size_t i = 0; i < mine["moves"].size(); ++i)
                    CHECK(norm_move(mine["moves"][i]) == norm_move(back["moves"][i]));
            }
        }
        CHECK(strict >= 110);
    }
}
