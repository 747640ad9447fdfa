// `uici convert ...`: the ICN / long JSON converter's command line (issue 4). main() hands
// it the whole argv when argv[1] is "convert"; it returns the process exit code.
#pragma once

namespace uici {

int run_convert(int argc, char** argv);

}  // namespace uici
