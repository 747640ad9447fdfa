// PLACEHOLDER until issue 4 lands `uici convert`: delete this file when adding convert.cpp.
// It only keeps main's hook linkable and says, on stderr, that the subcommand is missing.
#include <cstdio>

#include "engine_interface/convert.hpp"

namespace uici {

int run_convert(int, char**) {
    std::fputs("error unknown_command \"convert\" (not built yet)\n", stderr);
    return 2;
}

}  // namespace uici
