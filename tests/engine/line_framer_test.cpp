#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/line_framer.hpp"

using namespace uici::engine;

namespace {

// Records what the framer reports: lines as given, drops as "!<bytes>".
struct Recorder : LineFramer::Sink {
    std::vector<std::string> events;
    void on_line(std::string_view l) override { events.emplace_back(l); }
    void on_too_long(std::uint64_t n) override { events.push_back(std::string("!").append(std::to_string(n))); }
};

// Also records the moment a line passes the limit, as "^".
struct CapRecorder final : Recorder {
    void on_cap_passed() override { events.emplace_back("^"); }
};

using Events = std::vector<std::string>;

Events frame(std::initializer_list<std::string_view> reads, std::uint64_t limit = 1000, bool eof = true) {
    LineFramer f(limit);
    Recorder r;
    for (auto chunk : reads) f.feed(chunk, r);
    if (eof) f.finish(r);
    return r.events;
}

}  // namespace

TEST_SUITE("line_framer") {
    // The one framing rule (PROTOCOL.md section 2), for the server's stdin and every engine's stdout.
    TEST_CASE("LF, CRLF and a lone CR all end a line") {
        CHECK(frame({"a\nb\r\nc\rd\n"}) == Events{"a", "b", "c", "d"});
        CHECK(frame({"a\rb\rc\nd\re\r\nf"}) == Events{"a", "b", "c", "d", "e", "f"});
    }

    TEST_CASE("a CR at the end of one read and the LF at the start of the next are one line end") {
        CHECK(frame({"isready\r", "\nping 1\r\n"}) == Events{"isready", "ping 1"});
        CHECK(frame({"a\r", "b\n"}) == Events{"a", "b"});
        CHECK(frame({"a\r", "", "\n"}) == Events{"a"});
    }

    TEST_CASE("empty lines are reported as empty lines (the session ignores them)") {
        CHECK(frame({"\n\r\n\r\r"}) == Events{"", "", "", ""});
    }

    TEST_CASE("a command split across reads is put back together") {
        CHECK(frame({"isr", "ea", "dy\n"}) == Events{"isready"});
    }

    TEST_CASE("a last line without a line end still counts at end of input") {
        CHECK(frame({"isready\nquit"}) == Events{"isready", "quit"});
        CHECK(frame({"isready\nquit"}, 1000, false) == Events{"isready"});
    }

    TEST_CASE("a line over the limit is dropped whole with one report of its length") {
        CHECK(frame({"12345\nab\n"}, 4) == Events{"!5", "ab"});
        CHECK(frame({"12", "34", "56", "78\nok\n"}, 4) == Events{"!8", "ok"});
        CHECK(frame({"1234", "\n"}, 4) == Events{"1234"});
        CHECK(frame({"12", "345"}, 4) == Events{"!5"});  // cut off by end of input
    }

    TEST_CASE("memory stays bounded while an overlong line is skipped") {
        LineFramer f(1 << 10);
        Recorder r;
        const std::string chunk(64 << 10, 'x');
        for (int i = 0; i < 100; ++i) {
            f.feed(chunk, r);
            CHECK(f.buffered() <= (1u << 10));
        }
        f.feed("\nisready\n", r);
        CHECK(r.events == Events{std::string("!").append(std::to_string(100 * chunk.size())), "isready"});
    }

    TEST_CASE("a lowered limit applies to the line being read") {
        LineFramer f(100);
        Recorder r;
        f.feed("abcdef", r);
        f.set_limit(4);
        f.feed("g\nhi\n", r);
        CHECK(r.events == Events{"!7", "hi"});
    }

    TEST_CASE("NUL bytes pass through inside a line (the session rejects them)") {
        const std::string in("a\0b\n", 4);
        CHECK(frame({in}) == Events{std::string("a\0b", 3)});
    }

    TEST_CASE("a line past the limit is reported the moment it passes it, once, before its end") {
        CapRecorder r;
        LineFramer f(8);
        f.feed("ok\n0123", r);
        CHECK(r.events == Events{"ok"});
        f.feed("45678", r);  // 9 bytes, no line end yet: judged now
        CHECK(r.events == Events{"ok", "^"});
        f.feed(std::string(1000, 'x'), r);
        CHECK(r.events == Events{"ok", "^"});
        f.feed("\r", r);
        f.feed("\nnext\n", r);
        CHECK(r.events == Events{"ok", "^", "!1009", "next"});
        // Whole in one read: the same two reports.
        f.feed("0123456789\n", r);
        CHECK(r.events == Events{"ok", "^", "!1009", "next", "^", "!10"});
        // Cut off by end of input.
        f.feed("abcdefghij", r);
        f.finish(r);
        CHECK(r.events == Events{"ok", "^", "!1009", "next", "^", "!10", "^", "!10"});
    }

    TEST_CASE("the same lines from every split of the bytes in two reads") {
        const std::string bytes = "info depth 1\r\n\r\nbestmove a\rreadyok\n\nx y\r\r\nlast";
        const Events want = {"info depth 1", "", "bestmove a", "readyok", "", "x y", "", "last"};
        for (std::size_t cut = 0; cut <= bytes.size(); ++cut) {
            CAPTURE(cut);
            const std::string_view all(bytes);
            CHECK(frame({all.substr(0, cut), all.substr(cut)}) == want);
        }
    }

    TEST_CASE("a line exactly at the limit is a line, end of input without a line end keeps the last one") {
        CHECK(frame({"12345678"}, 8) == Events{"12345678"});
        CHECK(frame({"1234", "5678"}, 8) == Events{"12345678"});
        CHECK(frame({"a\r"}, 8) == Events{"a"});
        CHECK(frame({""}, 8).empty());
    }
}
