// Text made in blocks on two threads (core/notation/text_blocks.hpp) is the text made on one:
// in order, in pieces of at most kTextChunk, and a failure on either side ends both and comes out.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>

#include "core/notation/text_blocks.hpp"
#include "tests/core/notation/two_threads.hpp"

using namespace uici;

namespace {

using test::kRefuses;
const Fork& kThreads = test::kTwoThreads;

// Block b: its number, then a run of letters whose length varies from block to block (no
// letters, and more than kTextChunk of them, among them).
void block_text(std::size_t b, std::string& out) {
    const std::size_t length = b % 5 == 3 ? 0 : b % 7 == 2 ? kTextChunk * 2 + 17 : b * 37 % 1000;
    out += '[' + std::to_string(b) + ']';
    out.append(length, static_cast<char>('a' + b % 26));
}

std::string serial(std::size_t count) {
    std::string out;
    for (std::size_t b = 0; b < count; ++b) block_text(b, out);
    return out;
}

}  // namespace

TEST_CASE("blocks made on two threads are handed on in order, in pieces of at most kTextChunk") {
    for (const Fork* fork : {static_cast<const Fork*>(nullptr), &kThreads, &kRefuses}) {
        for (const std::size_t count : {0, 1, 2, 3, 16, 101}) {
            CAPTURE(count);
            std::string got, out = "head:";
            std::size_t largest = 0;
            write_blocks(
                out, count, block_text,
                [&](std::string_view piece) {
                    largest = std::max(largest, piece.size());
                    got += piece;
                },
                fork);
            CHECK(got + out == std::string("head:").append(serial(count)));
            // Made on two threads, everything is handed on; on one, what is left is short.
            CHECK(out.size() < kTextChunk);
            if (fork == &kThreads && count > 1) CHECK(out.empty());
            CHECK(largest <= kTextChunk);
        }
    }
}

TEST_CASE("a block that cannot be made, or a sink that fails, ends both sides and is thrown") {
    for (const std::size_t failing : {0, 1, 6, 7, 40}) {
        CAPTURE(failing);
        for (const bool in_sink : {false, true}) {
            CAPTURE(in_sink);
            std::string got;
            std::atomic<std::size_t> made{0};
            const auto format = [&](std::size_t b, std::string& out) {
                ++made;
                if (!in_sink && b == failing) throw std::runtime_error("a block that cannot be made");
                block_text(b, out);
            };
            const auto sink = [&](std::string_view piece) {
                if (in_sink && piece.starts_with(std::string(1, '[').append(std::to_string(failing)).append("]")))
                    throw std::runtime_error("a failed write");
                got += piece;
            };
            std::string out;
            CHECK_THROWS_AS(write_blocks(out, 100, format, sink, &kThreads), std::runtime_error);
            // What was handed on is the text's beginning, up to the failing block at most.
            CHECK(serial(100).starts_with(got));
            CHECK(got.size() <= serial(failing).size());
            // Each side stopped: at most the failing block and one more on the other side.
            CHECK(made <= failing + 2);
        }
    }
}

TEST_CASE("run_both runs both jobs, on two threads or one after the other") {
    for (const Fork* fork : {static_cast<const Fork*>(nullptr), &kThreads, &kRefuses}) {
        int a = 0, b = 0;
        run_both([&] { a = 1; }, [&] { b = 2; }, fork);
        CHECK(a == 1);
        CHECK(b == 2);
    }
}
