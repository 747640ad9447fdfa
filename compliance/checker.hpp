// `uici compliance -- CMD [ARGS]`: starts CMD as an engine and checks that it speaks the uici
// protocol as GUIs and match runners need it (PROTOCOL.md section 11): the handshake and its
// options, isready at any time, the position forms, go with each limit, stop, quit, one
// bestmove per go, legal moves only (by core's rules), prompt answers. In the spirit of
// fastchess's --compliance for UCI engines.
#pragma once

#include <string>
#include <vector>

namespace uici::compliance {

// A row passes only on what it saw; a row the checker could not check (the engine died, or
// never shook hands) fails with "not checked: <why>". A skipped row (a check that does not
// apply to the engine's protocol) is neither a pass nor a failure.
enum class Status { pass, fail, skip };

struct Row {
    std::string check;  // what was checked, e.g. "go movetime 200: bestmove in time"
    Status status = Status::fail;
    std::string detail;  // what was seen: a time, the offending line
    [[nodiscard]] bool pass() const { return status == Status::pass; }
};

// proto=uici: the uici protocol on infinite boards (coordinate moves, ICN positions).
// proto=uci: a standard UCI engine, on the 8x8 board (long algebraic moves, FEN); the rows
// that need infinite-chess positions are skipped.
enum class Proto { uici, uci };

struct Options {
    std::vector<std::string> command;  // the engine's argv
    double time_scale = 1.0;           // stretches every time bound (slow machines, sanitizers)
    Proto proto = Proto::uici;
};

struct Report {
    std::vector<Row> rows;
    std::string engine_stderr;  // the tail of what the engine wrote to stderr
    // Passed: no row failed and at least one passed (skipped rows are no passes).
    [[nodiscard]] bool passed() const;
};

Report run_compliance(const Options& options);

// The pass/fail table, the engine's stderr when a row failed, and a summary line, as
// `uici compliance` prints it.
std::string format_report(const Report& report);

}  // namespace uici::compliance
