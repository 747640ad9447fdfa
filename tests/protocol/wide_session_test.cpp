// The session with coordinates of any size: a number past the narrow build moves the game to
// the wide build (core/board/coord.hpp) and the same request runs there; what a client sees is
// the same protocol, exact.
#include <doctest/doctest.h>

#include <string>

#include "core/board/limits.hpp"
#include "protocol/session.hpp"
#include "session_helpers.hpp"

using namespace uici;
using namespace uici::test;

namespace {

// 10^k as decimal text.
std::string power_of_ten(int k) {
    std::string s(static_cast<std::size_t>(k) + 1, '0');
    s[0] = '1';
    return s;
}

// Every whole number 101..199 of `text` (a coordinate of the games below, which use no other
// numbers in that range) moved by 10^30: "105" becomes "1000...0105".
std::string moved_far(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        std::size_t j = i;
        while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
        if (j == i) {
            out += text[i++];
            continue;
        }
        const std::string number = text.substr(i, j - i);
        if (number.size() == 3 && number[0] == '1' && number != "100") out += power_of_ten(27);
        out += number;
        i = j;
    }
    return out;
}

}  // namespace

TEST_SUITE("wide session") {
    TEST_CASE("1,000-digit coordinates round-trip through ICN, long JSON and the protocol") {
        Session s;
        std::string n(1000, '3');
        const std::string m = "-" + n;
        const std::string icn = "w 0/100 1 (" + n + "|" + m + ") " + m + "," + n + "," + m + "," + n + " K" + n + "," +
                                n + "|k" + m + "," + m + "|R1," + n;
        CHECK(ask(s, "position icn " + icn).empty());
        const Lines written = ask(s, "icn");
        REQUIRE(written.size() == 1);
        CHECK(written[0].find("K" + n + "," + n) != std::string::npos);
        // Read back its own output, and its long JSON, to the same text.
        CHECK(ask(s, "position icn " + written[0].substr(4)).empty());
        CHECK(ask(s, "icn") == written);
        const Lines json = ask(s, "json");
        REQUIRE(json.size() == 1);
        CHECK(ask(s, "position json " + json[0].substr(5)).empty());
        CHECK(ask(s, "icn") == written);
        const std::string from = n + "," + n, to = n.substr(0, 999) + "2," + n;
        CHECK(ask(s, "legal " + from + ">" + to) == Lines{"legal yes " + from + ">" + to});
        CHECK(ask(s, "move " + from + ">" + to) == Lines{"ok " + from + ">" + to});
        CHECK(ask(s, "undo") == Lines{"ok undo 1"});
    }

    TEST_CASE("a slide from 0 to 10^40 and back, the game keeps its wide form only while it needs it") {
        Session s;
        const std::string far = power_of_ten(40);
        CHECK(ask(s, "position icn w K0,0|R0,1|k5,5").empty());
        CHECK(ask(s, "move 0,1>0," + far + " 5,5>5,6 0," + far + ">0,1") ==
              Lines{"ok 0,1>0," + far + " 5,5>5,6 0," + far + ">0,1"});
        CHECK(ask(s, "icn") == Lines{"icn w 1 k5,5|R0,1|K0,0 0,1>0," + far + "|5,5>5,6|0," + far + ">0,1"});
        CHECK(ask(s, "status") == Lines{"status ongoing"});
        // A query with a far square answers exactly and leaves a narrow game narrow.
        CHECK(ask(s, "position icn w K0,0|R0,1|k5,5").empty());
        CHECK(ask(s, "legal 0,1>0," + far) == Lines{"legal yes 0,1>0," + far});
        CHECK(ask(s, "legal 0,1>1," + far) == Lines{"legal no 0,1>1," + far + " bad_geometry"});
        CHECK(ask(s, "moves " + far + ",1") == Lines{"moves 0 no_piece"});
        CHECK(run(s, "perft 1").at(0).rfind("error unbounded", 0) == 0);  // an open board: rays have no end
        // An illegal far move is refused and the game is as it was.
        CHECK(ask(s, "move 0,1>1," + far) ==
              Lines{"error illegal_move index=0 move=\"0,1>1," + far + "\" reason=bad_geometry"});
        CHECK(ask(s, "icn") == Lines{"icn w 1 k5,5|R0,1|K0,0"});
    }

    TEST_CASE("egd of a game 10^30 away is the same document, every square moved") {
        // Check, capture and a king's escape: the features and move types come from the rules.
        const std::string game =
            "position icn w 0/100 1 K105,101|k105,108|R101,101|q108,105 moves 101,101>101,108 "
            "105,108>104,107 101,108>108,108 108,105>108,108";
        Session near, far;
        CHECK(ask(near, game).empty());
        CHECK(ask(far, moved_far(game)).empty());
        const Lines doc = ask(near, "egd");
        REQUIRE(doc.size() == 1);
        CHECK(doc[0].find("\"capture\"") != std::string::npos);
        CHECK(doc[0].find("\"check\":true") != std::string::npos);
        CHECK(ask(far, "egd") == Lines{moved_far(doc[0])});
        CHECK(ask(far, "egd chess") == Lines{"error bad_position reason=not_chess"});
    }

    TEST_CASE("more than kMaxDigits digits is too_large, and nothing changes") {
        Session s;
        CHECK(ask(s, "position icn w K0,0|R0,1|k5,5").empty());
        const std::string huge(kMaxDigits + 1, '9');
        const Lines e = ask(s, "position icn w K0,0|R0," + huge + "|k5,5");
        REQUIRE(e.size() == 1);
        CHECK(e[0].rfind("error too_large at=", 0) == 0);
        CHECK(ask(s, "move 0,1>0," + huge).at(0).rfind("error too_large index=0", 0) == 0);
        CHECK(ask(s, "legal 0,1>0," + huge).at(0).rfind("legal no 0,1>0,9", 0) == 0);
        CHECK(ask(s, "moves 0," + huge).at(0).rfind("error too_large what=digits limit=2000", 0) == 0);
        CHECK(ask(s, "icn") == Lines{"icn w 1 k5,5|R0,1|K0,0"});
        // kMaxDigits digits exactly still read.
        CHECK(ask(s, "move 0,1>0," + std::string(kMaxDigits, '9')).at(0).rfind("ok ", 0) == 0);
    }

    TEST_CASE("perft and go on a bordered board placed at 10^25 answer as at the origin") {
        const std::string at = power_of_ten(25);
        auto moved = [&](const std::string& icn) {
            // Every number of the text moved by 10^25 (all are 1..8 here, one digit each).
            std::string out;
            for (char c : icn) out += c >= '1' && c <= '8' ? at.substr(0, at.size() - 1) + c : std::string(1, c);
            return out;
        };
        const std::string near = "1,8,1,8 K5,1|k5,8|R1,1|n7,6";
        Session narrow, wide;
        CHECK(ask(narrow, "position icn w " + near).empty());
        CHECK(ask(wide, "position icn w " + moved(near)).empty());
        CHECK(ask(wide, "icn") == Lines{"icn w 1 " + moved("1,8,1,8 k5,8|n7,6|R1,1|K5,1")});
        const Lines want = run(narrow, "perft 3");
        const Lines got = run(wide, "perft 3");
        REQUIRE(want.size() == got.size());
        CHECK(got.back() == want.back());
        for (std::size_t i = 0; i + 1 < want.size(); ++i) {
            const std::size_t colon = want[i].find(':');
            if (colon == std::string::npos) CHECK(got[i] == want[i]);
            else CHECK(got[i] == moved(want[i].substr(0, colon)) + want[i].substr(colon));
        }
        const Lines best = run(wide, "go depth 2");
        REQUIRE(!best.empty());
        CHECK(best.back().rfind("bestmove " + at.substr(0, at.size() - 1), 0) == 0);
    }
}
