// `uici gui [--port N] [-engine cmd=... name=... proto=uici args=... option.X=Y]...`: the board
// page's server (docs/GUI.md). Prints the page's URL with its token on stdout and serves until
// SIGINT (exit 130) or SIGTERM (exit 0).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/engine_config.hpp"

namespace uici::gui {

struct GuiOptions {
    unsigned short port = 0;                    // 0: a free port
    std::vector<engine::EngineConfig> engines;  // the built-in engine first
    bool help = false;
};

// Reads the words after "gui"; the usage error line (errors/errors.hpp) when one is bad.
// `self` is this binary's path: the built-in engine.
std::optional<std::string> parse_gui_options(const std::vector<std::string>& args, const std::string& self,
                                             GuiOptions& out);
const char* gui_usage();
// main's entry: argv[1] is "gui".
int run_gui(int argc, char** argv);

}  // namespace uici::gui
