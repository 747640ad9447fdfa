// An engine's `info` line as the board page shows it: depth, multipv, score, nodes, nps, time
// and the pv, as JSON, read by the engine client's one reader (engine/info_line.hpp). Engines are
// outside text: unknown words are skipped, a number that does not read leaves its field out, a
// multipv outside 1..256 drops the line, and the pv is kept as the engine wrote its moves (the
// page draws the ones that read as moves).
#pragma once

#include <optional>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/info_line.hpp"

namespace uici::gui {

// {"reply":"info","depth":..,"seldepth":..,"multipv":..,"score":{"cp":..}|{"mate":..},"bound":..,
// "nodes":..,"nps":..,"time":..,"hashfull":..,"pv":[..]}; nothing for a line that is no info line
// or has no score or pv.
std::optional<nlohmann::ordered_json> read_info_line(std::string_view line);

// The same JSON of a line already read (or made: a sprt-json reply's eval and depth).
std::optional<nlohmann::ordered_json> info_json(const engine::InfoLine& line);

}  // namespace uici::gui
