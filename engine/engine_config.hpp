// How one engine is started and what limits it plays under (`uici match`'s -engine / -each).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace uici::engine {

enum class Proto : std::uint8_t { uici, uci, sprt_json };

// tc=[moves/]seconds[+increment]
struct TimeControl {
    int moves = 0;  // 0: the whole game
    std::int64_t base_ms = 0;
    std::int64_t inc_ms = 0;
};

struct EngineConfig {
    std::string name;
    std::string cmd;
    std::vector<std::string> args;
    Proto proto = Proto::uici;
    std::vector<std::pair<std::string, std::string>> options;  // option.X=Y, in order
    std::optional<TimeControl> tc;
    std::optional<std::int64_t> st_ms;  // fixed time per move
    std::optional<std::int64_t> nodes;
    std::optional<int> depth;
    // Wall-clock slack a move may take past the clock before it is a time forfeit.
    std::int64_t margin_ms = 100;
    // How long a move may take when no clock bounds it (nodes=/depth= only), and how long
    // the handshake and isready may take.
    std::int64_t timeout_ms = 10000;
};

// What the engine is asked to move under: each side's clock before the move.
struct Clocks {
    std::int64_t white_ms = 0;
    std::int64_t black_ms = 0;
    int moves_to_go = 0;
};

// "tc" text for the TimeControl tag: "40/60+0.6", "st=0.1", "nodes=1", "depth=5", "-".
std::string describe_limits(const EngineConfig& e);

}  // namespace uici::engine
