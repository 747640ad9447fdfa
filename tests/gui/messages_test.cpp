// The board page's messages (gui/messages.hpp) against a GameRoom: replies, refereeing by core,
// and bad messages answered with one error that leaves the game as it was.
#include <doctest/doctest.h>

#include "gui/messages.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace gui_messages_test {

using namespace uici::gui;
using Json = nlohmann::ordered_json;

namespace {

const std::vector<EngineInfo> kEngines{{"uici", "uici"}};

struct Page {
    GameRoom room;
    std::int64_t now = 1000;
    Dispatch send(const Json& j) { return dispatch(j.dump(), room, kEngines, now); }
    Dispatch send_text(std::string_view t) { return dispatch(t, room, kEngines, now); }
    Json state() { return room.state(now); }
};

// The one error of a dispatch that refused its message.
std::string error_code(const Dispatch& d) {
    REQUIRE(d.to_sender.size() == 1);
    REQUIRE(d.to_sender[0]["reply"] == "error");
    CHECK(d.to_sender[0]["ok"] == false);
    CHECK_FALSE(d.broadcast_state);
    return d.to_sender[0]["error"]["code"].get<std::string>();
}

}  // namespace

TEST_CASE("hello lists the variants and engines, then the state") {
    Page p;
    const Dispatch d = p.send({{"type", "hello"}, {"id", 3}});
    REQUIRE(d.to_sender.size() == 2);
    CHECK(d.to_sender[0]["reply"] == "hello");
    CHECK(d.to_sender[0]["engines"][0]["name"] == "uici");
    CHECK(d.to_sender[0]["id"] == 3);
    const auto& v = d.to_sender[0]["variants"];
    CHECK(std::find(v.begin(), v.end(), "Classical") != v.end());
    CHECK(d.to_sender[1]["reply"] == "state");
}

TEST_CASE("a new game from ICN, moves refereed by core, undo, export") {
    Page p;
    Dispatch d = p.send({{"type", "new_game"}, {"icn", "w K1,1|k8,8|R3,3"}});
    CHECK(d.broadcast_state);
    CHECK(p.state()["pieces"].size() == 3);
    // Unbounded slides come as rays, never expanded.
    d = p.send({{"type", "targets"}, {"square", "3,3"}});
    REQUIRE(d.to_sender.size() == 1);
    const Json& t = d.to_sender[0];
    CHECK(t["rays"].size() == 4);
    CHECK(t["rays"][0]["last"].is_null());
    // Any square on a ray, however far.
    d = p.send({{"type", "move"}, {"move", "3,3>3,1000000000000"}});
    CHECK(d.broadcast_state);
    CHECK(p.state()["last_move"] == "3,3>3,1000000000000");
    CHECK(p.state()["turn"] == "b");
    // Refused: the king cannot jump; nothing changes.
    const std::string before = p.room.export_icn();
    CHECK(error_code(p.send({{"type", "move"}, {"move", "8,8>8,6"}})) == "illegal_move");
    CHECK(p.room.export_icn() == before);
    p.send({{"type", "move"}, {"move", "8,8>7,7"}});
    CHECK(p.room.export_icn() == "w 1 k8,8|R3,3|K1,1 3,3>3,1000000000000|8,8>7,7");
    d = p.send({{"type", "undo"}, {"plies", 2}});
    CHECK(d.broadcast_state);
    CHECK(p.state()["plies"] == 0);
    CHECK(error_code(p.send({{"type", "undo"}})) == "no_history");
    d = p.send({{"type", "export"}});
    CHECK(d.to_sender[0]["icn"] == "w 1 k8,8|R3,3|K1,1");
}

TEST_CASE("checkmate, resignation and the reason") {
    Page p;
    // On a bordered 8x8 board: the king cannot step off the edge.
    p.send({{"type", "new_game"}, {"icn", "w 1,8,1,8 K7,6|k8,8|R1,1"}});
    p.send({{"type", "move"}, {"move", "1,1>1,8"}});
    const Json s = p.state();
    CHECK(s["outcome"] == "white_wins");
    CHECK(s["reason"] == "checkmate");
    CHECK(s["result"] == "1-0");
    CHECK(s["checks"] == Json::array({"8,8"}));
    CHECK(error_code(p.send({{"type", "move"}, {"move", "8,8>8,7"}})) == "illegal_move");
    p.send({{"type", "new_game"}, {"variant", "Classical"}});
    p.send({{"type", "resign"}});
    CHECK(p.state()["outcome"] == "black_wins");
    CHECK(p.state()["reason"] == "resignation");
    CHECK(error_code(p.send({{"type", "resign"}})) == "illegal_move");
}

