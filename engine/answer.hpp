// An engine's answer to one move request, in any dialect, and what the dialects share to read
// one: the wait's bounds, the failed reads, the words of a line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/fault.hpp"
#include "engine/info_line.hpp"
#include "engine/process.hpp"
#include "engine/words.hpp"

namespace uici::engine {

// An engine's answer to one go, before its move is read by the build the game is on.
struct EngineAnswer {
    std::optional<Fault> fault = Fault::crash;  // none: a move came (move_text)
    std::string move_text;                      // as the engine wrote it (sprt-json: the reply line)
    std::string detail;                         // what went wrong, for the game record
    std::optional<int> score_cp;                // line 1's last "info ... score", side to move's view
    std::optional<int> mate;
    int depth = 0;    // the depth of the line of the score (0: that line names none)
    InfoTable lines;  // the last scored info line of each MultiPV index
    std::int64_t elapsed_ms = 0;
    [[nodiscard]] bool moved() const { return !fault; }
    void fail(Fault f, std::string why) {
        fault = f;
        detail = std::move(why);
    }
};

// How long one answer is waited for: until `deadline`; `clocked` when a clock (or a fixed time)
// bounds it, so that running out is a time forfeit, else no answer within `limit_ms`.
struct MoveWait {
    Clock::time_point sent;
    Clock::time_point deadline;
    std::int64_t limit_ms = 0;
    bool clocked = false;
};

// Lines an engine may write that are no reply to anything; more than this while one answer is
// awaited is a flood (bad_output).
inline constexpr int kMaxGarbageLines = 10000;

// Fills `a` for a read that brought no line (time out, end of output, an overlong line); false
// for a line.
bool failed_read(const ReadResult& r, const MoveWait& wait, EngineAnswer& a);

// Fills `a` when the request was not written (`sent` false): a crash, whatever the dialect
// (engine/fault.hpp says why), unless the wait's deadline had passed before it was sent (a clock
// at zero): then the request was never offered, and it is the read's timeout. False when sent.
bool send_failed(bool sent, const MoveWait& wait, EngineAnswer& a);

// What a dialect makes of one line while an answer is awaited.
enum class LineVerdict {
    answer,   // the answer came (filled into the EngineAnswer: a move, or a fault)
    known,    // a line of the dialect that is no answer (info, an empty line): read on
    garbage,  // no line of the dialect: tolerated, up to a flood (kMaxGarbageLines)
};

// One request and its answer, in any dialect: sends `request` (a crash when it is not taken,
// send_failed), then reads lines until `judge(line, answer)` says the answer came, the wait's
// deadline passes, the engine ends, or a line is overlong (failed_read).
template <typename Judge>
boost::asio::awaitable<EngineAnswer> exchange(Process& p, std::string request, MoveWait wait, Judge judge) {
    EngineAnswer a;
    // Awaited on its own line: gcc 12 miscompiles some co_awaits inside larger expressions.
    const bool sent = co_await p.write_line(std::move(request), wait.deadline);
    if (send_failed(sent, wait, a)) co_return a;
    int garbage = 0;
    for (;;) {
        ReadResult r = co_await p.read_line(wait.deadline);
        a.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - wait.sent).count();
        if (failed_read(r, wait, a)) co_return a;
        const LineVerdict v = judge(std::string_view(r.text), a);
        if (v == LineVerdict::answer) co_return a;
        if (v == LineVerdict::garbage && ++garbage > kMaxGarbageLines) {
            a.fail(Fault::bad_output, "a flood of lines that are no reply");
            co_return a;
        }
    }
}

}  // namespace uici::engine
