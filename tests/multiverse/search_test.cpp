// Checks across boards, the present that must move, and mate / stalemate from a complete
// search of the mover's turns, over the public games and small cases of our own.
#include <doctest/doctest.h>

#include <atomic>

#include "multiverse/ast.hpp"
#include "multiverse/check.hpp"
#include "multiverse/replay.hpp"
#include "multiverse/search.hpp"
#include "tests/multiverse/corpus.hpp"

using namespace uici::multiverse;
using namespace uici::test5d;

namespace {

Replayed replayed(const std::string& text) {
    auto tree = read_5dpgn(text);
    REQUIRE_MESSAGE(tree.has_value(), tree.error().text());
    auto r = replay(*tree);
    REQUIRE_MESSAGE(r.has_value(), r.error().text());
    return *r;
}

std::string refusal(const std::string& text) {
    auto tree = read_5dpgn(text);
    REQUIRE_MESSAGE(tree.has_value(), tree.error().text());
    auto r = replay(*tree);
    REQUIRE(!r.has_value());
    return r.error().message;
}

// What the other tools say, where we hold ourselves to it: the expected column, else both engines
// agreeing. Empty when neither applies.
std::string agreed(const Expectation& e) {
    if (e.mate_expected == "Checkmate") return "checkmate";
    if (e.mate_expected == "Stalemate") return "stalemate";
    if (e.mate_expected == "None" || e.mate_expected == "not mate") return "ongoing";
    const bool js_mate = e.js.starts_with("legal; mate=true stalemate=false");
    const bool js_none = e.js.starts_with("legal; mate=false stalemate=false");
    if (js_mate && e.ftxi == "Checkmate") return "checkmate";
    if (js_none && e.ftxi.starts_with("Not checkmate")) return "ongoing";
    return "";
}

// A legal turn found by the search, written out and replayed as text, is accepted and submitted.
void witness_replays(const std::string& file, const Replayed& game, const TurnSearch& s) {
    CAPTURE(file);
    REQUIRE(!s.witness.empty());
    const bool white = game.state.white_to_move;
    const int turn = turn_of(game.state.present());
    GameNode g = game.game;  // the game so far: no result, no empty turn left at its end
    g.result.clear();
    g.final_comments.clear();
    while (!g.actions.empty() && g.actions.back().moves.empty()) g.actions.pop_back();
    std::string text = write_5dpgn(g);
    // Appended piece by piece: gcc 12 warns falsely (-Wrestrict) on "\n" + std::string&&.
    if (game.last_action_submitted) {
        text += '\n';
        text += std::to_string(turn);
        text += white ? "w. " : "b. ";
    } else {
        text += ' ';
    }
    text += moves_text(game.state, s.witness);
    text += '\n';
    auto tree = read_5dpgn(text);
    REQUIRE_MESSAGE(tree.has_value(), tree.error().text());
    auto again = replay(*tree);
    REQUIRE_MESSAGE(again.has_value(), again.error().text(), " ", moves_text(game.state, s.witness));
    CHECK(again->last_action_submitted);
    CHECK(again->state.white_to_move != white);
}

}  // namespace

