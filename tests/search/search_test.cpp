// The search through the session: deterministic node and depth searches, win conditions and
// draws scored from core's verdicts, the options, JSON output, and the random test mover.
#include <doctest/doctest.h>

#include <atomic>

#include "core/game/game.hpp"
#include "search/search.hpp"
#include "search_helpers.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace search_search_test {

using namespace uici;
using namespace uici::test;

namespace {

// The lines without the progress lines, which come with the clock (text: no score; JSON: no pv).
std::vector<std::string> without_progress(std::vector<std::string> lines) {
    std::erase_if(lines, [](const std::string& l) {
        return (l.starts_with("info ") && l.find(" score ") == std::string::npos) ||
               (l.starts_with(R"({"reply":"info")") && l.find(R"("pv":)") == std::string::npos);
    });
    return lines;
}

// The lines without what depends on the clock: the progress lines, and the time and nps fields.
std::vector<std::string> without_time(std::vector<std::string> lines) {
    lines = without_progress(std::move(lines));
    for (auto& l : lines) {
        for (const char* key : {" nps ", " time "}) {
            const auto at = l.find(key);
            if (at == std::string::npos) continue;
            const auto end = l.find(' ', at + std::string_view(key).size());
            l.erase(at, end - at);
        }
    }
    return lines;
}

search::Result search_position(Position p, int depth) {
    search::Searcher s(1);
    search::Limits limits;
    limits.depth = depth;
    const std::atomic<bool> stop{false};
    return s.go(Game(std::move(p)), limits, stop, {});
}

}  // namespace