TEST_CASE("promotions offered from the position's rules") {
    Page p;
    p.send({{"type", "new_game"}, {"icn", "w (8|1) K1,1|k8,1|P5,7"}});
    const Dispatch d = p.send({{"type", "targets"}, {"square", "5,7"}});
    const Json& m = d.to_sender[0]["moves"];
    REQUIRE(m.size() == 1);
    CHECK(m[0]["to"] == "5,8");
    CHECK(m[0]["promotions"] == Json::array({"Q", "R", "B", "N"}));
    CHECK(error_code(p.send({{"type", "move"}, {"move", "5,7>5,8"}})) == "illegal_move");
    p.send({{"type", "move"}, {"move", "5,7>5,8=N"}});
    CHECK(p.state()["pieces"][0] == Json::array({"N", "5,8"}));
}

TEST_CASE("clocks run for the side to move, flags fall, [%clk] comments are written") {
    Page p;
    p.send({{"type", "new_game"}, {"variant", "Classical"}, {"tc", {{"base_ms", 60000}, {"inc_ms", 1000}}}});
    p.now += 2500;
    p.send({{"type", "move"}, {"move", "5,2>5,4"}});
    CHECK(p.state()["clock"]["w"] == 58500);
    CHECK(p.state()["clock"]["running"] == "b");
    CHECK(p.room.export_icn().ends_with("5,2>5,4{[%clk 0:00:58.5]}"));
    p.now += 60000;
    CHECK(p.room.tick(p.now));
    CHECK(p.state()["outcome"] == "white_wins");
    CHECK(p.state()["reason"] == "time");
    CHECK(clock_text(3723456) == "1:02:03.4");
}

TEST_CASE("players: an engine to move is the server's to start, a human move then refused") {
    Page p;
    p.send({{"type", "new_game"}, {"variant", "Classical"}, {"white", 0}});
    CHECK(p.room.engine_to_move() == 0);
    CHECK(error_code(p.send({{"type", "move"}, {"move", "5,2>5,4"}})) == "illegal_move");
    p.send({{"type", "players"}, {"white", "human"}, {"black", 0}});
    CHECK_FALSE(p.room.engine_to_move());
    CHECK(p.send({{"type", "move"}, {"move", "5,2>5,4"}}).broadcast_state);
    CHECK(p.room.engine_to_move() == 0);
    CHECK(error_code(p.send({{"type", "new_game"}, {"variant", "Classical"}, {"white", 1}})) == "bad_argument");
}

TEST_CASE("a depth past 64 is refused for a uici or sprt-json player, not for a UCI one or on a clock") {
    const std::vector<EngineInfo> engines{{"uici", "uici"}, {"sf", "uci"}, {"runner", "sprt-json"}};
    GameRoom room;
    const auto send = [&](const Json& j) { return dispatch(j.dump(), room, engines, 1000); };
    const Json deep{{"depth", 65}};
    for (const int player : {0, 2}) {
        const Dispatch d = send({{"type", "new_game"}, {"variant", "Classical"}, {"black", player}, {"limit", deep}});
        REQUIRE(error_code(d) == "bad_argument");
        const Json& e = d.to_sender[0]["error"];
        CHECK(e["token"] == "65");
        CHECK(e["for"] == "depth");
        CHECK(e["need"] == "1..64");
        CHECK(e["proto"] == engines[static_cast<std::size_t>(player)].proto);
        CHECK(e["engine"] == engines[static_cast<std::size_t>(player)].name);
    }
    CHECK(send({{"type", "new_game"}, {"variant", "Classical"}, {"black", 0}, {"limit", {{"depth", 64}}}})
              .broadcast_state);
    CHECK(room.limit().depth == 64);
    // Players changed with a deeper limit: refused, and the room keeps its players and limit.
    CHECK(error_code(send({{"type", "players"}, {"white", 2}, {"black", "human"}, {"limit", deep}})) == "bad_argument");
    CHECK(room.limit().depth == 64);
    CHECK(room.player(uici::Color::Black).engine == 0);
    // A UCI engine takes up to 256; with a clock the limit is not what an engine gets.
    CHECK(send({{"type", "new_game"}, {"variant", "Classical"}, {"black", 1}, {"limit", {{"depth", 256}}}})
              .broadcast_state);
    CHECK(room.limit().depth == 256);
    CHECK(send({{"type", "new_game"},
                {"variant", "Classical"},
                {"black", 0},
                {"limit", deep},
                {"tc", {{"base_ms", 60000}}}})
              .broadcast_state);
    CHECK(error_code(send({{"type", "new_game"}, {"variant", "Classical"}, {"limit", {{"depth", 257}}}})) ==
          "bad_argument");
}

