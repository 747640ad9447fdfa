// EGD of a large board is made a record at a time (issue 32): convert streams it with memory of
// one record, and the server refuses a reply past its cap instead of building it.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../convert/convert_run.hpp"
#include "../protocol/session_helpers.hpp"
#include "core/notation/icn.hpp"
#include "pgn/egd_icn.hpp"

using namespace uici;

namespace {

// `n` obstacles on a 100-wide block, two rooks walking beside it for `plies` halfmoves.
std::string obstacle_game(int n, int plies) {
    std::string g = "w K0,0|k0,1000|R1,-10|r-1,-20";
    for (int i = 0; i < n; ++i) g += "|ob" + std::to_string(10 + i % 100) + "," + std::to_string(10 + i / 100);
    for (int k = 0; k < plies / 2; ++k) {
        g += k == 0 ? " " : "|";
        g += std::to_string(1 + k) + ",-10>" + std::to_string(2 + k) + ",-10|" + std::to_string(-1 - k) + ",-20>" +
             std::to_string(-2 - k) + ",-20";
    }
    return g;
}

}  // namespace

TEST_CASE("egd: written a record at a time, the same text as written whole") {
    const auto doc = read_icn(obstacle_game(300, 40));
    REQUIRE(doc.has_value());
    std::vector<Move> moves;
    for (const auto& m : doc->moves) moves.push_back(m.move);
    const std::size_t position = write_icn_position(doc->position).size();
    for (const bool jsonl : {false, true}) {
        CAPTURE(jsonl);
        std::string streamed;
        std::size_t pieces = 0, largest = 0;
        const auto done = pgn::write_icn_egd(doc->position, moves, jsonl, 1, [&](std::string_view piece) {
            streamed += piece;
            ++pieces;
            largest = std::max(largest, piece.size());
            return true;
        });
        REQUIRE(done.has_value());
        CHECK(*done == streamed.size());
        CHECK(streamed == *pgn::icn_egd(doc->position, moves, jsonl));
        // One piece per move (and the header and the end of the document): none holds more than
        // one record, two positions and the move.
        CHECK(pieces == moves.size() + (jsonl ? 0 : 2));
        CHECK(largest < 2 * position + 600);
        // And convert's output is that text.
        CHECK(test::run_convert({"--to", jsonl ? "egd-jsonl" : "egd"}, obstacle_game(300, 40)).out ==
              streamed + (jsonl ? "" : "\n"));
    }
}

TEST_CASE("egd: the server refuses a reply past 64 MiB with its size, and the game stays") {
    Session s;
    // 6,000 obstacles: about 108 KB a record, so 800 plies would be some 86 MB.
    REQUIRE(test::ask(s, "position icn " + obstacle_game(6000, 800)).empty());
    const auto reply = test::ask(s, "egd");
    REQUIRE(reply.size() == 1);
    CHECK(reply[0].rfind("error too_large what=reply_bytes limit=67108864 have=", 0) == 0);
    const std::string have = reply[0].substr(reply[0].rfind('=') + 1);
    CHECK(std::stoull(have) > 67108864ull);
    CHECK(std::stoull(have) < 120000000ull);
    // Under the cap it answers as before.
    REQUIRE(test::ask(s, "position icn " + obstacle_game(60, 8)).empty());
    CHECK(test::ask(s, "egd")[0].rfind("egd {\"game_tags\"", 0) == 0);
}
