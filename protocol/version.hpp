#pragma once
#include <string_view>
namespace uici {
inline constexpr std::string_view kVersion = "0.1.0";
inline constexpr std::string_view kAuthor = "the uici developers";
}  // namespace uici
