// Two jobs at once on a second thread: the Fork that core's readers and writers take
// (core/notation/text_blocks.hpp), so that a conversion reads and writes a long piece list on
// two cores.
#pragma once

#include "core/notation/text_blocks.hpp"

namespace uici {

// Runs b on a new thread and a on this one, and returns true once both have ended (the first
// exception of the two is then thrown); false, having run neither, when a thread cannot be
// started or the machine has one core.
bool side_by_side(const Job& a, const Job& b);

// side_by_side as a Fork, for the converters' options.
const Fork* two_cores();

}  // namespace uici
