// The named starting setups of 5D chess, in one table: name, size and the starting boards.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace uici::multiverse {

struct VariantSetup {
    std::string_view name;  // as the game names it
    int width, height;
    // One 5DFEN string a starting board ([rows:L:T:C]).
    std::vector<std::string_view> boards;
};

// Case-insensitive lookup; nullopt for a name not in the table.
const VariantSetup* find_variant(std::string_view name);
const std::vector<VariantSetup>& variant_table();

}  // namespace uici::multiverse
