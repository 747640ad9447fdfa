// `uici compliance`'s command line: a usage error is the one error line of PROTOCOL.md section 6
// on stderr (no prefix, no help dump), exit code 2; SIGINT ends the engine's group, exit 130.
#include <doctest/doctest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "../engine_interface/child_process.hpp"
#include "compliance/compliance_cli.hpp"

namespace {

struct Run {
    int code = 0;
    std::string out, err;
};

Run cli(std::vector<std::string> args) {
    args.insert(args.begin(), {"uici", "compliance"});
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    std::ostringstream out, err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    Run r;
    r.code = uici::run_compliance_cli(static_cast<int>(argv.size()), argv.data());
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    r.out = out.str();
    r.err = err.str();
    return r;
}

}  // namespace

TEST_SUITE("compliance") {
    TEST_CASE("compliance's usage errors: one error line, exit 2") {
        const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
            {{"--nope", "--", "x"},
             "error bad_argument \"--nope\" for=compliance need=--time-scale|--proto|-report|--help|--\n"},
            {{"-report", "file=r.json", "--", "x"},
             "error bad_argument \"--\" for=compliance need=file=F_format=json\n"},
            {{"-report", "file=r.json", "format=text", "--", "x"},
             "error bad_argument \"format=text\" for=compliance need=file=F_format=json\n"},
            {{"-report", "format=json", "file=", "--", "x"},
             "error bad_argument \"file=\" for=compliance need=file=F_format=json\n"},
            {{"-report", "file=a", "format=json", "-report", "file=b", "format=json", "--", "x"},
             "error bad_argument \"-report\" for=compliance need=one_report\n"},
            {{"-report", "file=a"}, "error bad_argument \"-report\" for=compliance need=file=F_format=json\n"},
            {{"--time-scale", "abc", "--", "x"},
             "error bad_argument \"abc\" for=compliance need=a_number_above_0_up_to_1000\n"},
            {{"--time-scale", "0", "--", "x"},
             "error bad_argument \"0\" for=compliance need=a_number_above_0_up_to_1000\n"},
            {{"--time-scale", "2x", "--", "x"},
             "error bad_argument \"2x\" for=compliance need=a_number_above_0_up_to_1000\n"},
            {{"--time-scale"}, "error bad_argument \"--time-scale\" for=compliance need=a_value_after_it\n"},
            {{"--proto", "xboard", "--", "x"}, "error bad_argument \"xboard\" for=compliance need=uici|uci\n"},
            {{}, "error bad_argument \"\" for=compliance need=an_engine_command_after_--\n"},
            {{"--"}, "error bad_argument \"\" for=compliance need=an_engine_command_after_--\n"},
        };
        for (const auto& [args, want] : cases) {
            const Run r = cli(args);
            CHECK(r.code == 2);
            CHECK(r.err == want);
            CHECK(r.out.empty());
        }
    }

    TEST_CASE("compliance --help prints the usage on stdout, exit 0") {
        const Run r = cli({"--help"});
        CHECK(r.code == 0);
        CHECK(r.out.starts_with(
            "usage: uici compliance [--time-scale K] [--proto uici|uci] [-report file=F format=json] -- CMD"));
        CHECK(r.err.empty());
    }
}

TEST_SUITE("compliance") {
    TEST_CASE("^C during a check ends the engine's whole process group, exit 130") {
        // The engine: a shell that starts a grandchild ignoring SIGTERM and SIGINT, then never
        // answers. The checker waits for its uciok when the SIGINT comes.
        const auto pid_file =
            std::filesystem::temp_directory_path() / ("uici_compliance_sigint-" + std::to_string(::getpid()) + ".pid");
        std::filesystem::remove(pid_file);
        const std::string script =
            "(trap '' TERM INT; exec sleep 60) & echo $! > '" + pid_file.string() + "'; exec sleep 60";
        uici::test::Child c(uici::test::ChildOptions{{"compliance", "--", "sh", "-c", script}});
        long pid = 0;
        for (int i = 0; i < 500 && pid == 0; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            std::ifstream(pid_file) >> pid;
        }
        std::filesystem::remove(pid_file);
        REQUIRE(pid > 0);
        c.signal(SIGINT);
        CHECK(c.wait_exit() == 130);
        // SIGKILL is delivered at once but done when the process next runs: on a loaded machine
        // (CI, a sanitizer build) that may take a while, so the wait is scaled.
        bool gone = false;
        std::string stat;  // what the process looked like at the last look, for the failure message
        const auto until = uici::test::Clock::now() + uici::test::scaled(uici::test::Millis(3000));
        while (!gone && uici::test::Clock::now() < until) {
            std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
            gone = !std::getline(in, stat) || stat[stat.rfind(')') + 2] == 'Z';
            if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        CAPTURE(stat);
        CHECK(gone);
        if (!gone) ::kill(static_cast<pid_t>(pid), SIGKILL);
    }
}

TEST_SUITE("compliance") {
    TEST_CASE("-report file=F format=json: the rows, the engine and the summary as one JSON document") {
        const std::string fake = std::string(UICI_TEST_DATA_DIR) + "/../compliance/fake_engine.py";
        const auto dir =
            std::filesystem::temp_directory_path() / ("uici-compliance-report-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir);
        const std::string file = (dir / "report.json").string();
        // The limits are stretched as compliance_test stretches them for its fakes: CI's loaded machine
        // once took over a second to start Python, failing the uciok rows and the exact counts below.
        const Run r =
            cli({"--time-scale", "5", "-report", "format=json", "file=" + file, "--", "python3", fake, "broken"});
        CHECK(r.code == 1);  // the table and the exit code are those of a run without -report
        CHECK(r.out.ends_with("compliance: 18 of 29 checks passed, 1 skipped\n"));
        std::ifstream in(file);
        const auto j = nlohmann::ordered_json::parse(in);
        CHECK(j["format"] == "uici-compliance-report");
        CHECK(j["version"] == 1);
        CHECK(j["engine"]["command"] == nlohmann::json::array({"python3", fake, "broken"}));
        CHECK(j["engine"]["proto"] == "uici");
        REQUIRE(j["rows"].size() == 30);
        CHECK(j["rows"][0] ==
              nlohmann::ordered_json{{"name", "start: the engine runs"}, {"verdict", "pass"}, {"detail", "python3"}});
        bool legal_row = false;
        for (const auto& row : j["rows"])
            if (row["name"] == "legal moves only") {
                legal_row = true;
                CHECK(row["verdict"] == "fail");
                CHECK(row["detail"].get<std::string>().starts_with("1,1>1,9 (blocked) after position startpos"));
            }
        CHECK(legal_row);
        CHECK(j["summary"] ==
              nlohmann::ordered_json{{"passed", 18}, {"failed", 11}, {"skipped", 1}, {"counted", 29}, {"ok", false}});
        CHECK_FALSE(std::filesystem::exists(file + ".tmp"));
        // A file that cannot be written: the io error line, exit 1 (the table is still printed).
        const Run bad = cli({"-report", "file=" + (dir / "no" / "r.json").string(), "format=json", "--", "true"});
        CHECK(bad.code == 1);
        CHECK(bad.err.starts_with("error io path="));
        std::filesystem::remove_all(dir);
    }
}
