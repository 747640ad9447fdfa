#include "engine_interface/heap.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include <malloc.h>
#include <sys/mman.h>

namespace uici {

void prepare_heap(std::size_t input_bytes, HeapUse use) {
    const bool conversion = use == HeapUse::conversion;
    // Below this the job touches a few hundred pages at most. A conversion's memory is about
    // three times what it reads and writes; below 2 MiB of text, rounding it to 2 MiB pages
    // would add a third to that (measured: 2.3x -> 3.1x on a 1 MB position).
    const std::size_t worth_it = conversion ? 2u << 20 : 256u << 10;
    // glibc serves requests above 32 MiB (its largest mmap threshold) with mmap anyway.
    constexpr std::size_t kMaxThreshold = 32u << 20;
    constexpr std::uintptr_t kHuge = 2u << 20;
    if (input_bytes < worth_it) return;
    // A long line's job peaks at about ten times its text (board, indices, the game's copy);
    // a conversion at a few times its text and output.
    const std::size_t want = std::min(input_bytes * (conversion ? 8 : 10) + (4u << 20), kMaxThreshold - 4096);
    // Large blocks from the heap rather than from mmap, and the heap kept when freed: the
    // blocks a job frees (a conversion's text, its flat piece list) serve its later ones.
    mallopt(M_MMAP_THRESHOLD, static_cast<int>(kMaxThreshold));
    mallopt(M_TRIM_THRESHOLD, static_cast<int>(1u << 30));
    void* block = std::malloc(want);
    if (block == nullptr) return;
    const auto begin = (reinterpret_cast<std::uintptr_t>(block) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(block) + want) & ~(kHuge - 1);
    if (end > begin) {
        auto* p = reinterpret_cast<void*>(begin);
        // Both may be refused (no transparent huge pages, a kernel before 5.14): then the pages
        // come one fault at a time, as without this. A conversion prefaults nothing: the pages
        // it never touches would count in its peak memory.
        ::madvise(p, end - begin, MADV_HUGEPAGE);
#ifdef MADV_POPULATE_WRITE
        if (!conversion) ::madvise(p, end - begin, MADV_POPULATE_WRITE);
#endif
    }
    std::free(block);
}

}  // namespace uici
