// `uici convert` as a whole process, beside the reference converter's whole process on the same
// file (node, FormatConverter.js: load, ShortToLong_Format, JSON.stringify, write), in one run:
// what a script that converts a file waits for, start-up and page faults included.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "bench/workloads.hpp"

namespace uici::bench {

namespace {

// Runs argv with stdout into out_path (stdin and stderr /dev/null): the wall seconds from fork
// to the end of the wait, or -1 when it did not exit 0.
double run_to_file(const std::vector<std::string>& argv, const std::string& out_path) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const double t0 = wall_now();
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork");
    if (pid == 0) {
        const int out = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int null = ::open("/dev/null", O_RDWR);
        if (out < 0 || null < 0) ::_exit(127);
        ::dup2(null, 0);
        ::dup2(out, 1);
        ::dup2(null, 2);
        ::execvp(args[0], args.data());
        ::_exit(127);
    }
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    const double s = wall_now() - t0;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? s : -1;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Timed {
    std::vector<double> ms;
    bool failed = false;
    void add(double s) {
        if (s < 0) failed = true;
        else ms.push_back(s * 1e3);
    }
};

// The same values as uici's document: the reference adds its input piece list as "shortposition".
bool same_document(const std::string& ours, const std::string& reference) {
    auto a = nlohmann::json::parse(ours, nullptr, false);
    auto b = nlohmann::json::parse(reference, nullptr, false);
    if (a.is_discarded() || b.is_discarded()) return false;
    b.erase("shortposition");
    return a == b;
}

}  // namespace

std::vector<Row> bench_process(const std::string& uici, const std::string& reference, const Plan& plan) {
    constexpr std::size_t kPieces = 100'000;
    char dir_template[] = "/tmp/uici-bench-XXXXXX";
    if (::mkdtemp(dir_template) == nullptr) throw std::runtime_error("mkdtemp");
    const std::string dir = dir_template;
    const std::string input = dir + "/position.icn";
    // Random pieces of the types the reference knows (it has no huygens or rose).
    const std::string text = icn_text(kPieces, kIssueReadSide, PieceType::Knightrider);
    std::ofstream(input, std::ios::binary) << text;
    const std::vector<std::string> to_json{uici, "convert", "--to", "json", input};
    const std::vector<std::string> to_icn{uici, "convert", "--to", "icn", input};
    // bench/reference_convert.js: the reference's job as a script (UICI_BENCH_DIR: bench/CMakeLists.txt).
    const std::vector<std::string> ref_cmd{"node", std::string(UICI_BENCH_DIR) + "/reference_convert.js", reference,
                                           input};

    Timed json, icn, ref;
    // Warm-up (page cache, the binaries), then the runs interleaved, so that the load of a
    // shared machine falls on both sides alike.
    run_to_file(to_json, dir + "/out.json");
    run_to_file(to_icn, dir + "/out.icn");
    const bool with_reference = !reference.empty();
    if (with_reference) run_to_file(ref_cmd, dir + "/reference.json");
    const int runs = plan.runs(15);
    for (int i = 0; i < runs; ++i) {
        json.add(run_to_file(to_json, dir + "/out.json"));
        icn.add(run_to_file(to_icn, dir + "/out.icn"));
        if (with_reference && i % 3 == 0) ref.add(run_to_file(ref_cmd, dir + "/reference.json"));
    }
    const std::string ours_json = slurp(dir + "/out.json");
    const bool icn_right = !icn.failed && slurp(dir + "/out.icn") == text + "\n";
    const std::string label = "100,000 pieces (" + fixed("%.1f", static_cast<double>(text.size()) / 1e6) + " MB)";

    std::vector<Row> rows;
    Row json_row{"process: uici convert --to json FILE > out, " + label, median(json.ms), "ms", ""};
    Row icn_row{"process: uici convert --to icn FILE > out, same file", median(icn.ms), "ms",
                "writes the file back byte for byte"};
    if (json.failed) json_row.broken = true, json_row.notes = "WRONG: the conversion failed";
    if (!icn_right) icn_row.broken = true, icn_row.notes = "WRONG: the ICN written is not the file read";
    if (with_reference) {
        const double ref_ms = median(ref.ms);
        const bool same = !ref.failed && same_document(ours_json, slurp(dir + "/reference.json"));
        json_row.notes = target(json_row.value, true, ref_ms / 20, "<= 1/20 of the reference's whole process");
        rows.push_back(json_row);
        rows.push_back(icn_row);
        Row ref_row{"process: reference converter under node, same job and file", ref_ms, "ms",
                    "load FormatConverter.js, ShortToLong_Format, JSON.stringify, write"};
        Row ratio{"  whole process, reference / uici convert --to json", ref_ms / json_row.value, "x", "target >= 20"};
        if (!same) {
            ref_row.broken = ratio.broken = true;
            ref_row.notes = ratio.notes = "WRONG: the two documents differ (or the reference failed)";
        }
        rows.push_back(ref_row);
        rows.push_back(ratio);
    } else {
        json_row.notes = "reference converter not run (see scripts/bench.sh)";
        rows.push_back(json_row);
        rows.push_back(icn_row);
    }
    for (const char* f : {"/position.icn", "/out.json", "/out.icn", "/reference.json"}) std::remove((dir + f).c_str());
    ::rmdir(dir.c_str());
    return rows;
}

}  // namespace uici::bench
