// One engine of a match as the referee sees it: started on demand, spoken to in its protocol
// (uici, uci or sprt-json), asked for a move under a deadline. Every failure comes back as a value the
// game loop turns into a loss: the session never throws and never waits without a deadline.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <utility>

#include <boost/asio/awaitable.hpp>

#include "core/board/move.hpp"
#include "core/board/position.hpp"
#include "match/engine_config.hpp"
#include "match/engine_process.hpp"

namespace uici::match {

struct EngineAnswer {
    enum class Kind { move, crash, no_answer, time_forfeit, bad_output } kind = Kind::crash;
    Move move;
    std::string move_text;        // as the engine wrote it
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

class EngineSession {
public:
    EngineSession(boost::asio::io_context& io, EngineConfig config, std::size_t max_line);
    [[nodiscard]] const EngineConfig& config() const { return config_; }
    // Starts the engine when it is not running and does the handshake; then tells it a new
    // game starts and waits for readyok. Empty on success, else the reason.
    boost::asio::awaitable<std::string> new_game();
    // Sends the position and the go line, waits for bestmove until `deadline`, checks that
    // the answer reads as a move. The legality check is the caller's.
    boost::asio::awaitable<EngineAnswer> go(const Position& start, std::span<const Move> moves, const Clocks& clocks,
                                            Color mover);
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
    boost::asio::awaitable<EngineAnswer> go_sprt(const Position& start, std::span<const Move> moves,
                                                 const Clocks& clocks, Color mover);
    [[nodiscard]] std::int64_t sprt_time(const Clocks& clocks, Color mover) const;
    EngineConfig config_;
    EngineProcess process_;
    // The current game's position line as last sent, and how many of its moves it holds
    // (reset by new_game).
    std::string position_line_;
    const Position* position_start_ = nullptr;
    std::size_t position_moves_ = 0;
};

}  // namespace uici::match
