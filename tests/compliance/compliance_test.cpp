// The compliance checker against uici itself (every row passes) and against fake engines that
// break one thing each (exactly the rows they break fail, none passes on nothing seen). The
// machine that runs the suite may be loaded, so the time limits are stretched 5 times (and by
// UICI_TIME_SCALE on top, as the other process tests are): the rows still measure, they only
// allow more. The fakes that never answer run with limits scaled down: what they test fails
// whatever the limits, and waiting out full limits would only slow the suite.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "compliance/checker.hpp"

using namespace uici::compliance;

namespace {

double time_scale() {
    const char* s = std::getenv("UICI_TIME_SCALE");
    const double k = s ? std::atof(s) : 1.0;
    return 5.0 * (k > 0 ? k : 1.0);
}

// The fake engine is Python, never sanitized: only a loaded machine slows its answers, so its
// limits take the load's stretch, not UICI_TIME_SCALE's. (Under ASan the rows it fails on purpose
// were waited out 30 times over: 30 s for the broken engine alone.)
constexpr double kFakeScale = 5.0;

std::map<std::string, Row> rows_of(const Report& r) {
    std::map<std::string, Row> out;
    for (const Row& row : r.rows) out[row.check] = row;
    return out;
}

const std::string kFake = std::string(UICI_TEST_DATA_DIR) + "/../compliance/fake_engine.py";

Report fake(const std::string& mode, double scale) { return run_compliance(Options{{"python3", kFake, mode}, scale}); }

double seconds(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Whether process `pid` is running (a zombie has exited).
bool running(long pid) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    if (!std::getline(in, text)) return false;
    const auto close = text.rfind(')');
    return close != std::string::npos && close + 2 < text.size() && text[close + 2] != 'Z';
}

}  // namespace

