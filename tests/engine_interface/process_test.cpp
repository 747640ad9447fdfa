// The binary as a child process: behaviours that need sizes, timing or process state rather
// than a fixed transcript (framing, start-up and shutdown, jobs, the debug log).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "child_process.hpp"

using namespace uici::test;

namespace {

// A field of /proc/<pid>/status in kB ("VmRSS", "VmHWM").
long status_kb(pid_t pid, const std::string& key) {
    std::ifstream in("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(in, line);)
        if (line.starts_with(key + ":")) return std::stol(line.substr(key.size() + 1));
    return -1;
}

std::vector<std::string> read_lines(Child& c, std::size_t n) {
    std::vector<std::string> out;
    while (out.size() < n) {
        auto l = c.read_line();
        if (!l) break;
        out.push_back(*l);
    }
    return out;
}

}  // namespace

TEST_SUITE("process") {
    TEST_CASE("a 10 MB line gets one error with a cut token, then isready still works") {
        Child c;
        c.write(std::string(10'000'000, 'x') + "\nisready\n");
        const auto err = c.read_line();
        REQUIRE(err);
        CHECK(*err == "error unknown_command \"" + std::string(77, 'x') + "...\"");
        CHECK(c.read_line() == "readyok");
    }

    TEST_CASE("100 commands in one write give 100 replies in order") {
        Child c;
        std::string batch;
        for (int i = 0; i < 100; ++i) batch += "ping " + std::to_string(i) + "\n";
        c.write(batch);
        const auto lines = read_lines(c, 100);
        REQUIRE(lines.size() == 100);
        for (int i = 0; i < 100; ++i) CHECK(lines[i] == "pong " + std::to_string(i));
    }

    TEST_CASE("memory stays bounded while an overlong line is dropped") {
        Child c;
        c.send("setoption name MaxLineBytes value 16777216");
        c.send("isready");
        REQUIRE(c.read_line() == "readyok");
        const long before = status_kb(c.pid(), "VmRSS");
        const std::string chunk(1 << 20, 'y');
        for (int i = 0; i < 64; ++i) c.write(chunk);  // 64 MiB, four times the cap
        c.write("\nisready\n");
        CHECK(c.read_line() == "error line_too_long bytes=67108864 limit=16777216");
        CHECK(c.read_line() == "readyok");
        const long peak = status_kb(c.pid(), "VmHWM");
#if defined(__SANITIZE_THREAD__)
        // TSan's shadow memory grows with every byte touched: no bound means anything.
        MESSAGE("peak rise " << peak - before << " kB (not checked under TSan)");
#elif defined(__SANITIZE_ADDRESS__)
        // ASan's quarantine keeps freed blocks around, so only a loose bound means anything.
        CHECK(peak - before < 4 * 16384);
#else
        // kB: less than twice the cap. Under a wrapper (valgrind) freed blocks wait in its own
        // queue, as under ASan, so the bound is as loose.
        CHECK(peak - before < (test_wrapper().empty() ? 2 : 4) * 16384);
#endif
    }

    TEST_CASE("nothing is written before the first command, --banner writes one info line") {
        {
            Child c;
            CHECK_FALSE(c.read_line(Millis(200)).has_value());
            c.send("isready");
            CHECK(c.read_line() == "readyok");
        }
        Child b(ChildOptions{.args = {"--banner"}});
        const auto l = b.read_line();
        REQUIRE(l);
        CHECK(l->starts_with("info string uici "));
    }

    TEST_CASE("a cold uci gets uciok within a second") {
        const auto t0 = Clock::now();
        Child c;
        c.send("uci");
        for (;;) {
            const auto l = c.read_line(Millis(1000));
            REQUIRE(l);
            if (*l == "uciok") break;
        }
        CHECK(Clock::now() - t0 < scaled(Millis(1000)));
    }

    TEST_CASE("stdin from /dev/null is an immediate EOF: exit 0, no output") {
        Child c(ChildOptions{.stdin_file = "/dev/null"});
        CHECK(c.wait_exit(Millis(2000)) == 0);
        CHECK(c.read_rest().empty());
    }

    TEST_CASE("stdin from a regular file runs it as a script to its end") {
        const auto path =
            std::filesystem::temp_directory_path() / ("uici-script-" + std::to_string(::getpid()) + ".txt");
        {
            std::ofstream f(path);
            f << "isready\r\nping 1\n# comment\nfoo\nping 2";  // no final newline
        }
        Child c(ChildOptions{.stdin_file = path.string()});
        CHECK(c.wait_exit(Millis(2000)) == 0);
        CHECK(c.read_rest() == "readyok\npong 1\nerror unknown_command \"foo\"\npong 2\n");
        std::filesystem::remove(path);
    }

    TEST_CASE("a closed stdout ends the process quietly, without a core dump") {
        Child c;
        c.send("isready");
        REQUIRE(c.read_line() == "readyok");
        c.close_stdout();
        for (int i = 0; i < 100 && c.send("isready"); ++i) std::this_thread::sleep_for(Millis(1));
        const auto st = c.wait_exit(Millis(2000));
        REQUIRE(st.has_value());
        CHECK(*st == 0);
        CHECK_FALSE(c.core_dumped());
        CHECK(c.read_stderr().empty());
    }

    TEST_CASE("the server starts no child processes") {
        Child c;
        c.send("uci");
        c.send("isready");
        for (;;) {
            const auto l = c.read_line();
            REQUIRE(l);
            if (*l == "readyok") break;
        }
        int children = 0;
        for (const auto& e : std::filesystem::directory_iterator("/proc")) {
            std::ifstream stat(e.path() / "stat");
            std::string content;
            if (!std::getline(stat, content)) continue;
            std::istringstream ss(content.substr(content.rfind(')') + 2));
            std::string state;
            long ppid = 0;
            ss >> state >> ppid;
            if (ppid == c.pid()) ++children;
        }
        CHECK(children == 0);
    }

    TEST_CASE("works with cwd /tmp and a relative argv[0]") {
        Child c(ChildOptions{.argv0 = "uici", .cwd = "/tmp"});
        c.send("isready");
        CHECK(c.read_line() == "readyok");
    }

    TEST_CASE("a stderr pipe nobody reads never blocks 10,000 commands, errors included") {
        Child c(ChildOptions{.stderr_unread = true});
        std::string batch;
        for (int i = 0; i < 5000; ++i) batch += "nonsense " + std::to_string(i) + "\nping " + std::to_string(i) + "\n";
        c.write(batch);
        const auto lines = read_lines(c, 10000);
        REQUIRE(lines.size() == 10000);
        CHECK(lines.back() == "pong 4999");
        CHECK(c.read_stderr().empty());
    }

    TEST_CASE("16 servers side by side, 10,000 commands each, all answer correctly") {
        std::vector<std::unique_ptr<Child>> kids;
        for (int k = 0; k < 16; ++k) kids.push_back(std::make_unique<Child>());
        std::vector<std::thread> writers;
        for (int k = 0; k < 16; ++k) {
            writers.emplace_back([&, k] {
                std::string batch;
                for (int i = 0; i < 10000; ++i)
                    batch += i % 2 ? "isready\n" : "ping " + std::to_string(k * 100000 + i) + "\n";
                kids[k]->write(batch);
            });
        }
        for (int k = 0; k < 16; ++k) {
            const auto lines = read_lines(*kids[k], 10000);
            REQUIRE(lines.size() == 10000);
            bool all = true;
            for (int i = 0; i < 10000; ++i)
                all = all && lines[i] == (i % 2 ? std::string("readyok") : "pong " + std::to_string(k * 100000 + i));
            CHECK_MESSAGE(all, "server " << k);
        }
        for (auto& w : writers) w.join();
    }

    TEST_CASE("a debug log file changes nothing on stdout and records both directions") {
        const auto log = std::filesystem::temp_directory_path() / ("uici-log-" + std::to_string(::getpid()) + ".txt");
        std::filesystem::remove(log);
        const std::string script = "isready\nfoo\nping 3\n";
        auto run = [&](bool with_log) {
            Child c;
            if (with_log) c.send("setoption name Debug Log File value " + log.string());
            c.write(script);
            c.close_stdin();
            CHECK(c.wait_exit() == 0);
            return c.read_rest();
        };
        CHECK(run(false) == run(true));
        std::ifstream in(log);
        std::stringstream ss;
        ss << in.rdbuf();
        const std::string text = ss.str();
        CHECK(text.find(" > isready\n") != std::string::npos);
        CHECK(text.find(" < readyok\n") != std::string::npos);
        CHECK(text.find(" < error unknown_command \"foo\"\n") != std::string::npos);
        CHECK(text.find(" > ping 3\n") != std::string::npos);
        CHECK(text.substr(0, 4).find_first_not_of("0123456789") == std::string::npos);  // a year first
        std::filesystem::remove(log);
    }

    TEST_CASE("--exit-on-error exits with 1 after the first error line") {
        Child c(ChildOptions{.args = {"--exit-on-error"}});
        c.write("isready\nfoo\nisready\n");
        CHECK(c.read_line() == "readyok");
        CHECK(c.read_line() == "error unknown_command \"foo\"");
        CHECK(c.wait_exit() == 1);
        CHECK(c.read_rest().empty());
    }

    TEST_CASE("in JSON mode every line of a mixed batch is one JSON object") {
        Child c(ChildOptions{.args = {"--json"}});
        c.write("uci\nisready\nfoo\nping 1\nsetoption name X value 1\nhelp\ndebug on\n\x01\n");
        const auto lines = read_lines(c, 8);
        REQUIRE(lines.size() == 8);
        for (const auto& l : lines) CHECK_MESSAGE(nlohmann::json::parse(l, nullptr, false).is_object(), l);
    }

    TEST_CASE("command line: --version, --help, and a bad argument") {
        {
            Child c(ChildOptions{.args = {"--version"}});
            CHECK(c.read_line() == "uici 0.1.0");
            CHECK(c.wait_exit() == 0);
        }
        {
            Child c(ChildOptions{.args = {"--frobnicate"}});
            CHECK(c.wait_exit() == 2);
            CHECK(c.read_rest().empty());
            CHECK(c.read_stderr() == "error bad_argument \"--frobnicate\" for=uici need=an_option_of_uici_--help\n");
        }
        for (const auto& args :
             {std::vector<std::string>{"--json", "--frobnicate"}, std::vector<std::string>{"--frobnicate", "--json"}}) {
            // Asked for JSON, the usage error is JSON too, before or after the bad argument.
            Child c(ChildOptions{.args = args});
            CHECK(c.wait_exit() == 2);
            CHECK(c.read_stderr() ==
                  R"({"reply":"error","ok":false,"error":{"code":"bad_argument","token":"--frobnicate","for":"uici",)"
                  R"("need":"an_option_of_uici_--help",)"
                  R"("message":"bad argument: \"--frobnicate\" for=uici need=an_option_of_uici_--help"}})"
                  "\n");
        }
    }
}
