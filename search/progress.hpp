// When the search writes a progress line within an iteration (UCI's info between iterations):
// once kPeriod has passed since its last info line of any kind, so at least one a second while
// it searches and at most two; the line names the root move being searched (currmove) once the
// search is a second old, as UCI asks, not before.
#pragma once

#include <chrono>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS::search {

class ProgressClock {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::chrono::milliseconds kPeriod{500};
    static constexpr std::chrono::milliseconds kCurrmoveAfter{1000};

    explicit ProgressClock(Clock::time_point start) : start_(start), last_(start) {}
    [[nodiscard]] bool due(Clock::time_point now) const { return now - last_ >= kPeriod; }
    [[nodiscard]] bool currmove(Clock::time_point now) const { return now - start_ >= kCurrmoveAfter; }
    void wrote(Clock::time_point now) { last_ = now; }

private:
    Clock::time_point start_, last_;
};

}  // namespace UICI_CORE_NS::search
