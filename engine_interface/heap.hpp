// The heap of a large job: a position of many pieces or moves is followed by allocations of
// several to tens of times its text (the board, the game's copy, the line indices, a
// conversion's piece list).
#pragma once

#include <cstddef>

namespace uici {

// What the heap is readied for.
enum class HeapUse {
    // A server line: memory prefaulted for thirty times the text (a board and its indices).
    server_line,
    // A whole `uici convert` process: huge pages only, nothing prefaulted, so that the peak
    // memory stays in proportion to what the conversion reads and writes (issue 33).
    conversion,
};

// Readies the heap for a job on `input_bytes` of text: the first touch of each 4 KiB page costs
// a fault, which under virtual machines is most of a large job's time. For a large input the
// heap is grown once, in transparent huge pages where the kernel offers them, and kept: the
// job's allocations then land in memory that is already there. No-op for small input.
void prepare_heap(std::size_t input_bytes, HeapUse use = HeapUse::server_line);

}  // namespace uici
