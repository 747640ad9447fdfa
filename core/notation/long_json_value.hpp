// The long JSON document of a position as a JSON value, for callers that embed it in their
// own output. Private to uici (not installed): it exposes nlohmann types; engine authors use
// write_long_json from long_json.hpp.
#pragma once

#include <nlohmann/json.hpp>

#include "core/notation/long_json.hpp"

namespace UICI_CORE_NS {

nlohmann::ordered_json position_to_json(const Position& p, const JsonWriteOptions& options = {});

}  // namespace UICI_CORE_NS
