// The site's fixed-position variants, as start positions.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/board/position.hpp"

namespace UICI_CORE_NS {

// Names as the site spells them ("Classical", "Core", "Pawn_Horde", ...), sorted.
const std::vector<std::string_view>& variant_names();

// The start position of a variant, with [Variant "..."] metadata; nothing for an unknown
// name. Names match case-insensitively.
std::optional<Position> variant_position(std::string_view name);

}  // namespace UICI_CORE_NS
