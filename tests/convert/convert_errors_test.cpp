// `uici convert`'s errors are the server's (one grammar, PROTOCOL.md 6): the same input fails
// with the same line, --json gives the JSON error object, and a failed write is an io error.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "convert/convert_io.hpp"
#include "protocol/session.hpp"
#include "tests/convert/convert_run.hpp"
#include "tests/match/match_run.hpp"

using nlohmann::json;
using uici::test::run_convert;

namespace {

// The server's reply to `position icn|json <text>`.
std::string server_error(std::string_view kind, const std::string& text, bool json_mode = false) {
    uici::Session s;
    if (json_mode) s.handle("setoption name Output value json");
    return s.handle("position " + std::string(kind) + " " + text).output();
}

struct Shell {
    int code = -1;
    std::string err;
};

// `sh -c <cmd>` with stderr captured.
Shell shell(const std::string& cmd) {
    const std::string err =
        (std::filesystem::temp_directory_path() / ("uici-cv-err-" + std::to_string(getpid()))).string();
    const int status = std::system((cmd + " 2>" + err).c_str());
    Shell r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.err = uici::test::slurp(err);
    std::filesystem::remove(err);
    return r;
}

}  // namespace

TEST_SUITE("convert") {
    TEST_CASE("convert writes the server's error for the same text, in text and JSON") {
        for (const std::string& icn : {std::string("w K0,0|k1,1|Zz3,3"), std::string("w K1,1|5,5|k1,2"),
                                       std::string("w K" + std::string(2001, '9') + ",0|k1,1"),
                                       std::string("w K1,1|k8,8 1,1>1,2 zz"), std::string("w K1,1|k8,8 1,1>5,5")}) {
            CAPTURE(icn);
            const auto r = run_convert({"--to", "json"}, icn);
            CHECK(r.code == 1);
            CHECK(r.out.empty());
            CHECK(r.err == server_error("icn", icn));
            const auto j = run_convert({"--to", "json", "--json"}, icn);
            CHECK(j.err == server_error("icn", icn, true));
            CHECK(json::parse(j.err)["ok"] == false);
        }
        CHECK(run_convert({"--to", "json"}, "w K0,0|k1,1|Zz3,3").err ==
              "error icn_syntax at=12 reason=bad_piece near=\"Zz3,3\"\n");
        for (const std::string& doc : {std::string(R"({"turn":"white","startingPosition":{"1,1":"kingsW","8,8":"K"}})"),
                                       std::string(R"({"turn":"white","startingPosition":{"1,1" "kingsW"}})")}) {
            CAPTURE(doc);
            CHECK(run_convert({"--to", "icn"}, doc).err == server_error("json", doc));
        }
    }

    TEST_CASE("an empty document is no error: the empty position, as the reference converter reads it") {
        // PROTOCOL.md 1.2: no piece list at all (empty text included) is an empty board; the
        // reference's ShortToLong_Format of "" is this document (pos-121 and pos-122 of the ICN
        // conformance corpus score it), and `uici render` draws the empty board.
        for (const std::string& input : {std::string(), std::string(" \n\t\r\n")}) {
            const auto json = run_convert({"--to", "json"}, input);
            CHECK(json.code == 0);
            CHECK(json.err.empty());
            CHECK(json.out ==
                  "{\"metadata\":{},\"gameRules\":{\"winConditions\":{\"white\":[\"checkmate\"],\"black\":["
                  "\"checkmate\"]}},\"specialRights\":{},\"startingPosition\":{}}\n");
            const auto icn = run_convert({"--to", "icn"}, input);
            CHECK(icn.code == 0);
            CHECK(icn.out == "w 1\n");
            CHECK(run_convert({"--to", "icn"}, icn.out).out == icn.out);
        }
    }

    TEST_CASE("a 5dpgn game fails as the server's position 5dpgn does") {
        for (const std::string& text : {std::string("1. (0T1)e4 / (0Q1)e5"), std::string("1. e9")}) {
            CAPTURE(text);
            const auto r = run_convert({"--from", "5dpgn", "--to", "json"}, text);
            CHECK(r.code == 1);
            CHECK(r.err == server_error("5dpgn", text));
            CHECK(run_convert({"--from", "5dpgn", "--to", "json", "--json"}, text).err ==
                  server_error("5dpgn", text, true));
        }
    }

    TEST_CASE("usage errors name the bad word, exit 2, and are JSON with --json") {
        const auto r = run_convert({"--to", "xml"}, "");
        CHECK(r.code == 2);
        CHECK(r.err == "error bad_argument \"--to xml\" for=convert need=json|icn|egd|egd-jsonl|pgn|5dpgn|5dfen\n");
        const auto j = run_convert({"--to=xml", "--json"}, "");
        CHECK(j.code == 2);
        CHECK(json::parse(j.err)["error"]["code"] == "bad_argument");
    }

    TEST_CASE("a write that fails is an io error with exit 1 (stdout on /dev/full)") {
        if (!std::filesystem::exists("/dev/full")) return;
        const std::string uici = UICI_BINARY;
        const auto small = shell("printf 'w K1,1|k8,8' | " + uici + " convert --to json > /dev/full");
        CHECK(small.code == 1);
        CHECK(small.err == "error io path=\"-\" op=write reason=\"No space left on device\"\n");
        // Past the output buffer too, and in JSON.
        const auto big =
            shell("printf 'w K1,1|k8,8 1,1>1,2|8,8>8,7' | " + uici + " convert --to egd-jsonl --json > /dev/full");
        CHECK(big.code == 1);
        CHECK(json::parse(big.err)["error"]["code"] == "io");
        // A file that cannot be read.
        const auto missing = shell(uici + " convert --to json /nonexistent/x.icn");
        CHECK(missing.code == 1);
        CHECK(missing.err == "error io path=\"/nonexistent/x.icn\" op=read reason=\"No such file or directory\"\n");
    }

    TEST_CASE("a document past 2 MiB (the heap readied for it) converts through the binary as in the process") {
        // uici convert readies its heap from the size of a regular file (a path, or stdin
        // redirected from one) before reading it: the same documents and errors as convert().
        std::string icn = "w K1,1|k-1,-1";
        for (int i = 0; icn.size() < (2u << 20) + 4096; ++i)
            icn += "|" + std::string(i % 2 ? "R" : "q") + std::to_string(1000000007LL * (i % 977) - 123456789) + "," +
                   std::to_string(3 + i);
        const auto dir = std::filesystem::temp_directory_path();
        const std::string uici = UICI_BINARY, pid = std::to_string(getpid());
        const std::string in = (dir / ("uici-cv-big-" + pid + ".icn")).string();
        const std::string out = (dir / ("uici-cv-big-" + pid + ".out")).string();
        for (const std::string& doc : {icn, icn + " 1,1>2,1", icn + "|R1,1", icn + " 1,1>9,9"}) {
            {
                std::ofstream f(in, std::ios::binary);
                f << doc;
            }
            const auto want = run_convert({"--to", "json"}, doc);
            // A path, a stdin that is the file, and a pipe (read in growing blocks, each kept
            // as the buffer grows: convert_io.cpp's InputText).
            const std::string convert = uici + " convert --to json";
            for (const std::string& command :
                 {convert + " " + in, convert + " < " + in, "cat " + in + " | " + convert}) {
                CAPTURE(command);
                const auto r = shell(command + " > " + out);
                CHECK(r.code == want.code);
                CHECK(r.err == want.err);
                CHECK(uici::test::slurp(out) == want.out);
            }
        }
        std::filesystem::remove(in);
        std::filesystem::remove(out);
    }

    TEST_CASE("a mapped input cut short by another process is an io error, not SIGBUS") {
        // read_whole_input maps a file of 64 KiB or more; a byte past the end of a file that
        // was cut shorter meanwhile raises SIGBUS, which report_lost_input turns into the error
        // line and its exit code. In a child process: the handler ends the process.
        const auto dir = std::filesystem::temp_directory_path();
        const std::string in = (dir / ("uici-cv-cut-" + std::to_string(getpid()) + ".icn")).string();
        {
            std::ofstream f(in, std::ios::binary);
            f << std::string(2u << 20, 'x');
        }
        const std::string line = "error io path=\"" + in + "\" op=read reason=\"cut\"\n";
        int err[2];
        REQUIRE(::pipe(err) == 0);
        const pid_t child = ::fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            ::dup2(err[1], STDERR_FILENO);
            auto text = uici::read_whole_input(in, 256u << 20);
            if (!text || !text->mapped() || text->view().size() != (2u << 20)) ::_exit(90);
            if (::truncate(in.c_str(), 4096) != 0) ::_exit(91);
            uici::report_lost_input(line, 3);
            volatile char past = text->view()[1u << 20];
            (void)past;
            ::_exit(92);
        }
        ::close(err[1]);
        std::string got;
        char buffer[256];
        for (ssize_t n; (n = ::read(err[0], buffer, sizeof buffer)) > 0;)
            got.append(buffer, static_cast<std::size_t>(n));
        ::close(err[0]);
        int status = 0;
        ::waitpid(child, &status, 0);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 3);
        CHECK(got == line);
        std::filesystem::remove(in);
        // A smaller file is read, not mapped.
        {
            std::ofstream f(in, std::ios::binary);
            f << "w K1,1|k3,3";
        }
        const auto small = uici::read_whole_input(in, 256u << 20);
        REQUIRE(small.has_value());
        CHECK_FALSE(small->mapped());
        CHECK(small->view() == "w K1,1|k3,3");
        std::filesystem::remove(in);
    }

    TEST_CASE("every tool: stdout on a full disk is an io error with exit 1") {
        if (!std::filesystem::exists("/dev/full")) return;
        const std::string uici = UICI_BINARY;
        const std::string io = "error io path=\"-\" op=write reason=\"No space left on device\"\n";
        for (const std::string& cmd :
             {"printf 'position startpos\\ngo depth 1\\nisready\\n' | " + uici + " --batch > /dev/full",
              "printf 'isready\\n' | " + uici + " > /dev/full",
              "printf '{}\\n' | " + uici + " --dialect sprt-json > /dev/full", uici + " --help > /dev/full",
              uici + " compliance -- " + uici + " > /dev/full"}) {
            CAPTURE(cmd);
            const auto r = shell(cmd);
            CHECK(r.code == 1);
            CHECK(r.err == io);
        }
    }
}
