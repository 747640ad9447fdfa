// The board page's server without a server (wasm/gui/static_hub.hpp): the page's messages go
// through gui::dispatch as in `uici gui`, and the engine's work comes out as jobs for the host;
// its lines come back in: info lines to the page, a bestmove played (or the engine loses), an
// outdated search cancelled and its answer dropped, analysis following the position.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "wasm/gui/static_hub.hpp"

using namespace uici;
using Json = nlohmann::json;

namespace {

struct Page {
    wasm::StaticHub hub{{{"uici", "uici"}}, 0};
    std::int64_t now = 0;

    wasm::HubActions send(const Json& m) { return hub.message(m.dump(), now += 10); }
};

Json last_reply(const wasm::HubActions& a, const std::string& kind) {
    for (auto it = a.to_page.rbegin(); it != a.to_page.rend(); ++it) {
        const Json j = Json::parse(*it);
        if (j["reply"] == kind) return j;
    }
    return nullptr;
}

// A human White against the engine, engine moves by `limit`.
wasm::HubActions vs_engine(Page& p) {
    return p.send({{"type", "new_game"}, {"variant", "Classical"}, {"black", 0}, {"limit", {{"movetime_ms", 100}}}});
}

}  // namespace

TEST_SUITE("wasm static hub") {
    TEST_CASE("static hub: hello and a bad message as uici gui answers them, no engine work") {
        Page p;
        const auto a = p.send({{"type", "hello"}, {"id", 4}});
        REQUIRE(a.to_page.size() == 2);
        CHECK(Json::parse(a.to_page[0])["engines"] == Json::parse(R"([{"index":0,"name":"uici","proto":"uici"}])"));
        CHECK(Json::parse(a.to_page[1])["reply"] == "state");
        CHECK_FALSE(a.play);
        CHECK_FALSE(a.analyse);
        const auto bad = p.hub.message("{\"type\":", 1);
        REQUIRE(bad.to_page.size() == 1);
        CHECK(Json::parse(bad.to_page[0])["error"]["code"] == "bad_json");
    }

    TEST_CASE("static hub: the engine to move gets a job, its info lines reach the page, its bestmove is played") {
        Page p;
        CHECK_FALSE(vs_engine(p).play);  // White (a human) to move
        const auto a = p.send({{"type", "move"}, {"move", "5,2>5,4"}});
        REQUIRE(a.play);
        const std::uint64_t g = last_reply(a, "state")["generation"];
        CHECK(a.play->generation == g);
        CHECK(a.play->request.rfind("position icn ", 0) == 0);
        CHECK(a.play->request.find("\ngo movetime 100\n") != std::string::npos);
        CHECK(a.play->wait_ms > 100);
        const auto info = p.hub.engine_line(true, g, "info depth 3 score cp -20 nodes 90 pv 5,7>5,5", p.now);
        const Json i = last_reply(info, "info");
        CHECK(i["source"] == "play");
        CHECK(i["generation"] == g);
        CHECK(i["pv"] == Json::array({"5,7>5,5"}));
        const auto moved = p.hub.engine_line(true, g, "bestmove 5,7>5,5", p.now += 100);
        const Json s = last_reply(moved, "state");
        CHECK(s["plies"] == 2);
        CHECK(s["turn"] == "w");
        CHECK_FALSE(moved.play);
    }

    TEST_CASE("static hub: a takeback cancels the search and drops its answer") {
        Page p;
        vs_engine(p);
        const auto a = p.send({{"type", "move"}, {"move", "5,2>5,4"}});
        REQUIRE(a.play);
        const auto undo = p.send({{"type", "undo"}});
        CHECK(undo.cancel_play);
        CHECK_FALSE(undo.play);  // a human to move again
        const auto late = p.hub.engine_line(true, a.play->generation, "bestmove 5,7>5,5", p.now);
        CHECK(late.to_page.empty());
        CHECK(Json::parse(p.send({{"type", "state"}}).to_page[0])["plies"] == 0);
    }

    TEST_CASE("static hub: an engine that fails or plays an illegal move loses") {
        Page p;
        vs_engine(p);
        auto a = p.send({{"type", "move"}, {"move", "5,2>5,4"}});
        const Json s = last_reply(p.hub.engine_failed(true, a.play->generation, "no answer in time", p.now), "state");
        CHECK(s["outcome"] == "white_wins");
        CHECK(s["reason"] == "engine_fault: no answer in time");
        vs_engine(p);
        a = p.send({{"type", "move"}, {"move", "5,2>5,4"}});
        const Json t = last_reply(p.hub.engine_line(true, a.play->generation, "bestmove 5,7>5,3", p.now), "state");
        CHECK(t["outcome"] == "white_wins");
        CHECK(t["reason"].get<std::string>().rfind("engine_fault: illegal move 5,7>5,3", 0) == 0);
    }

    TEST_CASE("static hub: analysis follows the position until stop, and is not restarted after it ends by itself") {
        Page p;
        auto a = p.send({{"type", "analyse"}, {"engine", 0}, {"multipv", 2}});
        REQUIRE(a.analyse);
        CHECK(a.analyse->request.rfind("setoption name MultiPV value 2\nposition icn ", 0) == 0);
        CHECK(a.analyse->request.find("\ngo infinite\n") != std::string::npos);
        const Json i = last_reply(
            p.hub.engine_line(false, a.analyse->generation, "info depth 5 multipv 2 score cp 7 pv 4,2>4,4", p.now),
            "info");
        CHECK(i["source"] == "analysis");
        CHECK(i["multipv"] == 2);
        const auto moved = p.send({{"type", "move"}, {"move", "5,2>5,4"}});
        CHECK(moved.cancel_analysis);
        REQUIRE(moved.analyse);
        CHECK(moved.analyse->generation != a.analyse->generation);
        CHECK(p.hub.engine_line(false, a.analyse->generation, "info depth 9 score cp 1 pv 5,7>5,5", p.now)
                  .to_page.empty());
        const auto ended = p.hub.engine_line(false, moved.analyse->generation, "bestmove 5,7>5,5", p.now);
        CHECK_FALSE(ended.analyse);
        CHECK_FALSE(p.send({{"type", "targets"}, {"square", "5,7"}}).analyse);  // the same position: not again
        const auto stop = p.send({{"type", "analyse"}, {"engine", 0}, {"multipv", 1}});
        REQUIRE(stop.analyse);
        CHECK(p.send({{"type", "stop"}}).cancel_analysis);
    }

    TEST_CASE("static hub: a flag that falls ends the game at the clock watch") {
        Page p;
        p.send({{"type", "new_game"}, {"variant", "Classical"}, {"tc", {{"base_ms", 1000}, {"inc_ms", 0}}}});
        CHECK(p.hub.tick(p.now + 500).to_page.empty());
        const Json s = last_reply(p.hub.tick(p.now + 1500), "state");
        CHECK(s["reason"] == "time");
        CHECK(s["outcome"] == "black_wins");
    }

    TEST_CASE("static hub: the actions as the worker reads them, one JSON text a line") {
        Page p;
        vs_engine(p);
        const auto a = p.send({{"type", "move"}, {"move", "5,2>5,4"}});
        const std::string text = wasm::actions_text(a);
        const auto first_end = text.find('\n');
        const Json head = Json::parse(text.substr(0, first_end));
        CHECK(head["play"]["request"] == a.play->request);
        CHECK(head["analyse"].is_null());
        CHECK(head["cancel_play"] == false);
        CHECK(Json::parse(text.substr(first_end + 1))["reply"] == "state");
    }
}
