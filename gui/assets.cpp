#include "gui/assets.hpp"

namespace uici::gui {

const Asset* find_asset(std::string_view path) {
    if (path == "/") path = "/index.html";
    for (const Asset& a : assets())
        if (a.path == path) return &a;
    return nullptr;
}

}  // namespace uici::gui
