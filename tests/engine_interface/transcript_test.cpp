// Replays tests/transcripts/*.txt against the real binary through pipes: one test case per
// file (tests/CMakeLists.txt lists them in transcript_list.inc), so a failure names its file.
// UPDATE_SNAPSHOTS=1 rewrites the expected lines of each file from what the binary answers
// (a `~PATTERN` line that still matches is kept; lines the binary no longer writes are
// dropped; output after the last expected line is appended after an `@eof`); review the diff.
//
// Transcript lines:
//   # ...             comment
//   @args A B ...     command-line arguments (before the first request)
//   > text            send "text\n"
//   >raw text         send text with \r \n \t \\ \xNN escapes, no newline added
//   @pause N          sleep N ms (times UICI_TIME_SCALE)
//   @within N         the next expected line must arrive within N ms of the last send
//   @until PATTERN    skip output lines up to and including the first that matches (a
//                     pending @within applies to the first of them)
//   @eof              close stdin
//   @signal TERM|INT  send a signal
//   @exit CODE [N]    the process must exit with CODE within N ms (default 1000)
//   @json             every stdout line must be one JSON object (strict parser)
//   <empty>           expect an empty line
//   ~PATTERN          expect a line matching PATTERN: * is any run of characters, the rest literal
//   anything else     expect exactly this line
// At the end stdin is closed; the process must exit 0 with no further stdout and no stderr.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string_view>

#include <nlohmann/json.hpp>

#include "child_process.hpp"
#include "errors/errors.hpp"

using namespace uici;
using namespace uici::test;

namespace {

const std::filesystem::path kTranscripts = std::filesystem::path(UICI_TEST_DATA_DIR) / ".." / "transcripts";

// The files that have a test case, in the order of transcript_list.inc.
constexpr std::string_view kListed[] = {
#define UICI_TRANSCRIPT(file) file,
#include "transcript_list.inc"
#undef UICI_TRANSCRIPT
};

bool updating() {
    const char* v = std::getenv("UPDATE_SNAPSHOTS");
    return v && std::string_view(v) == "1";
}

std::string unescape(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\' || i + 1 == s.size()) {
            out += s[i];
            continue;
        }
        const char c = s[++i];
        if (c == 'r') out += '\r';
        else if (c == 'n') out += '\n';
        else if (c == 't') out += '\t';
        else if (c == 'x' && i + 2 < s.size() + 1) {
            out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
            i += 2;
        } else out += c;
    }
    return out;
}

// Error codes seen in one output line, in text or JSON form.
void collect_codes(const std::string& line, std::set<std::string>& codes) {
    if (line.starts_with("error ")) {
        codes.insert(line.substr(6, line.find(' ', 6) - 6));
        return;
    }
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.contains("error") && j["error"].is_object() && j["error"].contains("code"))
        codes.insert(j["error"]["code"].get<std::string>());
}

// Whole-line match where '*' stands for any run of characters (std::regex trips GCC 12's
// -Wmaybe-uninitialized under the sanitizers, and transcripts need no more than this).
bool glob_match(std::string_view pat, std::string_view s) {
    std::size_t p = 0, i = 0, star = std::string_view::npos, mark = 0;
    while (i < s.size()) {
        if (p < pat.size() && pat[p] == '*') {
            star = p++;
            mark = i;
        } else if (p < pat.size() && pat[p] == s[i]) {
            ++p;
            ++i;
        } else if (star != std::string_view::npos) {
            p = star + 1;
            i = ++mark;
        } else {
            return false;
        }
    }
    while (p < pat.size() && pat[p] == '*') ++p;
    return p == pat.size();
}

struct Runner {
    std::string name;
    std::set<std::string>& codes;
    std::unique_ptr<Child> child = {};
    bool json = false;
    bool exit_checked = false;
    bool stdin_closed = false;
    bool update = updating();
    std::vector<std::string> rewritten = {};  // the file as UPDATE_SNAPSHOTS writes it back
    Clock::time_point last_send = Clock::now();
    std::optional<Millis> within = {};
    int lineno = 0;

    std::string where() const { return name + ":" + std::to_string(lineno); }

