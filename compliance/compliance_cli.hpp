// `uici compliance [--time-scale K] [--proto uici|uci] -- CMD [ARGS...]`: the compliance checker's
// command line (engine_interface/main.cpp dispatches to it).
#pragma once

namespace uici {

// Prints the pass/fail table; exit code 0 when every check passed, 1 when one failed, 2 on a
// bad command line.
int run_compliance_cli(int argc, char** argv);

}  // namespace uici