TEST_SUITE("multiverse search") {
    TEST_CASE("mate and stalemate where the expected column or both engines agree") {
        int compared = 0;
        for (const auto& row : expectations()) {
            const std::string want = agreed(row);
            if (want.empty() || corpus_refuses(row.file)) continue;
            CAPTURE(row.file);
            const Replayed game = replayed(read_game(row.file));
            const TurnSearch s = game_status(game);
            CHECK(verdict_name(s.verdict) == want);
            if (s.verdict == Verdict::ongoing) witness_replays(row.file, game, s);
            ++compared;
        }
        CHECK(compared == 33);  // 6 with an expected result, 27 where both engines agree
    }

    TEST_CASE("where the tools disagree or fail, the answers we give") {
        // invasion: 5d-chess-js says mate, the other engine cannot read the file; the search agrees
        // with 5d-chess-js after looking at every turn.
        CHECK(game_status(replayed(read_game("notation__invasion.5dpgn"))).verdict == Verdict::checkmate);
        // game.5dpgn (Misc - Small): both engines call it mate once the variant is given to them.
        CHECK(game_status(replayed(read_game("notation__game.5dpgn"))).verdict == Verdict::checkmate);
        // Files one engine refused: the other says a legal turn exists, and so do we.
        for (const char* f : {"tools__puzzles_rook-tactics-3.5dpgn", "tools__standard-t0-empty.5dpgn",
                              "tools__standard-nonmate-2.5dpgn"}) {
            CAPTURE(f);
            const Replayed game = replayed(read_game(f));
            const TurnSearch s = game_status(game);
            CHECK(s.verdict == Verdict::ongoing);
            if (s.verdict == Verdict::ongoing) witness_replays(f, game, s);
        }
    }

    TEST_CASE("a search that runs out of nodes says unknown, never mate") {
        // aivsai: 5d-chess-js says mate, the other engine timed out; a small budget cannot decide.
        const TurnSearch s = game_status(replayed(read_game("notation__aivsai.5dpgn")), 2000);
        CHECK(s.verdict == Verdict::unknown);
        CHECK(s.in_check);
        CHECK(s.nodes == 2000);
        CHECK(s.witness.empty());
        // With enough nodes the same position that was mate stays mate; with too few, unknown.
        const Replayed dead = replayed(read_game("tools__dead-timeline.5dpgn"));
        CHECK(game_status(dead, 100).verdict == Verdict::unknown);
        CHECK(game_status(dead).verdict == Verdict::checkmate);
    }

    TEST_CASE("a raised stop ends the search at its next node: unknown, stopped, never a verdict") {
        const Replayed game = replayed(read_game("notation__aivsai.5dpgn"));
        std::atomic<bool> stop{true};
        const TurnSearch s = game_status(game, kDefaultSearchNodes, &stop);
        CHECK(s.verdict == Verdict::unknown);
        CHECK(s.stopped);
        CHECK(s.nodes == 0);
        stop = false;
        const TurnSearch budget = game_status(game, 50, &stop);
        CHECK(budget.verdict == Verdict::unknown);
        CHECK(!budget.stopped);  // out of nodes is not stopped
    }

    TEST_CASE("mate and stalemate on one board, fool's mate is no mate when the king can flee in time") {
        // White king h1, Black queen g2 guarded by the king on g3, and no past to flee to.
        const Replayed mate = replayed("[Board \"custom\"]\n[Size \"8x8\"]\n[8/8/8/8/8/6k1/6q1/7K:0:1:w]\n");
        CHECK(in_check_now(mate.state));
        CHECK(game_status(mate).verdict == Verdict::checkmate);
        // After 2... Qh4 the king steps back a turn to f2 of T2, opening a timeline.
        const Replayed fool = replayed("1. f3 / e5\n2. g4 / Qh4\n");
        CHECK(in_check_now(fool.state));
        const TurnSearch flee = game_status(fool);
        REQUIRE(flee.verdict == Verdict::ongoing);
        witness_replays("fool's mate", fool, flee);
        // Black king a8, White queen b6 and king c1: Black to move has no move and is not in check.
        const Replayed stale = replayed("[Board \"custom\"]\n[Size \"8x8\"]\n[k7/8/1Q6/8/8/8/8/2K5:0:1:b]\n");
        CHECK(!in_check_now(stale.state));
        CHECK(game_status(stale).verdict == Verdict::stalemate);
        const Replayed start = replayed("[Board \"Standard\"]\n");
        const TurnSearch s = game_status(start);
        CHECK(s.verdict == Verdict::ongoing);
        CHECK(s.witness.size() == 1);
    }

    TEST_CASE("no submitting a turn that leaves a royal piece capturable, on any board") {
        // The king walks into the queen's line on its own board.
        CHECK(refusal("1. e4 / f5\n2. Qh5 / Kf7\n").find("cannot submit") != std::string::npos);
        // A knight from another timeline could take the king through time: 1.1's check.
        const Replayed g = replayed(read_game("notation__1.1.5dpgn"));
        CHECK(in_check_now(g.state));
    }

    TEST_CASE("the present must move: a turn that leaves a board of the present unplayed is refused") {
        const std::string opening = "[Board \"Standard\"]\n1. e3 / Nf6\n2. Bb5 / c6\n3. c3 / cxb5\n4. Qb3 / Qa5\n";
        // White branches into the past: the present moves back to T1, so White's turn is over...
        const Replayed g = replayed(opening + "5. (0T5)Qb3>>x(0T1)f7 / (1T1)Kxf7\n");
        CHECK(g.state.timelines.size() == 2);
        // ...but Black then owes a move on timeline 1 before moving on timeline 0 again.
        CHECK(refusal(opening + "5. (0T5)Qb3>>x(0T1)f7 / (0T5)Nc6\n6. (1T2)e4\n").find("every board of the present") !=
              std::string::npos);
    }

    TEST_CASE("castling: not out of, through or into an attack on the king's board") {
        const std::string base = "[Board \"custom\"]\n[Size \"8x8\"]\n";
        CHECK(replayed(base + "[4k3/8/8/8/8/8/8/R*3K*2R*:0:1:w]\n1. O-O\n").state.timelines.size() == 1);
        CHECK(refusal(base + "[4kr2/8/8/8/8/8/8/R*3K*2R*:0:1:w]\n1. O-O\n").find("through or into check") !=
              std::string::npos);
        CHECK(refusal(base + "[4r1k1/8/8/8/8/8/8/R*3K*2R*:0:1:w]\n1. O-O-O\n").find("in check") != std::string::npos);
    }
}
