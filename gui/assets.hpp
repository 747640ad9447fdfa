// The page's files (gui/web/), built into the binary: a CMake step (gui/embed_assets.cmake)
// writes them into a generated source, so an installed `uici` needs nothing else on disk.
#pragma once

#include <span>
#include <string_view>

namespace uici::gui {

struct Asset {
    std::string_view path;  // "/app.js"; the page itself is "/index.html"
    std::string_view content_type;
    std::string_view body;
};

std::span<const Asset> assets();
// The asset served at `path` ("/" is "/index.html"), or nullptr.
const Asset* find_asset(std::string_view path);

}  // namespace uici::gui
