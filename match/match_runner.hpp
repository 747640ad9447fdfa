// `uici match`: plays the games of a match, `-concurrency` at a time (a thread and an io_context
// per game slot), writes them out, keeps the score and prints the result table.
#pragma once

#include <string>
#include <vector>

namespace uici::match {

// The words after "match". Exit code: 0 done, 1 a match that could not start or run
// (reason on stderr), 2 a bad command line.
int run_match(const std::vector<std::string>& args);

}  // namespace uici::match
