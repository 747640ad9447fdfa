// How a search ends in the middle of a long loop. The loops whose length grows with the board
// (move generation on a crowded board, the candidate squares of slides, move ordering, the
// set-up at the root) call a Poll every few hundred steps; once time is up or `stop` came, the
// poll throws Halted, which the root driver (search/root.cpp) catches. A node cut short has no
// result to give, so unwinding is all there is to do, and no loop passes an "aborted" back up.
#pragma once

#include <functional>

#include "core/board/coord.hpp"

namespace UICI_CORE_NS::search {

struct Halted {};

// Throws Halted when the search must end; returns otherwise.
using Poll = std::function<void()>;

// How many steps of a cheap loop (a hash lookup or a comparison each) go between two polls.
inline constexpr unsigned kPollEvery = 1024;

}  // namespace UICI_CORE_NS::search
