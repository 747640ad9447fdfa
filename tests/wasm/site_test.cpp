// The site's engine-worker face (wasm/site/): messages shaped as infinitechess.org's
// enginegame.ts posts them (tests/data/site/messages.jsonl, made from uici's own positions) read
// onto core, and answered with legal moves, the move list, or null for a lost game; messages
// that do not map get one error line.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"
#include "core/game/game.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "wasm/site/site_engine.hpp"
#include "wasm/site/site_message.hpp"

using namespace uici;
using Json = nlohmann::json;

namespace {

std::map<std::string, Json> messages() {
    std::map<std::string, Json> out;
    std::ifstream in(std::string(UICI_TEST_DATA_DIR) + "/site/messages.jsonl");
    for (std::string line; std::getline(in, line);) {
        const Json j = Json::parse(line);
        out[j["name"].get<std::string>()] = j["message"];
    }
    return out;
}

// The game a message describes, read back through core (what the answer was played on).
Game game_of(const Json& message) {
    const auto read = wasm::read_site_message(message.dump());
    REQUIRE(read.request.has_value());
    auto doc = read_long_json(read.request->long_json);
    REQUIRE(doc.has_value());
    Game g(doc->start);
    for (const Move& m : doc->moves) REQUIRE(g.play(m) == Reason::legal);
    return g;
}

Json answer(const Json& message) { return Json::parse(wasm::site_request(message.dump())); }

}  // namespace

TEST_SUITE("wasm site") {
    TEST_CASE("the site's game maps onto core: pieces, turn, rights, border, promotion, moves") {
        auto all = messages();
        REQUIRE(all.size() == 6);
        const Game start = game_of(all["chess in a border, white to move, 20 moves"]);
        CHECK(start.position().board.size() == 32);
        CHECK(start.position().turn == Color::White);
        CHECK(start.position().special_rights.size() == 22);  // kings, rooks and pawns
        CHECK(start.position().rules.border.right == Coord(8));
        const Game after = game_of(all["chess after 1. e4 e5 2. Qh5, black to move, level 1"]);
        CHECK(after.history().size() == 3);
        CHECK(after.position().turn == Color::Black);
    }

    TEST_CASE("requestGeneratedMoves lists core's legal moves, each once") {
        const Json a = answer(messages()["chess in a border, white to move, 20 moves"]);
        CHECK(a["type"] == "generatedMoves");
        CHECK(a["data"].size() == 20);
        CHECK(a["data"][0].is_string());
    }

    TEST_CASE("a move request is answered with a legal move in the site's form, a mate found, null when mated") {
        auto all = messages();
        for (const char* name : {"chess after 1. e4 e5 2. Qh5, black to move, level 1",
                                 "classical on the infinite board, white to move", "a pawn promotes"}) {
            const Json a = answer(all[name]);
            REQUIRE_MESSAGE(a["type"] == "move", name);
            REQUIRE_MESSAGE(a["data"].is_string(), name << ": " << a.dump());
            Game g = game_of(all[name]);
            const auto m = parse_move(a["data"].get<std::string>());
            REQUIRE(m.has_value());
            CHECK_MESSAGE(g.play(*m) == Reason::legal, name << ": " << a.dump());
        }
        const Json promotes = answer(all["a pawn promotes"]);
        CHECK(promotes["data"] == "1,7>1,8=Q");
        const Json mate = answer(all["white mates in one"]);
        Game g = game_of(all["white mates in one"]);
        REQUIRE(g.play(*parse_move(mate["data"].get<std::string>())) == Reason::legal);
        CHECK(g.status().reason == "checkmate");
        const Json mated = answer(all["black is mated"]);
        CHECK(mated["type"] == "move");
        CHECK(mated["data"].is_null());
        CHECK(!mated.contains("error"));
    }

    TEST_CASE("coordinates past int64, as the site's engine border sets them, are played on the wide build") {
        Json m = messages()["white mates in one"];
        // engine.ts: hydrochess's worldBorder is I64_MAX - 2000n on every side.
        m["lf"]["gameRules"]["worldBorder"] = {{"left", "-9223372036854773807"},
                                               {"right", "9223372036854773807"},
                                               {"bottom", "-9223372036854773807"},
                                               {"top", "9223372036854773807"}};
        m["lf"]["position"].push_back({"100000000000000000000,5", 24});  // a white king (2 + 22) far away: past int64
        const Json a = answer(m);
        REQUIRE(a["type"] == "move");
        CHECK(a["data"].is_string());
    }

    TEST_CASE("messages that do not map get null and one error line") {
        Json base = messages()["white mates in one"];
        const auto error_of = [](const Json& message) {
            const Json a = answer(message);
            CHECK(a["type"] == "move");
            CHECK(a["data"].is_null());
            return a.value("error", std::string());
        };
        CHECK(error_of(Json("not an object")).starts_with("error bad_json"));
        CHECK(Json::parse(wasm::site_request("{\"lf\":")).value("error", "").starts_with("error bad_json"));
        CHECK(wasm::site_request(std::string(100, '[') + std::string(100, ']')).find("error too_large") !=
              std::string::npos);
        Json m = base;
        m["lf"]["position"] = Json::array({Json::object(), Json::array({"2,2", 46})});  // a pair that is none
        CHECK(error_of(m).starts_with("error bad_json field=lf.position"));
        m = base;
        m["lf"]["position"].push_back({"4,4", 3 * 22 + 8});  // a red queen: uici has two players
        CHECK(error_of(m).starts_with("error bad_position field=lf.position"));
        m = base;
        m["lf"]["gameRules"]["turnOrder"] = {1, 2, 2};
        CHECK(error_of(m).starts_with("error bad_position field=gameRules.turnOrder"));
        m = base;
        m["lf"]["position"].push_back({"x,1", 24});
        CHECK(error_of(m).starts_with("error bad_json field=lf.position"));
        m = base;
        m["lf"]["moves"] = {{{"startCoords", {"1", "1"}}, {"endCoords", {"5", "5"}}}};
        CHECK(error_of(m).starts_with("error illegal_move index=0"));
        m = base;
        m["youAreColor"] = 2;
        CHECK(error_of(m).starts_with("error bad_position reason=not_engine_turn"));
    }

    TEST_CASE("the message is read through core's JSON guard: its nesting limit, a repeated key, no limit on pieces") {
        const std::string text = messages()["white mates in one"].dump();
        // kMaxJsonDepth (64) containers open at once are read; one more is too deep.
        const auto nested = [&](int depth) {
            return text.substr(0, text.size() - 1) + ",\"x\":" + std::string(static_cast<std::size_t>(depth - 1), '[') +
                   std::string(static_cast<std::size_t>(depth - 1), ']') + "}";
        };
        CHECK(wasm::read_site_message(nested(kMaxJsonDepth)).request.has_value());
        CHECK(wasm::read_site_message(nested(kMaxJsonDepth + 1)).error == "error too_large what=json_depth");
        const auto twice = wasm::read_site_message(text.substr(0, text.size() - 1) + ",\"lf\":{}}");
        INFO(twice.error);
        CHECK(twice.error.starts_with("error bad_json field=\"lf\" message=\"Given twice.\""));
        // The position is a list of pairs: more pieces than one JSON object may have keys.
        Json m = messages()["white mates in one"];
        for (int i = 0; i < 12000; ++i) m["lf"]["position"].push_back({std::to_string(100 + i) + ",-50", 1});
        const auto big = wasm::read_site_message(m.dump());
        REQUIRE(big.request.has_value());
        CHECK(big.request->long_json.find("\"12099,-50\":\"obstaclesN\"") != std::string::npos);
    }
}
