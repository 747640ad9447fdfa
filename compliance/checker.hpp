// `uici compliance -- CMD [ARGS]`: starts CMD as an engine and checks that it speaks the uici
// protocol as GUIs and match runners need it (PROTOCOL.md section 11): the handshake and its
// options, isready at any time, the position forms, go with each limit, stop, quit, one
// bestmove per go, legal moves only (by core's rules), prompt answers. In the spirit of
// fastchess's --compliance for UCI engines.
#pragma once

#include <string>
#include <vector>

namespace uici::compliance {

struct Row {
    std::string check;  // what was checked, e.g. "go movetime 200: bestmove in time"
    bool pass = false;
    std::string detail;  // what was seen: a time, the offending line
};

struct Options {
    std::vector<std::string> command;  // the engine's argv
    double time_scale = 1.0;           // stretches every time bound (slow machines, sanitizers)
};

struct Report {
    std::vector<Row> rows;
    [[nodiscard]] bool passed() const;
};

Report run_compliance(const Options& options);

// The pass/fail table and a summary line, as `uici compliance` prints it.
std::string format_report(const Report& report);

}  // namespace uici::compliance
