// Over the public games: every file reads, the replay refuses exactly the illegal ones,
// the canonical text is a fixpoint, and the final whole-state md5 equals 5d-chess-js's.
#include <doctest/doctest.h>

#include "multiverse/ast.hpp"
#include "multiverse/replay.hpp"
#include "tests/multiverse/corpus.hpp"

using namespace uici::multiverse;
using namespace uici::test5d;

TEST_SUITE("multiverse corpus") {
    TEST_CASE("every public file reads, the replay refuses only the two illegal ones, with a place") {
        const auto rows = expectations();
        REQUIRE(rows.size() == 41);
        for (const auto& row : rows) {
            CAPTURE(row.file);
            const auto text = read_game(row.file);
            REQUIRE(!text.empty());
            auto tree = read_5dpgn(text);
            REQUIRE_MESSAGE(tree.has_value(), tree.error().text());
            auto game = replay(*tree);
            if (corpus_refuses(row.file)) {
                REQUIRE(!game);
                CHECK(game.error().line > 0);
                CHECK(game.error().column > 0);
            } else {
                CHECK_MESSAGE(game.has_value(), game.error().text());
            }
        }
    }

    TEST_CASE("the canonical writer reaches a fixpoint, invasion.5dpgn included") {
        for (const auto& row : expectations()) {
            CAPTURE(row.file);
            auto tree = read_5dpgn(read_game(row.file));
            REQUIRE(tree.has_value());
            // The syntax tree alone round-trips for every file...
            const auto once = write_5dpgn(*tree);
            auto again = read_5dpgn(once);
            REQUIRE_MESSAGE(again.has_value(), again.error().text());
            CHECK(write_5dpgn(*again) == once);
            // ...and so does the replayed game with its implicit parts written out.
            auto game = replay(*tree);
            if (!game) continue;
            const auto canonical = write_5dpgn(game->game);
            auto reread = read_5dpgn(canonical);
            REQUIRE_MESSAGE(reread.has_value(), reread.error().text());
            auto regame = replay(*reread);
            REQUIRE_MESSAGE(regame.has_value(), regame.error().text());
            CHECK(write_5dpgn(regame->game) == canonical);
            CHECK(regame->state.hash() == game->state.hash());
        }
        auto tree = read_5dpgn(read_game("notation__invasion.5dpgn"));
        auto game = replay(*tree);
        REQUIRE(game.has_value());
        const auto text = write_5dpgn(game->game);
        CHECK(text.find("(1T3)axb1=Q") != std::string::npos);
        CHECK(text.find("(-0T4)exd2 {En passant}") != std::string::npos);
    }

    TEST_CASE("the whole-state md5 equals 5d-chess-js's for every file it imported") {
        int compared = 0;
        for (const auto& row : expectations()) {
            if (row.hash.empty()) continue;
            CAPTURE(row.file);
            auto tree = read_5dpgn(read_game(row.file));
            REQUIRE(tree.has_value());
            auto game = replay(*tree);
            REQUIRE_MESSAGE(game.has_value(), game.error().text());
            CHECK(game->state.hash() == row.hash);
            ++compared;
        }
        CHECK(compared == 34);  // every row of expected.tsv with a hash
    }
}
