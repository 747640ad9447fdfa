#include <doctest/doctest.h>

#include <random>
#include <utility>
#include <vector>

#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/rules/movegen.hpp"
#include "tests/core/rules_fixture.hpp"

using namespace uici;
using namespace UICI_CORE_NS;
using test::move;

namespace {

Game game_of(std::string_view icn) {
    auto f = test::read(icn);
    Game g(f.position);
    for (const Move& m : f.moves) REQUIRE(g.play(m) == Reason::legal);
    return g;
}

}  // namespace

TEST_SUITE("game") {
    TEST_CASE("fool's mate is checkmate for black, moves after it are game_over") {
        Game g = game_of(
            "w 0/100 1 (8|1) 1,8,1,8 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|"
            "p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|"
            "q4,8|K5,1+|k5,8+ 6,2>6,3|5,7>5,5|7,2>7,4|4,8>8,4");
        CHECK(g.status() == Status{Status::Outcome::black_wins, "checkmate"});
        CHECK(g.history().back().mate);
        CHECK(g.history().back().facts.check);
        CHECK(g.check(move("1,2>1,3")) == Reason::game_over);
        CHECK(g.play(move("1,2>1,3")) == Reason::game_over);
        CHECK(g.undo());
        CHECK(g.status() == Status{});
        CHECK(g.check(move("4,8>8,4")) == Reason::legal);
        CHECK(g.position().fullmove == 2);
    }

    TEST_CASE("stalemate, royal capture, all royals, all pieces, koth") {
        CHECK(game_of("b 1,8,1,8 K6,7|k8,8|Q7,6").status() == Status{Status::Outcome::draw, "stalemate"});
        Game rc = game_of("w royalcapture K1,1|k1,8|R1,2 1,2>1,8");
        CHECK(rc.status() == Status{Status::Outcome::white_wins, "royal_captured"});
        CHECK(rc.check(move("1,1>1,2")) == Reason::game_over);
        Game ar = game_of("w allroyalscaptured K1,1|k1,8|k5,5|R1,2 1,2>1,8");
        CHECK(ar.status() == Status{});
        CHECK(ar.play(move("5,5>5,4")) == Reason::legal);
        CHECK(ar.play(move("1,8>5,8")) == Reason::legal);
        CHECK(ar.status() == Status{});
        CHECK(ar.play(move("5,4>5,3")) == Reason::legal);
        CHECK(ar.play(move("5,8>5,3")) == Reason::legal);
        CHECK(ar.status() == Status{Status::Outcome::white_wins, "all_royals_captured"});
        Game ap = game_of("w (allpiecescaptured|checkmate) K1,1|n1,8|R1,2 1,2>1,8");
        CHECK(ap.status() == Status{Status::Outcome::white_wins, "all_pieces_captured"});
        Game koth = game_of("w koth K3,3|k9,9 3,3>4,4");
        CHECK(koth.status() == Status{Status::Outcome::white_wins, "koth"});
    }

    TEST_CASE("move rule: automatic draw at the limit, checkmate on that move wins") {
        Game g = game_of("w 8/10 1 K1,1|k8,8|R2,2 2,2>2,3|8,8>8,7");
        CHECK(g.position().move_rule->counter == 10);
        CHECK(g.status() == Status{Status::Outcome::draw, "move_rule"});
        CHECK(g.check(move("2,3>2,4")) == Reason::legal);  // a draw does not stop the game
        // Played on past the draw, the position is written with N > M and reads back as it was.
        REQUIRE(g.play(move("2,3>2,4")) == Reason::legal);
        const std::string past = write_icn_position(g.position());
        CHECK(past.find(" 11/10 ") != std::string::npos);
        const auto again = read_icn(past);
        REQUIRE(again.has_value());
        CHECK(write_icn_position(again->position) == past);
        CHECK(Game(again->position).status() == Status{Status::Outcome::draw, "move_rule"});
        Game mate = game_of("w 9/10 1 1,8,1,8 K7,6|k8,8|R1,1 1,1>1,8");
        CHECK(mate.status() == Status{Status::Outcome::white_wins, "checkmate"});
    }

    TEST_CASE("threefold repetition: placement plus en passant, reset by irreversible moves") {
        Game g = game_of("w K1,1|k8,8|N3,3|n6,6|Q-50,-40|q50,40");
        for (int i = 0; i < 2; ++i) {
            CHECK(g.status() == Status{});
            REQUIRE(g.play(move("3,3>4,5")) == Reason::legal);
            REQUIRE(g.play(move("6,6>5,4")) == Reason::legal);
            REQUIRE(g.play(move("4,5>3,3")) == Reason::legal);
            REQUIRE(g.play(move("5,4>6,6")) == Reason::legal);
        }
        CHECK(g.status() == Status{Status::Outcome::draw, "repetition"});
        CHECK_FALSE(g.history().back().mate);  // a draw, not a mate
        CHECK(g.check(move("3,3>4,5")) == Reason::legal);
        CHECK(g.undo());
        CHECK(g.status() == Status{});
        // A lost castling right in between starts the count again.
        Game r = game_of("w K5,1+|R8,1+|k5,8|n6,6");
        REQUIRE(r.play(move("8,1>8,2")) == Reason::legal);
        REQUIRE(r.play(move("6,6>5,4")) == Reason::legal);
        REQUIRE(r.play(move("8,2>8,1")) == Reason::legal);
        REQUIRE(r.play(move("5,4>6,6")) == Reason::legal);
        REQUIRE(r.play(move("8,1>8,2")) == Reason::legal);
        REQUIRE(r.play(move("6,6>5,4")) == Reason::legal);
        REQUIRE(r.play(move("8,2>8,1")) == Reason::legal);
        REQUIRE(r.play(move("5,4>6,6")) == Reason::legal);
        CHECK(r.status() == Status{});
    }

    // The repetition count catches up lazily and uncounts on undo; a naive count over the
    // positions since the last capture must agree whatever order moves, undos and status come in.
    TEST_CASE("repetition verdicts match a naive count through random moves, undos and queries") {
        std::mt19937_64 rng(7);
        for (int game = 0; game < 20; ++game) {
            Game g = game_of("w 1,5,1,5 K1,1|k5,5|N2,2|n4,4|N3,1|n3,5");
            // (placement hash, side to move, capture) of every position of the game so far.
            std::vector<std::pair<std::uint64_t, bool>> seen{{g.position().board.hash(), false}};
            auto naive = [&] {
                int count = 0;
                for (std::size_t i = seen.size(); i-- > 0;) {
                    if ((seen.size() - 1 - i) % 2 == 0 && seen[i].first == seen.back().first) ++count;
                    if (seen[i].second) break;  // the position after a capture starts the stretch
                }
                return count >= 3;
            };
            GeneratedMoves moves;
            for (int step = 0; step < 300; ++step) {
                const auto roll = rng() % 10;
                if (roll < 2 && !g.history().empty()) {
                    REQUIRE(g.undo());
                    seen.pop_back();
                } else {
                    generate_moves(g.position(), moves);
                    if (moves.finite.empty()) break;
                    const Reason r = g.play(moves.finite[rng() % moves.finite.size()]);
                    if (r == Reason::game_over) break;
                    REQUIRE(r == Reason::legal);
                    seen.emplace_back(g.position().board.hash(), g.history().back().facts.captured.has_value());
                }
                if (rng() % 3 == 0) CHECK((g.status().reason == "repetition") == naive());
            }
        }
    }

    TEST_CASE("more than 6 royals: checkmate turns into royal capture") {
        Game g = game_of("w K0,0|K2,0|K4,0|K6,0|k0,9|k2,9|k4,9|r0,5");
        CHECK(g.position().rules.has(Color::White, WinCondition::RoyalCapture));
        CHECK(!g.position().rules.has(Color::Black, WinCondition::Checkmate));
        CHECK(g.check(move("2,0>2,1")) == Reason::legal);  // leaving a king attacked is allowed
    }

    TEST_CASE("without check facts, a move's check is worked out only where a player wins by checkmate") {
        const auto checks = [](std::string_view icn, bool facts) {
            auto f = test::read(icn);
            Game g(f.position, facts);
            REQUIRE(g.play(f.moves.front()) == Reason::legal);
            return g.history().back().facts.check;
        };
        // Royal capture: the check is not looked for, and the game goes on alike.
        const std::string_view rc = "w royalcapture K1,1|k8,8|R2,2 2,2>2,8";
        CHECK(checks(rc, true));
        CHECK_FALSE(checks(rc, false));
        // Checkmate needs it: the move is seen to check, and the mate ends the game.
        CHECK(checks("w K1,1|k8,8|R2,2 2,2>2,8", false));
        auto f = test::read(
            "w 0/100 1 (8|1) 1,8,1,8 P1,2+|P2,2+|P3,2+|P4,2+|P5,2+|P6,2+|P7,2+|P8,2+|p1,7+|p2,7+|p3,7+|p4,7+|"
            "p5,7+|p6,7+|p7,7+|p8,7+|R1,1+|R8,1+|r1,8+|r8,8+|N2,1|N7,1|n2,8|n7,8|B3,1|B6,1|b3,8|b6,8|Q4,1|"
            "q4,8|K5,1+|k5,8+ 6,2>6,3|5,7>5,5|7,2>7,4|4,8>8,4");
        Game g(f.position, false);
        for (const Move& m : f.moves) REQUIRE(g.play(m) == Reason::legal);
        CHECK(g.history().back().mate);
        CHECK(g.check(move("1,2>1,3")) == Reason::game_over);
        // Threecheck still counts the checks given.
        Game three(test::read("w (threecheck|threecheck) K1,1|k8,8|R2,2|r7,7").position, false);
        REQUIRE(three.play(move("2,2>2,8")) == Reason::legal);
        CHECK(three.position().checks_given[0] == 1);
    }

    TEST_CASE("a game that keeps its start without pieces plays as one that keeps all of it") {
        // Castling rights, a capture, a repetition and the royal switch (seven kings) alike.
        for (const char* icn : {"w K5,1+|R8,1+|k5,8|r1,8+|P2,2+ 5,1>7,1|1,8>1,1|2,2>2,4|1,1>1,5",
                                "w K1,1|k8,8|N3,3|n6,6 3,3>4,5|6,6>5,4|4,5>3,3|5,4>6,6|3,3>4,5|6,6>5,4|4,5>3,3|5,4>6,6",
                                "w K0,0|K2,0|K4,0|K6,0|k0,9|k2,9|k4,9|r0,5 2,0>2,1|0,5>0,0"}) {
            CAPTURE(icn);
            auto f = test::read(icn);
            Game whole(f.position);
            Game lean(f.position, true, StartCopy::without_pieces);
            CHECK(whole.start().board.size() == f.position.board.size());
            CHECK(lean.start().board.empty());
            CHECK(lean.start().special_rights.empty());
            CHECK(lean.start().rules == whole.start().rules);
            CHECK(lean.start().metadata == whole.start().metadata);
            CHECK(same_state(lean.position(), whole.position()));
            for (const Move& m : f.moves) {
                REQUIRE(whole.play(m) == Reason::legal);
                REQUIRE(lean.play(m) == Reason::legal);
                CHECK(same_state(lean.position(), whole.position()));
                CHECK(lean.status() == whole.status());
            }
            while (whole.undo()) REQUIRE(lean.undo());
            CHECK(same_state(lean.position(), whole.start()));
            // The position moved out of the game is the game's, its board included.
            const Position at = std::move(lean).into_position();
            CHECK(same_state(at, whole.position()));
            CHECK(at.board.size() == f.position.board.size());
        }
    }

    TEST_CASE("threecheck: the third check given wins") {
        Game g = game_of("w (threecheck|threecheck) K1,1|k8,8|R2,2|r7,7");
        REQUIRE(g.play(move("2,2>2,8")) == Reason::legal);
        CHECK(g.position().checks_given[0] == 1);
        REQUIRE(g.play(move("8,8>7,8")) == Reason::legal);
        CHECK(g.status() == Status{});
    }
}

TEST_CASE("the placement hash tells swapped pieces apart and ignores the order of placing") {
    Board a, b, c;
    a.put({1, 1}, {PieceType::Knight, Color::White});
    a.put({2, 2}, {PieceType::Bishop, Color::White});
    b.put({2, 2}, {PieceType::Knight, Color::White});
    b.put({1, 1}, {PieceType::Bishop, Color::White});
    c.put({2, 2}, {PieceType::Bishop, Color::White});
    c.put({1, 1}, {PieceType::Knight, Color::White});
    CHECK(a.hash() != b.hash());
    CHECK(a.hash() == c.hash());
    c.remove({1, 1});
    c.put({1, 1}, {PieceType::Knight, Color::Black});
    CHECK(a.hash() != c.hash());
}
