#include <doctest/doctest.h>

#include "protocol/text.hpp"

#include "protocol/options.hpp"
#include "session_helpers.hpp"

using namespace uici;
using namespace uici::test;

TEST_SUITE("options") {
    TEST_CASE("setoption is silent on success, names and values are case-insensitive") {
        Session s;
        CHECK(ask(s, "setoption name slidelimit value 12").empty());
        CHECK(s.state().settings.slide_limit == 12);
        CHECK(ask(s, "setoption name DIALECT value SEED").empty());
        CHECK(s.state().settings.dialect == Dialect::Seed);
        CHECK(ask(s, "SETOPTION NAME maxlinebytes VALUE 4096") == Lines{"error unknown_command \"SETOPTION\""});
        CHECK(ask(s, "setoption NAME maxlinebytes VALUE 4096").empty());
        CHECK(s.max_line_bytes() == 4096);
    }

    TEST_CASE("a bad spin value gives bad_option_value and keeps the old value") {
        Session s;
        CHECK(ask(s, "setoption name SlideLimit value 5").empty());
        for (const char* bad : {"abc", "1e9", "-1", "2147483648", "0x10", "12abc", "99999999999999999999"}) {
            CHECK(ask(s, std::string("setoption name SlideLimit value ") + bad) ==
                  Lines{std::string("error bad_option_value \"SlideLimit\" value=\"") + bad + "\""});
        }
        CHECK(s.state().settings.slide_limit == 5);
        CHECK(ask(s, "isready") == Lines{"readyok"});
    }

    TEST_CASE("an unknown combo value is refused, not dropped") {
        Session s;
        CHECK(ask(s, "setoption name Output value xml") == Lines{"error bad_option_value \"Output\" value=\"xml\""});
        CHECK(ask(s, "setoption name Dialect value") == Lines{"error bad_option_value \"Dialect\" value=\"\""});
        CHECK(s.output() == OutputMode::text);
    }

    TEST_CASE("an unknown name gives unknown_option with the whole name") {
        Session s;
        CHECK(ask(s, "setoption name No Such Thing value 1") == Lines{"error unknown_option \"No Such Thing\""});
        CHECK(ask(s, "setoption name Hashes value 16") == Lines{"error unknown_option \"Hashes\""});
        CHECK(ask(s, "setoption") == Lines{"error missing_argument \"setoption\" need=name"});
        CHECK(ask(s, "setoption value 3") == Lines{"error missing_argument \"setoption\" need=name"});
        CHECK(ask(s, "setoption name SlideLimit") == Lines{"error missing_argument \"SlideLimit\" need=value"});
    }

    TEST_CASE("a multi-word name and a value with inner blanks: the debug log file") {
        std::string opened;
        Session s(SessionConfig{.open_log = [&](const std::string& p) {
            opened = p;
            return p != "/no/such/dir/log";
        }});
        CHECK(ask(s, "setoption name debug log file value /tmp/a b.log").empty());
        CHECK(opened == "/tmp/a b.log");
        CHECK(ask(s, "setoption name Debug Log File value /no/such/dir/log") ==
              Lines{"error bad_option_value \"Debug Log File\" value=\"/no/such/dir/log\""});
        CHECK(s.state().settings.debug_log_file == "/tmp/a b.log");
        CHECK(ask(s, "setoption name Debug Log File value <empty>").empty());
        CHECK(opened.empty());
    }

    TEST_CASE("every option line has the form python-chess and cutechess parse") {
        // python-chess: "option name <n> type <t> [default <d>] [min <a>] [max <b>] [var <v>]*",
        // read token by token; the name runs up to "type", so no keyword may sit inside it.
        for (const OptionRow& row : make_options()) {
            const std::string l = option_line(row);
            const auto t = split_tokens(l);
            REQUIRE(t.size() >= 6);
            CHECK(t[0] == "option");
            CHECK(t[1] == "name");
            std::size_t i = 2;
            while (i < t.size() && t[i] != "type") {
                for (const char* kw : {"default", "min", "max", "var"}) CHECK_MESSAGE(t[i] != kw, l);
                ++i;
            }
            REQUIRE(i + 3 < t.size());
            CHECK((t[i + 1] == "check" || t[i + 1] == "spin" || t[i + 1] == "combo" || t[i + 1] == "string"));
            CHECK(t[i + 2] == "default");
            CHECK_MESSAGE(t[i + 3] != "", l);
            for (i += 4; i < t.size(); i += 2) {
                CHECK((t[i] == "min" || t[i] == "max" || t[i] == "var"));
                REQUIRE_MESSAGE(i + 1 < t.size(), l);
            }
        }
        CHECK(option_line(*find_option(make_options(), "debug log file")) ==
              "option name Debug Log File type string default <empty>");
        CHECK(option_line(*find_option(make_options(), "MaxLineBytes")) ==
              "option name MaxLineBytes type spin default 67108864 min 1024 max 1073741824");
    }

    TEST_CASE("normalize_option_value reads plain decimal spins and canonical combo spellings") {
        const auto rows = make_options();
        const OptionRow& output = *find_option(rows, "output");
        CHECK(normalize_option_value(output, "JSON") == "json");
        const OptionRow& slide = *find_option(rows, "SlideLimit");
        CHECK(normalize_option_value(slide, "+007") == "7");
        CHECK(normalize_option_value(slide, "") == std::nullopt);
        CHECK(normalize_option_value(slide, " 7") == std::nullopt);
    }
}
