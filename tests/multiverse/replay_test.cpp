// The replay: refusals that need the state, and facts about small games (timelines, new
// timeline indices, the present, per-board 5DFEN as 5d-chess-js writes them).
#include <doctest/doctest.h>

#include "multiverse/ast.hpp"
#include "multiverse/md5.hpp"
#include "multiverse/replay.hpp"
#include "tests/multiverse/corpus.hpp"

using namespace uici::multiverse;
using uici::test5d::read_game;

namespace {

Result<Replayed> play(const std::string& text, ReplayOptions o = {}) {
    auto tree = read_5dpgn(text);
    REQUIRE_MESSAGE(tree.has_value(), tree.error().text());
    return replay(*tree, o);
}

Replayed played(const std::string& text) {
    auto r = play(text);
    REQUIRE_MESSAGE(r.has_value(), r.error().text());
    return *r;
}

Error refused(const std::string& text, ReplayOptions o = {}) {
    auto r = play(text, o);
    REQUIRE(!r.has_value());
    return r.error();
}

const std::string kOpening = "[Board \"Standard\"]\n1. e3 / Nf6\n2. Bb5 / c6\n3. c3 / cxb5\n4. Qb3 / Qa5\n";

std::vector<std::string> fens(const Multiverse& mv) {
    std::vector<std::string> out;
    for (const auto& [l, tl] : mv.timelines)
        for (int t2 = tl.start; t2 <= tl.end(); ++t2) out.push_back(mv.board_fen(l, t2));
    return out;
}

}  // namespace

