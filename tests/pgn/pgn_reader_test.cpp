// The PGN reader: tags, move numbers, comments, variations, marks, results, many games, errors.
#include <doctest/doctest.h>

#include "pgn/pgn_reader.hpp"

using namespace uici::pgn;

namespace {

std::vector<PgnGame> games(std::string_view text) {
    auto r = read_pgn(text);
    REQUIRE_MESSAGE(r.has_value(), (r.has_value() ? "" : r.error().message));
    return *r;
}

Error failure(std::string_view text) {
    auto r = read_pgn(text);
    REQUIRE(!r.has_value());
    return r.error();
}

using Sans = std::vector<std::string>;

}  // namespace

TEST_CASE("pgn reader: move numbers in every form the gem reads") {
    CHECK(games("1. e4 a6\n2. Bc4 2. .. a5\n3. Ne2 3...a4 4. e5 f5\n5. exf6\n*\n")[0].sans ==
          Sans{"e4", "a6", "Bc4", "a5", "Ne2", "a4", "e5", "f5", "exf6"});
    CHECK(games("1.e4 1...e5 2.Nf3")[0].sans == Sans{"e4", "e5", "Nf3"});
}

TEST_CASE("pgn reader: comments, nested braces, variations, NAGs and marks are skipped") {
    CHECK(games("1. e4 c5 { Also works (1. c5 { English } ) and (1.d4 (1..d5 c3)) } 2. e5 *")[0].sans ==
          Sans{"e4", "c5", "e5"});
    CHECK(games("1. e4 (1. d4 d5 (1... Nf6 {x}) 2. c4) e5 ; rest of line 2. Qh5\n2. Nf3 *")[0].sans ==
          Sans{"e4", "e5", "Nf3"});
    CHECK(games("1. d4?!\n1. .. d5$5\n2. g4+/-\n")[0].sans == Sans{"d4", "d5", "g4"});
    CHECK(games("1. e4!! $1 e5?? 2. Nf3 += Nc6 \xe2\x88\x9e 3. Bb5 \xc2\xb1 *")[0].sans ==
          Sans{"e4", "e5", "Nf3", "Nc6", "Bb5"});
    CHECK(games("1. e4 e5 2. Qh5+ Ke7 3. Qxe5# 1-0")[0].sans == Sans{"e4", "e5", "Qh5+", "Ke7", "Qxe5#"});
    CHECK(games("1. d4 a6 2. d5 e5 3. dxe6 e.p. *")[0].sans == Sans{"d4", "a6", "d5", "e5", "dxe6"});
    CHECK(games("1. d4 a6 2. d5 e5 3. dxe6e.p. *")[0].sans == Sans{"d4", "a6", "d5", "e5", "dxe6"});
    CHECK(games("%escaped line\n1. e4 *")[0].sans == Sans{"e4"});
}

TEST_CASE("pgn reader: tags, broken tags, results and many games") {
    const auto g = games(
        "[Event \"A \\\"quoted\\\" name\"]\n[Site \"x\"]\n[Event \"again\"]\n\n1. e4 1-0\n\n"
        "[Event S ]\n[Arbiter \"Johnny\"]\n\n1. d4 0-1\n1. c4 1/2-1/2 1. f4 *\n[White \"w\"]\n1. g4");
    REQUIRE(g.size() == 5);
    CHECK(g[0].tags == Tags{{"Event", "again"}, {"Site", "x"}});
    CHECK(g[0].termination == "1-0");
    CHECK(g[1].tags == Tags{{"Event", ""}, {"Arbiter", "Johnny"}});
    CHECK(g[1].termination == "0-1");
    CHECK(g[2].termination == "1/2-1/2");
    CHECK(g[3].termination == "*");
    CHECK(g[4].tags == Tags{{"White", "w"}});
    CHECK(g[4].termination.empty());
    CHECK(g[4].sans == Sans{"g4"});
    // A game without a result ends where the next game's tags start.
    const auto two = games("[Event \"1\"]\n1. e4\n[Event \"2\"]\n1. d4");
    REQUIRE(two.size() == 2);
    CHECK(two[1].sans == Sans{"d4"});
    // Latin-1 tag values become UTF-8.
    CHECK(games("[White \"Ren\xe9\"]\n*")[0].tags[0].second == "Ren\xc3\xa9");
    CHECK(games("\xEF\xBB\xBF[White \"x\"]\n*")[0].tags[0].first == "White");
}

TEST_CASE("pgn reader: errors name the game, the ply and the text") {
    const auto bad = failure("1. e4 ^5blergh e5 *");
    CHECK(bad.message == "an unexpected character");
    CHECK((bad.game == 1 && bad.ply == 2 && bad.text == "^5blergh"));
    const auto open = failure("1. e4 *\n1. d4 { open");
    CHECK(open.message == "a comment without its closing brace");
    CHECK((open.game == 2 && open.ply == 2 && open.text == "{"));
    CHECK(failure("1. e4 (1. d4").code == "pgn_syntax");
    CHECK(failure("[Event \"x\"\n1. e4").message.find("closing bracket") != std::string::npos);
    CHECK(failure("[Event \"x]\n").message.find("closing quote") != std::string::npos);
    CHECK(failure("1. e4 $ e5").message.find("a $ without a number") != std::string::npos);
    CHECK(failure("12e4").code == "pgn_syntax");
    CHECK(failure("  \n").message == "no game in the text");
}
