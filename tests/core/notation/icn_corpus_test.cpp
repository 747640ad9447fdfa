// The ICN reader and writers against the golden data in tests/data: the reference converter's
// outputs (icn-reference.jsonl) and the site's own ICN (legal-moves, games, perft).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "tests/core/conformance_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using nlohmann::json;

namespace {

// A coordinate as the reference data holds it: a JSON number (past int64 only in the wide build,
// as a double, like the reference converter's own numbers).
json jc(const Coord& c) {
#if UICI_WIDE
    if (c >= INT64_MIN && c <= INT64_MAX) return json(static_cast<std::int64_t>(c));
    return json(static_cast<double>(c));
#else
    return json(c);
#endif
}

std::vector<json> load_jsonl(const std::string& name) {
    std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/" + name);
    REQUIRE_MESSAGE(in, "missing test data ", name);
    std::vector<json> rows;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) rows.push_back(json::parse(line));
    return rows;
}

const std::vector<json>& reference_cases() {
    static const std::vector<json> cases = load_jsonl("icn-reference.jsonl");
    return cases;
}

bool tagged(const json& c) { return c.contains("tags") && c["tags"].is_array() && !c["tags"].empty(); }
bool short_input(const json& c) { return c["input_format"] == "short"; }

std::vector<Move> plain_moves(const IcnDocument& d) {
    std::vector<Move> out;
    for (const auto& m : d.moves) out.push_back(m.move);
    return out;
}

// Writing in `dialect` and reading back gives the same state, metadata and moves.
void check_round_trip(const IcnDocument& doc, Dialect dialect, const std::string& id) {
    const auto moves = plain_moves(doc);
    const std::string text = write_icn_game(doc.position, moves, dialect);
    const auto again = read_icn(text);
    REQUIRE_MESSAGE(again.has_value(), id, " wrote ", text.substr(0, 300), " -> ",
                    again.has_value() ? "" : again.error().message);
    CHECK_MESSAGE(same_state(doc.position, again->position), id, " wrote ", text.substr(0, 300));
    CHECK_MESSAGE(doc.position.metadata == again->position.metadata, id);
    CHECK_MESSAGE(moves == plain_moves(*again), id);
    // The canonical text is a fixed point.
    CHECK_MESSAGE(write_icn_game(again->position, moves, dialect) == text, id);
}

void check_both_round_trips(const IcnDocument& doc, const std::string& id) {
    check_round_trip(doc, Dialect::Site, id);
    check_round_trip(doc, Dialect::Seed, id);
}

std::string coord_key(const std::string& text) {
    Square s;
    REQUIRE(parse_square(text, s) == IntParse::ok);
    return to_string(s);
}

json norm_rank_list(const json& r) {
    if (r.is_null()) return nullptr;
    std::vector<std::int64_t> ranks;
    if (r.is_array())
        for (const auto& v : r) ranks.push_back(v.get<std::int64_t>());
    else ranks.push_back(r.get<std::int64_t>());
    std::sort(ranks.begin(), ranks.end());
    return ranks;
}

// score_icn.py's norm_position, for the reference's long format.
json norm_reference(const json& doc) {
    const json rules = doc.value("gameRules", json::object());
    json out;
    out["metadata"] = json::object();
    // value() returns a copy: keep it alive for the loops (items() would dangle).
    const json metadata = doc.value("metadata", json::object());
    const json special = doc.value("specialRights", json::object());
    const json pieces = doc.value("startingPosition", json::object());
    for (const auto& [k, v] : metadata.items())
        if (v.get<std::string>() != "") out["metadata"][k] = v;
    out["turn"] = doc.value("turn", "white");
    out["enpassant"] = doc.contains("enpassant") ? doc["enpassant"] : json(nullptr);
    out["moveRule"] = doc.contains("moveRule") ? doc["moveRule"] : json(nullptr);
    out["fullMove"] = doc.value("fullMove", 0) == 0 ? 1 : doc["fullMove"].get<std::int64_t>();
    const json ranks = rules.value("promotionRanks", json(nullptr));
    out["promotionRanks"] = nullptr;
    out["promotionsAllowed"] = nullptr;
    if (ranks.is_array()) {
        out["promotionRanks"] = json::array({norm_rank_list(ranks[0]), norm_rank_list(ranks[1])});
        for (const char* c : {"white", "black"}) {
            auto list = rules["promotionsAllowed"][c].get<std::vector<std::string>>();
            std::sort(list.begin(), list.end());
            out["promotionsAllowed"][c] = list;
        }
    }
    for (const char* c : {"white", "black"}) {
        auto list = rules.contains("winConditions") ? rules["winConditions"][c].get<std::vector<std::string>>()
                                                    : std::vector<std::string>{"checkmate"};
        std::set<std::string> unique(list.begin(), list.end());
        out["winConditions"][c] = unique;
    }
    const json slide = rules.value("slideLimit", json("Infinity"));
    out["slideLimit"] = slide.is_number() ? slide : json(nullptr);
    std::set<std::string> rights;
    for (const auto& [k, v] : special.items())
        if (v == true) rights.insert(coord_key(k));
    out["specialRights"] = rights;
    out["startingPosition"] = json::object();
    for (const auto& [k, v] : pieces.items()) out["startingPosition"][coord_key(k)] = v;
    return out;
}

