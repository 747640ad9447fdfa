// Test-only: the site's golden data (tests/data/*.jsonl) loaded through the ICN reader and
// replayed through Game, plus the site's move sets as membership tests.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/board/lines.hpp"
#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/primes.hpp"

namespace UICI_CORE_NS::test {

// tests/data/perft.json, read once.
inline const nlohmann::json& perft_data() {
    static const nlohmann::json data = [] {
        std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/perft.json");
        return nlohmann::json::parse(in);
    }();
    return data;
}

// True when the narrow build hands this text to the wide one (a number past its range): the
// narrow test binary skips such cases; uici_tests_wide, on the wide build, runs every one.
inline bool handed_to_wide(const std::string& icn) {
    if (kWideCoords) return false;
    auto doc = read_icn(icn);
    return !doc && doc.error().code == kNeedsWide;
}

inline std::vector<nlohmann::json> jsonl(const std::string& name) {
    std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/" + name);
    std::vector<nlohmann::json> out;
    std::string line;
    while (std::getline(in, line))
        if (!line.empty()) out.push_back(nlohmann::json::parse(line));
    return out;
}

// The game an ICN text describes, its moves played (each must be legal).
inline Game replay(const std::string& icn) {
    auto doc = read_icn(icn);
    REQUIRE_MESSAGE(doc.has_value(), icn);
    Game g(doc->position);
    for (const IcnMove& m : doc->moves) {
        const Reason r = g.play(m.move);
        REQUIRE_MESSAGE(r == Reason::legal, format_move(m.move) << ": " << reason_code(r));
    }
    return g;
}

inline Move token(const std::string& t) {
    auto m = parse_move(t);
    REQUIRE_MESSAGE(m.has_value(), t);
    return *m;
}

inline int family_of(const std::string& dir) {
    const auto comma = dir.find(',');
    const int dx = std::stoi(dir.substr(0, comma)), dy = std::stoi(dir.substr(comma + 1));
    for (int f = 0; f < kLineFamilies; ++f)
        if (kLineDir[f].dx == dx && kLineDir[f].dy == dy) return f;
    FAIL("unknown direction " << dir);
    return 0;
}

// One slide of the site's `slides` list: from + k * dir for min <= k <= max, k != 0.
struct SiteSlide {
    Square from;
    int family = 0;
    std::optional<Wide> min, max;
    bool prime = false;
    bool brute = false;       // check_each_square
    std::set<Wide> rejected;  // brute: failing steps within the window
    Wide window = 0;
    std::optional<std::set<Wide>> legal;  // brute, small finite ranges: the exact steps

    explicit SiteSlide(const nlohmann::json& j) {
        Square s;
        REQUIRE(parse_square(j["from"].get<std::string>(), s) == IntParse::ok);
        from = s;
        family = family_of(j["dir"].get<std::string>());
        if (!j["min"].is_null()) min = j["min"].get<std::int64_t>();
        if (!j["max"].is_null()) max = j["max"].get<std::int64_t>();
        prime = j["filter"] == "prime";
        brute = j["check_each_square"].get<bool>();
        if (j.contains("rejected_steps"))
            for (const auto& k : j["rejected_steps"]) rejected.insert(k.get<std::int64_t>());
        if (j.contains("rejected_window")) window = j["rejected_window"].get<std::int64_t>();
        if (j.contains("legal_steps")) {
            legal.emplace();
            for (const auto& k : j["legal_steps"]) legal->insert(k.get<std::int64_t>());
        }
    }

    // 1 in, 0 out, -1 the data does not say (a checked step outside the window).
    [[nodiscard]] int has(Wide k) const {
        if (k == 0 || (min && k < *min) || (max && k > *max)) return 0;
        if (prime && !is_prime(magnitude(k))) return 0;
        if (!brute) return 1;
        if (legal) return legal->count(k) ? 1 : 0;
        if (k < -window || k > window) return -1;
        return rejected.count(k) ? 0 : 1;
    }
};

}  // namespace UICI_CORE_NS::test
