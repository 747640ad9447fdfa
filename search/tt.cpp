#include "search/tt.hpp"

#include <algorithm>
#include <bit>

namespace UICI_CORE_NS::search {

void TranspositionTable::resize(std::size_t mib) {
    const std::size_t bytes = std::max<std::size_t>(mib, 1) << 20;
    // A power of two of slots, the largest that fits, so a key's low bits pick its slot.
    const std::size_t slots = std::bit_floor(bytes / sizeof(TTEntry));
    slots_.assign(slots, TTEntry{});
    slots_.shrink_to_fit();
    mask_ = slots - 1;
}

void TranspositionTable::clear() {
    std::fill(slots_.begin(), slots_.end(), TTEntry{});
    generation_ = 0;
}

void TranspositionTable::store(std::uint64_t key, int depth, int score, Bound bound, const Move* best) {
    TTEntry& e = slots_[key & mask_];
    // Keep a deeper entry of this search for the same position, but take its move if we have none.
    if (e.key == key && e.generation == generation_ && e.depth > depth && bound != Bound::exact) return;
    const bool keep_move = e.key == key && e.has_move && !best;
    e.key = key;
    e.depth = static_cast<std::int16_t>(depth);
    e.score = score;
    e.bound = bound;
    e.generation = generation_;
    if (best) {
        e.from = best->from;
        e.to = best->to;
        e.promotion = best->promotion ? static_cast<std::uint8_t>(1 + index(best->promotion->type)) : 0;
        e.has_move = true;
    } else if (!keep_move) {
        e.has_move = false;
    }
}

int TranspositionTable::hashfull() const {
    const std::size_t n = std::min<std::size_t>(1000, slots_.size());
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (slots_[i].bound != Bound::none && slots_[i].generation == generation_) ++used;
    return static_cast<int>(used * 1000 / static_cast<int>(n));
}

}  // namespace UICI_CORE_NS::search
