#include "engine/engine_config.hpp"

#include <sstream>

namespace uici::engine {

std::string describe_limits(const EngineConfig& e) {
    auto seconds = [](std::int64_t ms) {
        std::ostringstream s;
        s << static_cast<double>(ms) / 1000.0;
        return s.str();
    };
    if (e.tc) {
        std::string s;
        if (e.tc->moves) s += std::to_string(e.tc->moves) + "/";
        s += seconds(e.tc->base_ms);
        // Appended piece by piece (gcc 12 -Wrestrict false positive on "x" + std::string&&).
        if (e.tc->inc_ms) {
            s += '+';
            s += seconds(e.tc->inc_ms);
        }
        return s;
    }
    if (e.st_ms) return "st=" + seconds(*e.st_ms);
    if (e.nodes) return "nodes=" + std::to_string(*e.nodes);
    if (e.depth) return "depth=" + std::to_string(*e.depth);
    return "-";
}

}  // namespace uici::engine
