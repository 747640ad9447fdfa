// Everything a session remembers between lines, in rooms: the settings (options and what the
// transport configured), the chess game, the 5D game, and the players behind `go`. A handler
// names in its signature the rooms it uses (protocol/commands/commands.hpp), const where it
// only reads; the dispatch table hands it those and nothing else. Nothing of it lives in
// globals, so two sessions in one process never share state.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/notation/dialect.hpp"
#include "protocol/commands/chess_state.hpp"
#include "protocol/commands/multiverse_state.hpp"
#include "protocol/options.hpp"
#include "protocol/reply.hpp"

namespace uici::search {
class Searcher;
}
namespace uici::wide::search {
class Searcher;
}

namespace uici {

inline constexpr std::uint64_t kDefaultMaxLineBytes = 64ULL << 20;

struct SessionConfig {
    OutputMode output = OutputMode::text;
    // After any error line, quit with exit code 1 (the harness-friendly --exit-on-error).
    bool exit_on_error = false;
    // Opens the debug log at `path`, or closes it when `path` is empty; false when the file
    // cannot be opened. Injected by the transport; without it the option only stores the path.
    std::function<bool(const std::string& path)> open_log = {};
};

// The settings room: what setoption sets (protocol/options.cpp) and the transport configured.
struct Settings {
    SessionConfig config;
    OutputMode output = OutputMode::text;
    bool debug = false;
    Dialect dialect = Dialect::Site;
    std::int64_t slide_limit = 0;  // 0: no limit
    std::uint64_t max_line_bytes = kDefaultMaxLineBytes;
    std::string variant = "Classical";
    std::int64_t seed = 0;  // the test mover's random seed
    // Who answers `go`: the search, or the seeded random test mover.
    enum class Player : std::uint8_t { search, random };
    Player player = Player::search;
    std::int64_t hash_mib = 16;
    std::int64_t move_overhead_ms = 20;
    int multipv = 1;        // MultiPV: the best lines each iteration reports
    bool show_wdl = false;  // UCI_ShowWDL: `wdl W D L` after each score
    bool ponder = false;    // Ponder: the GUI may ponder, so bestmove names the expected reply
    std::string debug_log_file;
    // 5D: the partial turns a `status` search may look at, and whether `position 5dpgn` refuses a
    // mark that disagrees with the state (and a repeated turn number) instead of warning.
    std::uint64_t status_nodes_5d = multiverse::kDefaultSearchNodes;
    bool strict_5d = false;
    std::vector<OptionRow> options = make_options();
};

// The search room: the players behind `go`, one per coordinate build.
struct SearchRoom {
    // Made by the first search (a session that never searches never pays for the table);
    // shared with the running job, which alone uses it while it runs (requests queue behind).
    std::shared_ptr<search::Searcher> searcher;
    // The same player for a game in wide coordinates, made by its first go.
    std::shared_ptr<wide::search::Searcher> wide_searcher;
    // The ponderhit flag of the last `go ponder` (the job holds it too): `ponderhit` raises it
    // while that search runs, at once, as `isready` is answered.
    std::shared_ptr<std::atomic<bool>> ponderhit;
};

struct SessionState {
    Settings settings;
    ChessState chess;       // the chess room: protocol/commands/chess_state.hpp
    MultiverseState fived;  // the 5D room: protocol/commands/multiverse_state.hpp
    SearchRoom search;
};

}  // namespace uici
