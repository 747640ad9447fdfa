#include "compliance/compliance_cli.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>

#include <unistd.h>

#include "compliance/checker.hpp"
#include "compliance/report.hpp"
#include "engine/process.hpp"
#include "errors/errors.hpp"

namespace uici {

namespace {
constexpr std::string_view kUsage =
    "usage: uici compliance [--time-scale K] [--proto uici|uci] [-report file=F format=json] -- CMD [ARGS...]\n"
    "Starts CMD as an engine and checks it against the uici protocol (PROTOCOL.md section 11).\n"
    "  --time-scale K   stretch every time limit K times (0 < K <= 1000; slow machines, sanitizer builds)\n"
    "  --proto uci      a standard UCI engine: the 8x8 board, moves as e2e4/e7e8q, FEN positions;\n"
    "                   the rows that need infinite-chess positions are skipped\n"
    "  -report file=F format=json   also write the report as one JSON document to F (PROTOCOL.md 11)\n";

// SIGINT or SIGTERM: the engine's process group runs apart from ours (a terminal's ^C does not
// reach it), so it is ended here, then the checker leaves (130 after SIGINT, as every tool).
extern "C" void on_interrupt(int sig) {
    engine::kill_running_groups();
    ::_exit(sig == SIGINT ? 130 : 128 + sig);
}

// The one usage error line (the error grammar of PROTOCOL.md section 6), exit code 2.
int usage_error(std::string_view arg, std::string_view need) {
    std::cerr << error_text(ErrorCode::bad_argument, {token(arg), word("for", "compliance"), word("need", need)})
              << '\n'
              << std::flush;
    return 2;
}

// `-report file=F format=json`, as `uici match` spells it: both keys, once each, in any order.
// Returns "" when they read, else the token that does not.
std::string read_report_args(std::string_view a, std::string_view b, std::string& file) {
    bool json = false;
    for (const std::string_view kv : {a, b}) {
        if (kv.starts_with("file=") && file.empty() && kv.size() > 5) file = kv.substr(5);
        else if (kv == "format=json" && !json) json = true;
        else return std::string(kv);
    }
    return "";
}

// The report file is written beside F and renamed over it, so a reader never sees half of it.
int write_report_file(const std::string& path, const std::string& text) {
    const std::string tmp = path + ".tmp";
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    f << text;
    f.close();
    if (!f || std::rename(tmp.c_str(), path.c_str()) != 0) {
        const int e = errno;
        std::remove(tmp.c_str());
        std::cerr << io_error_text(path, "write", e) << "\n";
        return 1;
    }
    return 0;
}
}  // namespace

int run_compliance_cli(int argc, char** argv) {
    compliance::Options options;
    std::string report_file;
    int i = 2;  // argv[1] is "compliance"
    for (; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--") {
            ++i;
            break;
        }
        if (a == "--help" || a == "-h") {
            std::cout << kUsage;
            return 0;
        }
        if (a == "--time-scale" || a == "--proto") {
            if (i + 1 >= argc) return usage_error(a, "a_value_after_it");
            const std::string_view v = argv[++i];
            if (a == "--proto") {
                if (v != "uici" && v != "uci") return usage_error(v, "uici|uci");
                options.proto = v == "uci" ? compliance::Proto::uci : compliance::Proto::uici;
                continue;
            }
            double k = 0;
            try {
                std::size_t used = 0;
                k = std::stod(std::string(v), &used);
                if (used != v.size()) k = 0;
            } catch (const std::exception&) {
                k = 0;
            }
            if (!(k > 0 && k <= 1000)) return usage_error(v, "a_number_above_0_up_to_1000");
            options.time_scale = k;
            continue;
        }
        if (a == "-report") {
            if (!report_file.empty()) return usage_error(a, "one_report");
            if (i + 2 >= argc) return usage_error(a, "file=F_format=json");
            const std::string bad = read_report_args(argv[i + 1], argv[i + 2], report_file);
            if (!bad.empty()) return usage_error(bad, "file=F_format=json");
            i += 2;
            continue;
        }
        return usage_error(a, "--time-scale|--proto|-report|--help|--");
    }
    for (; i < argc; ++i) options.command.emplace_back(argv[i]);
    if (options.command.empty()) return usage_error("", "an_engine_command_after_--");
    std::signal(SIGINT, on_interrupt);
    std::signal(SIGTERM, on_interrupt);
    const compliance::Report report = compliance::run_compliance(options);
    std::cout << compliance::format_report(report) << std::flush;
    if (!std::cout) {  // the report is lost (a full disk): say so, never exit 0
        std::cerr << io_error_text("-", "write", errno) << "\n";
        return 1;
    }
    if (!report_file.empty() && write_report_file(report_file, compliance::report_json(report, options)) != 0) return 1;
    return report.passed() ? 0 : 1;
}

}  // namespace uici
