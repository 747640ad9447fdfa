// The rows of what analysis GUIs rely on (issue 27): go ponder answered only at stop or
// ponderhit, and at ponderhit within the go's own time; readyok at once during every search;
// MultiPV lines complete and ordered; a score that changes within a depth flagged as a bound
// (cutechess #821 reads an unflagged fail-high as exact); only the searchmoves played.
#include <algorithm>
#include <map>
#include <set>
#include <sstream>

#include "compliance/checker_session.hpp"
#include "engine/info_line.hpp"

namespace uici::compliance {

namespace {

using Clock = std::chrono::steady_clock;

// Two moves a GUI may restrict the root to (a2a3 h2h3): neither is any engine's first choice.
constexpr const char* kSearchmoves = "1,2>1,3 8,2>8,3";
constexpr const char* kSearchmovesUci = "a2a3 h2h3";
// Two rooks against a pawn: the score climbs as a search sees deeper, so windows fail within a
// depth (uici's at depths 5 and 6).
constexpr const char* kRooks = "position icn w 1,8,1,8 K1,1|R1,2|R8,3|k5,6|p5,7";
constexpr const char* kRooksFen = "position fen 8/4p3/4k3/8/8/7R/R7/K7 w - - 0 1";

// What a row reads of one info line with a score.
struct Scored {
    int depth = 0;
    int multipv = 1;
    long long value = 0;  // comparable: a mate in n as +-(2*10^9 - n)
    bool lower = false, upper = false;
    std::string first;  // the pv's first move, or ""
    std::string text;
};

// The engine client's own reader of info lines (engine/info_line.hpp), which its fuzz target checks.
std::optional<Scored> scored(const std::string& line) {
    const auto info = engine::read_info_line(line);
    if (!info || !info->scored()) return std::nullopt;
    Scored s;
    s.text = line;
    s.depth = info->depth.value_or(0);
    s.multipv = info->multipv;
    if (info->cp) s.value = *info->cp;
    // Mates compare beyond any centipawn score, a shorter mate above a longer (a huge n
    // clamped first, so that nothing overflows).
    if (info->mate) {
        const long long n = std::clamp<long long>(*info->mate, -1000000000, 1000000000);
        s.value = n > 0 ? 2000000000 - n : -2000000000 - n;
    }
    s.lower = info->lowerbound;
    s.upper = info->upperbound;
    if (!info->pv.empty()) s.first = info->pv.front();
    return s;
}

std::vector<Scored> scored_lines(const std::vector<std::string>& lines) {
    std::vector<Scored> out;
    for (const auto& l : lines)
        if (auto s = scored(l)) out.push_back(std::move(*s));
    return out;
}

std::string cut(const std::string& line) { return line.size() > 100 ? line.substr(0, 97) + "..." : line; }

// One search the checker watches: `go`, an isready at once (readyok is due while it runs), then
// for go ponder the quiet watch and `end` (stop or ponderhit), and its bestmove.
struct Watched {
    bool sent = false;
    std::optional<long long> ready_ms;
    std::optional<std::string> early;  // a bestmove before `end` was sent
    GoResult result;                   // its lines up to the bestmove; ms from `end` (or the go)
};

Watched watch(CheckerSession& s, const std::string& go, const std::string& end, Millis timeout) {
    Watched w;
    ++s.gos;
    ++s.expected_bestmoves;
    const auto t0 = Clock::now();
    w.sent = s.send(go);
    if (!w.sent) return w;
    std::vector<std::string> seen;
    const auto is_bestmove = [](const std::string& l) { return bestmove_line(l); };
    const auto r0 = Clock::now();
    const auto ready = s.send("isready") ? s.read_until([&](const std::string& l) { return l == "readyok"; },
                                                        s.wait(Answer::readyok), &seen)
                                         : std::nullopt;
    if (ready) {
        w.ready_ms = std::chrono::duration_cast<Millis>(Clock::now() - r0).count();
        s.ready_ms.push_back(*w.ready_ms);
        seen.pop_back();
    } else {
        ++s.readyok_missing;
    }
    const auto answered = [&]() -> std::optional<std::string> {
        for (const auto& l : seen)
            if (bestmove_line(l)) return l;
        return std::nullopt;
    };
    if (!end.empty()) {
        w.early = answered();
        if (!w.early) w.early = s.read_until(is_bestmove, s.limit(Answer::quiet), &seen);
        if (w.early) {
            w.result.lines = seen;
            s.sync();
            return w;
        }
        const auto t1 = Clock::now();
        if (!s.send(end)) return w;
        w.result = s.finish_go(timeout, t1);
    } else if (const auto done = answered()) {
        // The search answered before readyok: its lines are all there.
        bestmove_line(*done, &w.result.bestmove.emplace());
        w.result.ms = std::chrono::duration_cast<Millis>(Clock::now() - t0).count();
        w.result.lines = seen;
        s.sync();
        return w;
    } else {
        w.result = s.finish_go(timeout, t0);
    }
    seen.insert(seen.end(), w.result.lines.begin(), w.result.lines.end());
    w.result.lines = std::move(seen);
    return w;
}

// The readyok latencies of the watched searches, for the "every search" row.
struct Readiness {
    std::vector<std::string> late;  // "<go>: <why>"
    int searches = 0;
    long long worst = 0;
    // `answered`: the search gave its bestmove (at its end, or at the stop that ended it), the
    // sign that a search ran while readyok came.
    void add(const CheckerSession& s, const std::string& go, const Watched& w, bool answered) {
        if (!w.sent) return late.push_back(go + ": not sent");
        if (!answered) return late.push_back(go + ": no bestmove, not even after stop: no sign of a search");
        ++searches;
        if (!w.ready_ms) return late.push_back(go + ": no readyok within " + ms_text(s.wait(Answer::readyok).count()));
        worst = std::max(worst, *w.ready_ms);
        if (*w.ready_ms > s.limit(Answer::readyok).count()) late.push_back(go + ": " + ms_text(*w.ready_ms));
    }
};

void ponder_rows(CheckerSession& s, Readiness& ready, bool uci) {
    s.send(uci ? kStartMovesUci : kStartMoves);
    const std::string go = "go ponder wtime 1000 btime 1000";
    const Watched a = watch(s, go, "stop", s.wait(Answer::bestmove_stop));
    ready.add(s, go, a, a.early || a.result.bestmove);
    const bool stopped = a.result.bestmove && a.result.ms <= s.limit(Answer::bestmove_stop).count();
    s.row("go ponder: no bestmove before stop", a.sent && !a.early && stopped,
          a.early              ? "answered before stop: " + *a.early
          : !a.result.bestmove ? "no bestmove within " + ms_text(s.wait(Answer::bestmove_stop).count()) + " of stop"
          : !stopped           ? "bestmove " + ms_text(a.result.ms) + " after stop (the limit is " +
                           ms_text(s.limit(Answer::bestmove_stop).count()) + ")"
                     : "none in " + ms_text(s.limit(Answer::quiet).count()) + ", bestmove " + *a.result.bestmove + " " +
                           ms_text(a.result.ms) + " after stop");
    // At ponderhit the go's own limits apply from then: movetime 200 answers within its limit.
    const std::string hit = "go ponder movetime 200";
    const Millis bound = s.scaled(200 + limit_ms(Answer::bestmove_time));
    const Watched b = watch(s, hit, "ponderhit", bound + s.scaled(kLateGraceMs));
    const bool in_time = b.result.bestmove && b.result.ms <= bound.count();
    bool answered = b.early || b.result.bestmove;
    if (b.sent && !answered) {
        // It waits for stop: that ends the search, and its bestmove is not counted as missing.
        s.send("stop");
        answered = s.finish_go(s.wait(Answer::bestmove_stop), Clock::now()).bestmove.has_value();
    }
    ready.add(s, hit, b, answered);
    s.row("ponderhit: bestmove within the go's own time", b.sent && !b.early && in_time,
          b.early              ? "answered before ponderhit: " + *b.early
          : !b.result.bestmove ? "no bestmove within " + ms_text((bound + s.scaled(kLateGraceMs)).count()) +
                                     " of ponderhit (movetime 200)"
          : !in_time
              ? "bestmove " + ms_text(b.result.ms) + " after ponderhit (the limit is " + ms_text(bound.count()) + ")"
              : "bestmove " + *b.result.bestmove + " " + ms_text(b.result.ms) + " after ponderhit");
}

// MultiPV 3: at every depth that has MultiPV lines, lines 1, 2 and 3 (each depth's last line of
// each), with distinct first moves, scores not rising from line to line (bounds aside), and the
// bestmove line 1's move at the deepest depth.
std::string multipv_problem(const std::vector<Scored>& lines, const std::string& best) {
    std::map<int, std::map<int, Scored>> by_depth;  // depth -> multipv -> its last line
    bool tagged = false;
    for (const Scored& l : lines) {
        tagged = tagged || l.text.find(" multipv ") != std::string::npos;
        by_depth[l.depth][l.multipv] = l;
    }
    if (!tagged) return "no info line with multipv";
    for (const auto& [depth, ks] : by_depth) {
        if (ks.size() == 1 && depth == by_depth.rbegin()->first) continue;  // a stopped last depth
        std::set<std::string> firsts;
        for (int k = 1; k <= 3; ++k) {
            const auto at = ks.find(k);
            if (at == ks.end()) return "depth " + std::to_string(depth) + ": no line multipv " + std::to_string(k);
            if (!firsts.insert(at->second.first).second)
                return "depth " + std::to_string(depth) + ": a move on two lines: " + cut(at->second.text);
            const auto prev = ks.find(k - 1);
            const bool bounded = at->second.lower || at->second.upper ||
                                 (prev != ks.end() && (prev->second.lower || prev->second.upper));
            if (prev != ks.end() && !bounded && at->second.value > prev->second.value)
                return "depth " + std::to_string(depth) + ": line " + std::to_string(k) + " scores above line " +
                       std::to_string(k - 1) + ": " + cut(at->second.text);
        }
    }
    const auto& deepest = by_depth.rbegin()->second;
    if (deepest.count(1) && deepest.at(1).first != best)
        return "bestmove " + best + " is not line 1's move: " + cut(deepest.at(1).text);
    return "";
}

void multipv_row(CheckerSession& s, Readiness& ready) {
    const std::string check = "MultiPV 3: lines complete and ordered";
    if (!s.stopped() && std::find(s.options.begin(), s.options.end(), "MultiPV") == s.options.end())
        return s.skip(check, "no MultiPV option");
    s.send("setoption name MultiPV value 3");
    s.send(kStart);
    const std::string go = "go depth 4";
    const Watched w = watch(s, go, "", s.scaled(limit_ms(Answer::bestmove_work) + kLateGraceMs));
    ready.add(s, go, w, w.result.bestmove.has_value());
    s.send("setoption name MultiPV value 1");
    if (!w.result.bestmove) return s.row(check, false, "no bestmove; last line: " + w.result.seen);
    const std::string problem = multipv_problem(scored_lines(w.result.lines), *w.result.bestmove);
    s.row(check, problem.empty(), problem.empty() ? "bestmove " + *w.result.bestmove + ", line 1's move" : problem);
}

// At one depth (and MultiPV line) a score that is followed by another, different one was not
// exact: it must say lowerbound or upperbound, never both.
std::string bound_problem(const std::vector<Scored>& lines) {
    if (lines.empty()) return "no info line with a score";
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].lower && lines[i].upper) return "both bounds: " + cut(lines[i].text);
        if (lines[i].lower || lines[i].upper) continue;
        for (std::size_t j = i + 1; j < lines.size(); ++j)
            if (lines[j].depth == lines[i].depth && lines[j].multipv == lines[i].multipv &&
                lines[j].value != lines[i].value)
                return "changed within depth " + std::to_string(lines[i].depth) + " unflagged: " + cut(lines[i].text);
    }
    return "";
}

