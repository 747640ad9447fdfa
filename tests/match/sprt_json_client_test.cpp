// The match runner's side of the sprt-json dialect: its requests read back through uici's own
// reader of that dialect as the position they were made from, its reader of replies, and a
// match against `uici --dialect sprt-json` whose games replay legally.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

#include "convert/convert.hpp"
#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "dialects/sprt_json/sprt_json_request.hpp"
#include "engine/sprt_json/sprt_json_client.hpp"
#include "tests/match/match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_sprt_json_client_test {

using namespace uici;

namespace {

// The game of `icn` after `moves`, as the request would carry it.
struct Played {
    Position current;
    std::vector<Move> history;
};

Played play(const std::string& icn, const std::vector<std::string>& moves) {
    auto doc = read_icn(icn);
    REQUIRE(doc.has_value());
    Game game(doc->position);
    Played p;
    for (const auto& text : moves) {
        const auto m = parse_move(text);
        REQUIRE(m.has_value());
        REQUIRE(game.play(*m) == Reason::legal);
        p.history.push_back(*m);
    }
    p.current = game.position();
    return p;
}

}  // namespace

TEST_CASE("match sprt-json: a request reads back as the position it was made from") {
    const std::vector<std::pair<std::string, std::vector<std::string>>> cases = {
        // Castling rights after moves, and en passant to take.
        {"w 0/100 1 (8|1) K5,1+|R1,1+|R8,1+|P1,2+|P4,2+|k5,8+|r1,8+|r8,8+|p3,7+|p2,4",
         {"1,2>1,3", "3,7>3,5", "4,2>4,4", "2,4>2,3"}},
        // Bordered, fairy pieces, neutral obstacles, other win conditions, no move rule.
        {"b (|) (checkmate,koth|royalcapture) -20,20,-10,30 K0,0|AM3,3|HU-5,-5|k9,9|nr4,7|ob1,1|vo2,2", {}},
        // Promotion to fairy pieces on several ranks, coordinates past 2^53.
        {"w 3/50 7 (8,12;Q,CH|1;q,ch) K0,0|P3,7|k9007199254740993,-9007199254740993", {"3,7>3,8=CH"}},
    };
    for (const auto& [icn, moves] : cases) {
        CAPTURE(icn);
        const Played p = play(icn, moves);
        const std::string line = sprt_client::sprt_request(p.current, p.history, 250, std::nullopt);
        const auto read = read_sprt_request(line);
        REQUIRE_MESSAGE(std::holds_alternative<SprtRequest>(read), std::get<SprtError>(read).detail);
        const auto& req = std::get<SprtRequest>(read);
        CHECK(req.time_limit_ms == 250);
        const auto back = read_icn(req.icn);
        REQUIRE_MESSAGE(back.has_value(), req.icn);
        const Position& q = back->position;
        CHECK(write_icn_position(q).find(' ') != std::string::npos);
        // Pieces, rights, turn, en passant, border, promotions and win conditions as they were.
        std::vector<std::pair<Square, Piece>> a, b;
        p.current.board.for_each([&](Square s, Piece pc) { a.emplace_back(s, pc); });
        q.board.for_each([&](Square s, Piece pc) { b.emplace_back(s, pc); });
        auto by_square = [](const auto& x, const auto& y) { return display_less(x.first, y.first); };
        std::sort(a.begin(), a.end(), by_square);
        std::sort(b.begin(), b.end(), by_square);
        CHECK(a == b);
        CHECK(q.special_rights == p.current.special_rights);
        CHECK(q.turn == p.current.turn);
        CHECK(q.en_passant.has_value() == p.current.en_passant.has_value());
        if (q.en_passant && p.current.en_passant) CHECK(q.en_passant->target == p.current.en_passant->target);
        CHECK(q.rules.border == p.current.rules.border);
        for (const Color c : {Color::White, Color::Black}) {
            CHECK(q.rules.of(c).promotion_ranks == p.current.rules.of(c).promotion_ranks);
            if (!q.rules.of(c).promotion_ranks.empty())
                CHECK(q.rules.of(c).promotions == p.current.rules.of(c).promotions);
            CHECK(q.rules.of(c).win_conditions == p.current.rules.of(c).win_conditions);
        }
        if (p.current.move_rule) CHECK(q.move_rule == p.current.move_rule);
        // The same legal moves, so the engine plays the game the referee holds.
        CHECK(Game(q).status().outcome == Game(p.current).status().outcome);
    }
    // A depth goes along as the dialect's extension.
    const Played p = play("w K0,0|k5,5", {});
    const auto read = read_sprt_request(sprt_client::sprt_request(p.current, p.history, 0, 3));
    REQUIRE(std::holds_alternative<SprtRequest>(read));
    CHECK(std::get<SprtRequest>(read).depth == 3);
    CHECK(std::get<SprtRequest>(read).time_limit_ms == 1);
}

