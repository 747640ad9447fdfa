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
constexpr const char* kFairy = "position icn w 0/100 1 (8|1) k5,8+|r1,8+|p4,7+|ch3,6|K5,1+|R8,1+|AM2,2|P6,2+|HA-3,4";
constexpr const char* kFairyMoves =
    "position icn w 0/100 1 (8|1) k5,8+|r1,8+|p4,7+|ch3,6|K5,1+|R8,1+|AM2,2|P6,2+|HA-3,4 moves 6,2>6,4 4,7>4,5";
constexpr const char* kMated = "position icn b 1,8,1,8 K6,6|Q7,7|k8,8";
// proto=uci: the same on the 8x8 board, in UCI's forms.
constexpr const char* kMatedFen = "position fen 7k/6Q1/5K2/8/8/8/8/8 b - - 0 1";

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

std::string late(long long ms, Millis limit) {
    return ms_text(ms) + (ms <= limit.count() ? "" : " (late: the limit is " + ms_text(limit.count()) + ")");
}

// The start row is judged once the handshake has had its time: an engine whose program runs
// but exits at once (a script that is not there) has not started.
void handshake(CheckerSession& s, const std::string& command) {
    std::vector<std::string> lines;
    const auto t0 = Clock::now();
    s.send("uci");
    // A line that opens a JSON object ends the wait: an engine in a JSON dialect (`uici
    // --json`) answers every request in JSON and never with a bare uciok.
    // Read even when the line was not taken: an engine that has exited shows its end of output.
    const auto end = s.read_until([](const std::string& l) { return l == "uciok" || starts_with(l, "{"); },
                                  s.wait(Answer::uciok), &lines);
    const long long ms = std::chrono::duration_cast<Millis>(Clock::now() - t0).count();
    const bool gone = s.engine_gone().has_value() && !(end && *end == "uciok");
    s.row("start: the engine runs", !gone, gone ? "gone " + ms_text(ms) + " after uci" : command);
    const bool ok = end && *end == "uciok";
    const bool name = std::any_of(lines.begin(), lines.end(), [](const auto& l) { return starts_with(l, "id name "); });
    const bool author =
        std::any_of(lines.begin(), lines.end(), [](const auto& l) { return starts_with(l, "id author "); });
    if (ok) s.uciok_ms = ms;
    const Millis limit = s.limit(Answer::uciok);
    std::string detail;
    if (ok) detail = late(ms, limit) + (name ? "" : ", no id name") + (author ? "" : ", no id author");
    else if (end)
        detail = "answered in JSON (" + (end->size() > 60 ? end->substr(0, 57) + "..." : *end) +
                 "), not in the text protocol; run it without --json";
    else
        detail = "no uciok within " + ms_text(s.wait(Answer::uciok).count()) +
                 (lines.empty() ? ", no output" : "; last line: " + lines.back().substr(0, 80));
    s.row("uci: id name, id author, uciok", ok && name && author && ms <= limit.count(), detail);
    // Without a handshake nothing else can be judged: each later row would only wait out its
    // limit (a JSON engine took 74 s to fail them all).
    if (end && !ok) s.stop("the engine speaks JSON, not the text protocol");
    else if (!ok) s.stop("no uciok");
    int options = 0;
    std::string bad;
    for (const auto& l : lines) {
        if (!starts_with(l, "option ")) continue;
        ++options;
        // The name: the words between "name" and "type".
        std::istringstream in(l);
        std::string word, option;
        in >> word >> word;
        if (word == "name")
            while (in >> word && word != "type") option += (option.empty() ? "" : " ") + word;
        s.options.push_back(option);
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

// A position row: `line` goes to the engine; the checker's own game is `view` (an ICN
// position line) when the engine's form is one core does not read (a FEN), else `line`.
void position(CheckerSession& s, const std::string& line, const std::string& check, const std::string& view = {}) {
    std::string error;
    if (!s.set_game(view.empty() ? line : view, error)) return s.row(check, false, error);
    silent(s, line, check);
}

// A go with a bound: the go's own time (movetime, the clock) or, for a fixed amount of work,
// none; the bestmove is due within that plus the limit of its kind.
void go_row(CheckerSession& s, const std::string& go, long long own_ms, const std::string& check) {
    const Answer kind = own_ms > 0 ? Answer::bestmove_time : Answer::bestmove_work;
    const Millis bound = s.scaled(own_ms + limit_ms(kind));
    const GoResult r = s.go(go, bound + s.scaled(kLateGraceMs));
    s.row(check, r.bestmove && r.ms <= bound.count(),
          r.bestmove
              ? "bestmove " + *r.bestmove + " after " + late(r.ms, bound)
              : "no bestmove within " + ms_text((bound + s.scaled(kLateGraceMs)).count()) + "; last line: " + r.seen);
}

// go infinite, isready during it, stop. Each of the three rows needs the bestmove that stop
// brings: without it there is no sign that a search ran at all (an engine that ignores go
// would otherwise pass the first two).
void infinite(CheckerSession& s) {
    ++s.gos;
    ++s.expected_bestmoves;
    const bool sent = s.send("go infinite");
    std::vector<std::string> seen;
    const auto early =
        sent ? s.read_until([](const std::string& l) { return bestmove_line(l); }, s.limit(Answer::quiet), &seen)
             : std::nullopt;
    const auto t0 = Clock::now();
    const auto ready = s.send("isready")
                           ? s.read_until([](const std::string& l) { return l == "readyok"; }, s.wait(Answer::readyok))
                           : std::nullopt;
    const long long ready_ms = std::chrono::duration_cast<Millis>(Clock::now() - t0).count();
    if (ready) s.ready_ms.push_back(ready_ms);
    else ++s.readyok_missing;
    const auto t1 = Clock::now();
    GoResult r;
    if (early) {
        // The search has ended: a stop now is a stop when idle, with nothing to wait for.
        if (s.send("stop")) s.sync();
    } else if (s.send("stop")) {
        r = s.finish_go(s.wait(Answer::bestmove_stop), t1);
    }
    const bool stopped = r.bestmove.has_value();
    const Millis ready_limit = s.limit(Answer::readyok), stop_limit = s.limit(Answer::bestmove_stop);
    const std::string no_search = "no bestmove, not even after stop: no sign of a search";
    s.row("go infinite: no bestmove before stop", sent && !early && stopped,
          early     ? "answered: " + *early
          : stopped ? "none in " + ms_text(s.limit(Answer::quiet).count())
                    : no_search);
    s.row("isready during a search: readyok at once", ready && ready_ms <= ready_limit.count() && !early && stopped,
          early     ? "not checked: no search was running (it had answered)"
          : !ready  ? "no readyok within " + ms_text(s.wait(Answer::readyok).count())
          : stopped ? late(ready_ms, ready_limit)
                    : no_search);
    s.row("stop: bestmove at once", stopped && r.ms <= stop_limit.count(),
          early     ? "not checked: the search had answered before stop"
          : stopped ? "bestmove " + *r.bestmove + " after " + late(r.ms, stop_limit)
                    : "no bestmove within " + ms_text(s.wait(Answer::bestmove_stop).count()) + " of stop");
}

void summary(CheckerSession& s) {
    const int missing = s.expected_bestmoves;
    s.row("one bestmove per go", s.gos > 0 && s.extra_bestmoves.empty() && missing == 0,
          !s.extra_bestmoves.empty() ? std::to_string(s.extra_bestmoves.size()) + " extra: " + s.extra_bestmoves.front()
          : missing != 0             ? std::to_string(missing) + " go without bestmove"
                                     : std::to_string(s.gos) + " gos, " + std::to_string(s.gos) + " bestmoves");
    s.row("legal moves only", s.judged > 0 && s.illegal_moves.empty(),
          !s.illegal_moves.empty() ? s.illegal_moves.front()
          : s.judged == 0          ? "not checked: no bestmove was seen"
                                   : std::to_string(s.judged) + " bestmoves, every one legal by core's rules");
    const long long worst = s.ready_ms.empty() ? 0 : *std::max_element(s.ready_ms.begin(), s.ready_ms.end());
    const bool prompt = s.uciok_ms && *s.uciok_ms <= s.limit(Answer::uciok).count() && !s.ready_ms.empty() &&
                        worst <= s.limit(Answer::readyok).count() && s.readyok_missing == 0;
    s.row("prompt answers: uciok < 1 s, every readyok < 100 ms", prompt,
          "uciok " + (s.uciok_ms ? ms_text(*s.uciok_ms) : std::string("never")) + ", slowest readyok " +
              ms_text(worst) +
              (s.readyok_missing ? ", " + std::to_string(s.readyok_missing) + " isready without readyok" : ""));
}

// quit, then whatever is left of the engine's process group is ended: a process it started
// that outlives it (a helper that ignores SIGTERM) fails the row.
void quit(CheckerSession& s) {
    const auto t0 = Clock::now();
    std::optional<int> code;
    s.expect_exit();
    if (s.send("quit")) code = s.engine().wait_exit(s.limit(Answer::exit));
    const long long ms = std::chrono::duration_cast<Millis>(Clock::now() - t0).count();
    // The grace is not scaled: the group is ended either way, a slow machine only kills sooner.
    // A helper that ends on its own once the engine has gone gets 200 ms to.
    const int left = s.engine().end_group(Millis(500), code ? s.scaled(200) : Millis(0));
    const std::string plural = left == 1 ? " process" : " processes";
    std::string detail = !code      ? "still running " + ms_text(ms) + " after quit"
                         : left > 0 ? "exit code " + std::to_string(*code) + ", but " + std::to_string(left) + plural +
                                          " of its group still ran"
                                    : "exit code " + std::to_string(*code) + " after " + ms_text(ms);
    if (left > 0 || !code) detail += " (ended: SIGTERM, then SIGKILL to the group)";
    s.row("quit: exit code 0, no process left", code == 0 && left == 0, detail);
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
    const bool uci = options.proto == Proto::uci;
    handshake(s, options.command.front());
    const auto ready = s.sync();
    s.row("isready: readyok when idle", ready && *ready <= s.limit(Answer::readyok).count(),
          ready ? late(*ready, s.limit(Answer::readyok))
                : "no readyok within " + ms_text(s.wait(Answer::readyok).count()));
    silent(s, "ucinewgame", "ucinewgame: taken silently");
    {
        std::vector<std::string> seen;
        const bool sent = s.send("xyzzy-not-a-command");
        const auto after = sent ? s.sync(&seen) : std::nullopt;
        s.row("an unknown command: the engine goes on", after.has_value(),
              after ? "readyok after it" : "no readyok after it");
    }
    position(s, kStart, "position startpos");
    go_row(s, "go movetime 200", 200, "go movetime 200: bestmove in time");
    position(s, uci ? kStartMovesUci : kStartMoves, "position startpos moves ...");
    go_row(s, "go depth 2", 0, "go depth 2: bestmove");
    if (uci) s.skip("position icn (fairy pieces, open board)", "proto=uci");
    else position(s, kFairy, "position icn (fairy pieces, open board)");
    go_row(s, "go nodes 2000", 0, "go nodes 2000: bestmove");
    if (uci) s.skip("position icn ... moves ...", "proto=uci");
    else position(s, kFairyMoves, "position icn ... moves ...");
    go_row(s, "go wtime 1000 btime 1000 winc 10 binc 10", 1000, "go wtime btime winc binc: bestmove in time");
    infinite(s);
    silent(s, "stop", "stop when idle: no reply");
    analysis_rows(s);
    if (uci) position(s, kMatedFen, "position fen (checkmated)", kMated);
    else position(s, kMated, "position icn (checkmated)");
    {
        const Millis bound = s.limit(Answer::bestmove_work);
        const GoResult r = s.go("go depth 1", bound + s.scaled(kLateGraceMs));
        const bool none = r.bestmove && (*r.bestmove == "(none)" || *r.bestmove == "0000");
        s.row("no legal move: bestmove (none)", none && r.ms <= bound.count(),
              r.bestmove ? "bestmove " + *r.bestmove + " after " + late(r.ms, bound) : "no bestmove");
    }
    summary(s);
    quit(s);
    s.engine().end_group(s.scaled(200));
    s.engine().drain(s.scaled(100));
    s.report().engine_stderr = s.engine().stderr_tail();
    return s.report();
}

}  // namespace uici::compliance
