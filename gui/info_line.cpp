#include "gui/info_line.hpp"

#include <algorithm>

namespace uici::gui {

namespace {

// The pv's moves: at most this many are passed on (a pv of a million moves is a flood), each cut
// to this many bytes.
constexpr std::size_t kMaxPvMoves = 64;
constexpr std::size_t kMaxMoveBytes = 200;

}  // namespace

std::optional<nlohmann::ordered_json> read_info_line(std::string_view text) {
    // The engine client's one reader (engine/info_line.hpp), made into the page's JSON.
    const auto line = engine::read_info_line(text);
    if (!line) return std::nullopt;
    return info_json(*line);
}

std::optional<nlohmann::ordered_json> info_json(const engine::InfoLine& line) {
    if (!line.scored() && line.pv.empty()) return std::nullopt;
    nlohmann::ordered_json out{{"reply", "info"}};
    if (line.depth) out["depth"] = *line.depth;
    if (line.seldepth) out["seldepth"] = *line.seldepth;
    out["multipv"] = line.multipv;
    if (line.cp) out["score"] = {{"cp", *line.cp}};
    if (line.mate) out["score"] = {{"mate", *line.mate}};
    if (line.scored() && (line.lowerbound || line.upperbound))
        out["bound"] = line.lowerbound ? "lowerbound" : "upperbound";
    if (line.nodes) out["nodes"] = *line.nodes;
    if (line.nps) out["nps"] = *line.nps;
    if (line.time) out["time"] = *line.time;
    if (line.hashfull) out["hashfull"] = *line.hashfull;
    if (!line.pv.empty()) {
        nlohmann::ordered_json pv = nlohmann::ordered_json::array();
        const std::size_t n = std::min(line.pv.size(), kMaxPvMoves);
        for (std::size_t i = 0; i < n; ++i) pv.push_back(line.pv[i].substr(0, kMaxMoveBytes));
        out["pv"] = std::move(pv);
    }
    return out;
}

}  // namespace uici::gui
