#include "search/tt.hpp"

#include <algorithm>
#include <bit>
#include <new>

namespace UICI_CORE_NS::search {

bool TranspositionTable::resize(std::size_t mib) {
    const std::size_t bytes = std::max<std::size_t>(mib, 1) << 20;
    // A power of two of slots, the largest that fits, so a key's low bits pick its slot.
    const std::size_t slots = std::bit_floor(bytes / sizeof(TTEntry));
    // Made before the old one goes, so that a refused size leaves the table as it was (the new
    // block's pages are not mapped yet, so the two cost no memory at once).
    std::unique_ptr<TTEntry, Free> fresh(static_cast<TTEntry*>(std::calloc(slots, sizeof(TTEntry))));
    if (!fresh) return false;
    slots_ = std::move(fresh);
    mask_ = slots - 1;
    epoch_ = 1;
    generation_ = 0;
    return true;
}

void TranspositionTable::clear() {
    generation_ = 0;
    if (++epoch_ != 0) return;
    // Every epoch used (once in 65,535 clears): start again on fresh zero pages.
    slots_.reset();
    slots_.reset(static_cast<TTEntry*>(std::calloc(mask_ + 1, sizeof(TTEntry))));
    if (!slots_) throw std::bad_alloc();
    epoch_ = 1;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, std::uint32_t move) {
    TTEntry& e = slots_.get()[key & mask_];
    const auto check = static_cast<std::uint32_t>(key >> 32);
    const bool same = e.epoch == epoch_ && e.check == check;
    // Keep a deeper entry of this search for the same position, but take its move if we have none.
    if (same && e.generation == generation_ && e.depth > depth && bound != Bound::exact) return;
    if (move != 0) e.move = move;
    else if (!same) e.move = 0;
    e.check = check;
    e.depth = static_cast<std::int16_t>(depth);
    e.score = static_cast<std::int16_t>(score);
    e.bound = bound;
    e.generation = generation_;
    e.epoch = epoch_;
}

int TranspositionTable::hashfull() const {
    const std::size_t n = std::min<std::size_t>(1000, mask_ + 1);
    int used = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const TTEntry& e = slots_.get()[i];
        if (e.bound != Bound::none && e.epoch == epoch_ && e.generation == generation_) ++used;
    }
    return static_cast<int>(used * 1000 / static_cast<int>(n));
}

}  // namespace UICI_CORE_NS::search
