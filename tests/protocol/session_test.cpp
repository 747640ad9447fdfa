#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "protocol/dispatch.hpp"
#include "protocol/version.hpp"
#include "session_helpers.hpp"

using namespace uici;
using namespace uici::test;

TEST_SUITE("session") {
    TEST_CASE("isready answers readyok, whatever blanks surround it") {
        Session s;
        CHECK(ask(s, "isready") == Lines{"readyok"});
        CHECK(ask(s, "\t isready \t") == Lines{"readyok"});
    }

    TEST_CASE("blank lines and # comments are silent") {
        Session s;
        CHECK(ask(s, "").empty());
        CHECK(ask(s, "   \t ").empty());
        CHECK(ask(s, "# a comment").empty());
        CHECK(ask(s, "  # indented comment isready").empty());
    }

    TEST_CASE("an unknown verb gives one unknown_command error naming it, and joho isready is no isready") {
        Session s;
        CHECK(ask(s, "foo bar baz") == Lines{"error unknown_command \"foo\""});
        CHECK(ask(s, "joho isready") == Lines{"error unknown_command \"joho\""});
        CHECK(ask(s, "ISREADY") == Lines{"error unknown_command \"ISREADY\""});
    }

    TEST_CASE("the quoted token of an error is cut to 80 characters") {
        Session s;
        const std::string big(10'000, 'x');
        const auto reply = ask(s, big);
        REQUIRE(reply.size() == 1);
        CHECK(reply[0] == "error unknown_command \"" + std::string(77, 'x') + "...\"");
    }

    TEST_CASE("a NUL byte or invalid UTF-8 gives bad_encoding at the byte offset") {
        Session s;
        CHECK(ask(s, std::string_view("isready\0", 8)) == Lines{"error bad_encoding at=7"});
        CHECK(ask(s,
                  "is\xff"
                  "ready") == Lines{"error bad_encoding at=2"});
        CHECK(ask(s, "# caf\xc3\xa9").empty());  // well-formed UTF-8 is fine
    }

    TEST_CASE("ping echoes its id, without one it is an error") {
        Session s;
        CHECK(ask(s, "ping 42") == Lines{"pong 42"});
        CHECK(ask(s, "ping") == Lines{"error missing_argument \"ping\" need=id"});
        CHECK(ask(s, "ping 1 2") == Lines{"error bad_argument \"2\" for=ping need=one_id"});
    }

    TEST_CASE("uci and uici give the id lines, the options and the closing word") {
        Session s;
        const auto uci = ask(s, "uci");
        REQUIRE(uci.size() >= 4);
        CHECK(uci[0] == "id name uici " + std::string(kVersion));
        CHECK(uci[1].starts_with("id author "));
        CHECK(uci.back() == "uciok");
        for (std::size_t i = 2; i + 1 < uci.size(); ++i) CHECK(uci[i].starts_with("option name "));
        auto uici = ask(s, "uici");
        CHECK(uici.back() == "uiciok");
        uici.back() = "uciok";
        CHECK(uici == uci);
    }

    TEST_CASE("a second uci gives the same block and changes nothing") {
        Session s;
        const auto first = ask(s, "uci");
        CHECK(ask(s, "setoption name SlideLimit value 7").empty());
        CHECK(ask(s, "uci") == first);
        CHECK(s.state().settings.slide_limit == 7);
    }

    TEST_CASE("verbs without arguments refuse extra tokens") {
        Session s;
        CHECK(ask(s, "isready now") == Lines{"error bad_argument \"now\" for=isready need=nothing"});
        CHECK(classify_line("isready now") == LineClass::normal);
        CHECK(classify_line("  isready ") == LineClass::barrier);
        CHECK(classify_line("ping 3") == LineClass::barrier);
        CHECK(classify_line("stop") == LineClass::stop);
        CHECK(classify_line("quit") == LineClass::quit);
        CHECK(classify_line("quit now") == LineClass::normal);
        CHECK(classify_line("go depth 3") == LineClass::job);
        CHECK(classify_line("perft 2") == LineClass::job);
        CHECK(classify_line("status") == LineClass::normal);
    }

    TEST_CASE("quit asks the transport to exit with 0") {
        Session s;
        auto r = s.handle("quit");
        CHECK(r.wants_quit());
        CHECK(r.exit_code() == 0);
        CHECK(r.lines().empty());
        CHECK_FALSE(s.handle("quit now").wants_quit());
    }

    TEST_CASE("stop when idle prints nothing") {
        Session s;
        CHECK(ask(s, "stop").empty());
    }

    TEST_CASE("debug on adds only info string lines, off is the default") {
        Session s;
        CHECK_FALSE(s.state().settings.debug);
        CHECK(ask(s, "debug on") == Lines{"info string debug on"});
        CHECK(ask(s, "setoption name slidelimit value 3") == Lines{"info string option SlideLimit = 3"});
        CHECK(ask(s, "debug off").empty());
        CHECK(ask(s, "debug") == Lines{"error missing_argument \"debug\" need=on|off"});
        CHECK(ask(s, "debug maybe") == Lines{"error bad_argument \"maybe\" for=debug need=on|off"});
    }

    TEST_CASE("help lists every verb of the dispatch table, each line starting with help") {
        Session s;
        const auto lines = ask(s, "help");
        CHECK(lines.size() == command_table().size());
        for (std::size_t i = 0; i < lines.size(); ++i)
            CHECK(lines[i].starts_with("help " + std::string(command_table()[i].verb)));
    }

    TEST_CASE("with exit_on_error, an error line also asks to quit with 1") {
        Session s(SessionConfig{.exit_on_error = true});
        CHECK_FALSE(s.handle("isready").wants_quit());
        auto r = s.handle("nonsense");
        CHECK(r.wants_quit());
        CHECK(r.exit_code() == 1);
    }

    TEST_CASE("line_too_long reports the dropped size and the limit") {
        Session s;
        CHECK(s.line_too_long(70000000).lines() == Lines{"error line_too_long bytes=70000000 limit=67108864"});
    }
}
