// sprt-json engines on the board page (docs/GUI.md "Engines"): the command line takes them; each
// move is one request of the engine client's sprt-json layer (engine/sprt_json/), its reply
// refereed by core like any engine's move; faults end the game with the engine client's fault
// names (engine/fault.hpp), as they do for a uici engine; analysis is refused with one error.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/notation/move_text.hpp"
#include "gui/gui_cli.hpp"
#include "tests/gui/hub_harness.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace gui_sprt_engine_test {

using namespace uici::gui;
using Json = nlohmann::ordered_json;
using uici::engine::EngineConfig;
using uici::engine::Proto;

namespace {

const std::vector<EngineInfo> kSprtEngines{{"uici", "uici"}, {"runner", "sprt-json"}};

Json sprt_refusal(GameRoom& room, const Json& message) {
    const Dispatch d = dispatch(message.dump(), room, kSprtEngines, 1000);
    REQUIRE(d.to_sender.size() == 1);
    REQUIRE(d.to_sender[0]["reply"] == "error");
    CHECK_FALSE(d.broadcast_state);
    CHECK_FALSE(d.analyse);
    return d.to_sender[0]["error"];
}

EngineConfig sprt_engine(std::string name, std::string cmd, std::vector<std::string> args,
                         Proto proto = Proto::sprt_json) {
    EngineConfig e;
    e.name = std::move(name);
    e.cmd = std::move(cmd);
    e.args = std::move(args);
    e.proto = proto;
    return e;
}

// uici itself, speaking the runner's JSON lines (PROTOCOL.md section 10).
EngineConfig uici_as_runner() { return sprt_engine("runner", UICI_BINARY, {"--dialect", "sprt-json"}); }

const std::string kSprtFake = std::string(UICI_TEST_DATA_DIR) + "/../match/fake_engine.py";

// The reason the game ends with when `black` answers White's first move 5,2>5,4.
std::string black_fault(EngineConfig black) {
    uici::test::HubHarness h({std::move(black)});
    h.say(R"({"type":"new_game","variant":"Classical","black":0,"limit":{"movetime_ms":50}})");
    h.say(R"({"type":"move","move":"5,2>5,4"})");
    CHECK(h.run_until([&] { return h.page.last_state().value("outcome", "ongoing") != "ongoing"; }));
    const Json s = h.page.last_state();
    CHECK(s["outcome"] == "white_wins");
    CHECK(s["plies"] == 1);
    CHECK(h.shut_down());
    return s.value("reason", "");
}

}  // namespace

TEST_CASE("gui sprt-json: the command line takes proto=sprt-json engines") {
    GuiOptions o;
    REQUIRE_FALSE(parse_gui_options({"-engine", "cmd=/bin/x", "name=r", "proto=sprt-json"}, "/self", o).has_value());
    REQUIRE(o.engines.size() == 2);
    CHECK(o.engines[1].proto == Proto::sprt_json);
    CHECK(o.engines[1].name == "r");
}

TEST_CASE("gui sprt-json: analysis is refused with one error, so is a game the runner's JSON cannot carry") {
    GameRoom room;
    CHECK(dispatch(R"({"type":"new_game","variant":"Classical","black":1})", room, kSprtEngines, 1000).broadcast_state);
    // No analysis stream in the dialect: one error, and no analysis starts.
    Json e = sprt_refusal(room, {{"type", "analyse"}, {"engine", 1}});
    CHECK(e["code"] == "bad_argument");
    CHECK(e["engine"] == "runner");
    CHECK(e["proto"] == "sprt-json");
    CHECK(e["need"] == "uici|uci");
    CHECK(dispatch(R"({"type":"analyse","engine":0})", room, kSprtEngines, 1000).analyse);

    // A slide limit has no field in the request: refused as a new game and as a player.
    const auto before = room.generation();
    const std::string limited = R"(w {"slideLimit": 20} K5,1|k5,8|R1,1)";
    e = sprt_refusal(room, {{"type", "new_game"}, {"icn", limited}, {"white", 1}});
    CHECK(e["code"] == "bad_position");
    CHECK(e["proto"] == "sprt-json");
    CHECK(e["engine"] == "runner");
    CHECK(e["reason"] == "the runner's JSON has no slide limit");
    CHECK(room.generation() == before);
    CHECK(dispatch(Json{{"type", "new_game"}, {"icn", limited}}.dump(), room, kSprtEngines, 1000).broadcast_state);
    e = sprt_refusal(room, {{"type", "players"}, {"black", 1}});
    CHECK(e["reason"] == "the runner's JSON has no slide limit");
}

