// The site's engine slot on one coordinate build (core/board/coord.hpp): built twice, as the
// protocol's chess verbs are; wasm/site/site_engine.cpp asks the narrow build first.
#pragma once

#include <optional>
#include <string>

#include "core/board/coord.hpp"
#include "wasm/site/site_message.hpp"

namespace UICI_CORE_NS::site {

// The answer object as JSON text: {"type":"move","data":"x,y>x,y=Q"}, {"type":"move","data":null}
// (no legal move, the game decided: the site then resigns for the engine; also with "error"
// for a game core refuses), or {"type":"generatedMoves","data":["x,y>x,y", ...]}. Nothing when
// a coordinate is past this build's range (the narrow build's needs_wide).
std::optional<std::string> answer(const uici::wasm::SiteRequest& request);

}  // namespace UICI_CORE_NS::site