// The same fields from our Position.
json norm_ours(const Position& p) {
    json out;
    out["metadata"] = json::object();
    for (const auto& [k, v] : p.metadata) out["metadata"][k] = v;
    out["turn"] = p.turn == Color::White ? "white" : "black";
    out["enpassant"] =
        p.en_passant ? json::array({jc(p.en_passant->target.x), jc(p.en_passant->target.y)}) : json(nullptr);
    out["moveRule"] = nullptr;
    if (p.move_rule)
        out["moveRule"] = p.move_rule_text.empty()
                              ? std::to_string(p.move_rule->counter) + "/" + std::to_string(p.move_rule->limit)
                              : p.move_rule_text;
    out["fullMove"] = p.fullmove;
    out["promotionRanks"] = nullptr;
    out["promotionsAllowed"] = nullptr;
    if (p.rules.promotion_section) {
        for (Color c : {Color::White, Color::Black}) {
            const auto& player = p.rules.of(c);
            const char* name = c == Color::White ? "white" : "black";
            auto ranks = player.promotion_ranks;
            std::sort(ranks.begin(), ranks.end());
            json list = json::array();
            for (const Coord& r : ranks) list.push_back(jc(r));
            out["promotionRanks"].push_back(ranks.empty() ? json(nullptr) : list);
            std::vector<std::string> allowed;
            for (auto t : player.promotions) allowed.emplace_back(spec(t).long_name);
            std::sort(allowed.begin(), allowed.end());
            out["promotionsAllowed"][name] = allowed;
        }
    }
    for (Color c : {Color::White, Color::Black}) {
        std::set<std::string> names;
        for (auto w : p.rules.of(c).win_conditions) names.emplace(to_string(w));
        out["winConditions"][c == Color::White ? "white" : "black"] = names;
    }
    out["slideLimit"] = p.rules.slide_limit ? jc(*p.rules.slide_limit) : json(nullptr);
    std::set<std::string> rights;
    for (const auto& s : p.special_rights) rights.insert(to_string(s));
    out["specialRights"] = rights;
    out["startingPosition"] = json::object();
    p.board.for_each([&](Square s, Piece piece) { out["startingPosition"][to_string(s)] = long_name(piece); });
    return out;
}

// Untagged reference cases where we deliberately answer differently (PROTOCOL.md, section 1.6).
const std::set<std::string> kDeliberateDifferences = {
    "gam-200-moves-before-position",  // moves, then a piece list: we refuse the stray piece list
};

}  // namespace

