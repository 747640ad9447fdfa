// UCI engines on the board page (gui/engine_text.hpp): what such an engine is told and what its
// answers mean on the board; games it cannot be given refused with one error; and a fake UCI
// engine (tests/compliance/fake_engine.py uci) playing and analysing through the real hub.
#include <doctest/doctest.h>

#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "gui/engine_text.hpp"
#include "tests/gui/hub_harness.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace gui_uci_engine_test {

using namespace uici::gui;
using uici::Color;
using Json = nlohmann::ordered_json;

namespace {

const std::vector<EngineInfo> kUciEngines{{"uici", "uici"}, {"fake", "uci"}};

struct UciPage {
    GameRoom room;
    Dispatch send(const Json& j) { return dispatch(j.dump(), room, kUciEngines, 1000); }
};

Json uci_error(const Dispatch& d) {
    REQUIRE(d.to_sender.size() == 1);
    REQUIRE(d.to_sender[0]["reply"] == "error");
    CHECK_FALSE(d.broadcast_state);
    return d.to_sender[0]["error"];
}

}  // namespace

TEST_CASE("gui uci: the position line is a FEN with long-algebraic moves, answers map back") {
    uici::Game g(*uici::variant_position("Classical"));
    REQUIRE(g.play(*uici::parse_move("5,2>5,4")) == uici::Reason::legal);
    CHECK(position_line_for("uci", g) ==
          "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4");
    CHECK(position_line_for("uici", g).starts_with("position icn "));
    CHECK(position_line_for("uici", g).ends_with(" moves 5,2>5,4"));
    CHECK(uici::format_move(*engine_move("uci", "e7e5", Color::Black)) == "5,7>5,5");
    CHECK(uici::format_move(*engine_move("uci", "a7a8q", Color::White)) == "1,7>1,8=Q");
    CHECK_FALSE(engine_move("uci", "5,7>5,5", Color::Black));
    CHECK(uici::format_move(*engine_move("uici", "5,7>5,5", Color::Black)) == "5,7>5,5");
    // A pv in the board's notation, the sides alternating; cut at the first word that is no move.
    Json info{{"reply", "info"}, {"pv", {"e7e5", "g1f3", "(none)", "b8c6"}}};
    pv_to_board("uci", info, Color::Black);
    CHECK(info["pv"] == Json{"5,7>5,5", "7,1>6,3"});
    Json same{{"pv", {"5,7>5,5"}}};
    pv_to_board("uici", same, Color::Black);
    CHECK(same["pv"] == Json{"5,7>5,5"});
}

TEST_CASE("gui uci: a game with a UCI engine is chess on the 8x8 board, others are refused") {
    UciPage p;
    CHECK(p.send({{"type", "new_game"}, {"variant", "Classical"}, {"black", 1}}).broadcast_state);
    const Json border = p.room.state(1000)["rules"]["border"];
    CHECK(border == Json{{"left", "1"}, {"right", "8"}, {"bottom", "1"}, {"top", "8"}});
    CHECK(unfit_for("uci", p.room.game()) == std::nullopt);

    // An amazon: refused with the engine's name and the reason, the game left as it was.
    const auto before = p.room.generation();
    Json e = uci_error(p.send({{"type", "new_game"}, {"icn", "w K5,1|k5,8|AM4,1"}, {"white", 1}}));
    CHECK(e["code"] == "bad_position");
    CHECK(e["proto"] == "uci");
    CHECK(e["engine"] == "fake");
    CHECK(e["reason"] == "a piece other than K Q R B N P: AM");
    CHECK(p.room.generation() == before);
    // A piece off the board; a move leaving it (the game is confined, so it is illegal).
    e = uci_error(p.send({{"type", "new_game"}, {"icn", "w (8|1) K5,1|k5,8|R9,1"}, {"white", 1}}));
    CHECK(e["reason"] == "a piece stands off the 8x8 board at 9,1");
    e = uci_error(p.send({{"type", "new_game"}, {"icn", "w (8|1) K5,1|k5,8|R8,1 8,1>9,1"}, {"white", 1}}));
    CHECK(e["code"] == "illegal_move");

    // A human game on the unbounded board: a UCI engine may not join it, nor analyse once a
    // move left the 8x8 board.
    CHECK(p.send({{"type", "new_game"}, {"icn", "w (8|1) K5,1|k5,8|R8,1"}}).broadcast_state);
    e = uci_error(p.send({{"type", "players"}, {"black", 1}}));
    CHECK(e["reason"] == "the game is not confined to the 8x8 board: start a new game with this engine");
    CHECK(p.send({{"type", "analyse"}, {"engine", 1}}).analyse);
    CHECK(p.send({{"type", "move"}, {"move", "8,1>12,1"}}).broadcast_state);
    e = uci_error(p.send({{"type", "analyse"}, {"engine", 1}}));
    CHECK(e["reason"] == "move 1 (8,1>12,1) leaves the 8x8 board");
    CHECK(p.send({{"type", "analyse"}, {"engine", 0}}).analyse);  // a uici engine follows anywhere
}

namespace {

const std::string kFakeUci = std::string(UICI_TEST_DATA_DIR) + "/../compliance/fake_engine.py";

}  // namespace

TEST_CASE("gui uci: a fake UCI engine plays its move and analyses through the hub") {
    uici::engine::EngineConfig fake;
    fake.name = "fake";
    fake.cmd = "/usr/bin/python3";
    fake.args = {kFakeUci, "uci"};
    fake.proto = uici::engine::Proto::uci;
    uici::test::HubHarness h({fake});
    // White is the engine: it answers g1f3 at the start, which the board plays as 7,1>6,3.
    h.say(R"({"type":"new_game","variant":"Classical","white":0,"limit":{"movetime_ms":50}})");
    CHECK(h.run_until([&] { return h.page.last_state().value("last_move", Json()) == "7,1>6,3"; },
                      uici::test::Millis(10000)));
    // Analysis: its info lines' pv mapped onto the board for the side to move (Black here).
    h.say(R"({"type":"new_game","variant":"Classical"})");
    h.say(R"({"type":"move","move":"5,2>5,4"})");
    h.say(R"({"type":"analyse","engine":0,"multipv":2})");
    const auto analysed = [&] {
        for (const Json& j : h.page.got)
            if (j["reply"] == "info" && j["source"] == "analysis" && j.value("multipv", 0) == 2) return j;
        return Json();
    };
    CHECK(h.run_until([&] { return !analysed().is_null(); }, uici::test::Millis(10000)));
    // The fake's second line is d2d4 whatever the position: the text is mapped, a pv is not refereed.
    CHECK(analysed()["pv"] == Json{"4,2>4,4"});
    h.say(R"({"type":"stop"})");
    CHECK(h.shut_down());
}

}  // namespace gui_uci_engine_test