TEST_CASE("a notation error on the page has the server's fields (core/notation/parse_error_details.hpp)") {
    Page p;
    // As `position icn w K1,1|3,3|k8,8` answers on the server (tests/protocol/first_user_test.cpp).
    const Dispatch d = p.send({{"type", "new_game"}, {"icn", "w K1,1|3,3|k8,8"}});
    CHECK(error_code(d) == "icn_syntax");
    const Json& e = d.to_sender[0]["error"];
    CHECK(e["at"] == 7);
    CHECK(e["reason"] == "icn_syntax");
    CHECK(e["near"] == "3,3");
    CHECK(e["expected"] == "CODEx,y");
}

TEST_CASE("bad messages: one error each, the game unchanged") {
    Page p;
    p.send({{"type", "new_game"}, {"icn", "w K1,1|k8,8|R3,3 3,3>3,5"}});
    const std::string before = p.room.export_icn();
    const std::uint64_t generation = p.room.generation();
    CHECK(error_code(p.send_text("{")) == "bad_json");
    CHECK(error_code(p.send_text("[1,2]")) == "bad_json");
    CHECK(error_code(p.send_text(std::string(200, '[') + std::string(200, ']'))) == "too_large");
    CHECK(error_code(p.send({{"type", 3}})) == "missing_argument");
    CHECK(error_code(p.send({{"type", "fly"}})) == "unknown_command");
    CHECK(error_code(p.send({{"type", "move"}})) == "missing_argument");
    CHECK(error_code(p.send({{"type", "move"}, {"move", "e2e4"}})) == "syntax");
    CHECK(error_code(p.send({{"type", "move"}, {"move", 5}})) == "bad_argument");
    CHECK(error_code(p.send({{"type", "targets"}, {"square", "a"}})) == "syntax");
    CHECK(error_code(p.send({{"type", "new_game"}, {"icn", "w K1,1|Zz3,3"}})) == "icn_syntax");
    CHECK(error_code(p.send({{"type", "new_game"}, {"json", "{"}})) == "bad_json");
    CHECK(error_code(p.send({{"type", "new_game"}, {"variant", "Nope"}})) == "bad_argument");
    CHECK(error_code(p.send({{"type", "new_game"}})) == "missing_argument");
    CHECK(error_code(p.send({{"type", "new_game"}, {"icn", "w K1,1|k8,8 1,1>5,5"}})) == "illegal_move");
    CHECK(error_code(p.send({{"type", "new_game"}, {"icn", "w 1,8,1,8 K1,1|k9,9"}})) == "bad_position");
    CHECK(error_code(p.send({{"type", "new_game"}, {"variant", "Classical"}, {"tc", {{"base_ms", -1}}}})) ==
          "bad_argument");
    CHECK(error_code(p.send({{"type", "undo"}, {"plies", 0}})) == "bad_argument");
    CHECK(error_code(p.send({{"type", "resign"}, {"color", "x"}})) == "bad_argument");
    CHECK(error_code(p.send({{"type", "analyse"}, {"engine", 4}})) == "bad_argument");
    CHECK(p.room.export_icn() == before);
    CHECK(p.room.generation() == generation);
    // The request's type and id come back with its error.
    const Dispatch d = p.send({{"type", "fly"}, {"id", "x"}});
    CHECK(d.to_sender[0]["re"] == "fly");
    CHECK(d.to_sender[0]["id"] == "x");
}

TEST_CASE("stepping through a loaded game shows each ply without changing it") {
    Page p;
    p.send({{"type", "new_game"}, {"icn", "w K1,1|k8,8|R3,3 3,3>3,5|8,8>8,7|3,5>3,6"}});
    const Dispatch d = p.send({{"type", "state"}, {"ply", 1}});
    const Json& s = d.to_sender[0];
    CHECK(s["ply"] == 1);
    CHECK(s["plies"] == 3);
    CHECK(s["last_move"] == "3,3>3,5");
    CHECK(s["turn"] == "b");
    CHECK(p.state()["ply"] == 3);
}

}  // namespace gui_messages_test
