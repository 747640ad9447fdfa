// `uici render` as a process: stdin or a file in, SVG on stdout, errors on stderr.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/match/match_run.hpp"
#include "tests/render/svg_check.hpp"

namespace {

struct Shell {
    int code = -1;
    std::string out, err;
};

Shell shell(const std::string& cmd) {
    const auto dir = std::filesystem::temp_directory_path();
    const auto out = dir / ("uici-render-out-" + std::to_string(getpid()));
    const auto err = dir / ("uici-render-err-" + std::to_string(getpid()));
    const int status = std::system((cmd + " >" + out.string() + " 2>" + err.string()).c_str());
    Shell r;
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = uici::test::slurp(out.string());
    r.err = uici::test::slurp(err.string());
    std::filesystem::remove(out);
    std::filesystem::remove(err);
    return r;
}

}  // namespace

TEST_SUITE("render") {
    TEST_CASE("uici render reads stdin or a file and writes SVG") {
        const std::string uici = UICI_BINARY;
        const Shell in = shell("printf 'w K5,1|k5,8|AM3,3' | " + uici + " render --size 320 --arrow '3,3>3,7' -");
        CHECK(in.code == 0);
        CHECK(in.err.empty());
        CHECK(uici::test::check_xml(in.out).ok);
        CHECK(uici::test::glyph_on(in.out, "3,3") == "w-am");
        const auto file = std::filesystem::temp_directory_path() / ("uici-render-" + std::to_string(getpid()) + ".icn");
        std::ofstream(file) << "w K5,1|k5,8|AM3,3";
        const Shell f = shell(uici + " render --size 320 --arrow 3,3\\>3,7 " + file.string());
        std::filesystem::remove(file);
        CHECK(f.code == 0);
        CHECK(f.out == in.out);
        const Shell bad = shell(uici + " render --size 1 -");
        CHECK(bad.code == 2);
        CHECK(bad.out.empty());
        CHECK(bad.err == "error bad_argument \"--size 1\" for=render need=pixels_16_to_8192\n");
    }
}
