// Text made in blocks, on two threads where the caller can run two: a converted document of
// 100,000 pieces is mostly the formatting of its piece list, which splits into blocks that do
// not depend on each other. Core starts no thread of its own (the WebAssembly build has none):
// the caller hands in a Fork (convert/side_by_side.hpp has the native one).
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace uici {

// Where the writers hand their text, in pieces of up to about 64 KiB (kTextChunk and a little):
// a converted document never has to exist whole in memory.
using TextSink = std::function<void(std::string_view)>;
inline constexpr std::size_t kTextChunk = 64u << 10;

// Runs a and b at the same time, each to its end, and returns true; or runs neither and returns
// false (no second thread to be had). An exception from either is thrown after both have ended.
using Job = std::function<void()>;
using Fork = std::function<bool(const Job& a, const Job& b)>;

// Hands `out` and then the text of blocks 0..count-1 to sink in order; format(b, text) appends
// block b's text to `text`. With a fork that runs, the even blocks are made on one side and the
// odd ones on the other, each handed on in its turn, so that at most two blocks exist at once
// and the sink is called by one side at a time; `out` is then left empty. Without one, the
// blocks are made one after another into `out`, which keeps the last part short of kTextChunk
// for the caller to go on with (a small document is then handed on in one piece). Either way
// the sink gets at most kTextChunk at once. A throw from format or sink (a failed write) ends
// both sides and is thrown here.
using BlockFormat = std::function<void(std::size_t block, std::string& text)>;
void write_blocks(std::string& out, std::size_t count, const BlockFormat& format, const TextSink& sink,
                  const Fork* fork);

// Runs a and b through fork when there is one and it runs them, else a then b.
void run_both(const Job& a, const Job& b, const Fork* fork);

}  // namespace uici
