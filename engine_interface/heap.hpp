// The server's heap for long lines: a position of many pieces or moves is followed by
// allocations of tens of times the line's size (the board, the game's copy, the line indices).
#pragma once

#include <cstddef>

namespace uici {

// Readies the heap for a job on `input_bytes` of text: the first touch of each 4 KiB page costs
// a fault, which under virtual machines is most of a large job's time. For a large input the
// heap is grown once, in transparent huge pages where the kernel offers them, and kept: the
// job's allocations then land in memory that is already there. No-op for small input.
void prepare_heap(std::size_t input_bytes);

}  // namespace uici
