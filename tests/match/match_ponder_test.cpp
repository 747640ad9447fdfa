// uici match plays with pondering off (as fastchess does, issue 27): whatever an engine offers,
// it is never told to ponder, neither by setoption nor by go ponder, and no ponderhit is sent.
#include <doctest/doctest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "match_run.hpp"

// Its own namespace: the folder's test files share unity units (tests/CMakeLists.txt).
namespace match_match_ponder_test {

namespace {

// A script that logs every line it is sent to `log`, then passes it on to a uici server.
std::string ponder_logging_engine(const std::string& log) {
    const std::string script = log + ".sh";
    std::ofstream(script) << "#!/bin/sh\ntee -a '" << log << "' | exec '" << UICI_BINARY << "'\n";
    std::filesystem::permissions(script, std::filesystem::perms::owner_all);
    return script;
}

}  // namespace

TEST_CASE("match: no engine is told to ponder, on a clock, in either dialect") {
    const std::string base =
        (std::filesystem::temp_directory_path() / ("uici-ponder-" + std::to_string(getpid()))).string();
    const std::string log_a = base + "-a.log", log_b = base + "-b.log";
    std::filesystem::remove(log_a);
    std::filesystem::remove(log_b);
    const std::string a = ponder_logging_engine(log_a), b = ponder_logging_engine(log_b);
    const std::string tag = "ponder-" + std::to_string(getpid());
    // Both are uici servers, which offer `option name Ponder`; B is spoken to as a UCI engine.
    const auto r = uici::test::run_match_cli(
        "-engine cmd=" + a + " name=A -engine cmd=" + b + " name=B proto=uci -each tc=4+0.05 -games 2 -maxmoves 3",
        tag);
    REQUIRE(r.code == 0);
    for (const std::string& log : {log_a, log_b}) {
        const std::string sent = uici::test::slurp(log);
        CHECK_MESSAGE(sent.find("\ngo ") != std::string::npos, log);  // they did play on the clock
        CHECK_MESSAGE(sent.find("wtime") != std::string::npos, log);
        std::istringstream lines(sent);
        for (std::string line; std::getline(lines, line);) {
            std::istringstream in(line);
            std::vector<std::string> w;
            for (std::string word; in >> word;) w.push_back(word);
            const bool has_ponder = std::find(w.begin(), w.end(), "ponder") != w.end();
            CHECK_MESSAGE(!(w.size() > 0 && w[0] == "go" && has_ponder), line);
            CHECK_MESSAGE(std::find(w.begin(), w.end(), "ponderhit") == w.end(), line);
            // "setoption name Ponder value false" would do no harm; turning it on would.
            CHECK_MESSAGE(!(w.size() >= 5 && w[0] == "setoption" && w[2] == "Ponder" && w[4] != "false"), line);
        }
    }
    CHECK(uici::test::processes_tagged(tag) == 0);
    for (const std::string& f : {log_a, log_b, a, b}) std::filesystem::remove(f);
}

}  // namespace match_match_ponder_test
