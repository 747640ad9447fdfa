// Built once for both coordinate builds (engine_session.hpp says how they meet here).
#include "match/engine_session.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>

namespace uici::match {

namespace asio = boost::asio;

namespace {

// Lines an engine may write that are no reply to anything; more than this while one
// answer is awaited is a flood.
constexpr int kMaxGarbageLines = 10000;

// The words of an engine's line, split on blanks and tabs, read without streams: an engine
// writes several info lines a move, and a string stream per line was a visible part of the
// runner's own CPU.
// The blanks are tested by value: string_view::find_first_of calls memchr on the set once per
// byte of the line, which was the largest single cost of the runner's own work.
constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r'; }

class Words {
public:
    explicit Words(std::string_view line) : rest_(line) {}
    std::string_view next() {
        const char* p = rest_.data();
        const char* const end = p + rest_.size();
        while (p != end && is_blank(*p)) ++p;
        const char* const start = p;
        while (p != end && !is_blank(*p)) ++p;
        rest_ = std::string_view(p, static_cast<std::size_t>(end - p));
        return {start, static_cast<std::size_t>(p - start)};
    }
    // The next word as a number; nullopt (and the word consumed) when it is none.
    template <typename T>
    std::optional<T> number() {
        const std::string_view w = next();
        T v{};
        const auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
        if (ec != std::errc() || end != w.data() + w.size()) return std::nullopt;
        return v;
    }

private:
    std::string_view rest_;
};

std::string_view first_word(std::string_view line) { return Words(line).next(); }

bool known_word(std::string_view w) {
    return w == "info" || w == "id" || w == "option" || w == "error" || w == "uciok" || w == "uiciok" ||
           w == "readyok" || w == "bestmove" || w == "copyprotection" || w == "registration";
}

// Reads depth and score out of an "info" line; leaves the answer as it is for any other.
// Stops once the line gave both: what follows them (nodes, time, the pv) is not kept.
void read_info(std::string_view line, EngineAnswer& a) {
    Words in(line);
    in.next();
    bool depth = false;
    bool score = false;
    for (std::string_view w = in.next(); !w.empty() && !(depth && score); w = in.next()) {
        if (w == "depth") {
            const auto d = in.number<int>();
            if (!d) return;
            a.depth = *d;
            depth = true;
        } else if (w == "score") {
            score = true;
            const std::string_view kind = in.next();
            const auto v = in.number<long long>();
            if (!v || *v > 1000000 || *v < -1000000) return;
            if (kind == "cp") {
                a.score_cp = static_cast<int>(*v);
                a.mate.reset();
            } else if (kind == "mate") {
                a.mate = static_cast<int>(*v);
                a.score_cp.reset();
            }
        } else if (w == "string" || w == "pv") {
            return;
        }
    }
}

// Fills `a` for a read that brought no line (time out, end of output, an overlong line);
// false for a line.
bool failed_read(const ReadResult& r, bool clocked, std::int64_t limit_ms, EngineAnswer& a) {
    switch (r.kind) {
        case ReadResult::Kind::line: return false;
        case ReadResult::Kind::timeout:
            a.kind = clocked ? EngineAnswer::Kind::time_forfeit : EngineAnswer::Kind::no_answer;
            a.detail = clocked ? "no move within its time" : "no move within " + std::to_string(limit_ms) + " ms";
            return true;
        case ReadResult::Kind::closed:
            a.kind = EngineAnswer::Kind::crash;
            a.detail = "the engine ended";
            return true;
        case ReadResult::Kind::overlong:
            a.kind = EngineAnswer::Kind::bad_output;
            a.detail = "a line longer than " + std::to_string(r.length) + " bytes";
            return true;
    }
    return false;
}

}  // namespace

std::string describe_limits(const EngineConfig& e) {
    auto seconds = [](std::int64_t ms) {
        std::ostringstream s;
        s << static_cast<double>(ms) / 1000.0;
        return s.str();
    };
    if (e.tc) {
        std::string s;
        if (e.tc->moves) s += std::to_string(e.tc->moves) + "/";
        s += seconds(e.tc->base_ms);
        if (e.tc->inc_ms) s += "+" + seconds(e.tc->inc_ms);
        return s;
    }
    if (e.st_ms) return "st=" + seconds(*e.st_ms);
    if (e.nodes) return "nodes=" + std::to_string(*e.nodes);
    if (e.depth) return "depth=" + std::to_string(*e.depth);
    return "-";
}

EngineSession::EngineSession(asio::io_context& io, EngineConfig config, std::size_t max_line)
    : config_(std::move(config)), process_(io, max_line) {}

asio::awaitable<std::string> EngineSession::wait_for(std::string_view word, Clock::time_point deadline) {
    int garbage = 0;
    for (;;) {
        ReadResult r = co_await process_.read_line(deadline);
        if (r.kind == ReadResult::Kind::timeout) co_return "no " + std::string(word) + " in time";
        if (r.kind == ReadResult::Kind::closed) co_return "the engine ended";
        if (r.kind == ReadResult::Kind::overlong) co_return "a line longer than " + std::to_string(r.length) + " bytes";
        const std::string_view w = first_word(r.text);
        if (w == word) co_return "";
        if (!known_word(w) && !w.empty() && ++garbage > kMaxGarbageLines)
            co_return "a flood of lines that are no reply";
    }
}

asio::awaitable<std::string> EngineSession::handshake() {
    std::vector<std::string> argv{config_.cmd};
    argv.insert(argv.end(), config_.args.begin(), config_.args.end());
    std::string error;
    if (!process_.start(argv, error)) co_return error;
    // The runner's engines take requests from their first line on: no handshake.
    if (config_.proto == Proto::sprt_json) co_return "";
    // UCI's spelling for both protocols (PROTOCOL.md section 11): what `uici compliance` checks and
    // what every engine knows; the uici server answers `uici`/`newgame` too, other engines need not.
    const auto deadline = Clock::now() + std::chrono::milliseconds(config_.timeout_ms);
    if (!co_await process_.write_line("uci", deadline)) co_return "the engine does not read";
    if (auto e = co_await wait_for("uciok", deadline); !e.empty()) co_return e;
    for (const auto& [name, value] : config_.options)
        if (!co_await process_.write_line("setoption name " + name + " value " + value, deadline))
            co_return "the engine does not read";
    co_return "";
}

asio::awaitable<std::string> EngineSession::new_game() {
    position_line_.text.clear();
    if (!process_.running()) {
        if (auto e = co_await handshake(); !e.empty()) {
            process_.kill();
            co_return e;
        }
    }
    if (config_.proto == Proto::sprt_json) co_return "";  // each request carries the whole game
    const auto deadline = Clock::now() + std::chrono::milliseconds(config_.timeout_ms);
    std::string e;
    if (!co_await process_.write_line("ucinewgame", deadline) || !co_await process_.write_line("isready", deadline))
        e = "the engine does not read";
    else e = co_await wait_for("readyok", deadline);
    if (!e.empty()) process_.kill();
    co_return e;
}

// How long a move may be waited for: the clock (or the fixed time) plus the margin, when one
// bounds the move (then running out is a time forfeit); else the answer limit.
std::pair<std::int64_t, bool> EngineSession::wait_limit(const Clocks& clocks, Color mover) const {
    if (config_.tc) return {(mover == Color::White ? clocks.white_ms : clocks.black_ms) + config_.margin_ms, true};
    if (config_.st_ms) return {*config_.st_ms + config_.margin_ms, true};
    return {config_.timeout_ms, false};
}

std::string EngineSession::go_line(const Clocks& clocks) const {
    if (config_.tc) {
        std::string s = "go wtime " + std::to_string(std::max<std::int64_t>(clocks.white_ms, 1)) + " btime " +
                        std::to_string(std::max<std::int64_t>(clocks.black_ms, 1));
        if (config_.tc->inc_ms)
            s += " winc " + std::to_string(config_.tc->inc_ms) + " binc " + std::to_string(config_.tc->inc_ms);
        if (clocks.moves_to_go) s += " movestogo " + std::to_string(clocks.moves_to_go);
        return s;
    }
    if (config_.st_ms) return "go movetime " + std::to_string(*config_.st_ms);
    std::string s = "go";
    if (config_.nodes) s += " nodes " + std::to_string(*config_.nodes);
    if (config_.depth) s += " depth " + std::to_string(*config_.depth);
    return s;
}

asio::awaitable<EngineAnswer> EngineSession::go(const Clocks& clocks, Color mover) {
    EngineAnswer a;
    const auto [limit_ms, clocked] = wait_limit(clocks, mover);
    const auto sent = Clock::now();
    const auto deadline = sent + std::chrono::milliseconds(limit_ms);
    // One write for both lines: one system call and one wake-up of the engine.
    if (!co_await process_.write_line(position_line_.text + '\n' + go_line(clocks), deadline)) {
        if (clocked && Clock::now() >= deadline) {
            a.kind = EngineAnswer::Kind::time_forfeit;
            a.detail = "no move within its time";
        } else {
            a.kind = EngineAnswer::Kind::crash;
            a.detail = "the engine does not read its input";
        }
        co_return a;
    }
    int garbage = 0;
    for (;;) {
        ReadResult r = co_await process_.read_line(deadline);
        a.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - sent).count();
        if (failed_read(r, clocked, limit_ms, a)) co_return a;
        const std::string_view w = first_word(r.text);
        if (w == "info") {
            read_info(r.text, a);
            continue;
        }
        if (w != "bestmove") {
            if (!known_word(w) && !w.empty() && ++garbage > kMaxGarbageLines) {
                a.kind = EngineAnswer::Kind::bad_output;
                a.detail = "a flood of lines that are no reply";
                co_return a;
            }
            continue;
        }
        Words in(r.text);
        in.next();
        a.move_text = std::string(in.next());
        a.kind = EngineAnswer::Kind::move;
        co_return a;
    }
}

