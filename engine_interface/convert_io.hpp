// The input and output of `uici convert` as a whole process: a conversion of a 100,000-piece
// position is over in milliseconds, so reading, writing and the process's first touch of its
// memory are most of what a script waits for.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace uici {

// The whole of FILE ("" or "-": stdin), with one read when the size is known. Nothing when it
// cannot be read; then `why` says so. More than `limit` bytes are not read: the text is then
// cut at limit + 1, for the caller's too_large error. Calls prepare_heap for the text's size.
std::optional<std::string> read_whole_input(const std::string& file, std::size_t limit, std::string& why);

// Writes all of `text` to the file descriptor with as few write calls as the pipe allows.
bool write_whole(int fd, std::string_view text);

// Readies the heap for a job on `input_bytes` of text: the first touch of each 4 KiB page costs
// a fault, which under virtual machines is most of a large conversion's time. For a large
// input the heap is grown once, in transparent huge pages where the kernel offers them, and
// kept: the job's allocations then land in memory that is already there. No-op for small input.
void prepare_heap(std::size_t input_bytes);

}  // namespace uici