TEST_CASE("match sprt-json: what the runner's JSON cannot carry is refused before a match") {
    auto pos = [](const std::string& icn) {
        auto doc = read_icn(icn);
        REQUIRE(doc.has_value());
        return doc->position;
    };
    CHECK_FALSE(sprt_client::sprt_unfit(pos("w 0/100 1 (8|1) K5,1|k5,8")));
    CHECK(sprt_client::sprt_unfit(pos("w 0/100 1 (8;Q|1;r) K5,1|k5,8")));
    CHECK(sprt_client::sprt_unfit(pos(R"(w {"slideLimit": 20} K5,1|k5,8)")));
}

TEST_CASE("match sprt-json: replies") {
    using K = sprt_client::SprtReply::Kind;
    auto r = sprt_client::read_sprt_reply(R"({"from":"1,2","to":"1,4","promotion":null,"eval":35,"depth":7})");
    CHECK(r.kind == K::move);
    CHECK(format_move(r.move) == "1,2>1,4");
    CHECK(r.eval == 35);
    CHECK(r.depth == 7);
    r = sprt_client::read_sprt_reply(R"({"from":"3,7","to":"3,8","promotion":"c"})");
    REQUIRE(r.kind == K::move);
    REQUIRE(r.move.promotion);
    CHECK(r.move.promotion->type == PieceType::Chancellor);
    CHECK(sprt_client::read_sprt_reply(R"({"error":"no_legal_moves"})").kind == K::no_legal_moves);
    r = sprt_client::read_sprt_reply(R"({"error":"bad_json","detail":"x"})");
    CHECK(r.kind == K::error);
    CHECK(r.detail == "bad_json");
    r = sprt_client::read_sprt_reply(R"({"error":""})");  // found by the fuzzer: an error still says why
    CHECK(r.kind == K::error);
    CHECK(r.detail == "an empty error");
    CHECK(sprt_client::read_sprt_reply("info depth 3").kind == K::not_json);
    CHECK(sprt_client::read_sprt_reply("[1,2]").kind == K::not_json);
    CHECK(sprt_client::read_sprt_reply(R"({"from":"1,2"})").kind == K::error);
    // A square past +-2^60 is read again by the wide build (match/engine_moves.cpp).
    CHECK(sprt_client::read_sprt_reply(R"({"from":"1,2","to":"99999999999999999999,1"})").kind == K::needs_wide);
    CHECK(sprt_client::read_sprt_reply(R"({"from":"1,2","to":"1,3","promotion":"qq"})").kind == K::error);
    CHECK(sprt_client::read_sprt_reply(R"({"from":"1,2","to":"1,3","from":"1,2"})").kind == K::not_json);
    // An absurd eval or depth is left out, not taken.
    r = sprt_client::read_sprt_reply(R"({"from":"1,2","to":"1,3","eval":1e300,"depth":-4})");
    CHECK(r.kind == K::move);
    CHECK_FALSE(r.eval);
    CHECK(r.depth == 0);
}

// By depth, not by time: a sanitized build on a loaded machine must not turn this into a time test.
TEST_CASE("match sprt-json: uici against its own sprt-json dialect, every game replays") {
    const std::string games =
        (std::filesystem::temp_directory_path() / ("uici-match-sprt-" + std::to_string(getpid()) + ".icn")).string();
    std::filesystem::remove(games);
    const std::string tag = "sprt-" + std::to_string(getpid());
    const auto r =
        test::run_match_cli("-engine cmd=" + std::string(UICI_BINARY) + " name=uici -engine cmd=" + UICI_BINARY +
                                " name=dialect proto=sprt-json \"args=--dialect sprt-json\"" +
                                " -each depth=1 -maxmoves 30 -games 2 -out file=" + games,
                            tag);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(r.out.find("(2 games)") != std::string::npos);
    // No game ended by a fault of either side.
    for (const char* fault : {"illegal_move", "crash", "time_forfeit", "no_answer", "bad_output"})
        CHECK_MESSAGE(r.err.find(fault) == std::string::npos, r.err);
    const std::string text = test::slurp(games);
    std::size_t pos = 0;
    int replayed = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find("\n\n", pos);
        const std::string game = text.substr(pos, end - pos);
        pos = end == std::string::npos ? text.size() : end + 2;
        std::string out, err;
        CHECK_MESSAGE(convert({"--to", "icn", "--at", "end"}, game, out, err) == 0, err);
        ++replayed;
    }
    CHECK(replayed == 2);
    CHECK(test::processes_tagged(tag) == 0);
    std::filesystem::remove(games);
}

}  // namespace match_sprt_json_client_test