TEST_SUITE("multiverse replay") {
    TEST_CASE("refusals that need the state carry the move's line and column") {
        auto e = refused(kOpening + "5. (0T5)Qb3>>x(0T1)f7+~ / Kxf7");
        CHECK((e.line == 6 && e.column == 27));
        CHECK(e.message.find("expected (LT)") != std::string::npos);
        e = refused(read_game("notation__marauders.5dpgn"));
        CHECK((e.line == 4 && e.column == 4));
        e = refused(read_game("tools__bitboard_white-castle-illegal.5dpgn"));
        CHECK((e.line == 6 && e.column == 4));
        CHECK(e.message.find("check") != std::string::npos);
        e = refused(kOpening + "5. (0T5)Qb3>x(0T1)f7");
        CHECK(e.message.find("expected '>>'") != std::string::npos);
        e = refused(kOpening + "5. (0T5)Qb3>>x(0T1)f7 (>L2)", ReplayOptions{true});  // a warning otherwise
        CHECK(e.message.find("disagrees") != std::string::npos);
        e = refused(kOpening + "5. (0T5)Qb3>>x(0T9)f7");
        CHECK(e.message.find("existing target board") != std::string::npos);
        e = refused(kOpening + "5. (0T5)Qb3 / Kxf7");
        CHECK((e.line == 6 && e.column == 4));
        e = refused("[Board \"Standard\"]\n1. e4 / e5\n2. Nf3 / Nc6\n3. Nf3e5 / Nxe5\n4. Kxe2");
        CHECK((e.line == 5 && e.column == 4));
        e = refused("[Board \"custom\"]\n[Size \"5x5\"]\n[4k/5/5/5/K1R3:0:1:w]\n1. Kb2");
        CHECK((e.line == 3 && e.column == 14));
        e = refused("[Board \"Standard\"]\n1. e4 / e5\n2. e4e5");
        CHECK(e.line == 3);
    }

    TEST_CASE("a repeated turn number is refused in strict mode only") {
        const auto text = read_game("notation__aivsai.5dpgn");
        auto strict = read_5dpgn(text, ReadOptions{true});
        REQUIRE(!strict.has_value());
        CHECK(strict.error().line == 35);
        CHECK(strict.error().column == 1);
        CHECK(play(text).has_value());
    }

    TEST_CASE("'>>' onto a latest board: accepted with a warning, refused in strict mode") {
        const auto text = read_game("tools__puzzles_rook-tactics-3.5dpgn");
        const auto r = played(text);
        REQUIRE(r.warnings.size() == 1);
        CHECK(r.warnings[0].message.find("its target board is the latest") != std::string::npos);
        CHECK(!r.facts.back().back().new_timeline);
        CHECK(!play(text, ReplayOptions{true}).has_value());
    }

    // White moves on -0, then jumps from +0 onto -0's T1 board, which is no longer the latest: a
    // branch, whose new timeline +1 starts at T1 black, the present after the turn. 5dchess-tools'
    // games write '~' on such jumps; the present does not go back, so uici read the mark as false
    // and refused the game.
    const std::string kLandsAtPresent =
        "[Board \"Standard - Two Timelines\"]\n1. (-0T1)e3 (+0T1)Nb1>>(-0T1)b3~ (>L+1) (~T1)\n";

    TEST_CASE("a '~' the state does not bear out is a warning, the game read from the state") {
        const Replayed r = played(kLandsAtPresent);
        REQUIRE(r.facts.size() == 1);
        const MoveFacts& jump = r.facts[0][1];
        CHECK(jump.new_timeline == 1);
        CHECK(!jump.present_moved);
        REQUIRE(r.warnings.size() == 1);  // (>L+1) and (~T1) agree
        CHECK(r.warnings[0].line == 2);
        CHECK(r.warnings[0].column == 13);
        CHECK(r.warnings[0].move == "(+0T1)Nb1>>(-0T1)b3~ (>L+1) (~T1)");
        CHECK(r.warnings[0].message.starts_with("'~' says the present moves to a new branch"));
        const Error e = refused(kLandsAtPresent, ReplayOptions{true});
        CHECK((e.line == 2 && e.column == 13));
        CHECK(e.message.ends_with("(strict mode)"));
    }

    TEST_CASE("(>L) and (~T) that disagree are warnings too, refused in strict mode") {
        std::string text = kLandsAtPresent;
        text.replace(text.find("(>L+1)"), 6, "(>L2)");
        text.replace(text.find("(~T1)"), 5, "(~T3)");
        const Replayed r = played(text);
        REQUIRE(r.warnings.size() == 3);
        CHECK(r.warnings[1].message == "(>L2) disagrees with the timeline created: 1");
        CHECK(r.warnings[2].message == "(~T3) disagrees with the present after the move: T1");
        CHECK(refused(text, ReplayOptions{true}).message.starts_with("'~' says"));
        // A (>L) on a move that creates no timeline.
        const Replayed hop = played("1. e3 (>L1)");
        REQUIRE(hop.warnings.size() == 1);
        CHECK(hop.warnings[0].message == "(>L1) names a new timeline, but the move creates none");
        CHECK(refused("1. e3 (>L1)", ReplayOptions{true}).message ==
              "(>L1) names a new timeline, but the move creates none (strict mode)");
    }

    TEST_CASE("the public games' marks: (~T) numbers that are not the present's turn, one '>>'") {
        // The files disagree about what (~Tx) counts (dead-timeline's (~T2) is a present at T1,
        // 1.1's (~T1) the same): those are warnings. Every '~' and (>L) of them agrees.
        std::size_t present_turns = 0;
        for (const auto& e : uici::test5d::expectations()) {
            if (uici::test5d::corpus_refuses(e.file)) continue;
            CAPTURE(e.file);
            const Replayed r = played(read_game(e.file));
            for (const Warning& w : r.warnings) {
                CAPTURE(w.message);
                if (e.file == "tools__puzzles_rook-tactics-3.5dpgn") CHECK(w.message.starts_with("'>>' says"));
                else CHECK(w.message.starts_with("(~T"));
                present_turns += w.message.starts_with("(~T") ? 1 : 0;
            }
        }
        CHECK(present_turns == 8);
        const Replayed dead = played(read_game("tools__dead-timeline.5dpgn"));
        REQUIRE(dead.warnings.size() == 1);
        CHECK(dead.warnings[0].message == "(~T2) disagrees with the present after the move: T1");
        CHECK(played(read_game("notation__1.1.5dpgn")).warnings.empty());
    }

    TEST_CASE("1.1 opens timeline 1 and moves the present back to T1") {
        const auto r = played(read_game("notation__1.1.5dpgn"));
        CHECK(r.state.timelines.size() == 2);
        const MoveFacts& jump = r.facts[8][0];
        CHECK(jump.new_timeline == 1);
        CHECK(jump.present_moved);
        CHECK(jump.present_after == t2_of(1, false));
        const auto all = fens(r.state);
        REQUIRE(all.size() == 17);
        CHECK(all[10] == "[r*nbqk*bnr*/p*p*p*p*p*Qp*p*/8/8/8/8/P*P*P*P*P*P*P*P*/R*NBQK*BNR*:+1:1:b]");
        CHECK(all[16] == "[r*nb2bnr*/p*p*p*p*1kp*p*/4pq2/7Q/8/4P2N/P*P*P*P*1P*P*P*/R*NB1K*B1R*:+1:4:b]");
    }

    TEST_CASE("the turn-zero game numbers its timelines -2..3 and the (>L) marks agree") {
        const auto r = played(read_game("notation__1.2.5dpgn"));
        std::vector<int> created;
        for (const auto& a : r.facts)
            for (const auto& f : a)
                if (f.new_timeline) created.push_back(*f.new_timeline);
        CHECK(created == std::vector<int>{1, -1, 2, -2, 3});
        CHECK(r.state.timelines.begin()->first == -2);
        CHECK(r.state.timelines.at(0).start == t2_of(0, false));
    }

    TEST_CASE("rook tactics, d4 d5 and the brawns, board by board") {
        auto r = played(read_game("notation__1.4.5dpgn"));
        CHECK(fens(r.state) == std::vector<std::string>{"[4k/5/5/5/K1R2:0:1:w]", "[4k/5/5/1K3/2R2:0:1:b]",
                                                        "[5/4k/5/1K3/2R2:0:2:w]", "[5/4k/5/1K3/4R:0:2:b]",
                                                        "[5/5/3k1/1K3/4R:0:3:w]"});
        r = played(read_game("tools__standard-d4d5.5dpgn"));
        CHECK(fens(r.state).back() == "[r*nbqk*bnr*/p*p*p*1p*p*p*p*/8/3p4/3P4/8/P*P*P*1P*P*P*P*/R*NBQK*BNR*:0:2:w]");
        r = played(read_game("tools__brawns-en-passant.5dpgn"));
        CHECK(fens(r.state).back() == "[2w*w*k*/5/wwW1W/5/K*W*1W*1:0:3:w]");
        CHECK(r.state.hash() == "1ebce3c8b1bbec0a80bfd68f9a28ba8f");
    }

    TEST_CASE("the invasion game's en passant and promotion, and three starting timelines") {
        auto r = played(read_game("notation__invasion.5dpgn"));
        CHECK(r.state.even);
        CHECK(r.facts[9][0].captured);  // (-0T4)exd2, en passant
        r = played(read_game("tools__tricky-nonmate.5dpgn"));
        CHECK(r.start.timelines.size() == 3);
        CHECK(r.state.timelines.begin()->first == -2);
    }

    TEST_CASE("md5 of the empty text and of a known string") {
        CHECK(md5_hex("") == "d41d8cd98f00b204e9800998ecf8427e");
        CHECK(md5_hex("abc") == "900150983cd24fb0d6963f7d28e17f72");
    }
}