TEST_SUITE("search") {
    TEST_CASE("depth and nodes searches repeat exactly in a fresh session") {
        for (const char* go : {"go depth 4", "go nodes 3000"}) {
            std::vector<std::string> first;
            for (int run = 0; run < 2; ++run) {
                Session s;
                ask(s, "position startpos moves 5,2>5,4 5,7>5,5");
                const auto lines = without_time(run_go(s, go));
                REQUIRE(lines.size() >= 2);
                if (run == 0) first = lines;
                else CHECK(lines == first);
            }
        }
    }

    TEST_CASE("a nodes search stops near its node count and still answers a legal move") {
        Session s;
        ask(s, "position startpos");
        const auto lines = run_go(s, "go nodes 500");
        REQUIRE(!lines.empty());
        REQUIRE(lines.back().starts_with("bestmove "));
        CHECK(ask(s, "legal " + lines.back().substr(9)) == Lines{"legal yes " + lines.back().substr(9)});
    }

    TEST_CASE("info lines: every field, in order, before the one bestmove") {
        Session s;
        ask(s, "position startpos");
        const auto lines = without_progress(run_go(s, "go depth 3"));
        REQUIRE(lines.size() == 4);
        for (int d = 1; d <= 3; ++d) {
            const std::string& l = lines[static_cast<std::size_t>(d - 1)];
            CHECK(l.starts_with("info depth " + std::to_string(d) + " seldepth "));
            for (const char* key : {" score cp ", " nodes ", " nps ", " time ", " hashfull ", " pv "})
                CHECK_MESSAGE(l.find(key) != std::string::npos, l << " lacks" << key);
        }
        CHECK(lines[3].starts_with("bestmove "));
    }

    TEST_CASE("JSON output: info objects, then the bestmove object of section 7") {
        Session s;
        ask(s, "setoption name Output value json");
        ask(s, "position startpos");
        const auto lines = without_progress(run_go(s, "go depth 2"));
        REQUIRE(lines.size() == 3);
        const auto info = nlohmann::json::parse(lines[0]);
        CHECK(info.at("reply") == "info");
        CHECK(info.at("depth") == 1);
        CHECK(info.contains("cp"));
        CHECK(info.at("nodes").is_string());
        CHECK(info.at("pv").is_array());
        CHECK_FALSE(info.contains("from"));  // runners take the first object with from or error
        const auto best = nlohmann::json::parse(lines[2]);
        CHECK(best.at("reply") == "bestmove");
        CHECK(best.contains("from"));
    }

    TEST_CASE("no legal move, or a decided game: bestmove (none), and no info") {
        Session s;
        ask(s, "position icn b 1,8,1,8 K6,6|Q7,7|k8,8");
        CHECK(run_go(s, "go depth 3") == Lines{"bestmove (none)"});
        ask(s, "setoption name Output value json");
        CHECK(run_go(s, "go movetime 10") == Lines{R"({"reply":"bestmove","move":null,"error":"no_legal_moves"})"});
    }

    TEST_CASE("every win condition is scored as a win, a stalemate as a draw") {
        // (position, who is to move, expected sign: +1 the side to move wins, 0 a draw)
        struct Case {
            const char* icn;
            int sign;
        };
        const Case cases[] = {
            {"w K1,1|R5,9|k9,9|q50,50 royalcapture", 1},
            {"w K1,1|R5,9|k9,9|q50,50 allroyalscaptured", 1},
            {"w K1,1|Q3,3|k9,9 allpiecescaptured", 1},
            {"w K3,3|k9,9|r20,20 koth", 1},
            {"w 1,8,1,8 K7,6|R1,1|k8,8", 1},
        };
        for (const Case& c : cases) {
            INFO(c.icn);
            Session s;
            REQUIRE(ask(s, std::string("position icn ") + c.icn).empty());
            const auto lines = run_go(s, "go depth 3");
            REQUIRE(lines.size() >= 2);
            const std::string& last = lines[lines.size() - 2];
            CHECK(last.find(c.sign > 0 ? " score mate 1 " : " score mate -1 ") != std::string::npos);
        }
        // White can only stalemate or lose the queen: the stalemate scores 0 for black to move.
        Position p;
        p.board.put({8, 8}, {PieceType::King, Color::Black});
        p.board.put({6, 7}, {PieceType::King, Color::White});
        p.board.put({7, 5}, {PieceType::Queen, Color::White});
        p.rules.border = Border{1, 8, 1, 8};
        p.turn = Color::White;
        const auto r = search_position(p, 2);
        REQUIRE(r.best);
        CHECK(*r.last->score > 500);  // a queen up, and the search avoids 7,5>7,6 (stalemate)
        CHECK(!(r.best->from == Square{7, 5} && r.best->to == Square{7, 6}));
    }

    TEST_CASE("threecheck: the third check wins") {
        Position p;
        p.board.put({1, 1}, {PieceType::King, Color::White});
        p.board.put({3, 2}, {PieceType::Rook, Color::White});
        p.board.put({8, 8}, {PieceType::King, Color::Black});
        p.board.put({2, 8}, {PieceType::Rook, Color::Black});
        p.rules.player[0].win_conditions = {WinCondition::ThreeCheck, WinCondition::Checkmate};
        p.rules.player[1].win_conditions = {WinCondition::Checkmate};
        p.checks_given = {2, 0};
        const auto r = search_position(p, 2);
        REQUIRE(r.last);
        CHECK(*r.last->score == search::kMate - 1);
    }

    TEST_CASE("Player random: the seeded test mover, the same move for a game and Seed") {
        Session s;
        ask(s, "setoption name Player value random");
        ask(s, "setoption name Seed value 7");
        ask(s, "position startpos");
        const auto a = ask(s, "go");
        REQUIRE(a.size() == 1);
        CHECK(ask(s, "go wtime 1000 btime 1000") == a);
        Session t;
        ask(t, "setoption name Player value random");
        ask(t, "setoption name Seed value 7");
        ask(t, "position startpos");
        CHECK(ask(t, "go") == a);
    }

    TEST_CASE("options: Hash resizes, ucinewgame clears, bad go values are refused") {
        Session s;
        CHECK(ask(s, "setoption name Hash value 1").empty());
        CHECK(ask(s, "setoption name Hash value 0").size() == 1);
        CHECK(ask(s, "setoption name Move Overhead value 30").empty());
        ask(s, "position startpos");
        const auto first = without_time(run_go(s, "go depth 3"));
        ask(s, "ucinewgame");
        ask(s, "position startpos");
        CHECK(without_time(run_go(s, "go depth 3")) == first);  // the same as a fresh table
        CHECK(ask(s, "go depth 0") == Lines{R"(error bad_argument "0" for=depth need=integer_1_to_64)"});
        CHECK(ask(s, "go movetime") == Lines{R"(error missing_argument "movetime" need=number)"});
        const auto sm = run_go(s, "go depth 2 searchmoves 1,2>1,3");
        CHECK(sm.back() == "bestmove 1,2>1,3");
    }
}

}  // namespace search_search_test