void bounds_row(CheckerSession& s, Readiness& ready, bool uci) {
    const std::string check = "bounds: a score that changes within a depth is flagged";
    std::string error;
    if (!s.set_game(kRooks, error)) return s.row(check, false, error);
    // A new game first: the search starts from nothing, as it would for a GUI's new position.
    s.send("ucinewgame");
    s.send(uci ? kRooksFen : kRooks);
    const std::string go = "go depth 6";
    const Watched w = watch(s, go, "", s.scaled(limit_ms(Answer::bestmove_work) + kLateGraceMs));
    ready.add(s, go, w, w.result.bestmove.has_value());
    if (!w.result.bestmove) return s.row(check, false, "no bestmove; last line: " + w.result.seen);
    const auto lines = scored_lines(w.result.lines);
    const std::string problem = bound_problem(lines);
    int flagged = 0;
    for (const auto& l : lines) flagged += l.lower || l.upper ? 1 : 0;
    s.row(
        check, problem.empty(),
        problem.empty() ? std::to_string(lines.size()) + " scores, " + std::to_string(flagged) + " flagged" : problem);
}

void searchmoves_row(CheckerSession& s, Readiness& ready, bool uci) {
    const std::string check = "go searchmoves: only the listed moves";
    std::string error;
    if (!s.set_game(kStart, error)) return s.row(check, false, error);
    s.send(kStart);
    const std::string listed = uci ? kSearchmovesUci : kSearchmoves;
    const std::string go = "go depth 3 searchmoves " + listed;
    const Watched w = watch(s, go, "", s.scaled(limit_ms(Answer::bestmove_work) + kLateGraceMs));
    ready.add(s, go, w, w.result.bestmove.has_value());
    if (!w.result.bestmove) return s.row(check, false, "no bestmove; last line: " + w.result.seen);
    const auto allowed = words_of(listed);
    const auto kept = [&](const std::string& m) {
        return std::find(allowed.begin(), allowed.end(), m) != allowed.end();
    };
    std::string problem;
    for (const auto& l : scored_lines(w.result.lines))
        if (!l.first.empty() && !kept(l.first) && problem.empty()) problem = "a pv of another move: " + cut(l.text);
    if (!kept(*w.result.bestmove)) problem = "bestmove " + *w.result.bestmove + " is not among " + listed;
    s.row(check, problem.empty(), problem.empty() ? "bestmove " + *w.result.bestmove : problem);
}

}  // namespace

void analysis_rows(CheckerSession& s) {
    const bool uci = s.proto() == Proto::uci;
    Readiness ready;
    std::string error;
    if (!s.set_game(uci ? kStartMovesUci : kStartMoves, error)) return s.row("go ponder", false, error);
    ponder_rows(s, ready, uci);
    if (!s.set_game(kStart, error)) return s.row("MultiPV", false, error);
    multipv_row(s, ready);
    bounds_row(s, ready, uci);
    searchmoves_row(s, ready, uci);
    s.row("isready during every search: readyok at once", ready.late.empty() && ready.searches > 0,
          !ready.late.empty() ? ready.late.front()
                              : std::to_string(ready.searches) + " searches, slowest readyok " + ms_text(ready.worst));
}

}  // namespace uici::compliance
