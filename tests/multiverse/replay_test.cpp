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
        e = refused(kOpening + "5. (0T5)Qb3>>x(0T1)f7 (>L2)");
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
        CHECK(r.facts.back().back().warning.find("does not branch") != std::string::npos);
        CHECK(!r.facts.back().back().new_timeline);
        CHECK(!play(text, ReplayOptions{true}).has_value());
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
