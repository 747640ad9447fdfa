// The report as `uici compliance` prints it: the table, the engine's stderr when a row
// failed (the reason a crashed engine gives is usually there), and the summary line.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "compliance/checker.hpp"
#include "compliance/report.hpp"

namespace uici::compliance {

bool Report::passed() const {
    const bool failed = std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.status == Status::fail; });
    const bool any = std::any_of(rows.begin(), rows.end(), [](const Row& r) { return r.pass(); });
    return any && !failed;
}

std::string format_report(const Report& report) {
    std::size_t width = 5;
    for (const Row& r : report.rows) width = std::max(width, r.check.size());
    std::string out = "result  " + std::string("check") + std::string(width - 5, ' ') + "  detail\n";
    int passed = 0, skipped = 0;
    for (const Row& r : report.rows) {
        passed += r.pass() ? 1 : 0;
        skipped += r.status == Status::skip ? 1 : 0;
        out += r.status == Status::pass ? "PASS    " : r.status == Status::skip ? "skip    " : "FAIL    ";
        out += r.check + std::string(width - r.check.size(), ' ') + "  " + r.detail + "\n";
    }
    if (!report.passed() && !report.engine_stderr.empty()) {
        out += "the engine's stderr (its last " + std::to_string(report.engine_stderr.size()) + " bytes):\n";
        std::string text = report.engine_stderr;
        for (char& c : text)
            if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') c = '?';
        if (text.back() != '\n') text += '\n';
        for (std::size_t from = 0, nl; (nl = text.find('\n', from)) != std::string::npos; from = nl + 1)
            out += "  | " + text.substr(from, nl - from) + "\n";
    }
    const int counted = static_cast<int>(report.rows.size()) - skipped;
    out += "compliance: " + std::to_string(passed) + " of " + std::to_string(counted) + " checks passed";
    out += skipped > 0 ? ", " + std::to_string(skipped) + " skipped\n" : "\n";
    return out;
}

std::string report_json(const Report& report, const Options& options) {
    using Json = nlohmann::ordered_json;  // ordered: the keys in the documented order
    Json rows = Json::array();
    int passed = 0, failed = 0, skipped = 0;
    for (const Row& r : report.rows) {
        const char* verdict = r.status == Status::pass ? "pass" : r.status == Status::skip ? "skip" : "fail";
        passed += r.status == Status::pass ? 1 : 0;
        failed += r.status == Status::fail ? 1 : 0;
        skipped += r.status == Status::skip ? 1 : 0;
        rows.push_back(Json{{"name", r.check}, {"verdict", verdict}, {"detail", r.detail}});
    }
    Json j;
    j["format"] = "uici-compliance-report";
    j["version"] = 1;
    j["engine"] = Json{{"command", options.command},
                       {"proto", options.proto == Proto::uci ? "uci" : "uici"},
                       {"time_scale", options.time_scale}};
    j["rows"] = std::move(rows);
    j["engine_stderr"] = report.engine_stderr;
    j["summary"] = Json{{"passed", passed},
                        {"failed", failed},
                        {"skipped", skipped},
                        {"counted", passed + failed},
                        {"ok", report.passed()}};
    // An engine's stderr may hold any bytes: invalid UTF-8 becomes U+FFFD rather than an exception.
    return j.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace uici::compliance
