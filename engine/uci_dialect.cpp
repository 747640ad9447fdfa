#include "engine/uci_dialect.hpp"

#include <algorithm>

namespace uici::engine::uci {

namespace asio = boost::asio;

namespace {

bool known_word(std::string_view w) {
    return w == "info" || w == "id" || w == "option" || w == "error" || w == "uciok" || w == "uiciok" ||
           w == "readyok" || w == "bestmove" || w == "copyprotection" || w == "registration";
}

}  // namespace

void take_info(std::string_view text, EngineAnswer& a) {
    const auto line = read_info_line(text);
    if (!line) return;
    a.lines.take(*line);
    // The answer's score and depth are line 1's, taken from one and the same line, its last scored
    // one (as fastchess reads them): a later depth-only or currmove line changes neither.
    if (line->multipv != 1) return;
    constexpr long long kMost = 1000000;  // beyond any engine's score; an int either way
    if (line->cp && *line->cp <= kMost && *line->cp >= -kMost) {
        a.score_cp = static_cast<int>(*line->cp);
        a.mate.reset();
    } else if (line->mate && *line->mate <= kMost && *line->mate >= -kMost) {
        a.mate = static_cast<int>(*line->mate);
        a.score_cp.reset();
    } else {
        return;
    }
    a.depth = line->depth.value_or(0);
}

asio::awaitable<std::string> wait_for(Process& p, std::string_view word, Clock::time_point deadline) {
    int garbage = 0;
    for (;;) {
        ReadResult r = co_await p.read_line(deadline);
        if (r.kind == ReadResult::Kind::timeout) co_return "no " + std::string(word) + " in time";
        if (r.kind == ReadResult::Kind::closed) co_return "the engine ended";
        if (r.kind == ReadResult::Kind::overlong) co_return "a line longer than " + std::to_string(r.length) + " bytes";
        const std::string_view w = first_word(r.text);
        if (w == word) co_return "";
        if (!known_word(w) && !w.empty() && ++garbage > kMaxGarbageLines)
            co_return "a flood of lines that are no reply";
    }
}

asio::awaitable<std::string> handshake(Process& p, const std::vector<std::pair<std::string, std::string>>& options,
                                       Clock::time_point deadline) {
    const bool told = co_await p.write_line("uci", deadline);
    if (!told) co_return "the engine does not read";
    std::string e = co_await wait_for(p, "uciok", deadline);
    if (!e.empty()) co_return e;
    for (const auto& [name, value] : options) {
        const bool set = co_await p.write_line("setoption name " + name + " value " + value, deadline);
        if (!set) co_return "the engine does not read";
    }
    co_return "";
}

asio::awaitable<std::string> new_game(Process& p, Clock::time_point deadline) {
    // One co_await a statement: gcc 12 miscompiles some co_awaits inside larger expressions.
    bool told = co_await p.write_line("ucinewgame", deadline);
    if (told) told = co_await p.write_line("isready", deadline);
    if (!told) co_return "the engine does not read";
    std::string e = co_await wait_for(p, "readyok", deadline);
    co_return e;
}

std::string go_line(const EngineConfig& config, const Clocks& clocks) {
    if (config.tc) {
        std::string s = "go wtime " + std::to_string(std::max<std::int64_t>(clocks.white_ms, 1)) + " btime " +
                        std::to_string(std::max<std::int64_t>(clocks.black_ms, 1));
        if (config.tc->inc_ms)
            s += " winc " + std::to_string(config.tc->inc_ms) + " binc " + std::to_string(config.tc->inc_ms);
        if (clocks.moves_to_go) s += " movestogo " + std::to_string(clocks.moves_to_go);
        return s;
    }
    if (config.st_ms) return "go movetime " + std::to_string(*config.st_ms);
    std::string s = "go";
    if (config.nodes) s += " nodes " + std::to_string(*config.nodes);
    if (config.depth) s += " depth " + std::to_string(*config.depth);
    return s;
}

asio::awaitable<EngineAnswer> go(Process& p, std::string request, MoveWait wait) {
    return exchange(p, std::move(request), wait, [](std::string_view line, EngineAnswer& a) {
        const std::string_view w = first_word(line);
        if (w == "info") {
            take_info(line, a);
            return LineVerdict::known;
        }
        if (w != "bestmove") return known_word(w) || w.empty() ? LineVerdict::known : LineVerdict::garbage;
        Words in(line);
        in.next();
        a.move_text = std::string(in.next());
        a.fault.reset();
        return LineVerdict::answer;
    });
}

}  // namespace uici::engine::uci
