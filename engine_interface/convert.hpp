// `uici convert`: the reference ICN converter's functions as a command line (README "Convert").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace uici {

// Runs one conversion. `args` are the words after "convert"; `input` is the document when no
// FILE is named. Writes the result to `out`, or one "error <code> <message>" line to `err`.
// Returns the exit code: 0 on success, 1 on bad input, 2 on bad usage.
int convert(const std::vector<std::string>& args, std::string_view input, std::string& out, std::string& err);

// main's entry for `uici convert ...`: reads FILE or stdin, prints, returns the exit code.
int run_convert(int argc, char** argv);

}  // namespace uici