TEST_SUITE("compliance") {
    TEST_CASE("uici passes every check against itself") {
        const Report r = run_compliance(Options{{UICI_BINARY}, time_scale()});
        CHECK(r.rows.size() == 30);
        for (const Row& row : r.rows) CHECK_MESSAGE(row.pass(), row.check, ": ", row.detail);
        CHECK(r.passed());
        CHECK(format_report(r).ends_with("compliance: 30 of 30 checks passed\n"));
        // The quiet watch keeps its 300 ms whatever the scale (only limits are stretched).
        CHECK(rows_of(r)["go infinite: no bestmove before stop"].detail == "none in 300 ms");
    }

    TEST_CASE("a broken engine fails exactly the rows it breaks") {
        const Report r = fake("broken", kFakeScale);
        CHECK_FALSE(r.passed());
        auto rows = rows_of(r);
        REQUIRE(rows.size() == 30);
        // What the fake does right.
        for (const char* ok : {"start: the engine runs", "uci: id name, id author, uciok",
                               "uci: option lines well-formed", "isready: readyok when idle", "position startpos",
                               "position icn ... moves ...", "go depth 2: bestmove", "stop when idle: no reply"})
            CHECK_MESSAGE(rows[ok].pass(), ok, ": ", rows[ok].detail);
        // What it breaks: an illegal move, two bestmoves for go depth, go infinite answered at
        // once (so isready and stop during a search cannot be checked), a move where there is
        // none, quit ignored.
        CHECK_FALSE(rows["legal moves only"].pass());
        CHECK(rows["legal moves only"].detail.starts_with("1,1>1,9 (blocked) after position startpos"));
        CHECK_FALSE(rows["one bestmove per go"].pass());
        CHECK_FALSE(rows["go infinite: no bestmove before stop"].pass());
        CHECK(rows["isready during a search: readyok at once"].detail.starts_with("not checked"));
        CHECK(rows["stop: bestmove at once"].detail.starts_with("not checked"));
        CHECK_FALSE(rows["stop: bestmove at once"].pass());
        CHECK_FALSE(rows["no legal move: bestmove (none)"].pass());
        CHECK_FALSE(rows["quit: exit code 0, no process left"].pass());
        CHECK(rows["quit: exit code 0, no process left"].detail.starts_with("still running"));
        // The analysis rows: go ponder answered at once, no info lines, searchmoves not kept,
        // no MultiPV option (skipped); readyok comes, but after searches that had ended.
        CHECK(rows["go ponder: no bestmove before stop"].detail.starts_with("answered before stop: bestmove 1,1>1,9"));
        CHECK(rows["ponderhit: bestmove within the go's own time"].detail.starts_with("answered before ponderhit"));
        CHECK(rows["MultiPV 3: lines complete and ordered"].detail == "skipped: no MultiPV option");
        CHECK(rows["bounds: a score that changes within a depth is flagged"].detail == "no info line with a score");
        CHECK(rows["go searchmoves: only the listed moves"].detail == "bestmove 1,1>1,9 is not among 1,2>1,3 8,2>8,3");
        CHECK(rows["isready during every search: readyok at once"].pass());
    }

    TEST_CASE("an engine that cannot start fails the first row and stops there") {
        const Report r = run_compliance(Options{{"/nonexistent/engine"}, 1.0});
        REQUIRE(r.rows.size() == 1);
        CHECK_FALSE(r.rows[0].pass());
        CHECK(r.rows[0].detail.find("No such file") != std::string::npos);
    }

    TEST_CASE("an engine that exits at once fails its start row, with its exit status and stderr") {
        // python3 runs, the script is not there: python exits 2 with a reason on stderr.
        const auto t0 = std::chrono::steady_clock::now();
        const Report r = run_compliance(Options{{"python3", "/nonexistent/missing.py"}, time_scale()});
        CHECK(seconds(t0) < 5);
        REQUIRE(r.rows.size() == 30);
        CHECK_FALSE(r.passed());
        const Row& start = r.rows[0];
        CHECK(start.check == "start: the engine runs");
        CHECK_FALSE(start.pass());
        CHECK_MESSAGE(start.detail.find("the engine exited (exit code 2)") != std::string::npos, start.detail);
        CHECK_MESSAGE(start.detail.find("missing.py") != std::string::npos, start.detail);
        for (std::size_t i = 1; i < r.rows.size(); ++i) {
            CHECK_FALSE(r.rows[i].pass());
            CHECK(r.rows[i].detail == "not checked: the engine exited (exit code 2)");
        }
        CHECK(r.engine_stderr.find("No such file") != std::string::npos);
        const std::string text = format_report(r);
        CHECK(text.find("the engine's stderr") != std::string::npos);
        CHECK(text.ends_with("compliance: 0 of 30 checks passed\n"));

        const Report t = run_compliance(Options{{"true"}, 1.0});
        CHECK_FALSE(t.rows[0].pass());
        CHECK(t.rows[0].detail.find("exit code 0") != std::string::npos);
    }

    TEST_CASE("an engine that dies mid-run: the row it dies in says how, the rest are not checked") {
        const auto t0 = std::chrono::steady_clock::now();
        const Report r = fake("dies-on-go", kFakeScale);
        CHECK(seconds(t0) < 10);
        auto rows = rows_of(r);
        CHECK(rows["position startpos"].pass());
        const Row& go = rows["go movetime 200: bestmove in time"];
        CHECK_FALSE(go.pass());
        CHECK_MESSAGE(
            go.detail.find("the engine exited (exit code 3): fake: cannot search, giving up") != std::string::npos,
            go.detail);
        CHECK(rows["legal moves only"].detail == "not checked: the engine exited (exit code 3)");
        CHECK(rows["quit: exit code 0, no process left"].detail == "not checked: the engine exited (exit code 3)");
        CHECK(r.engine_stderr == "fake: cannot search, giving up\n");
    }

    TEST_CASE("no row passes on nothing seen: an engine that never answers go") {
        // A shell, not the Python fake: it starts in milliseconds, so the limits can be cut ten
        // times (every go waits its limit out) and the handshake still comes in time.
        const std::string never =
            "while read -r l; do case \"$l\" in uci) echo 'id name never'; echo 'id author tests'; echo uciok;; "
            "isready) echo readyok;; quit) exit 0;; esac; done";
        const Report r = run_compliance(Options{{"sh", "-c", never}, 0.1});
        REQUIRE(r.rows.size() == 30);
        CHECK_MESSAGE(r.rows[1].pass(), r.rows[1].detail);
        auto rows = rows_of(r);
        CHECK(rows["isready: readyok when idle"].status != Status::skip);
        CHECK_FALSE(rows["legal moves only"].pass());
        CHECK(rows["legal moves only"].detail == "not checked: no bestmove was seen");
        CHECK_FALSE(rows["one bestmove per go"].pass());
        CHECK_FALSE(rows["go infinite: no bestmove before stop"].pass());
        CHECK_FALSE(rows["isready during a search: readyok at once"].pass());
        for (const char* check :
             {"go ponder: no bestmove before stop", "ponderhit: bestmove within the go's own time",
              "bounds: a score that changes within a depth is flagged", "go searchmoves: only the listed moves"})
            CHECK_FALSE(rows[check].pass());
        const Row& ready = rows["isready during every search: readyok at once"];
        CHECK_FALSE(ready.pass());
        CHECK_MESSAGE(ready.detail.find("no sign of a search") != std::string::npos, ready.detail);
        CHECK_FALSE(r.passed());
    }

    TEST_CASE("no row passes on nothing seen: an engine that ignores go infinite and stop") {
        const Report r = fake("ignores-infinite", 0.5);
        auto rows = rows_of(r);
        CHECK(rows["go depth 2: bestmove"].pass());
        for (const char* check : {"go infinite: no bestmove before stop", "isready during a search: readyok at once"}) {
            CHECK_FALSE(rows[check].pass());
            CHECK_MESSAGE(rows[check].detail.find("no sign of a search") != std::string::npos, rows[check].detail);
        }
        CHECK_FALSE(rows["stop: bestmove at once"].pass());
    }

    TEST_CASE("an engine speaking JSON Lines fails at once, saying so") {
        const auto t0 = std::chrono::steady_clock::now();
        const Report r = run_compliance(Options{{UICI_BINARY, "--json"}, time_scale()});
        CHECK(seconds(t0) < 5);
        REQUIRE(r.rows.size() == 30);
        CHECK(r.rows[0].pass());  // it runs
        CHECK_FALSE(r.rows[1].pass());
        CHECK_MESSAGE(r.rows[1].detail.find("answered in JSON") != std::string::npos, r.rows[1].detail);
        CHECK(r.rows[5].detail == "not checked: the engine speaks JSON, not the text protocol");
    }

    TEST_CASE("a process the engine started is ended with it, and fails the quit row") {
        // uici behind a shell that first starts a grandchild ignoring SIGTERM, in the engine's
        // process group; its pid goes to a file.
        const auto pid_file = std::filesystem::temp_directory_path() /
                              ("uici_compliance_grandchild-" + std::to_string(::getpid()) + ".pid");
        std::filesystem::remove(pid_file);
        const std::string script = "(trap '' TERM; exec sleep 60) & echo $! > '" + pid_file.string() + "'; exec '" +
                                   std::string(UICI_BINARY) + "'";
        const Report r = run_compliance(Options{{"sh", "-c", script}, time_scale()});
        long pid = 0;
        std::ifstream(pid_file) >> pid;
        std::filesystem::remove(pid_file);
        REQUIRE(pid > 0);
        auto rows = rows_of(r);
        const Row& quit = rows["quit: exit code 0, no process left"];
        CHECK_FALSE(quit.pass());
        CHECK_MESSAGE(
            quit.detail ==
                "exit code 0, but 1 process of its group still ran (ended: SIGTERM, then SIGKILL to the group)",
            quit.detail);
        CHECK_FALSE(running(pid));
        if (running(pid)) ::kill(static_cast<pid_t>(pid), SIGKILL);
        // Everything else passes: only the leftover process is wrong.
        int passed = 0;
        for (const Row& row : r.rows) passed += row.pass() ? 1 : 0;
        CHECK(passed == 29);
    }

    TEST_CASE("a helper that ends by itself once the engine has quit is no leftover") {
        // The helper watches the engine's pid ($$: the shell, then uici by exec) and leaves
        // when it is gone.
        const std::string script =
            "(while kill -0 $$ 2>/dev/null; do sleep 0.02; done) & exec '" + std::string(UICI_BINARY) + "'";
        const Report r = run_compliance(Options{{"sh", "-c", script}, time_scale()});
        const Row quit = rows_of(r)["quit: exit code 0, no process left"];
        CHECK_MESSAGE(quit.pass(), quit.detail);
    }

    TEST_CASE("proto=uci: a standard UCI engine on the 8x8 board, the infinite-board rows skipped") {
        Options o{{"python3", kFake, "uci"}, kFakeScale};
        o.proto = Proto::uci;
        const Report r = run_compliance(o);
        REQUIRE(r.rows.size() == 30);
        int skipped = 0;
        for (const Row& row : r.rows) {
            skipped += row.status == Status::skip ? 1 : 0;
            if (row.status == Status::skip) CHECK(row.detail == "skipped: proto=uci");
            else CHECK_MESSAGE(row.pass(), row.check, ": ", row.detail);
        }
        CHECK(skipped == 2);
        CHECK(r.passed());
        const std::string text = format_report(r);
        CHECK(text.find("\nskip    position icn (fairy pieces, open board)") != std::string::npos);
        CHECK(text.ends_with("compliance: 28 of 28 checks passed, 2 skipped\n"));
        // The same engine judged as a uici engine: g1f3 is no move token there. (These two runs
        // look at moves only, so their limits need no stretching.)
        const Report u = fake("uci", 1.0);
        CHECK(rows_of(u)["legal moves only"].detail.starts_with("g1f3 (no move token; a UCI move: try --proto uci)"));
        // And an illegal UCI move is caught by the rules.
        Options b{{"python3", kFake, "uci-illegal"}, 1.0};
        b.proto = Proto::uci;
        const Row legal = rows_of(run_compliance(b))["legal moves only"];
        CHECK_FALSE(legal.pass());
        CHECK_MESSAGE(legal.detail.starts_with("e1g1 ("), legal.detail);
        CHECK(legal.detail.find("no move token") == std::string::npos);
    }

    TEST_CASE("a report of skipped rows only has not passed") {
        Report r;
        r.rows.push_back({"a", Status::skip, "skipped: proto=uci"});
        CHECK_FALSE(r.passed());
        r.rows.push_back({"b", Status::pass, ""});
        CHECK(r.passed());
        r.rows.push_back({"c", Status::fail, "not checked: no uciok"});
        CHECK_FALSE(r.passed());
    }

    const std::string kPromptRow = "prompt answers: uciok < 1 s, every readyok < 100 ms";
    const std::string kHandshakeRow = "uci: id name, id author, uciok";

    TEST_CASE("proto=uci: each analysis fault fails its own rows and no other") {
        // What each fake mode breaks (fake_engine.py), and the rows that must fail for it; the
        // rest pass. Limits not stretched: the waits that fail are waited out in full.
        const std::map<std::string, std::vector<std::string>> faults = {
            {"uci-ponder-early",
             {"go ponder: no bestmove before stop", "ponderhit: bestmove within the go's own time"}},
            {"uci-no-ponderhit", {"ponderhit: bestmove within the go's own time"}},
            {"uci-busy-ponder", {"isready during every search: readyok at once", kPromptRow}},
            {"uci-multipv-broken", {"MultiPV 3: lines complete and ordered"}},
            {"uci-unflagged", {"bounds: a score that changes within a depth is flagged"}},
            {"uci-searchmoves", {"go searchmoves: only the listed moves"}},
        };
        for (const auto& [mode, broken] : faults) {
            CAPTURE(mode);
            Options o{{"python3", kFake, mode}, 1.0};
            o.proto = Proto::uci;
            const Report r = run_compliance(o);
            REQUIRE(r.rows.size() == 30);
            for (const Row& row : r.rows) {
                if (row.status == Status::skip) continue;
                const bool expected = std::find(broken.begin(), broken.end(), row.check) != broken.end();
                // Unstretched, the prompt row's 100 ms can be missed by a healthy fake on a loaded
                // machine (113 ms seen beside two builds). Where the mode does not break it, every
                // isready must still be answered; its speed is judged by the stretched runs above.
                if (!expected && row.check == kPromptRow && !row.pass()) {
                    CHECK_MESSAGE(row.detail.find("without readyok") == std::string::npos, row.detail);
                    CHECK_MESSAGE(!row.detail.starts_with("uciok never"), row.detail);
                    continue;
                }
                // So can the handshake's 1 s, python3 starting on a loaded machine (1,059-1,383 ms
                // seen beside a match of two engines and the other tests): late only is let pass,
                // with every part of the handshake there.
                if (!expected && row.check == kHandshakeRow && !row.pass()) {
                    CHECK_MESSAGE(row.detail.find(" (late: the limit is ") != std::string::npos, row.detail);
                    CHECK_MESSAGE(row.detail.find(", no id") == std::string::npos, row.detail);
                    continue;
                }
                CHECK_MESSAGE(row.pass() != expected, row.check, ": ", row.detail);
            }
        }
    }
}
