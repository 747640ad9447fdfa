// -shard K/N and `uici match merge` (docs/MATCH.md "Shards"): the same deterministic match
// (the built-in random movers, nodes=1) played whole and as 4 shards started by GNU parallel;
// the merged report equals the whole match's (W/D/L, pentanomial, LLR, every game), the merged
// text table too, and the shards' game files hold the whole match's games. A shard whose files
// are cut mid-game, and a shard killed by SIGKILL while it plays, rerun with -recover give the
// same. Bad reports are errors naming the file.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "match/merge.hpp"
#include "tests/match/match_run.hpp"
#include "tests/match/replay.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_shard_test {

namespace {

const std::string kUici = UICI_BINARY;

std::string temp_path(const std::string& name) {
    return (std::filesystem::temp_directory_path() / ("uici-shard-" + std::to_string(getpid()) + "-" + name)).string();
}

int shell(const std::string& cmd) {
    const int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The game blocks of ICN game files without their moves' comments (the time each move took
// differs from run to run), sorted.
std::vector<std::string> game_blocks(const std::vector<std::string>& files) {
    std::vector<std::string> out;
    for (const auto& f : files) {
        for (std::string game : uici::test::game_blocks_of(uici::test::slurp(f))) {
            for (std::size_t open = game.find(" {"); open != std::string::npos; open = game.find(" {", open))
                game.erase(open, game.find('}', open) + 1 - open);
            out.push_back(game);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The games of PGN files without their moves' comments, sorted.
std::vector<std::string> pgn_games_of(const std::string& file) {
    std::vector<std::string> out;
    const std::string text = uici::test::slurp(file);
    for (std::size_t at = 0; at < text.size();) {
        std::size_t next = text.find("\n\n[", at);
        next = next == std::string::npos ? text.size() : next + 2;
        std::string game = text.substr(at, next - at);
        for (std::size_t open = game.find('{'); open != std::string::npos; open = game.find('{', open))
            game.erase(open, game.find('}', open) + 1 - open);
        // Lines were cut at 80 characters with the comments in.
        for (char& c : game)
            if (c == '\n') c = ' ';
        out.push_back(game);
        at = next;
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The Round tags of a game file, in the file's order.
std::vector<std::pair<int, int>> rounds_of(const std::string& file) {
    std::vector<std::pair<int, int>> out;
    const std::string text = uici::test::slurp(file);
    for (std::size_t at = text.find("[Round \""); at != std::string::npos; at = text.find("[Round \"", at + 1)) {
        const int round = std::stoi(text.substr(at + 8));
        const int game = std::stoi(text.substr(text.find('.', at) + 1));
        out.emplace_back(round, game);
    }
    return out;
}

}  // namespace

TEST_CASE("match -shard: 4 shards under GNU parallel, merged, equal the whole match, games too") {
    REQUIRE_MESSAGE(shell("command -v parallel >/dev/null") == 0, "GNU parallel is missing: scripts/setup.sh");
    const std::string epd = temp_path("book.epd");
    std::ofstream(epd) << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
                          "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n";
    // SPRT bounds far apart, so that neither the whole match nor a shard stops early.
    const std::string match = "-engine cmd=" + kUici + " name=A option.Seed=1 -engine cmd=" + kUici +
                              " name=B option.Seed=2 -each option.Player=random nodes=1 -maxmoves 25 -repeat"
                              " -rounds 7 -openings file=" +
                              epd +
                              " format=epd"
                              " -sprt elo0=-10 elo1=10 alpha=0.000001 beta=0.000001";
    const std::string whole_report = temp_path("whole.json"), whole_games = temp_path("whole.icn"),
                      whole_pgn = temp_path("whole.pgn");
    std::filesystem::remove(whole_games);
    std::filesystem::remove(whole_pgn);
    const auto whole = uici::test::run_match_cli(match + " -concurrency 2 -report file=" + whole_report +
                                                     " -out file=" + whole_games + " -pgnout file=" + whole_pgn,
                                                 "shard-whole");
    REQUIRE_MESSAGE(whole.code == 0, whole.err);
    const std::string dir = temp_path("shards");
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    // As on many machines: one command line, the shard's number filled in by parallel.
    const std::string cmd = "cd " + dir + " && parallel --halt now,fail=1 '" + kUici + " match " + match +
                            " -shard {}/4 -report file=r{}.json -out file=g{}.icn -pgnout file=p{}.pgn"
                            " >out{}.txt 2>err{}.txt' ::: 1 2 3 4";
    REQUIRE(shell(cmd) == 0);
    std::vector<std::string> reports, games, pgns;
    for (int k = 1; k <= 4; ++k) {
        reports.push_back(dir + "/r" + std::to_string(k) + ".json");
        games.push_back(dir + "/g" + std::to_string(k) + ".icn");
        pgns.push_back(dir + "/p" + std::to_string(k) + ".pgn");
        const auto j = nlohmann::json::parse(uici::test::slurp(reports.back()));
        CHECK(j["config"]["shard"] == nlohmann::json{{"index", k}, {"count", 4}});
        // 7 pairs dealt out in turn: 2, 2, 2, 1 pairs.
        CHECK(j["finished_games"] == (k == 4 ? 2 : 4));
    }
    const std::string merged = dir + "/merged.json", merged_out = dir + "/merged.txt";
    const std::string merged_games = dir + "/all.icn", merged_pgn = dir + "/all.pgn";
    std::string merge = kUici + " match merge";
    for (int k = 0; k < 4; ++k) merge += " " + reports[k] + " " + games[k] + " " + pgns[k];
    merge += " -out " + merged + " -icnout " + merged_games + " -pgnout " + merged_pgn;
    REQUIRE(shell(merge + " >" + merged_out) == 0);
    auto a = nlohmann::ordered_json::parse(uici::test::slurp(whole_report));
    auto b = nlohmann::ordered_json::parse(uici::test::slurp(merged));
    CHECK(a["games"].size() == 14);
    CHECK(a["pairs"][0]["pentanomial"] == b["pairs"][0]["pentanomial"]);
    CHECK(a["sprt"] == b["sprt"]);
    CHECK(a["sprt"]["state"] == "continue");
    a["config"].erase("concurrency");
    b["config"].erase("concurrency");
    CHECK(a == b);  // the whole document: configuration, results, every game
    CHECK(uici::test::slurp(merged_out) == whole.out);
    // The joined files hold the whole match's games (as played, but for the time each move
    // took), in the order of their numbers; the whole match wrote them as they finished.
    CHECK(game_blocks({merged_games}) == game_blocks({whole_games}));
    CHECK(pgn_games_of(merged_pgn) == pgn_games_of(whole_pgn));
    const auto rounds = rounds_of(merged_games);
    CHECK(rounds == rounds_of(merged_pgn));
    CHECK(std::is_sorted(rounds.begin(), rounds.end()));
    CHECK(rounds.size() == 14);
    // Shard 2 killed in the middle of its third game (as a machine lost mid-run), its report
    // gone: merge refuses its cut files; -recover plays only what is missing, and the merge is
    // the same again.
    {
        const std::string text = uici::test::slurp(games[1]);
        std::size_t cut = 0;
        for (int g = 0; g < 2; ++g) cut = text.find("\n\n", cut) + 2;
        std::ofstream(games[1], std::ios::binary | std::ios::trunc)
            << text.substr(0, cut) << "[Event \"uici match\"]\n[Ro";
        const std::string pgn = uici::test::slurp(pgns[1]);
        std::ofstream(pgns[1], std::ios::binary | std::ios::trunc) << pgn.substr(0, pgn.size() * 2 / 3);
        std::filesystem::remove(reports[1]);
        std::ofstream(reports[1]) << uici::test::slurp(reports[0]);  // a stale report stands in
    }
    const std::string err = dir + "/err.txt";
    CHECK(shell(kUici + " match merge " + reports[0] + " " + games[1] + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err) == "error bad_position path=\"" + games[1] +
                                        "\" reason=\"its last game is cut off: rerun its shard with -recover\"\n");
    // Shard k rerun with -recover, into its own files.
    const auto recover = [&](int k) {
        const auto i = static_cast<std::size_t>(k - 1);
        return uici::test::run_match_cli(match + " -shard " + std::to_string(k) + "/4 -recover -report file=" +
                                             reports[i] + " -out file=" + games[i] + " -pgnout file=" + pgns[i],
                                         "shard-" + std::to_string(k));
    };
    // The shards' files merged again equal the whole match: its report and its games.
    const auto merge_is_whole = [&] {
        REQUIRE(shell(merge + " >" + merged_out) == 0);
        auto m = nlohmann::ordered_json::parse(uici::test::slurp(merged));
        m["config"].erase("concurrency");
        CHECK(a == m);
        CHECK(game_blocks({merged_games}) == game_blocks({whole_games}));
        CHECK(pgn_games_of(merged_pgn) == pgn_games_of(whole_pgn));
    };
    const auto again = recover(2);
    REQUIRE_MESSAGE(again.code == 0, again.err);
    CHECK(again.err.find("Finished game 3/14") == std::string::npos);  // shard 2's first pair stands
    CHECK(again.err.find("Finished game ") != std::string::npos);
    merge_is_whole();
    // Shard 1 killed for real (SIGKILL, as a machine lost mid-run) once its first game is in its
    // file: whatever the files hold at that instant, -recover keeps the games that stand and plays
    // the rest, and the merge is the same again.
    {
        for (const auto* f : {&reports[0], &games[0], &pgns[0]}) std::filesystem::remove(*f);
        // At the lowest priority, so that on a loaded machine the watch below wins the race to
        // the first game (on an idle one it has a core of its own).
        const std::string shard = "exec nice -n 19 " + kUici + " match " + match +
                                  " -shard 1/4 -report file=" + reports[0] + " -out file=" + games[0] +
                                  " -pgnout file=" + pgns[0] + " >/dev/null 2>&1";
        const pid_t pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            execl("/bin/sh", "sh", "-c", shard.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        // The shard plays 4 games; it is stopped at once when the first is written, and the
        // count taken while it cannot run, so "mid-run" is checked, not assumed.
        const auto complete_games = [&] {
            const std::string text = uici::test::slurp(games[0]);
            int n = 0;
            for (std::size_t at = text.find("\n\n"); at != std::string::npos; at = text.find("\n\n", at + 2)) ++n;
            return n;
        };
        const auto until = uici::test::Clock::now() + uici::test::scaled(uici::test::Millis(60000));
        while (complete_games() == 0 && uici::test::Clock::now() < until)
            std::this_thread::sleep_for(std::chrono::microseconds(500));
        ::kill(pid, SIGSTOP);
        const int written = complete_games();
        ::kill(pid, SIGKILL);
        int status = 0;
        REQUIRE(waitpid(pid, &status, 0) == pid);
        CHECK(WIFSIGNALED(status));
        CHECK(written >= 1);
        CHECK(written < 4);
        CHECK_FALSE(std::filesystem::exists(reports[0]));  // the report is written at the end
        const auto recovered = recover(1);
        REQUIRE_MESSAGE(recovered.code == 0, recovered.err);
        CHECK(recovered.err.find("Finished game 1/14") == std::string::npos);  // its first game stands
        merge_is_whole();
    }
    // Errors name the file: a report read twice, a report of another match, no JSON; a game
    // file whose game is not its report's, a game in two files, a game no file holds.
    CHECK(shell(kUici + " match merge " + reports[0] + " " + reports[0] + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err) == "error bad_argument \"" + reports[0] +
                                        "\" for=match need=disjoint_shards game=1 also=\"" + reports[0] + "\"\n");
    const std::string other = dir + "/other.json";
    {
        auto j = nlohmann::ordered_json::parse(uici::test::slurp(reports[1]));
        j["config"]["engines"][0]["limits"] = "nodes=2";
        std::ofstream(other) << j.dump();
    }
    CHECK(shell(kUici + " match merge " + reports[0] + " " + other + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err).starts_with("error bad_argument \"" + other + "\" for=match need=same_match"));
    std::ofstream(other) << "{\"format\": \"uici-match-report\", \"version\": 1";
    CHECK(shell(kUici + " match merge " + other + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err) == "error bad_json path=\"" + other + "\" reason=\"no JSON at byte 45\"\n");
    CHECK(shell(kUici + " match merge 2>" + err) == 2);
    CHECK(shell(kUici + " match merge " + reports[0] + " " + games[1] + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err) == "error bad_argument \"" + games[1] + "\" for=match need=reported_game game=3\n");
    CHECK(shell(kUici + " match merge " + reports[0] + " " + games[0] + " " + games[0] + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err) ==
          "error bad_argument \"" + games[0] + "\" for=match need=disjoint_shards game=1 also=\"" + games[0] + "\"\n");
    CHECK(shell(kUici + " match merge " + reports[0] + " " + reports[1] + " " + games[0] + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err) == "error bad_argument \"" + reports[1] + "\" for=match need=game_file game=3\n");
    {
        std::string text = uici::test::slurp(games[0]);
        const std::size_t r = text.find("[Result \"");
        text.replace(r + 9, text.find('"', r + 9) - (r + 9), text.compare(r + 9, 3, "1-0") == 0 ? "0-1" : "1-0");
        std::ofstream(other, std::ios::trunc) << text;
    }
    CHECK(shell(kUici + " match merge " + reports[0] + " " + other + " 2>" + err) == 1);
    CHECK(uici::test::slurp(err).starts_with("error "));
    CHECK(shell(kUici + " match merge " + reports[0] + " -icnout " + merged_games + " 2>" + err) == 2);
    CHECK(uici::test::slurp(err) == "error bad_argument \"-icnout\" for=match need=icn_games\n");
    std::filesystem::remove_all(dir);
    for (const auto& f : {whole_report, whole_games, whole_pgn, epd}) std::filesystem::remove(f);
}

TEST_CASE("merge: a report's fields are checked, each error names its field") {
    uici::match::ReportFacts f;
    const std::string good =
        R"({"format":"uici-match-report","version":1,"config":{"engines":[{"name":"A"},{"name":"B"}],
        "tournament":"roundrobin","seeds":1,"rounds":1,"games_per_round":2,"repeat":true,"sprt":null},
        "total_games":2,"games":[{"number":2,"round":1,"white":"B","black":"A","opening":{"index":1,"text":"x"},
        "result":"1-0","termination":"checkmate","detail":"","plies":9}]})";
    REQUIRE_FALSE(uici::match::read_report(good, f));
    CHECK(f.games.size() == 1);
    CHECK(f.games[0].white == 1);
    CHECK(f.paired);
    const std::pair<std::string, std::string> bad[] = {
        {"\"plies\":9", "\"plies\":-1"},
        {"\"white\":\"B\"", "\"white\":\"C\""},
        {"\"number\":2", "\"number\":3"},
        {"\"result\":\"1-0\"", "\"result\":\"2-0\""},
        {"\"version\":1", "\"version\":2"},
        {"\"tournament\":\"roundrobin\"", "\"tournament\":\"swiss\""},
        {"\"total_games\":2", "\"total_games\":4"},
    };
    const char* why[] = {"games[0].plies: not a count",
                         "games[0].white: no engine of the configuration",
                         "games[0].number: past total_games",
                         "games[0].result: no result",
                         "version: not 1",
                         "config.tournament: no tournament",
                         "total_games: not the configuration's"};
    for (std::size_t i = 0; i < std::size(bad); ++i) {
        std::string text = good;
        text.replace(text.find(bad[i].first), bad[i].first.size(), bad[i].second);
        const auto e = uici::match::read_report(text, f);
        REQUIRE(e);
        CHECK(*e == why[i]);
    }
}

}  // namespace match_shard_test
