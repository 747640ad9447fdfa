#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine_interface/line_framer.hpp"

using namespace uici;

namespace {

// Records what the framer reports: lines as given, drops as "!<bytes>".
struct Recorder : LineFramer::Sink {
    std::vector<std::string> events;
    void on_line(std::string_view l) override { events.emplace_back(l); }
    void on_too_long(std::uint64_t n) override { events.push_back(std::string("!").append(std::to_string(n))); }
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
}
