// The sprt-json dialect (PROTOCOL.md section 10) as a client speaks it: no handshake, one request
// line per move carrying the whole game, one reply line, log lines tolerated up to a flood; the
// engine ends when its input does. Writing the request and reading the reply's move depend on the
// coordinate build the game is on, so they are the caller's (SprtLineReader); here is the
// exchange.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <boost/asio/awaitable.hpp>

#include "engine/answer.hpp"
#include "engine/engine_config.hpp"
#include "engine/process.hpp"

namespace uici::engine {

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

namespace sprt {

// Sends one request line, waits until `reader` takes a line as the reply.
boost::asio::awaitable<EngineAnswer> go(Process& p, std::string request, MoveWait wait, SprtLineReader& reader);
// The time the engine is given for this move (its request's time_limit_ms): a fixed time, or a
// share of its clock kept inside the clock.
std::int64_t time_for(const EngineConfig& config, const Clocks& clocks, bool white);

}  // namespace sprt

}  // namespace uici::engine
