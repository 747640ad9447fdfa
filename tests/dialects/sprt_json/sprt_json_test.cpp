#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "dialects/sprt_json/sprt_json_engine.hpp"
#include "dialects/sprt_json/sprt_json_request.hpp"
#include "engine_interface/cli.hpp"
#include "tests/core/cpu_time.hpp"

using namespace uici;
using nlohmann::json;

namespace {

json piece(int x, int y, const char* type, const char* color) {
    return json{{"x", std::to_string(x)}, {"y", std::to_string(y)}, {"piece_type", type}, {"color", color}};
}

// A request shaped as the runner writes one: board, turn, special_rights, move_history, ...
json request(json pieces, const char* turn = "w") {
    return json{{"board", {{"pieces", std::move(pieces)}}},
                {"turn", turn},
                {"special_rights", json::array()},
                {"move_history", json::array()},
                {"time_limit_ms", 50},
                {"game_rules", {{"promotions_allowed", {"q", "r", "b", "n"}}}},
                {"fullmove_number", 1}};
}

std::string icn_of(const json& r) {
    const auto out = read_sprt_request(r.dump());
    REQUIRE(std::holds_alternative<SprtRequest>(out));
    return std::get<SprtRequest>(out).icn;
}

SprtError error_of(const std::string& line) {
    const auto out = read_sprt_request(line);
    REQUIRE(std::holds_alternative<SprtError>(out));
    return std::get<SprtError>(out);
}

json answer(SprtJsonEngine& e, const json& r) { return json::parse(e.answer(r.dump())); }

// The request's text with every string "#" written as the bare JSON number `digits`: nlohmann
// cannot hold a number that long, but the runner's JSON may carry one.
std::string with_number(const json& r, const std::string& digits) {
    std::string text = r.dump();
    for (std::size_t at = 0; (at = text.find("\"#\"", at)) != std::string::npos; at += digits.size())
        text.replace(at, 3, digits);
    return text;
}

// A request with n move_history entries.
std::string history_request(std::size_t n) {
    std::string entries;
    for (std::size_t i = 0; i < n; ++i) entries += i ? R"(,{"from":"1,2","to":"3,4"})" : R"({"from":"1,2","to":"3,4"})";
    std::string line = request({piece(5, 1, "k", "w"), piece(5, 8, "k", "b")}).dump();
    line.insert(line.find(R"("move_history":[)") + 16, entries);
    return line;
}

}  // namespace

