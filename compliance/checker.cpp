#include "compliance/checker_session.hpp"

#include <algorithm>
#include <sstream>

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/movegen.hpp"
#include "core/variants/variants.hpp"

namespace uici::compliance {

namespace {

using Clock = std::chrono::steady_clock;

long long ms_since(Clock::time_point t0) { return std::chrono::duration_cast<Millis>(Clock::now() - t0).count(); }

std::vector<std::string> words_of(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    return words;
}

}  // namespace

bool bestmove_line(const std::string& line, std::string* move) {
    const auto w = words_of(line);
    if (w.size() < 2 || w[0] != "bestmove") return false;
    if (move != nullptr) *move = w[1];
    return true;
}

bool Report::passed() const {
    return !rows.empty() && std::all_of(rows.begin(), rows.end(), [](const Row& r) { return r.pass; });
}

std::optional<std::string> CheckerSession::read_until(const std::function<bool(const std::string&)>& done,
                                                      Millis timeout, std::vector<std::string>* seen) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<Millis>(deadline - Clock::now());
        if (left.count() <= 0) return std::nullopt;
        auto line = engine_.read_line(left);
        if (!line) return std::nullopt;
        if (seen != nullptr) seen->push_back(*line);
        take_line(*line);
        if (done(*line)) return line;
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
    if (!send("isready")) return std::nullopt;
    if (!read_until([](const std::string& l) { return l == "readyok"; }, scaled(2000), seen)) return std::nullopt;
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
        const auto m = parse_move(*it);
        if (!m || game_->play(*m) != Reason::legal) return error = "checker's own move " + *it + " is illegal", false;
    }
    return true;
}

void CheckerSession::judge(const std::string& token) {
    if (!game_) return;
    if (token == "(none)" || token == "0000") {
        if (has_legal_move(game_->position()) && !game_->status().decisive())
            illegal_moves.push_back(token + " (there are legal moves) after " + position_line_);
        return;
    }
    const auto m = parse_move(token);
    if (!m) return illegal_moves.push_back(token + " (no move token) after " + position_line_);
    const Reason r = game_->check(*m);
    if (r != Reason::legal)
        illegal_moves.push_back(token + " (" + std::string(reason_code(r)) + ") after " + position_line_);
}

GoResult CheckerSession::go(const std::string& go_line, Millis timeout) {
    ++gos;
    ++expected_bestmoves;
    const auto t0 = Clock::now();
    if (!send(go_line)) return GoResult{std::nullopt, 0, "the engine did not take the line"};
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
    sync();
    return r;
}

std::string format_report(const Report& report) {
    std::size_t width = 5;
    for (const Row& r : report.rows) width = std::max(width, r.check.size());
    std::string out = "result  " + std::string("check") + std::string(width - 5, ' ') + "  detail\n";
    int passed = 0;
    for (const Row& r : report.rows) {
        passed += r.pass ? 1 : 0;
        out += r.pass ? "PASS    " : "FAIL    ";
        out += r.check + std::string(width - r.check.size(), ' ') + "  " + r.detail + "\n";
    }
    out += "compliance: " + std::to_string(passed) + " of " + std::to_string(report.rows.size()) + " checks passed\n";
    return out;
}

}  // namespace uici::compliance
