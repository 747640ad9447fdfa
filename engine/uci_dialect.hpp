// The text dialect, for proto=uici and proto=uci alike: UCI's spelling of the exchange
// (PROTOCOL.md section 11), which the uici server answers and every UCI engine knows. The two
// differ in how a move and a position are written, which is the caller's (the build its game is
// on); here are the handshake, the new game and the go with its info lines.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/asio/awaitable.hpp>

#include "engine/answer.hpp"
#include "engine/engine_config.hpp"
#include "engine/process.hpp"

namespace uici::engine::uci {

// uci, up to uciok, then a setoption per option. Empty on success, else the reason.
boost::asio::awaitable<std::string> handshake(Process& p,
                                              const std::vector<std::pair<std::string, std::string>>& options,
                                              Clock::time_point deadline);
// ucinewgame and isready, up to readyok. Empty on success, else the reason.
boost::asio::awaitable<std::string> new_game(Process& p, Clock::time_point deadline);
// Reads until a line starting with `word`; lines that are no reply are counted as garbage.
// Empty when it came, else the reason.
boost::asio::awaitable<std::string> wait_for(Process& p, std::string_view word, Clock::time_point deadline);

// Sends `request` (the position line and the go line, in one write) and reads up to bestmove;
// its info lines go into the answer (take_info). A move is move_text, read by the caller.
boost::asio::awaitable<EngineAnswer> go(Process& p, std::string request, MoveWait wait);
// One line of the engine's output while a go runs: an info line (engine/info_line.hpp) becomes
// the latest line of its MultiPV index in `a.lines`; line 1's depth and score (a score within
// +-10^6) are also the answer's. Any other line leaves the answer as it is.
void take_info(std::string_view line, EngineAnswer& a);
// The go line for the limits of `config` and the clocks before the move.
std::string go_line(const EngineConfig& config, const Clocks& clocks);

}  // namespace uici::engine::uci
