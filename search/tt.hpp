// The transposition table: one entry per slot, always replaced unless the slot holds a deeper
// result of the same search. Sized in MiB (the Hash option).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/board/move.hpp"

namespace UICI_CORE_NS::search {

enum class Bound : std::uint8_t { none, upper, lower, exact };

struct TTEntry {
    std::uint64_t key = 0;
    Square from{}, to{};
    std::int32_t score = 0;
    std::int16_t depth = 0;
    std::uint8_t generation = 0;
    Bound bound = Bound::none;
    std::uint8_t promotion = 0;  // 0 none, else 1 + index(type)
    bool has_move = false;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t mib) { resize(mib); }
    void resize(std::size_t mib);
    void clear();
    void new_search() { ++generation_; }
    [[nodiscard]] const TTEntry* probe(std::uint64_t key) const {
        const TTEntry& e = slots_[key & mask_];
        return e.key == key && e.bound != Bound::none ? &e : nullptr;
    }
    void store(std::uint64_t key, int depth, int score, Bound bound, const Move* best);
    // Permille of the first 1000 slots written in this search.
    [[nodiscard]] int hashfull() const;

private:
    std::vector<TTEntry> slots_;
    std::size_t mask_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace UICI_CORE_NS::search