// The time a sprt-json engine is given for this move: a fixed time, or a share of its clock
// (a fortieth, or the clock over the moves to go, plus the increment) kept inside the clock.
std::int64_t EngineSession::sprt_time(const Clocks& clocks, Color mover) const {
    if (config_.st_ms) return *config_.st_ms;
    if (!config_.tc) return config_.timeout_ms / 2;
    const std::int64_t left = mover == Color::White ? clocks.white_ms : clocks.black_ms;
    const std::int64_t share = left / (clocks.moves_to_go > 0 ? clocks.moves_to_go : 40) + config_.tc->inc_ms;
    return std::max<std::int64_t>(1, std::min(share, left - left / 10));
}

asio::awaitable<EngineAnswer> EngineSession::go_sprt(std::string request, const Clocks& clocks, Color mover,
                                                     SprtLineReader& reader) {
    EngineAnswer a;
    const auto [limit_ms, clocked] = wait_limit(clocks, mover);
    const auto sent = Clock::now();
    const auto deadline = sent + std::chrono::milliseconds(limit_ms);
    if (!co_await process_.write_line(std::move(request), deadline)) {
        a.kind = EngineAnswer::Kind::crash;
        a.detail = "the engine does not read its input";
        co_return a;
    }
    int garbage = 0;
    for (;;) {
        ReadResult r = co_await process_.read_line(deadline);
        a.elapsed_ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - sent).count();
        if (failed_read(r, clocked, limit_ms, a)) co_return a;
        if (first_word(r.text).empty()) continue;
        if (!reader.read(r.text, a)) {
            // Log lines are tolerated, up to a flood.
            if (++garbage > kMaxGarbageLines) {
                a.kind = EngineAnswer::Kind::bad_output;
                a.detail = "a flood of lines that are no reply";
                co_return a;
            }
            continue;
        }
        co_return a;
    }
}

asio::awaitable<void> EngineSession::shut_down() {
    if (!process_.running()) co_return;
    const auto deadline = Clock::now() + std::chrono::milliseconds(200);
    // The runner's engines end when their input does; they have no quit.
    const bool told = config_.proto == Proto::sprt_json ? (process_.close_input(), true)
                                                        : co_await process_.write_line("quit", deadline);
    if (told) {
        // Give it a moment to leave by itself; whatever is left is killed.
        (void)co_await process_.read_line(deadline);
    }
    process_.kill();
}

}  // namespace uici::match
