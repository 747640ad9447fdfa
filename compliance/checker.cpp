#include "compliance/checker_session.hpp"

#include <algorithm>
#include <sstream>

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/uci_map.hpp"
#include "core/rules/movegen.hpp"
#include "core/variants/variants.hpp"

namespace uici::compliance {

namespace {

using Clock = std::chrono::steady_clock;

long long ms_since(Clock::time_point t0) { return std::chrono::duration_cast<Millis>(Clock::now() - t0).count(); }

// The last non-empty line of an engine's stderr, on one line of the table: control bytes as
// '?', cut to 120 bytes.
std::string last_stderr_line(const std::string& tail) {
    const std::size_t end = tail.find_last_not_of("\r\n");
    if (end == std::string::npos) return "";
    const std::size_t nl = tail.rfind('\n', end);
    const std::size_t begin = nl == std::string::npos ? 0 : nl + 1;
    std::string line = tail.substr(begin, end + 1 - begin);
    for (char& c : line)
        if (static_cast<unsigned char>(c) < 0x20) c = '?';
    if (line.size() > 120) line = line.substr(0, 117) + "...";
    return line;
}

}  // namespace

std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

std::string ms_text(long long ms) { return std::to_string(ms) + " ms"; }

bool bestmove_line(const std::string& line, std::string* move) {
    const auto w = words_of(line);
    if (w.size() < 2 || w[0] != "bestmove") return false;
    if (move != nullptr) *move = w[1];
    return true;
}

void CheckerSession::row(std::string check, bool pass, std::string detail) {
    if (stopped_) {
        report_.rows.push_back({std::move(check), Status::fail, "not checked: " + *stopped_});
        return;
    }
    if (!pass && !exit_expected_) {
        if (const auto gone = engine_gone()) {
            detail += (detail.empty() ? "" : "; ") + *gone;
            const std::string last = last_stderr_line(engine_.stderr_tail());
            if (!last.empty()) detail += ": " + last;
            stop(*gone);
        }
    }
    report_.rows.push_back({std::move(check), pass ? Status::pass : Status::fail, std::move(detail)});
}

void CheckerSession::skip(std::string check, std::string why) {
    report_.rows.push_back({std::move(check), Status::skip, "skipped: " + std::move(why)});
}

std::optional<std::string> CheckerSession::engine_gone() {
    if (gone_) return gone_;
    engine_.poll();  // an exit that has come, but not yet been handled
    const bool closed = engine_.output_closed();
    // Its stdout closes as it exits; the exit status follows a moment later.
    if (closed) engine_.wait_exit(scaled(200));
    if (engine_.exited()) {
        engine_.drain(scaled(100));  // its last words on stderr
        gone_ = "the engine exited (" + engine_.exit_text() + ")";
    } else if (closed) gone_ = "the engine closed its stdout";
    return gone_;
}

std::optional<std::string> CheckerSession::read_until(const std::function<bool(const std::string&)>& done,
                                                      Millis timeout, std::vector<std::string>* seen) {
    if (stopped_) return std::nullopt;
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<Millis>(deadline - Clock::now());
        if (left.count() <= 0) return std::nullopt;
        engine::ReadResult r = engine_.read_line(left);
        if (r.kind == engine::ReadResult::Kind::overlong) {
            // Bad output: not a line any row can use, but what the row saw.
            if (seen != nullptr) seen->push_back("<a line longer than " + std::to_string(r.length) + " bytes>");
            continue;
        }
        if (r.kind != engine::ReadResult::Kind::line) return std::nullopt;
        if (seen != nullptr) seen->push_back(r.text);
        take_line(r.text);
        if (done(r.text)) return std::move(r.text);
    }
}

void CheckerSession::take_line(const std::string& line) {
    std::string move;
    if (!bestmove_line(line, &move)) return;
    if (expected_bestmoves > 0) --expected_bestmoves;
    else extra_bestmoves.push_back(line);
    judge(move);
}

