// The transposition table: one 16-byte entry per slot, always replaced unless the slot holds a
// deeper result of the same search. Sized in MiB (the Hash option).
//
// The memory comes from calloc, which takes a large block straight from the kernel as zero
// pages that are mapped only when the search first touches them: a table of any size is made
// in microseconds (at `setoption name Hash`, so no `go` pays for it) and never costs more
// memory than the slots used. An all-zero entry is empty. clear() (ucinewgame) touches no
// memory either: it starts a new epoch, and an entry written in an older one reads as empty.
// Entries hold the best move as a 32-bit digest (keys.hpp: written out when its coordinates are
// small, hashed otherwise), never a Coord, so an entry is plain bytes in the wide build too.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS::search {

enum class Bound : std::uint8_t { none, upper, lower, exact };

struct TTEntry {
    std::uint32_t check = 0;  // the key's high half (its low bits chose the slot)
    std::uint32_t move = 0;   // the best move's digest (move_digest); 0: none
    std::int16_t score = 0;
    std::int16_t depth = 0;
    std::uint16_t epoch = 0;  // the table's epoch when written; 0: never written
    std::uint8_t generation = 0;
    Bound bound = Bound::none;
};
static_assert(sizeof(TTEntry) == 16);

class TranspositionTable {
public:
    // Throws std::bad_alloc when the memory cannot be had.
    explicit TranspositionTable(std::size_t mib) {
        if (!resize(mib)) throw std::bad_alloc();
    }
    // False (and the table as it was) when the memory cannot be had.
    [[nodiscard]] bool resize(std::size_t mib);
    void clear();
    void new_search() { ++generation_; }
    [[nodiscard]] const TTEntry* probe(std::uint64_t key) const {
        const TTEntry& e = slots_.get()[key & mask_];
        const bool hit = e.epoch == epoch_ && e.check == static_cast<std::uint32_t>(key >> 32);
        return hit && e.bound != Bound::none ? &e : nullptr;
    }
    // `move`: the best move's digest, 0 for none (then an entry's move for the same key stays).
    void store(std::uint64_t key, int depth, int score, Bound bound, std::uint32_t move);
    // Permille of the first 1000 slots written in this search.
    [[nodiscard]] int hashfull() const;
    [[nodiscard]] std::size_t slot_count() const { return mask_ + 1; }

private:
    struct Free {
        void operator()(TTEntry* p) const { std::free(p); }
    };
    std::unique_ptr<TTEntry, Free> slots_;
    std::size_t mask_ = 0;
    std::uint16_t epoch_ = 1;
    std::uint8_t generation_ = 0;
};

}  // namespace UICI_CORE_NS::search
