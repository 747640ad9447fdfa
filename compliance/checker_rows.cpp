// The checks, in the order they run, one conversation with one engine process.
#include <algorithm>
#include <csignal>
#include <sstream>

#include "compliance/checker_session.hpp"

namespace uici::compliance {

namespace {

using Clock = std::chrono::steady_clock;

// Positions the checker sends, each with a go. The fairy one is an open board (no border):
// an engine must bound its own slides.
constexpr const char* kStart = "position startpos";
constexpr const char* kStartMoves = "position startpos moves 5,2>5,4 5,7>5,5";
constexpr const char* kFairy = "position icn w 0/100 1 (8|1) k5,8+|r1,8+|p4,7+|ch3,6|K5,1+|R8,1+|AM2,2|P6,2+|HA-3,4";
constexpr const char* kFairyMoves =
    "position icn w 0/100 1 (8|1) k5,8+|r1,8+|p4,7+|ch3,6|K5,1+|R8,1+|AM2,2|P6,2+|HA-3,4 moves 6,2>6,4 4,7>4,5";
constexpr const char* kMated = "position icn b 1,8,1,8 K6,6|Q7,7|k8,8";

std::string ms_text(long long ms) { return std::to_string(ms) + " ms"; }

bool starts_with(const std::string& s, std::string_view p) { return s.rfind(p, 0) == 0; }

// `option name <words> type <t> ...`: a known type, and a spin's default within min..max, a
// combo's default among its vars.
std::string option_problem(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string x; in >> x;) w.push_back(x);
    const auto at = [&](std::string_view key) { return std::find(w.begin(), w.end(), key); };
    const auto type = at("type");
    if (w.size() < 5 || w[1] != "name" || type == w.end() || type == w.begin() + 2 || type + 1 == w.end())
        return "no name or type";
    const std::string& t = *(type + 1);
    if (t == "button") return "";
    if (t != "check" && t != "spin" && t != "combo" && t != "string") return "unknown type " + t;
    const auto def = at("default");
    if (def == w.end()) return "no default";
    if (t == "check" && (def + 1 == w.end() || (*(def + 1) != "true" && *(def + 1) != "false"))) return "check default";
    if (t == "spin") {
        const auto lo = at("min"), hi = at("max");
        if (def + 1 == w.end() || lo == w.end() || lo + 1 == w.end() || hi == w.end() || hi + 1 == w.end())
            return "spin without default, min and max";
        try {
            const long long d = std::stoll(*(def + 1)), a = std::stoll(*(lo + 1)), b = std::stoll(*(hi + 1));
            if (!(a <= d && d <= b)) return "spin default outside min..max";
        } catch (const std::exception&) {
            return "spin values are not integers";
        }
    }
    if (t == "combo") {
        if (def + 1 == w.end()) return "combo without default";
        bool found = false;
        for (auto it = w.begin(); it != w.end(); ++it)
            if (*it == "var" && it + 1 != w.end() && *(it + 1) == *(def + 1)) found = true;
        if (!found) return "combo default is no var";
    }
    return "";
}

void handshake(CheckerSession& s) {
    std::vector<std::string> lines;
    const auto t0 = Clock::now();
    const bool sent = s.send("uci");
    const auto ok =
        sent ? s.read_until([](const std::string& l) { return l == "uciok"; }, s.scaled(10000), &lines) : std::nullopt;
    const long long ms = std::chrono::duration_cast<Millis>(Clock::now() - t0).count();
    const bool name = std::any_of(lines.begin(), lines.end(), [](const auto& l) { return starts_with(l, "id name "); });
    const bool author =
        std::any_of(lines.begin(), lines.end(), [](const auto& l) { return starts_with(l, "id author "); });
    if (ok) s.uciok_ms = ms;
    s.row("uci: id name, id author, uciok", ok && name && author,
          ok ? ms_text(ms) + (name ? "" : ", no id name") + (author ? "" : ", no id author") : "no uciok in time");
    int options = 0;
    std::string bad;
    for (const auto& l : lines) {
        if (!starts_with(l, "option ")) continue;
        ++options;
        if (const auto p = option_problem(l); !p.empty() && bad.empty()) bad = p + ": " + l;
    }
    s.row("uci: option lines well-formed", ok && bad.empty(), bad.empty() ? std::to_string(options) + " options" : bad);
}

// A request the engine must take silently: nothing but (maybe) info lines before readyok.
void silent(CheckerSession& s, const std::string& line, const std::string& check) {
    std::vector<std::string> seen;
    const bool sent = s.send(line);
    const auto ms = sent ? s.sync(&seen) : std::nullopt;
    std::string stray;
    for (const auto& l : seen)
        if (!starts_with(l, "info") && stray.empty()) stray = l;
    s.row(check, ms && stray.empty(), !ms ? "no readyok after it" : stray.empty() ? ms_text(*ms) : "replied: " + stray);
}

void position(CheckerSession& s, const std::string& line, const std::string& check) {
    std::string error;
    if (!s.set_game(line, error)) return s.row(check, false, error);
    silent(s, line, check);
}

void go_row(CheckerSession& s, const std::string& go, long long bound_ms, const std::string& check) {
    const GoResult r = s.go(go, s.scaled(bound_ms + 2000));
    const bool in_time = r.bestmove && r.ms <= s.scaled(bound_ms).count() + s.scaled(500).count();
    s.row(check, in_time,
          !r.bestmove ? "no bestmove; last line: " + r.seen
                      : "bestmove " + *r.bestmove + " after " + ms_text(r.ms) + (in_time ? "" : " (late)"));
}

void infinite(CheckerSession& s) {
    ++s.gos;
    ++s.expected_bestmoves;
    const bool sent = s.send("go infinite");
    std::vector<std::string> seen;
    const auto early =
        sent ? s.read_until([](const std::string& l) { return bestmove_line(l); }, s.scaled(300), &seen) : std::nullopt;
    s.row("go infinite: no bestmove before stop", sent && !early, early ? "answered: " + *early : "none in 300 ms");
    const auto t0 = Clock::now();
    const auto ready = s.send("isready")
                           ? s.read_until([](const std::string& l) { return l == "readyok"; }, s.scaled(1000))
                           : std::nullopt;
    const long long ready_ms = std::chrono::duration_cast<Millis>(Clock::now() - t0).count();
    if (ready) s.ready_ms.push_back(ready_ms);
    s.row("isready during a search: readyok at once", ready && !early,
          early   ? "no search was running"
          : ready ? ms_text(ready_ms)
                  : "no readyok in 1 s");
    const auto t1 = Clock::now();
    const GoResult r = s.send("stop") ? s.finish_go(s.scaled(1000), t1) : GoResult{};
    s.row("stop: bestmove at once", r.bestmove.has_value(),
          r.bestmove ? "bestmove " + *r.bestmove + " after " + ms_text(r.ms) : "no bestmove within 1 s of stop");
}

void summary(CheckerSession& s) {
    const int missing = s.expected_bestmoves;
    s.row("one bestmove per go", s.extra_bestmoves.empty() && missing == 0,
          !s.extra_bestmoves.empty() ? std::to_string(s.extra_bestmoves.size()) + " extra: " + s.extra_bestmoves.front()
          : missing != 0             ? std::to_string(missing) + " go without bestmove"
                                     : std::to_string(s.gos) + " gos, " + std::to_string(s.gos) + " bestmoves");
    s.row("legal moves only", s.illegal_moves.empty(),
          s.illegal_moves.empty() ? "every bestmove legal by core's rules" : s.illegal_moves.front());
    const long long worst = s.ready_ms.empty() ? 0 : *std::max_element(s.ready_ms.begin(), s.ready_ms.end());
    const bool prompt =
        s.uciok_ms && *s.uciok_ms <= s.scaled(1000).count() && !s.ready_ms.empty() && worst <= s.scaled(100).count();
    s.row(
        "prompt answers: uciok < 1 s, every readyok < 100 ms", prompt,
        "uciok " + (s.uciok_ms ? ms_text(*s.uciok_ms) : std::string("never")) + ", slowest readyok " + ms_text(worst));
}

void quit(CheckerSession& s) {
    s.send("quit");
    const auto code = s.engine().wait_exit(s.scaled(1000));
    s.row("quit: the process exits with code 0", code == 0,
          code ? "exit code " + std::to_string(*code) : "still running 1 s after quit");
}

}  // namespace

