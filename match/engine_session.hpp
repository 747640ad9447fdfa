// One engine of a match as the referee sees it: started on demand, spoken to in its protocol
// (uici, uci or sprt-json), asked for a move under a deadline. Every failure comes back as a value the
// game loop turns into a loss: the session never throws and never waits without a deadline.
//
// Built once for both coordinate builds (core/board/coord.hpp): the process, the handshake and
// the reading of an engine's lines do not depend on the coordinate type. The move exchange that
// does (the position line, the sprt-json request, reading the move) is in engine_moves.*, built
// on both; it hands this session its text and gets the engine's move back as text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <boost/asio/awaitable.hpp>

#include "core/board/piece.hpp"
#include "match/engine_config.hpp"
#include "match/engine_process.hpp"

namespace uici::match {

// An engine's answer to one go, before its move is read by the build the game is on.
struct EngineAnswer {
    enum class Kind { move, crash, no_answer, time_forfeit, bad_output } kind = Kind::crash;
    std::string move_text;        // as the engine wrote it (sprt-json: the reply line)
    std::string detail;           // what went wrong, for the game record
    std::optional<int> score_cp;  // last "info ... score", side to move's view
    std::optional<int> mate;
    int depth = 0;
    std::int64_t elapsed_ms = 0;
};

// What the engine is asked to move under: each side's clock before the move.
struct Clocks {
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    int moves_to_go = 0;
};

// The current game's position line as last sent, and how many of its moves it holds: the build
// that plays the game extends it by the moves played since (new_game clears it).
struct PositionLine {
    std::string text;
    const void* start = nullptr;  // the start position it was written from
    std::size_t moves = 0;
};

// Tells a reply line of a sprt-json engine from its log lines; the build the game is on reads it.
class SprtLineReader {
public:
    // False for a line that is no reply (tolerated as a log line); else fills `a`.
    virtual bool read(std::string_view line, EngineAnswer& a) = 0;

protected:
    SprtLineReader() = default;
    SprtLineReader(const SprtLineReader&) = default;
    SprtLineReader& operator=(const SprtLineReader&) = default;
    ~SprtLineReader() = default;
};

class EngineSession {
public:
    EngineSession(boost::asio::io_context& io, EngineConfig config, std::size_t max_line);
    [[nodiscard]] const EngineConfig& config() const { return config_; }
    // Starts the engine when it is not running and does the handshake; then tells it a new
    // game starts and waits for readyok. Empty on success, else the reason.
    boost::asio::awaitable<std::string> new_game();
    // Sends position_line() and the go line, waits for bestmove until the deadline. On
    // Kind::move, move_text is the move as written; reading it is the caller's.
    boost::asio::awaitable<EngineAnswer> go(const Clocks& clocks, Color mover);
    // Sends one sprt-json request line, waits until `reader` takes a line as the reply.
    boost::asio::awaitable<EngineAnswer> go_sprt(std::string request, const Clocks& clocks, Color mover,
                                                 SprtLineReader& reader);
    // The time a sprt-json engine is given for this move.
    [[nodiscard]] std::int64_t sprt_time(const Clocks& clocks, Color mover) const;
    PositionLine& position_line() { return position_line_; }
    // Asks the engine to quit, waits a moment, then kills whatever is left.
    boost::asio::awaitable<void> shut_down();
    void kill() { process_.kill(); }
    [[nodiscard]] bool running() const { return process_.running(); }
    EngineProcess& process() { return process_; }

private:
    boost::asio::awaitable<std::string> handshake();
    // Reads until a line starting with `word`; lines that are no reply are counted as garbage.
    boost::asio::awaitable<std::string> wait_for(std::string_view word, Clock::time_point deadline);
    std::string go_line(const Clocks& clocks) const;
    [[nodiscard]] std::pair<std::int64_t, bool> wait_limit(const Clocks& clocks, Color mover) const;
    EngineConfig config_;
    EngineProcess process_;
    PositionLine position_line_;
};

}  // namespace uici::match
