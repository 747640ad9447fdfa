#include "engine/sprt_dialect.hpp"

#include <algorithm>

namespace uici::engine::sprt {

namespace asio = boost::asio;

// A fortieth of the clock, or the clock over the moves to go, plus the increment; never more than
// nine tenths of what is left.
std::int64_t time_for(const EngineConfig& config, const Clocks& clocks, bool white) {
    if (config.st_ms) return *config.st_ms;
    if (!config.tc) return config.timeout_ms / 2;
    const std::int64_t left = white ? clocks.white_ms : clocks.black_ms;
    const std::int64_t share = left / (clocks.moves_to_go > 0 ? clocks.moves_to_go : 40) + config.tc->inc_ms;
    return std::max<std::int64_t>(1, std::min(share, left - left / 10));
}

asio::awaitable<EngineAnswer> go(Process& p, std::string request, MoveWait wait, SprtLineReader& reader) {
    // Log lines are tolerated, up to a flood.
    return exchange(p, std::move(request), wait, [&reader](std::string_view line, EngineAnswer& a) {
        if (first_word(line).empty()) return LineVerdict::known;
        return reader.read(line, a) ? LineVerdict::answer : LineVerdict::garbage;
    });
}

}  // namespace uici::engine::sprt
