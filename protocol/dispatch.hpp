// The one dispatch table: every verb with its handler, usage and help text. `help` prints
// this same table, so the two cannot drift apart.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "protocol/reply.hpp"
#include "protocol/state.hpp"

namespace uici {

// How the transport treats a line that arrives while a job runs.
enum class LineClass : std::uint8_t {
    normal,  // queued behind the job, run in order after it
    job,     // go, perft: as normal, and a stop or quit read after it waits for its turn
    // Once at the head of the queue (at once when nothing is queued):
    barrier,  // isready, ping: answered at once, unless the job was told to stop (then after it)
    stop,     // ends the running job; at once, unless a `job` line is queued before it
    quit,     // exits; at once, unless a `job` line is queued before it
};

struct Args {
    std::string_view line;                 // the whole line, blanks trimmed
    std::vector<std::string_view> tokens;  // tokens[0] is the verb
    // The raw text after the first n tokens (blanks inside kept), e.g. a file path or an ICN.
    [[nodiscard]] std::string_view rest(std::size_t n) const;
    [[nodiscard]] std::size_t size() const { return tokens.size(); }
};

using Handler = void (*)(SessionState&, const Args&, Reply&);

struct Command {
    std::string_view verb;
    Handler handler;
    std::string_view usage;  // the grammar after the verb, "" when it takes nothing
    std::string_view help;
    LineClass cls = LineClass::normal;
    // Chess verbs with no meaning for a 5D game: refused (wrong_game) while one is loaded.
    bool chess_only = false;
    // The wide build's handler of a chess verb (core/board/coord.hpp): run while the game is
    // wide, and when the narrow handler answers needs_wide. Null for verbs without a game.
    Handler wide = nullptr;
    // For `position`: a new game, so the narrow handler runs first even while the game is wide.
    bool narrow_first = false;
    // position, move, undo: the game they leave stays wide. After any other verb a game that
    // was narrow is narrow again (a query with a far square does not slow the games after it).
    bool changes_game = false;
    // The handler while a 5D game is loaded (status, d, json). The one place that decides what
    // a verb does on a 5D game: this handler if set, else wrong_game if chess_only, else the
    // verb's own handler (the session verbs, position).
    Handler on_5d = nullptr;
};

std::span<const Command> command_table();
const Command* find_command(std::string_view verb);

// The class of a line by its verb (unknown verbs and blank lines are `normal`).
LineClass classify_line(std::string_view line);

}  // namespace uici