TEST_CASE("gui sprt-json: uici as a runner's engine plays a person and the built-in engine") {
    uici::test::HubHarness h({sprt_engine("uici", UICI_BINARY, {}, Proto::uici), uici_as_runner()});
    // A person (White) against it (Black): its reply is refereed and shown on the board.
    h.say(R"({"type":"new_game","variant":"Classical","black":1,"limit":{"depth":1}})");
    h.say(R"({"type":"move","move":"5,2>5,4"})");
    CHECK(h.run_until([&] { return h.page.last_state().value("plies", 0) == 2; }));
    Json s = h.page.last_state();
    CHECK(s["outcome"] == "ongoing");
    REQUIRE(s["moves"].size() == 2);
    CHECK(s["moves"][0] == "5,2>5,4");
    CHECK(uici::parse_move(s["last_move"].get<std::string>()).has_value());
    CHECK(s["last_move"] == s["moves"][1]);
    CHECK(s["turn"] == "w");
    // Its reply's eval and depth reach the page as the move's info line (the dialect streams none).
    const auto info = std::find_if(h.page.got.begin(), h.page.got.end(),
                                   [](const Json& j) { return j.value("reply", "") == "info"; });
    REQUIRE(info != h.page.got.end());
    CHECK((*info)["source"] == "play");
    CHECK((*info)["engine"] == 1);
    CHECK((*info)["depth"] == 1);
    CHECK((*info)["score"].contains("cp"));
    // It against the built-in engine, White: both move in turn.
    h.say(R"({"type":"new_game","variant":"Classical","white":0,"black":1,"limit":{"depth":1}})");
    CHECK(h.run_until([&] { return h.page.last_state().value("plies", 0) >= 4; }));
    s = h.page.last_state();
    CHECK_MESSAGE(s.value("reason", "").find("engine_fault") == std::string::npos, s.dump());
    h.say(R"({"type":"new_game","variant":"Classical"})");  // both stop: a game of people
    CHECK(h.run_until([&] { return h.page.last_state().value("plies", 1) == 0; }));
    CHECK(h.shut_down());
}

TEST_CASE("gui sprt-json: a bad reply, a claim of no move, an illegal move and silence are faults by name") {
    const std::string uici = UICI_BINARY;
    // tests/match/fake_engine.py sprt: requests before the 5th are answered {"error":"no_5,5"}.
    CHECK(black_fault(sprt_engine("fake", "/usr/bin/python3", {kSprtFake, "sprt", "5", uici, "5,7>5,5"})) ==
          "engine_fault: bad_output: error 'no_5,5'");
    CHECK(black_fault(sprt_engine(
              "mated", "/usr/bin/python3",
              {"-c", "import sys\nfor l in sys.stdin: print('{\"error\":\"no_legal_moves\"}', flush=True)"})) ==
          "engine_fault: bad_output: claims no legal move");
    const std::string illegal =
        black_fault(sprt_engine("fake", "/usr/bin/python3", {kSprtFake, "sprt", "1", uici, "5,7>5,3"}));
    CHECK_MESSAGE(illegal.starts_with("engine_fault: illegal_move: 5,7>5,3 ("), illegal);
    // No reply: the answer limit (timeout=, here 1 s) and the limit's time.
    EngineConfig silent = sprt_engine("silent", "/usr/bin/python3", {"-c", "import sys\nfor l in sys.stdin: pass"});
    silent.timeout_ms = 1000;
    CHECK(black_fault(silent) == "engine_fault: no_answer: no move within 1050 ms");
    // A uici engine's faults have the same names (tests/match/fake_engine.py garbage).
    CHECK(black_fault(sprt_engine("fake", "/usr/bin/python3", {kSprtFake, "garbage", "1", uici}, Proto::uici)) ==
          "engine_fault: bad_output: bestmove 'hello' is no move");
}

}  // namespace gui_sprt_engine_test
