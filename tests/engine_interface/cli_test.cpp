#include <doctest/doctest.h>

#include <vector>

#include "engine_interface/cli.hpp"

using namespace uici;

namespace {
CommandLine parse(std::vector<std::string_view> args) {
    args.insert(args.begin(), "uici");
    return parse_command_line(args);
}
}  // namespace

TEST_SUITE("cli") {
    TEST_CASE("no arguments: a text-mode server on stdin/stdout") {
        const auto cl = parse({});
        CHECK_FALSE(cl.exit_now);
        CHECK_FALSE(cl.server.json);
        CHECK(cl.server.in_fd == 0);
        CHECK(cl.server.out_fd == 1);
    }

    TEST_CASE("flags combine in any order") {
        const auto cl = parse({"--batch", "--json", "--exit-on-error", "--banner"});
        CHECK_FALSE(cl.exit_now);
        CHECK(cl.server.json);
        CHECK(cl.server.batch);
        CHECK(cl.server.exit_on_error);
        CHECK(cl.server.banner);
    }

    TEST_CASE("--help and --version print to stdout and exit 0, a bad flag exits 2") {
        CHECK(parse({"--help"}).message.starts_with("usage: uici"));
        CHECK(parse({"--version"}).message == "uici 0.1.0\n");
        const auto bad = parse({"--json", "--nope"});
        CHECK(bad.exit_now);
        CHECK(bad.exit_code == 2);
    }
}
