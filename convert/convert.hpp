// `uici convert`: the reference ICN converter's functions as a command line (README "Convert").
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "convert/convert_report.hpp"

namespace uici {

// Runs one conversion. `args` are the words after "convert"; `input` is the document when no
// FILE is named. Hands the result to sink.write as it is made, or sets sink.err to one error
// line (the server's grammar, PROTOCOL.md 6). Returns the exit code: 0 on success, 1 on bad
// input, 2 on bad usage. With several games, the games before a failing one are written.
int convert(const std::vector<std::string>& args, std::string_view input, ConvertSink& sink);

// The same into strings (tests).
int convert(const std::vector<std::string>& args, std::string_view input, std::string& out, std::string& err);

// main's entry for `uici convert ...`: reads FILE or stdin, prints, returns the exit code.
// `prepare_heap`, when given, is called with the input's size before it is read, when the
// size is known (a regular file): the transport's heap policy (engine_interface/heap.hpp).
int run_convert(int argc, char** argv, const std::function<void(std::size_t)>& prepare_heap = {});

}  // namespace uici
