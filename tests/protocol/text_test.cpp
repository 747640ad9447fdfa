#include <doctest/doctest.h>

#include <string>

#include "protocol/text.hpp"

using namespace uici;

TEST_SUITE("text") {
    TEST_CASE("tokens split on runs of spaces and tabs only") {
        using V = std::vector<std::string_view>;
        CHECK(split_tokens("  a\t\tb  c ") == V{"a", "b", "c"});
        CHECK(split_tokens("").empty());
        CHECK(split_tokens("a\vb") == V{"a\vb"});
        CHECK(after_tokens("setoption name X value  a  b ", 4) == "a  b");
        CHECK(after_tokens("one", 3).empty());
    }

    TEST_CASE("the encoding check finds NULs and every kind of malformed UTF-8") {
        CHECK(first_bad_byte("plain ascii") == std::nullopt);
        CHECK(first_bad_byte("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80") == std::nullopt);  // é € 😀
        CHECK(first_bad_byte(std::string_view("ab\0", 3)) == 2);
        CHECK(first_bad_byte("a\x80") == 1);              // lone continuation byte
        CHECK(first_bad_byte("a\xc0\xaf") == 1);          // overlong '/'
        CHECK(first_bad_byte("a\xed\xa0\x80") == 1);      // surrogate U+D800
        CHECK(first_bad_byte("a\xf4\x90\x80\x80") == 1);  // past U+10FFFF
        CHECK(first_bad_byte("ab\xe2\x82") == 2);         // cut short at the end
        CHECK(first_bad_byte("\xff") == 0);
    }

    TEST_CASE("the encoding check finds a bad byte at any offset of a long line, past good UTF-8") {
        for (std::size_t at = 0; at < 40; ++at) {
            std::string line(41, 'a');
            line[at] = '\0';
            CHECK_MESSAGE(first_bad_byte(line) == at, at);
            line[at] = '\x80';
            CHECK_MESSAGE(first_bad_byte(line) == at, at);
            line.replace(at, 1, "\xc3\xa9");  // é: fine anywhere, then a bad byte after it
            CHECK_MESSAGE(first_bad_byte(line) == std::nullopt, at);
            line += '\xff';
            CHECK_MESSAGE(first_bad_byte(line) == line.size() - 1, at);
        }
    }

    TEST_CASE("quote_token escapes and cuts to at most 80 characters inside the quotes") {
        CHECK(quote_token("e2e4") == "\"e2e4\"");
        CHECK(quote_token("a\"b\\c") == "\"a\\\"b\\\\c\"");
        CHECK(quote_token("\x01\xc3\xa9") == "\"\\x01\\xc3\\xa9\"");
        CHECK(quote_token(std::string(80, 'y')) == "\"" + std::string(80, 'y') + "\"");
        CHECK(quote_token(std::string(81, 'y')) == "\"" + std::string(77, 'y') + "...\"");
        const std::string q = quote_token(std::string(200, '\x01'));
        CHECK(q.size() <= 82);
        CHECK(q.ends_with("...\""));
    }

    TEST_CASE("cut_token keeps whole UTF-8 characters") {
        CHECK(cut_token("short") == "short");
        std::string s = std::string(76, 'a') + "\xc3\xa9" + std::string(10, 'b');
        CHECK(cut_token(s) == std::string(76, 'a') + "...");
    }

    TEST_CASE("shown_token cuts like cut_token and shows control bytes as \\xNN") {
        CHECK(shown_token("1,2>3,4") == "1,2>3,4");
        CHECK(shown_token("1,2>3,4\x07") == "1,2>3,4\\x07");
        CHECK(shown_token("a\x1b\x7f\xc3\xa9") == "a\\x1b\\x7f\xc3\xa9");  // UTF-8 stays as it is
        CHECK(shown_token(std::string(100, 'z')) == cut_token(std::string(100, 'z')));
        CHECK(shown_token(std::string(100, '\x01')) == [] {
            std::string s;
            for (int i = 0; i < 77; ++i) s += "\\x01";
            return s + "...";
        }());
    }

    TEST_CASE("has_control and utf8_length") {
        CHECK_FALSE(has_control("caf\xc3\xa9 ~"));
        CHECK(has_control("a\x1f"));
        CHECK(has_control("\x7f"));
        CHECK(utf8_length("") == 0);
        CHECK(utf8_length("caf\xc3\xa9") == 4);
        CHECK(utf8_length("\xf0\x9f\x98\x80x") == 2);
    }
}

TEST_SUITE("text") {
    TEST_CASE("the moves tail starts at the first top-level token moves") {
        auto s = split_moves_tail("w 0/100 1 K5,1+|k5,8+ moves 5,1>5,2 5,8>5,7");
        CHECK(s.body == "w 0/100 1 K5,1+|k5,8+");
        CHECK(s.moves == "5,1>5,2 5,8>5,7");
        s = split_moves_tail("[Event \"two moves\"] w K1,1 moves");
        CHECK(s.body == "[Event \"two moves\"] w K1,1");
        CHECK(s.moves == "");
        s = split_moves_tail("{\"moves\": [\"1,2>1,3\"], \"a\": \"x \\\" moves\"}");
        CHECK_FALSE(s.moves.has_value());
        s = split_moves_tail("K1,1 movesX 1,1>1,2");
        CHECK_FALSE(s.moves.has_value());
        s = split_moves_tail("moves 1,1>1,2");
        CHECK(s.body.empty());
        CHECK(s.moves == "1,1>1,2");
        // A metadata entry ends at its first ']', so a lone '"' in it opens no string (the
        // server's own icn output of [Event: 5" screen]).
        s = split_moves_tail("[Event \"5\" screen\"] w K1,1|k8,8 moves 1,1>1,2");
        CHECK(s.body == "[Event \"5\" screen\"] w K1,1|k8,8");
        CHECK(s.moves == "1,1>1,2");
        s = split_moves_tail("[a \"x\\\"] w K1,1|k8,8 moves 1,1>1,2");
        CHECK(s.moves == "1,1>1,2");
        // Inside JSON options brackets are JSON arrays, strings and all.
        s = split_moves_tail("w {\"x\": [\"a]\", \"moves\"]} K1,1 moves 1,1>1,2");
        CHECK(s.moves == "1,1>1,2");
    }
}