std::optional<long long> CheckerSession::sync(std::vector<std::string>* seen) {
    const auto t0 = Clock::now();
    if (stopped_) return std::nullopt;
    if (!send("isready") ||
        !read_until([](const std::string& l) { return l == "readyok"; }, wait(Answer::readyok), seen)) {
        ++readyok_missing;
        return std::nullopt;
    }
    const long long ms = ms_since(t0);
    ready_ms.push_back(ms);
    if (seen != nullptr && !seen->empty() && seen->back() == "readyok") seen->pop_back();
    return ms;
}

bool CheckerSession::set_game(const std::string& position_line, std::string& error) {
    position_line_ = position_line;
    game_.reset();
    auto words = words_of(position_line);
    const auto tail = std::find(words.begin(), words.end(), "moves");
    std::optional<Position> start;
    if (words.size() >= 2 && words[1] == "startpos") {
        start = variant_position("Classical");
        // A UCI engine plays chess: the board ends at its edges.
        if (start && options_.proto == Proto::uci) start = on_chess_board(std::move(*start));
    } else if (words.size() >= 3 && words[1] == "icn") {
        std::string text;
        for (auto it = words.begin() + 2; it != tail; ++it) text += (text.empty() ? "" : " ") + *it;
        auto doc = read_icn(text);
        if (!doc) return error = "checker's own ICN does not read: " + doc.error().message, false;
        game_.emplace(doc->position);
        for (const auto& m : doc->moves)
            if (game_->play(m.move) != Reason::legal) return error = "checker's own ICN move is illegal", false;
    }
    if (!game_) {
        if (!start) return error = "checker cannot read " + position_line, false;
        game_.emplace(*start);
    }
    for (auto it = tail == words.end() ? tail : tail + 1; it != words.end(); ++it) {
        const auto m = engine_move(*it);
        if (!m || game_->play(*m) != Reason::legal) return error = "checker's own move " + *it + " is illegal", false;
    }
    return true;
}

std::optional<Move> CheckerSession::engine_move(const std::string& token) const {
    if (options_.proto == Proto::uci) return game_ ? from_uci_move(token, game_->position().turn) : std::nullopt;
    const auto m = parse_move(token);
    if (!m) return std::nullopt;
    return *m;
}

void CheckerSession::judge(const std::string& token) {
    if (!game_) return;
    if (token == "(none)" || token == "0000") {
        ++judged;
        if (has_legal_move(game_->position()) && !game_->status().decisive())
            illegal_moves.push_back(token + " (there are legal moves) after " + position_line_);
        return;
    }
    const auto m = engine_move(token);
    if (!m) {
        ++judged;
        // An engine that answers e2e4 is a UCI engine: say which flag checks it.
        const bool uci_move = options_.proto == Proto::uici && from_uci_move(token, Color::White);
        return illegal_moves.push_back(
            token + (uci_move ? " (no move token; a UCI move: try --proto uci)" : " (no move token)") + " after " +
            position_line_);
    }
    ++judged;
    const Reason r = game_->check(*m);
    if (r != Reason::legal)
        illegal_moves.push_back(token + " (" + std::string(reason_code(r)) + ") after " + position_line_);
}

GoResult CheckerSession::go(const std::string& go_line, Millis timeout) {
    ++gos;
    ++expected_bestmoves;
    const auto t0 = Clock::now();
    if (!send(go_line)) return GoResult{std::nullopt, 0, "the engine did not take the line", {}};
    return finish_go(timeout, t0);
}

GoResult CheckerSession::finish_go(Millis timeout, Clock::time_point t0) {
    GoResult r;
    std::vector<std::string> seen;
    const auto line = read_until([](const std::string& l) { return bestmove_line(l); }, timeout, &seen);
    r.ms = ms_since(t0);
    if (line) {
        std::string move;
        bestmove_line(*line, &move);
        r.bestmove = move;
    }
    r.seen = seen.empty() ? "(no output)" : seen.back();
    r.lines = std::move(seen);
    sync();
    return r;
}

}  // namespace uici::compliance
