// uici: the protocol server on stdin/stdout, the sprt-json dialect, `uici convert ...` or
// `uici compliance -- CMD`, `uici match ...`, `uici render ...` or `uici gui ...`.
#include <cerrno>
#include <iostream>
#include <string_view>
#include <vector>

#include "compliance/compliance_cli.hpp"
#include "convert/convert.hpp"
#include "engine_interface/cli.hpp"
#include "engine_interface/heap.hpp"
#include "engine_interface/server.hpp"
#include "errors/errors.hpp"
#include "gui/gui_cli.hpp"
#include "match/match_runner.hpp"
#include "render/render_cli.hpp"

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "convert")
        return uici::run_convert(argc, argv, [](std::size_t n) { uici::prepare_heap(n, uici::HeapUse::conversion); });
    if (argc > 1 && std::string_view(argv[1]) == "compliance") return uici::run_compliance_cli(argc, argv);
    if (argc > 1 && std::string_view(argv[1]) == "render") return uici::render::run_render(argc, argv);
    if (argc > 1 && std::string_view(argv[1]) == "gui") return uici::gui::run_gui(argc, argv);
    if (argc > 1 && std::string_view(argv[1]) == "match")
        return uici::match::run_match(std::vector<std::string>(argv + 2, argv + argc));

    const std::vector<std::string_view> args(argv, argv + argc);
    const uici::CommandLine cl = uici::parse_command_line(args);
    if (cl.exit_now) {
        std::ostream& out = cl.exit_code == 0 ? std::cout : std::cerr;
        out << cl.message << std::flush;
        if (!out && cl.exit_code == 0) {  // --help or --version into a full disk: not a success
            std::cerr << uici::io_error_text("-", "write", errno) << "\n";
            return 1;
        }
        return cl.exit_code;
    }
    if (cl.sprt_json) return uici::run_sprt_json(cl.sprt);
    return uici::run_server(cl.server);
}