    void start(std::vector<std::string> args) {
        if (!child) child = std::make_unique<Child>(ChildOptions{.args = std::move(args)});
    }

    std::optional<std::string> next_output() {
        auto line = child->read_line();
        if (line) {
            collect_codes(*line, codes);
            if (json) {
                const auto j = nlohmann::json::parse(*line, nullptr, false);
                CHECK_MESSAGE(j.is_object(), where() << ": not one JSON object: " << *line);
                // Match runners take the first object with "from" (or "error") as the move, so
                // only bestmove may carry from/to (PROTOCOL.md 7).
                if (j.is_object() && (j.contains("from") || j.contains("to")))
                    CHECK_MESSAGE(j.value("reply", "") == "bestmove", where() << ": from/to outside bestmove");
            }
        }
        return line;
    }

    // The first line after "@within N" must have come within N ms of the last send.
    void check_within() {
        if (!within) return;
        const auto took = std::chrono::duration_cast<Millis>(Clock::now() - last_send);
        CHECK_MESSAGE(took <= scaled(*within), where()
                                                   << ": took " << took.count() << " ms, bound " << within->count());
        within.reset();
    }

    // One expected line: checked, or in update mode replaced by what came (a pattern that
    // still matches stays; nothing came: the line is dropped).
    void expect(const std::function<bool(const std::string&)>& ok, const std::string& shown) {
        start({});
        const auto line = update ? next_output_quick() : next_output();
        check_within();
        if (update) {
            if (line) rewritten.push_back(ok(*line) && shown.starts_with("~") ? shown : written(*line));
            return;
        }
        REQUIRE_MESSAGE(line.has_value(), where() << ": no output, expected: " << shown);
        CHECK_MESSAGE(ok(*line), where() << "\n  expected: " << shown << "\n  got:      " << *line);
    }

    // In update mode a line that no longer comes should not cost the full read timeout.
    std::optional<std::string> next_output_quick() {
        auto line = child->read_line(Millis(1000));
        if (line) collect_codes(*line, codes);
        return line;
    }

    static std::string written(const std::string& line) { return line.empty() ? "<empty>" : line; }

    bool is_expectation(const std::string& raw) const {
        return !raw.empty() && !raw.starts_with("#") && !raw.starts_with(">") && !raw.starts_with("@");
    }

    void step(const std::string& raw) {
        if (update && !is_expectation(raw)) rewritten.push_back(raw);
        if (raw.empty() || raw.starts_with("#")) return;
        if (raw.starts_with("@args")) {
            std::istringstream ss(raw.substr(5));
            std::vector<std::string> args;
            for (std::string a; ss >> a;) args.push_back(a);
            json = json || std::find(args.begin(), args.end(), "--json") != args.end();
            return start(std::move(args));
        }
        start({});
        if (raw.starts_with(">raw ")) {
            child->write(unescape(raw.substr(5)));
            last_send = Clock::now();
        } else if (raw.starts_with("> ") || raw == ">") {
            child->send(raw.size() > 2 ? raw.substr(2) : "");
            last_send = Clock::now();
        } else if (raw.starts_with("@pause ")) {
            // Scaled: a slowed server (valgrind, sanitizers) needs as much longer to reach the
            // state the pause waits for (started up, inside a job).
            std::this_thread::sleep_for(scaled(Millis(std::stoi(raw.substr(7)))));
        } else if (raw.starts_with("@within ")) {
            within = Millis(std::stoi(raw.substr(8)));
        } else if (raw.starts_with("@until ")) {
            const std::string pat = raw.substr(7);
            for (bool first = true;; first = false) {
                const auto line = next_output();
                if (first) check_within();
                REQUIRE_MESSAGE(line.has_value(), where() << ": output ended before " << raw);
                if (glob_match(pat, *line)) break;
            }
        } else if (raw == "@eof") {
            child->close_stdin();
            stdin_closed = true;
        } else if (raw.starts_with("@signal ")) {
            child->signal(raw.substr(8) == "INT" ? SIGINT : SIGTERM);
            last_send = Clock::now();
        } else if (raw.starts_with("@exit ")) {
            std::istringstream ss(raw.substr(6));
            int code = 0, ms = 1000;
            ss >> code >> ms;
            stdin_closed = true;
            const auto st = child->wait_exit(Millis(ms));
            REQUIRE_MESSAGE(st.has_value(), where() << ": still running after " << ms << " ms");
            CHECK_MESSAGE(*st == code, where() << ": exit status " << *st);
            exit_checked = true;
        } else if (raw == "@json") {
            json = true;
        } else if (raw == "<empty>") {
            expect([](const std::string& l) { return l.empty(); }, "<empty line>");
        } else if (raw.starts_with("~")) {
            const std::string pat = raw.substr(1);
            expect([&](const std::string& l) { return glob_match(pat, l); }, raw);
        } else {
            expect([&](const std::string& l) { return l == raw; }, raw);
        }
    }