TEST_SUITE("sprt_json") {
    TEST_CASE("the runner's request becomes an ICN position with the runner's rules") {
        json r = request({piece(5, 1, "k", "w"), piece(5, 8, "k", "b"), piece(1, 2, "p", "w"), piece(3, 3, "m", "b")});
        r["special_rights"] = {"5,1", "1,2", "5,8"};
        r["world_bounds"] = {{"left", "-10"}, {"right", "20"}, {"bottom", nullptr}, {"top", 30}};
        r["game_rules"]["win_conditions"] = {{"white", {"checkmate"}}, {"black", {"royalcapture", "koth"}}};
        r["halfmove_clock"] = 7;
        r["fullmove_number"] = 12;
        CHECK(icn_of(r) ==
              "w 7/100 12 (8;Q,R,B,N|1;q,r,b,n) (checkmate|royalcapture,koth) -10,20,_,30 K5,1+|k5,8+|P1,2+|am3,3");
    }

    TEST_CASE("a square named in move_history has lost its special right") {
        // The runner sends the start position's special_rights on every request. White's pawn
        // left 1,2 and a black pawn walked down onto it: that pawn has no double step (1,2>1,0).
        json r =
            request({piece(5, 1, "k", "w"), piece(5, 8, "k", "b"), piece(1, 2, "p", "b"), piece(2, 2, "p", "w")}, "b");
        r["special_rights"] = {"1,2", "2,2", "5,1", "5,8"};
        r["move_history"] = {{{"from", "1,2"}, {"to", "1,4"}, {"promotion", nullptr}},
                             {{"from", "5,8"}, {"to", "5,7"}},
                             {{"from", "5,7"}, {"to", "5,8"}},
                             {{"from", "1,3"}, {"to", "1,2"}}};
        const std::string icn = icn_of(r);
        CHECK(icn.find("p1,2|") != std::string::npos);  // no '+'
        CHECK(icn.find("P2,2+") != std::string::npos);  // untouched: kept
        CHECK(icn.find("k5,8|") != std::string::npos);  // moved away and back: lost
        CHECK(icn.find("K5,1+") != std::string::npos);
    }

    TEST_CASE("rights stay only on kings, rooks and pawns, the pieces the runner's castling moves") {
        json r = request({piece(5, 1, "k", "w"), piece(1, 1, "g", "w"), piece(8, 1, "r", "w"), piece(5, 8, "k", "b")});
        r["special_rights"] = {"5,1", "1,1", "8,1"};
        CHECK(icn_of(r) == "w 0/100 1 (8;Q,R,B,N|1;q,r,b,n) K5,1+|GU1,1|R8,1+|k5,8");
    }

    TEST_CASE("bad requests name the field") {
        CHECK(error_of("nope").code == "bad_json");
        CHECK(error_of("[1,2]").code == "bad_json");
        CHECK(error_of("{}").detail == "time_limit_ms. missing");
        json r = request({piece(5, 1, "k", "w")});
        r["board"]["pieces"][0]["x"] = "1e3";
        CHECK(error_of(r.dump()).detail == "board.pieces[0].x. not an integer");
        r["board"]["pieces"][0]["x"] = std::string(2001, '9');  // past the digit limit of every number
        CHECK(error_of(r.dump()).code == "too_large");
        CHECK(error_of(r.dump()).detail == "board.pieces[0].x. more than 2000 digits");
        r = request({piece(5, 1, "w", "w")});
        CHECK(error_of(r.dump()).detail == "board.pieces[0].piece_type. not a piece letter");
        r = request({piece(5, 1, "k", "n")});
        CHECK(error_of(r.dump()).code == "bad_field");
        r = request({piece(5, 1, "k", "w")}, "r");
        CHECK(error_of(r.dump()).detail == "turn. not w or b");
        r = request({piece(5, 1, "k", "w")});
        r["move_history"] = {{{"from", "1,2"}}};
        CHECK(error_of(r.dump()).detail == "move_history[0].to. missing");
        r = request({piece(5, 1, "k", "w")});
        r["game_rules"]["win_conditions"] = {{"white", {"stalemate"}}};
        CHECK(error_of(r.dump()).detail == "game_rules.win_conditions.white[0]. not a win condition");
        r = request({piece(5, 1, "k", "w")});
        r["time_limit_ms"] = -5;
        CHECK(error_of(r.dump()).code == "bad_field");
        CHECK(error_of(std::string(100, '[') + std::string(100, ']')).code == "too_large");
        CHECK(error_of(R"({"turn":"w","turn":"b"})").code == "bad_json");
        // JSON, but past a double: the value is refused, not the request's grammar.
        const std::string far =
            R"({"time_limit_ms":100,"turn":"w","board":{"pieces":[{"x":1e400,"y":1,"piece_type":"k","color":"w"}]}})";
        CHECK(error_of(far).code == "bad_field");
        CHECK(error_of(far).detail == "request. 1e400 is past a double's range; integers are written in digits");
    }

    TEST_CASE("a JSON number of up to 2,000 digits is JSON: read exactly, or refused by its field's range") {
        const std::string d2000 = std::string(1, '1') + std::string(1999, '0'), d2001 = d2000 + "0";
        json r = request({json{{"x", "#"}, {"y", "#"}, {"piece_type", "k"}, {"color", "w"}}, piece(5, 8, "k", "b")});
        r["world_bounds"] = {{"left", "#"}, {"right", nullptr}, {"bottom", nullptr}, {"top", nullptr}};
        r["move_history"] = {{{"from", {"#", 1}}, {"to", "3,4"}}};
        const auto read = read_sprt_request(with_number(r, d2000));
        REQUIRE(std::holds_alternative<SprtRequest>(read));
        const std::string& icn = std::get<SprtRequest>(read).icn;
        CHECK(icn.find(" " + d2000 + ",_,_,_ K" + d2000 + "," + d2000 + "|k5,8") != std::string::npos);
        // Past 64 bits and within a double's range: exact too, not rounded.
        const auto near = read_sprt_request(with_number(r, "-12345678901234567890123"));
        REQUIRE(std::holds_alternative<SprtRequest>(near));
        CHECK(std::get<SprtRequest>(near).icn.find("K-12345678901234567890123,") != std::string::npos);
        const SprtError past = error_of(with_number(r, d2001));
        CHECK(past.code == "too_large");
        CHECK(past.detail == "world_bounds.left. more than 2000 digits");
        r.erase("world_bounds");
        CHECK(error_of(with_number(r, d2001)).detail == "move_history[0].from. more than 2000 digits");
        r = request({piece(5, 1, "k", "w")});
        r["time_limit_ms"] = "#";
        CHECK(error_of(with_number(r, d2000)).detail == "time_limit_ms. out of range 0..2147483647");
        CHECK(error_of(with_number(r, d2001)).code == "too_large");
        r["time_limit_ms"] = 5;
        r["halfmove_clock"] = "#";
        CHECK(error_of(with_number(r, std::string(1, '-') + d2000)).detail ==
              "halfmove_clock. out of range 0..1000000000");
    }

    TEST_CASE("move_history is read in linear time") {
        // 8x the entries grow the cost as nlohmann::json's parse of the same lines does, which
        // is linear (tests/core/cpu_time.hpp); nlohmann's callback parser, which searched the
        // array after every entry, grew it 50-64x against the parse's 13-17 (1M entries: over
        // 120 s; now about a second).
        constexpr std::size_t kSmall = 10'000;
        const std::string small = history_request(kSmall), large = history_request(8 * kSmall);
        const auto read = [](const std::string& line) {
            CHECK(std::holds_alternative<SprtRequest>(read_sprt_request(line)));
        };
        const auto parse = [](const std::string& line) { CHECK(!json::parse(line).empty()); };
        const double reader = uici::testing::cost_growth([&] { read(small); }, [&] { read(large); });
        const double plain = uici::testing::cost_growth([&] { parse(small); }, [&] { parse(large); });
        CHECK(reader / plain < 2);
    }

    TEST_CASE("coordinates of any size pass through exactly, and the far game is played") {
        // A king and rook against a king 10^40 from the origin, the border and the promotion
        // ranks as far: the ICN holds every digit, and the reply's squares are as far.
        // Built from two strings: gcc 12 warns, wrongly, of a memcpy overlap in "1" + string.
        const std::string far = std::string(1, '1') + std::string(40, '0');
        const auto at = [&](int d) { return far.substr(0, far.size() - 2) + (d < 10 ? "0" : "") + std::to_string(d); };
        json r = request({json{{"x", at(5)}, {"y", at(1)}, {"piece_type", "k"}, {"color", "w"}},
                          json{{"x", at(1)}, {"y", at(2)}, {"piece_type", "r"}, {"color", "w"}},
                          json{{"x", at(5)}, {"y", at(8)}, {"piece_type", "k"}, {"color", "b"}}});
        r["world_bounds"] = {{"left", at(1)}, {"right", at(8)}, {"bottom", at(1)}, {"top", at(8)}};
        r["game_rules"]["promotion_ranks"] = {{"white", {at(8)}}, {"black", {at(1)}}};
        const std::string icn = icn_of(r);
        CHECK(icn == "w 0/100 1 (" + at(8) + ";Q,R,B,N|" + at(1) + ";q,r,b,n) " + at(1) + "," + at(8) + "," + at(1) +
                         "," + at(8) + " K" + at(5) + "," + at(1) + "|R" + at(1) + "," + at(2) + "|k" + at(5) + "," +
                         at(8));
        r["depth"] = 2;
        SprtJsonEngine e;
        const json move = answer(e, r);
        REQUIRE(move.contains("from"));
        const auto from = move["from"].get<std::string>(), to = move["to"].get<std::string>();
        CHECK(from.starts_with(far.substr(0, 39)));
        CHECK(to.starts_with(far.substr(0, 39)));
        CHECK(to.size() > 80);  // both coordinates, every digit
    }

    TEST_CASE("one reply line per request: a move, no_legal_moves, or an error, and the engine goes on") {
        SprtJsonEngine e;
        json r = request({piece(5, 1, "k", "w"), piece(5, 8, "k", "b"), piece(1, 2, "p", "w")});
        r["special_rights"] = {"1,2"};
        const json move = answer(e, r);
        REQUIRE(move.contains("from"));
        CHECK(move["promotion"].is_null());
        CHECK_FALSE(move.contains("error"));

        // Black mated in the corner of a bordered board.
        json mate = request({piece(6, 6, "k", "w"), piece(7, 7, "q", "w"), piece(8, 8, "k", "b")}, "b");
        mate["world_bounds"] = {{"left", "1"}, {"right", "8"}, {"bottom", "1"}, {"top", "8"}};
        CHECK(answer(e, mate) == json{{"error", "no_legal_moves"}});

        json outside = mate;
        outside["board"]["pieces"].push_back(piece(20, 20, "r", "w"));
        const json bad = answer(e, outside);
        CHECK(bad["error"] == "bad_position");
        CHECK(bad["detail"].get<std::string>().find("piece_outside_border") != std::string::npos);

        CHECK(e.answer("{\"turn\":").starts_with("{\"error\":\"bad_json\""));
        CHECK(answer(e, r).contains("from"));  // still serving
    }

    TEST_CASE("a promotion is answered with the runner's letter") {
        // One file wide: the white king is walled in, so the pawn's promotions are the only moves.
        json r = request({piece(1, 1, "k", "w"), piece(1, 2, "v", "n"), piece(1, 7, "p", "w"), piece(3, 3, "k", "b")});
        r["world_bounds"] = {{"left", "1"}, {"right", "3"}, {"bottom", "1"}, {"top", "8"}};
        r["board"]["pieces"][0] = piece(1, 1, "k", "w");
        r["board"]["pieces"].push_back(piece(2, 1, "v", "n"));
        r["board"]["pieces"].push_back(piece(2, 2, "v", "n"));
        r["board"]["pieces"][3] = piece(3, 5, "k", "b");
        r["game_rules"] = {{"promotions_allowed", {"m"}}, {"promotion_ranks", {{"white", {"8"}}, {"black", {"1"}}}}};
        SprtJsonEngine e;
        const json m = answer(e, r);
        CHECK(m["from"] == "1,7");
        CHECK(m["to"] == "1,8");
        CHECK(m["promotion"] == "m");
    }

    TEST_CASE("piece letters go both ways") {
        for (const char* l : {"k", "q", "r", "b", "n", "p", "m", "c", "a", "h", "g",
                              "l", "i", "z", "e", "y", "d", "s", "u", "o", "x", "v"}) {
            const auto t = sprt_piece_type(l);
            REQUIRE(t);
            CHECK(sprt_piece_letter(*t) == l[0]);
        }
        CHECK_FALSE(sprt_piece_type("am"));
        CHECK_FALSE(sprt_piece_type(""));
    }

    TEST_CASE("command line: --dialect sprt-json and its options") {
        const std::vector<std::string_view> args{"uici", "--dialect", "sprt-json", "--option", "Seed=7"};
        const auto cl = parse_command_line(args);
        CHECK_FALSE(cl.exit_now);
        CHECK(cl.sprt_json);
        REQUIRE(cl.sprt.options.size() == 1);
        CHECK(cl.sprt.options[0].first == "Seed");
        CHECK(cl.sprt.options[0].second == "7");
        const std::vector<std::string_view> bad{"uici", "--dialect", "xboard"};
        CHECK(parse_command_line(bad).exit_code == 2);
    }
}
