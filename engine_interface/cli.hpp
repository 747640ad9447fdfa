// The server's command line. Pure: arguments in, options or a message to print out.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "engine_interface/server.hpp"

namespace uici {

struct CommandLine {
    ServerOptions server;
    bool exit_now = false;  // --help, --version or a bad argument: print `message`, exit
    int exit_code = 0;      // 0: message goes to stdout; 2: to stderr (usage error)
    std::string message;
    bool sprt_json = false;  // --dialect sprt-json: the SPRT runner's JSON lines instead
    SprtJsonOptions sprt;    // --option Name=Value for that dialect
};

CommandLine parse_command_line(std::span<const std::string_view> args);  // args[0] is the program

}  // namespace uici