    void finish() {
        start({});
        child->close_stdin();
        const std::string rest = child->read_rest();
        if (update && !rest.empty()) {
            if (!stdin_closed) rewritten.push_back("@eof");
            std::istringstream lines(rest);
            for (std::string l; std::getline(lines, l);) rewritten.push_back(written(l));
        } else {
            CHECK_MESSAGE(rest.empty(), name << ": unexpected output at the end:\n" << rest);
        }
        if (!exit_checked) {
            const auto st = child->wait_exit();
            REQUIRE_MESSAGE(st.has_value(), name << ": did not exit after EOF");
            CHECK_MESSAGE(*st == 0, name << ": exit status " << *st);
        }
        CHECK_MESSAGE(child->raw_stdout().find('\r') == std::string::npos, name << ": a CR byte on stdout");
        CHECK_MESSAGE(child->read_stderr().empty(), name << ": wrote to stderr");
    }
};

void replay(std::string_view file) {
    const std::filesystem::path path = kTranscripts / file;
    std::ifstream in(path);
    REQUIRE_MESSAGE(in.good(), "cannot read " << path.string());
    std::set<std::string> codes;
    Runner r{std::string(file), codes};
    std::vector<std::string> original;
    for (std::string raw; std::getline(in, raw);) {
        original.push_back(raw);
        ++r.lineno;
        r.step(raw);
    }
    r.finish();
    for (const auto& c : codes)
        CHECK_MESSAGE(error_code_from_name(c).has_value(), "code not in the closed list: " << c);
    if (r.update && r.rewritten != original) {
        std::ofstream out(path, std::ios::trunc);
        for (const auto& l : r.rewritten) out << l << '\n';
        MESSAGE("UPDATE_SNAPSHOTS: rewrote " << path.string());
    }
}

// The error codes the expected lines of a transcript name (text or JSON).
std::set<std::string> expected_codes(const std::filesystem::path& path) {
    std::set<std::string> codes;
    std::ifstream in(path);
    for (std::string raw; std::getline(in, raw);) {
        if (raw.empty() || raw.starts_with("#") || raw.starts_with(">") || raw.starts_with("@")) continue;
        collect_codes(raw.starts_with("~") ? raw.substr(1) : raw, codes);
    }
    return codes;
}

}  // namespace

TEST_SUITE("transcripts") {
#define UICI_TRANSCRIPT(file) \
    TEST_CASE("transcript " file) { replay(file); }
#include "transcript_list.inc"
#undef UICI_TRANSCRIPT

    TEST_CASE("every transcript file has its test case, and every error code shows in one") {
        std::vector<std::string> files;
        for (const auto& e : std::filesystem::directory_iterator(kTranscripts))
            if (e.path().extension() == ".txt") files.push_back(e.path().filename().string());
        std::sort(files.begin(), files.end());
        REQUIRE(!files.empty());
        // A file added since the last configure: re-run cmake (the list is made there).
        CHECK(files == std::vector<std::string>(std::begin(kListed), std::end(kListed)));

        std::set<std::string> codes;
        for (const auto& f : files) codes.merge(expected_codes(kTranscripts / f));
        // Every code of the list shows up in some transcript, except the one that needs a bug, and
        // the tools' own `io` (the server's stdout failing ends it quietly; the convert and match
        // tests expect io).
        for (std::string_view c : kErrorCodeNames)
            if (c != "internal" && c != "io")
                CHECK_MESSAGE(codes.contains(std::string(c)), "no transcript expects " << c);
    }
}