Report run_compliance(const Options& options) {
    std::signal(SIGPIPE, SIG_IGN);  // an engine that died shows up as a failed write instead
    CheckerSession s(options);
    std::string error;
    if (!s.start(error)) {
        s.row("start: the engine runs", false, error);
        return s.report();
    }
    s.row("start: the engine runs", true, options.command.front());
    handshake(s);
    const auto ready = s.sync();
    s.row("isready: readyok when idle", ready.has_value(), ready ? ms_text(*ready) : "no readyok in 2 s");
    silent(s, "ucinewgame", "ucinewgame: taken silently");
    {
        std::vector<std::string> seen;
        s.send("xyzzy-not-a-command");
        const auto after = s.sync(&seen);
        s.row("an unknown command: the engine goes on", after.has_value(),
              after ? "readyok after it" : "no readyok after it");
    }
    position(s, kStart, "position startpos");
    go_row(s, "go movetime 200", 200, "go movetime 200: bestmove in time");
    position(s, kStartMoves, "position startpos moves ...");
    go_row(s, "go depth 2", 10000, "go depth 2: bestmove");
    position(s, kFairy, "position icn (fairy pieces, open board)");
    go_row(s, "go nodes 2000", 10000, "go nodes 2000: bestmove");
    position(s, kFairyMoves, "position icn ... moves ...");
    go_row(s, "go wtime 1000 btime 1000 winc 10 binc 10", 1000, "go wtime btime winc binc: bestmove in time");
    infinite(s);
    silent(s, "stop", "stop when idle: no reply");
    position(s, kMated, "position icn (checkmated)");
    {
        const GoResult r = s.go("go depth 1", s.scaled(3000));
        const bool none = r.bestmove && (*r.bestmove == "(none)" || *r.bestmove == "0000");
        s.row("no legal move: bestmove (none)", none, r.bestmove ? "bestmove " + *r.bestmove : "no bestmove");
    }
    summary(s);
    quit(s);
    return s.report();
}

}  // namespace uici::compliance