TEST_SUITE("icn corpus") {
    TEST_CASE("every malformed reference input ends in an error or a valid document") {
        int errors = 0, total = 0;
        for (const auto& c : reference_cases()) {
            if (c["kind"] != "malformed" || !short_input(c)) continue;
            ++total;
            const auto doc = read_icn(c["input"].get<std::string>());
            if (!doc) {
                ++errors;
                CHECK(doc.error().column <= c["input"].get<std::string>().size());
                CHECK(std::find(std::begin(kParseErrorCodes), std::end(kParseErrorCodes), doc.error().code) !=
                      std::end(kParseErrorCodes));
            } else {
                check_both_round_trips(*doc, c["id"]);
            }
        }
        CHECK(total == 43);
        // The inputs that are single moves ("1,2", "abc", ...) read as valid (empty) games or
        // positions only where that is their meaning; all others are errors.
        CHECK(errors >= 38);
    }

    TEST_CASE("strict reference positions and games read as the reference reads them") {
        int compared = 0;
        for (const auto& c : reference_cases()) {
            const std::string id = c["id"];
            if (!short_input(c) || tagged(c) || (c["kind"] != "position" && c["kind"] != "game")) continue;
            if (kDeliberateDifferences.contains(id)) continue;
            const auto& s2l = c["reference"]["s2l"];
            REQUIRE_MESSAGE(s2l.contains("value"), id);
            const auto doc = read_icn(c["input"].get<std::string>());
            REQUIRE_MESSAGE(doc.has_value(), id, ": ", doc.has_value() ? "" : doc.error().message);
            const json expected = norm_reference(s2l["value"]);
            const json ours = norm_ours(doc->position);
            CHECK_MESSAGE(expected == ours, id, "\n expected ", expected.dump(), "\n ours     ", ours.dump());
            CHECK_MESSAGE(doc->has_piece_list == s2l["value"].contains("startingPosition"), id);
            std::vector<std::string> moves;
            for (const auto& m : doc->moves) moves.push_back(format_move_readme(m.move));
            CHECK_MESSAGE(json(moves) == s2l["value"].value("moves", json::array()), id);
            ++compared;
        }
        CHECK(compared >= 90);
    }

    TEST_CASE("the deliberate differences are errors, not silent misreadings") {
        for (const auto& c : reference_cases())
            if (kDeliberateDifferences.contains(c["id"].get<std::string>()))
                CHECK_FALSE(read_icn(c["input"].get<std::string>()).has_value());
    }

    TEST_CASE("every readable reference position and game round-trips through both dialects") {
        int read = 0;
        for (const auto& c : reference_cases()) {
            if (!short_input(c) || (c["kind"] != "position" && c["kind"] != "game")) continue;
            const auto doc = read_icn(c["input"].get<std::string>());
            if (!doc) {
                // Only inputs where the reference is wrong or quirky may fail to read.
                CHECK_MESSAGE((tagged(c) || kDeliberateDifferences.contains(c["id"].get<std::string>())), c["id"]);
                continue;
            }
            ++read;
            check_both_round_trips(*doc, c["id"]);
        }
        CHECK(read >= 120);
    }

    TEST_CASE("every site position of legal-moves.jsonl reads and round-trips") {
        for (const auto& row : load_jsonl("legal-moves.jsonl")) {
            if (test::handed_to_wide(row["icn"].get<std::string>())) continue;
            const auto doc = read_icn(row["icn"].get<std::string>());
            REQUIRE_MESSAGE(doc.has_value(), row["id"], ": ", doc.has_value() ? "" : doc.error().message);
            CHECK(doc->has_piece_list);
            CHECK((doc->position.turn == Color::White) ==
                  (row["side_to_move"] == "w" ? doc->moves.size() % 2 == 0 : doc->moves.size() % 2 == 1));
            const auto& tags = row["tags"];
            const bool listed = std::find(tags.begin(), tags.end(), "moves_in_icn") != tags.end();
            CHECK_MESSAGE(listed == !doc->moves.empty(), row["id"]);
            check_both_round_trips(*doc, row["id"]);
        }
    }

    TEST_CASE("every game of games.jsonl reads in all three forms and round-trips") {
        for (const auto& g : load_jsonl("games.jsonl")) {
            const std::string id = g["id"];
            const auto start = read_icn(g["start_icn"].get<std::string>());
            const auto final_doc = read_icn(g["final_icn"].get<std::string>());
            const auto game = read_icn(g["game_icn"].get<std::string>());
            REQUIRE_MESSAGE(start.has_value(), id);
            REQUIRE_MESSAGE(final_doc.has_value(), id);
            REQUIRE_MESSAGE(game.has_value(), id, ": ", game.has_value() ? "" : game.error().message);
            CHECK_MESSAGE(same_state(start->position, game->position), id);
            std::vector<Move> expected;
            for (const auto& token : g["moves"]) expected.push_back(parse_move(token.get<std::string>()).value());
            CHECK_MESSAGE(plain_moves(*game) == expected, id);
            CHECK(final_doc->position.turn == (g["final_side_to_move"] == "w" ? Color::White : Color::Black));
            CHECK(final_doc->moves.empty());  // the trailing space is an empty move list
            for (const auto* doc : {&*start, &*final_doc, &*game}) check_both_round_trips(*doc, id);
        }
    }

    TEST_CASE("every perft position reads and round-trips") {
        std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/perft.json");
        REQUIRE(in);
        const json perft = json::parse(in);
        int positions = 0;
        // Depth-first walk: "position" fields sit at several depths.
        std::vector<const json*> todo{&perft};
        while (!todo.empty()) {
            const json* node = todo.back();
            todo.pop_back();
            if (node->is_object() && node->contains("position") && (*node)["position"].is_string()) {
                const auto doc = read_icn((*node)["position"].get<std::string>());
                REQUIRE_MESSAGE(doc.has_value(), (*node)["position"].get<std::string>().substr(0, 80));
                check_both_round_trips(*doc, "perft");
                ++positions;
            }
            if (node->is_structured())
                for (const auto& child : *node) todo.push_back(&child);
        }
        CHECK(positions > 30);
    }
}
