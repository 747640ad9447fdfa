// The step counts a slide keeps (candidates.cpp's rule), each once, handed out in ascending
// order.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS::search::candidates {

// Nearly all counts lie within a few dozen steps (the landmarks stand near the slider on any
// usual board): those are bits of a 256-bit set, and only the rest are sorted (sorting every
// count was a large part of the rule's cost on the Classical start).
class StepSet {
public:
    explicit StepSet(std::vector<Count>& far) : far_(far) { far_.clear(); }
    void add(const Count& n) {
        if (n < kBits) {
            const auto i = static_cast<std::size_t>(n);
            bits_[i >> 6] |= std::uint64_t{1} << (i & 63);
        } else {
            far_.push_back(n);
        }
    }
    template <class F>
    void each(F&& f) {
        for (std::size_t w = 0; w < bits_.size(); ++w)
            for (std::uint64_t b = bits_[w]; b != 0; b &= b - 1)
                f(Count{w * 64 + static_cast<std::size_t>(std::countr_zero(b))});
        std::sort(far_.begin(), far_.end());
        far_.erase(std::unique(far_.begin(), far_.end()), far_.end());
        for (const Count& n : far_) f(n);
    }

private:
    static constexpr std::size_t kBits = 256;
    std::array<std::uint64_t, kBits / 64> bits_{};
    std::vector<Count>& far_;
};

}  // namespace UICI_CORE_NS::search::candidates
