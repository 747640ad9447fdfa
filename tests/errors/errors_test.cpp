// The one error grammar (errors/errors.hpp): the same error in text and in JSON, for every tool.
#include <doctest/doctest.h>

#include <string>

#include "errors/errors.hpp"

using namespace uici;

TEST_SUITE("errors") {
    TEST_CASE("text: the code first, then key=value details, user text quoted and cut") {
        CHECK(error_text(ErrorCode::illegal_move,
                         {number("index", "1"), token("8,8>7,8", "move"), word("reason", "self_check")}) ==
              "error illegal_move index=1 move=\"8,8>7,8\" reason=self_check");
        CHECK(error_text(ErrorCode::unknown_command, {token("jo\"ho")}) == "error unknown_command \"jo\\\"ho\"");
        const std::string long_token(200, 'x');
        const std::string t = error_text(ErrorCode::bad_argument, {token(long_token)});
        CHECK(t == "error bad_argument \"" + std::string(77, 'x') + "...\"");
        CHECK(error_text(ErrorCode::internal) == "error internal");
    }

    TEST_CASE("JSON: reply first, ok false, the details as fields (a bare token is \"token\")") {
        const auto j = error_json(
            ErrorCode::io, {token("/dev/full", "path"), word("op", "write"), message("No space left on device")});
        CHECK(j.dump() == R"({"reply":"error","ok":false,"error":{"code":"io","path":"/dev/full","op":"write",)"
                          R"("message":"No space left on device"}})");
        CHECK(error_json(ErrorCode::bad_argument, {token("-x")}).dump() ==
              R"({"reply":"error","ok":false,"error":{"code":"bad_argument","token":"-x",)"
              R"("message":"bad argument: \"-x\""}})");
        CHECK(error_json(ErrorCode::too_large, {number("limit", "2000")})["error"]["limit"] == 2000);
    }

    TEST_CASE("JSON: every error carries a human message, last: what the code means and the details") {
        const auto j = error_json(ErrorCode::illegal_move,
                                  {number("index", "1"), token("8,8>7,8", "move"), word("reason", "self_check")});
        CHECK(j["error"]["message"] == R"(illegal move: index=1 move="8,8>7,8" reason=self_check)");
        CHECK(j["error"].back() == j["error"]["message"]);
        CHECK(error_json(ErrorCode::internal)["error"]["message"] == "internal error (a bug)");
        // A code whose details bring their own sentence (the 5dpgn reader's) keeps it.
        CHECK(error_json(ErrorCode::bad_5dpgn, {number("line", "2"), message("expected a turn")})["error"]["message"] ==
              "expected a turn");
        for (std::size_t i = 0; i < std::size(kErrorCodeNames); ++i) {
            const auto e = error_json(static_cast<ErrorCode>(i))["error"];
            CHECK(e["message"].get<std::string>().size() > 5);
        }
    }

    TEST_CASE("error_line: one line of either form, ending in a line feed") {
        CHECK(error_line(false, ErrorCode::io, {token("f", "path")}) == "error io path=\"f\"\n");
        const std::string j = error_line(true, ErrorCode::io, {token("f", "path")});
        CHECK(j.back() == '\n');
        CHECK(j.find('\n') == j.size() - 1);
        CHECK(j.starts_with(R"({"reply":"error")"));
    }

    TEST_CASE("every code has a name and reads back") {
        for (std::size_t i = 0; i < std::size(kErrorCodeNames); ++i) {
            const auto c = static_cast<ErrorCode>(i);
            CHECK(error_code_from_name(code_name(c)) == c);
        }
        CHECK_FALSE(error_code_from_name("no_such_code").has_value());
    }

    TEST_CASE("needs_wide is no error code: the switch to the wide build is the session's own step") {
        // The narrow build's readers still say needs_wide (core/notation/parse_error.hpp), but no
        // reply ever carried it: Reply::Outcome::needs_wide is how a handler hands over.
        CHECK_FALSE(error_code_from_name("needs_wide").has_value());
    }
}
