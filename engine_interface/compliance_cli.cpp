#include "engine_interface/compliance_cli.hpp"

#include <iostream>
#include <string>
#include <string_view>

#include "compliance/checker.hpp"

namespace uici {

namespace {
constexpr std::string_view kUsage =
    "usage: uici compliance [--time-scale K] -- CMD [ARGS...]\n"
    "Starts CMD as an engine and checks it against the uici protocol (PROTOCOL.md section 11).\n"
    "  --time-scale K   stretch every time bound K times (slow machines, sanitizer builds)\n";
}  // namespace

int run_compliance_cli(int argc, char** argv) {
    compliance::Options options;
    int i = 2;  // argv[1] is "compliance"
    for (; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--") {
            ++i;
            break;
        }
        if (a == "--time-scale" && i + 1 < argc) {
            try {
                options.time_scale = std::stod(argv[++i]);
            } catch (const std::exception&) {
                options.time_scale = 0;
            }
            if (options.time_scale > 0 && options.time_scale <= 1000) continue;
        }
        if (a == "--help" || a == "-h") {
            std::cout << kUsage;
            return 0;
        }
        std::cerr << "uici compliance: bad argument '" << a << "'\n" << kUsage;
        return 2;
    }
    for (; i < argc; ++i) options.command.emplace_back(argv[i]);
    if (options.command.empty()) {
        std::cerr << "uici compliance: no engine command after --\n" << kUsage;
        return 2;
    }
    const compliance::Report report = compliance::run_compliance(options);
    std::cout << compliance::format_report(report) << std::flush;
    return report.passed() ? 0 : 1;
}

}  // namespace uici
