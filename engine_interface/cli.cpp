#include "engine_interface/cli.hpp"

#include <algorithm>

#include "errors/errors.hpp"
#include "protocol/version.hpp"

namespace uici {

namespace {
constexpr std::string_view kUsage =
    "usage: uici [--json] [--banner] [--exit-on-error] [--batch]\n"
    "       uici --dialect sprt-json [--option Name=Value ...]   (the SPRT runner's JSON lines)\n"
    "       uici convert ...   (ICN and long JSON conversion; see README)\n"
    "       uici compliance [--time-scale K] -- CMD [ARGS...]   (check an engine against the protocol)\n"
    "       uici match ...     (engine-vs-engine matches; uici match --help)\n"
    "       uici render ...    (an SVG picture of an ICN position; uici render --help)\n"
    "Reads protocol commands on stdin, one a line, and answers on stdout (PROTOCOL.md).\n"
    "  --json           answer in JSON Lines (same as setoption name Output value json)\n"
    "  --banner         print one info line before reading\n"
    "  --exit-on-error  exit with code 1 after the first error line\n"
    "  --batch          at end of input, finish the running job and queued commands first\n"
    "                   (always so when stdin is a regular file)\n";
}  // namespace

CommandLine parse_command_line(std::span<const std::string_view> args) {
    CommandLine cl;
    // A usage error answers in the form asked for, wherever --json stands among the arguments.
    const bool json = std::find(args.begin() + (args.empty() ? 0 : 1), args.end(), "--json") != args.end();
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "--json") cl.server.json = true;
        else if (a == "--banner") cl.server.banner = true;
        else if (a == "--exit-on-error") cl.server.exit_on_error = true;
        else if (a == "--batch") cl.server.batch = true;
        else if (a == "--dialect" && i + 1 < args.size() && args[i + 1] == "sprt-json") {
            cl.sprt_json = true;
            ++i;
        } else if (a == "--option" && i + 1 < args.size() && args[i + 1].find('=') != std::string_view::npos) {
            const std::string_view kv = args[++i];
            cl.sprt.options.emplace_back(std::string(kv.substr(0, kv.find('='))),
                                         std::string(kv.substr(kv.find('=') + 1)));
        } else if (a == "--help" || a == "-h") {
            cl.exit_now = true;
            cl.message = kUsage;
            return cl;
        } else if (a == "--version") {
            cl.exit_now = true;
            cl.message = "uici " + std::string(kVersion) + "\n";
            return cl;
        } else {
            cl.exit_now = true;
            cl.exit_code = 2;
            // One error line in the grammar of every tool (PROTOCOL.md section 6), not the help.
            cl.message = error_line(json, ErrorCode::bad_argument,
                                    {token(a), word("for", "uici"), word("need", "an_option_of_uici_--help")});
            return cl;
        }
    }
    return cl;
}

}  // namespace uici
