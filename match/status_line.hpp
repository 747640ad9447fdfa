// The live status line of `uici match` on a terminal: one line on stderr redrawn in place
// ("\r", the text, then ESC[K to clear what a longer earlier text left), kept apart from the
// per-game lines: it is cleared before a game line is printed and drawn again after it. When
// stderr is no terminal (a log, a pipe, CI) it writes nothing of its own: only the game lines
// go out, byte for byte as without it.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "match/stats.hpp"

namespace uici::match {

// What the status line shows.
struct StatusFacts {
    int done = 0, total = 0;  // games finished (recovered ones included) and in the match
    int in_flight = 0;        // games being played
    Score score;              // from the first engine's side
    std::int64_t elapsed_s = 0;
    std::optional<double> llr;  // with -sprt
    double lower = 0, upper = 0;
};

// "12/100 games  W 5 D 4 L 3  6.5 pts  2 playing  0:01:23  LLR -0.42 (-2.94, 2.94)"
std::string status_text(const StatusFacts& f);

// Whether file descriptor `fd` is a terminal, and its width in columns (0 when unknown).
bool is_terminal(int fd);
int terminal_width(int fd);

class StatusLine {
public:
    // `terminal` says whether `out` is a terminal: the caller decides (is_terminal), so tests
    // can drive both cases into a string. `width` (0: unknown) cuts the text to width - 1
    // characters, so that it never wraps and "\r" always returns to its start.
    StatusLine(std::ostream& out, bool terminal, int width = 0) : out_(out), terminal_(terminal), width_(width) {}
    [[nodiscard]] bool terminal() const { return terminal_; }
    // Draws `text` in place; nothing when it is what is shown already.
    void draw(const std::string& text);
    // A line of its own (ending in '\n'), then the status line `text` again below it.
    void print(const std::string& line, const std::string& text);
    // Takes the status line away (before the result table and the last lines).
    void clear();

private:
    void show(const std::string& text);
    std::ostream& out_;
    bool terminal_;
    int width_;
    bool drawn_ = false;
    std::string shown_;  // the text drawn last, before any cut
};

}  // namespace uici::match
