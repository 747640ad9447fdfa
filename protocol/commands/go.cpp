// go: the search (search/), or the seeded random test mover with `setoption name Player value
// random`. `go perft N` is perft's (perft.cpp). A search runs as a job: its `info` lines go out
// as each iteration ends (and in between, at least once a second), then exactly one `bestmove`.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <memory>
#include <random>
#include <string>
#include <thread>

#include "core/notation/move_text.hpp"
#include "core/rules/movegen.hpp"
#include "protocol/commands/commands.hpp"
#include "search/search.hpp"

namespace UICI_CORE_NS {

namespace {

// The player of this build's games (protocol/state.hpp keeps one per build).
#if UICI_WIDE
std::shared_ptr<search::Searcher>& searcher_of(SearchRoom& s) { return s.wide_searcher; }
std::shared_ptr<const Game> shared_game(const ChessState& c) { return c.wide; }
#else
std::shared_ptr<search::Searcher>& searcher_of(SearchRoom& s) { return s.searcher; }
std::shared_ptr<const Game> shared_game(const ChessState& c) { return c.game; }
#endif

// One bestmove line: a move, or "(none)" when there is no legal move; `bestmove X ponder Y` when
// the Ponder option is on and the pv has a reply.
void bestmove(const std::optional<Move>& m, const std::optional<Move>& ponder, Reply& out) {
    if (!out.json()) {
        std::string s = "bestmove " + (m ? format_move(*m) : std::string("(none)"));
        if (m && ponder) {
            s += " ponder ";
            s += format_move(*ponder);
        }
        return out.line(s);
    }
    // The infinite-chess runners take the first object with "from" or "error" as the answer.
    if (!m) return out.object(Json{{"reply", "bestmove"}, {"move", nullptr}, {"error", "no_legal_moves"}});
    Json j{{"reply", "bestmove"}, {"move", format_move(*m)}, {"from", to_string(m->from)}, {"to", to_string(m->to)}};
    if (m->promotion) j["promotion"] = piece_code(Piece{m->promotion->type, Color::Black});  // lower case
    if (ponder) j["ponder"] = format_move(*ponder);
    out.object(j);
}

// What the options add to the search's lines.
struct Shown {
    bool wdl = false;     // UCI_ShowWDL
    bool ponder = false;  // Ponder
};

// `info depth .. seldepth .. [multipv k] score cp X|mate N [lowerbound|upperbound] [wdl W D L] nodes .. nps .. time ..
// hashfull .. pv ..`, or the same fields as one JSON object (node counts as strings, as every
// count that may pass 2^53). A progress line has no score and no pv, and may name the root move
// being searched. multipv only when MultiPV is above 1, wdl only with UCI_ShowWDL, a bound only
// on the line of an aspiration window that failed (JSON: "lowerbound":true or "upperbound":true).
void info_line(const search::Info& i, Shown shown, Reply& out) {
    const bool mate = i.score && search::is_mate(*i.score);
    const int value = !i.score ? 0 : mate ? search::mate_moves(*i.score) : *i.score;
    const bool with_wdl = shown.wdl && i.score;
    const search::Wdl wdl = with_wdl ? search::wdl_of(*i.score) : search::Wdl{};
    if (out.json()) {
        Json j{{"reply", "info"}, {"depth", i.depth}, {"seldepth", i.seldepth}};
        if (i.multipv) j["multipv"] = *i.multipv;
        if (i.score) j[mate ? "mate" : "cp"] = value;
        if (i.score && i.bound != search::ScoreBound::exact)
            j[i.bound == search::ScoreBound::lower ? "lowerbound" : "upperbound"] = true;
        if (with_wdl) j["wdl"] = Json::array({wdl.win, wdl.draw, wdl.loss});
        j["nodes"] = std::to_string(i.nodes);
        j["nps"] = std::to_string(i.nps);
        j["time"] = i.time_ms;
        j["hashfull"] = i.hashfull;
        if (i.currmove) {
            j["currmove"] = format_move(*i.currmove);
            j["currmovenumber"] = i.currmovenumber;
        }
        if (i.score) {
            Json pv = Json::array();
            for (const Move& m : i.pv) pv.push_back(format_move(m));
            j["pv"] = std::move(pv);
        }
        return out.object(j);
    }
    std::string s = "info depth " + std::to_string(i.depth) + " seldepth " + std::to_string(i.seldepth);
    if (i.multipv) s += " multipv " + std::to_string(*i.multipv);
    if (i.score) s += std::string(" score ") + (mate ? "mate " : "cp ") + std::to_string(value);
    if (i.score && i.bound != search::ScoreBound::exact)
        s += i.bound == search::ScoreBound::lower ? " lowerbound" : " upperbound";
    if (with_wdl)
        s += " wdl " + std::to_string(wdl.win) + " " + std::to_string(wdl.draw) + " " + std::to_string(wdl.loss);
    s += " nodes " + std::to_string(i.nodes) + " nps " + std::to_string(i.nps) + " time " + std::to_string(i.time_ms) +
         " hashfull " + std::to_string(i.hashfull);
    if (i.currmove) {
        // Appended in steps: gcc 12 warns falsely (-Wrestrict) on " " + std::string&&.
        s += " currmove ";
        s += format_move(*i.currmove);
        s += " currmovenumber " + std::to_string(i.currmovenumber);
    }
    if (!i.pv.empty()) {
        s += " pv";
        for (const Move& m : i.pv) {
            s += ' ';
            s += format_move(m);
        }
    }
    out.line(s);
}

// The test mover: a legal move drawn at random, seeded by the Seed option and the ply, so
// the same game and seed always give the same move. A slide offers its nearest square.
std::optional<Move> random_move(const Settings& s, const ChessState& c) {
    const Game& g = current_game(c);
    if (g.status().decisive()) return std::nullopt;
    GeneratedMoves gen;
    generate_moves(g.position(), gen);
    std::vector<Move> choices = gen.finite;
    for (const SlideSet& slide : gen.slides) {
        const auto n = slide.first_kept();
        const auto to = n ? slide.square(*n) : std::nullopt;
        if (to) choices.push_back(Move{slide.from, *to, std::nullopt});
    }
    if (choices.empty()) return std::nullopt;
    // The generator's order follows the board's piece lists, which moves and undos reorder;
    // sorted, the draw depends on the game alone ("the same for the same game and Seed").
    const auto promotion_key = [](const Move& m) {
        return m.promotion ? 1 + 2 * static_cast<int>(m.promotion->type) + static_cast<int>(m.promotion->color) : 0;
    };
    std::sort(choices.begin(), choices.end(), [&](const Move& a, const Move& b) {
        if (a.from != b.from) return display_less(a.from, b.from);
        if (a.to != b.to) return display_less(a.to, b.to);
        return promotion_key(a) < promotion_key(b);
    });
    std::mt19937_64 rng(static_cast<std::uint64_t>(s.seed) * 0x9E3779B97F4A7C15ULL + g.history().size());
    // The draw maps the generator's 64 bits itself (a bias of at most n / 2^64): the standard
    // distributions are left to each library, and libc++ (the WebAssembly build) drew another
    // move than libstdc++ for the same game and Seed.
    return choices[static_cast<std::size_t>(rng() % choices.size())];
}

// A finished search's move for a typed caller (protocol/go_request.hpp).
GoAnswer::Best best_of(const Move& m) {
    return {to_string(m.from), to_string(m.to),
            m.promotion ? std::optional<PieceType>(m.promotion->type) : std::optional<PieceType>()};
}

// The answer: the caller's own reply when it asked for typed values, else the bestmove line.
void answer(const std::optional<Move>& m, const std::optional<Move>& ponder, GoAnswer typed,
            const GoAnswerWriter* write, Reply& out) {
    if (write == nullptr) return bestmove(m, ponder, out);
    if (m) typed.best = best_of(*m);
    (*write)(typed, out);
}

// What a typed caller keeps of a search's report: the last depth and the last score.
void note(const search::Info& i, GoAnswer& typed) {
    typed.depth = i.depth;
    if (!i.score) return;
    const bool mate = search::is_mate(*i.score);
    typed.mate = mate ? std::optional<int>(search::mate_moves(*i.score)) : std::nullopt;
    typed.cp = mate ? std::nullopt : std::optional<int>(*i.score);
}

// The test mover answers at once, but after `stop` for go infinite, and after `stop` or
// `ponderhit` for go ponder (`ponderhit` null otherwise).
void go_random(const Settings& s, const ChessState& c, bool infinite, std::shared_ptr<std::atomic<bool>> ponderhit,
               const GoAnswerWriter* write, Reply& r) {
    const auto m = random_move(s, c);
    if (!infinite && !ponderhit) return answer(m, std::nullopt, {}, write, r);
    std::optional<GoAnswerWriter> w = write ? std::optional<GoAnswerWriter>(*write) : std::nullopt;
    r.start_job(Job{[m, w, ponderhit, infinite, mode = r.mode()](const std::atomic<bool>& stop, const Emit&) {
        const auto waiting = [&] {
            if (stop.load(std::memory_order_relaxed)) return false;
            return infinite || !ponderhit->load(std::memory_order_relaxed);
        };
        while (waiting()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        Reply out(mode);
        answer(m, std::nullopt, {}, w ? &*w : nullptr, out);
        return out.output();
    }});
}

bool is_go_keyword(std::string_view t) {
    static constexpr std::string_view kWords[] = {"wtime", "btime", "winc", "binc",     "movestogo",   "movetime",
                                                  "depth", "nodes", "mate", "infinite", "searchmoves", "ponder"};
    return std::find(std::begin(kWords), std::end(kWords), t) != std::end(kWords);
}

// The number after a keyword; an error line and nothing when it is missing or not a number
// in [lo, hi].
std::optional<std::int64_t> go_number(const Args& a, std::size_t i, std::int64_t lo, std::int64_t hi, Reply& r) {
    if (i + 1 >= a.size())
        return r.error(ErrorCode::missing_argument, {token(a.tokens[i]), word("need", "number")}), std::nullopt;
    const std::string_view t = a.tokens[i + 1];
    std::int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || ptr != t.data() + t.size() || v < lo || v > hi) {
        const std::string need = "integer_" + std::to_string(lo) + "_to_" + std::to_string(hi);
        return r.error(ErrorCode::bad_argument, {token(t), word("for", a.tokens[i]), word("need", need)}), std::nullopt;
    }
    return v;
}

// Reads the go arguments into `limits`; false (with one error line) on a bad value. Unknown
// tokens are passed over, as UCI asks of engines.
bool read_limits(const Args& a, search::Limits& limits, Reply& r) {
    constexpr std::int64_t kBig = INT64_MAX / 4;
    for (std::size_t i = 1; i < a.size(); ++i) {
        const std::string_view t = a.tokens[i];
        std::optional<std::int64_t> v;
        auto number = [&](std::int64_t lo, std::int64_t hi) {
            v = go_number(a, i, lo, hi, r);
            ++i;
            return v.has_value();
        };
        if (t == "infinite") {
            limits.infinite = true;
        } else if (t == "ponder") {
            // Searches without clock limits until ponderhit (they apply from then) or stop.
            limits.ponder = true;
        } else if (t == "searchmoves") {
            while (i + 1 < a.size() && !is_go_keyword(a.tokens[i + 1])) {
                const auto m = read_move(a.tokens[i + 1], static_cast<long>(limits.searchmoves.size()), r);
                if (!m) return false;
                limits.searchmoves.push_back(*m);
                ++i;
            }
        } else if (t == "wtime" || t == "btime") {
            if (!number(-kBig, kBig)) return false;
            (t == "wtime" ? limits.wtime : limits.btime) = *v;
        } else if (t == "winc" || t == "binc") {
            if (!number(-kBig, kBig)) return false;
            (t == "winc" ? limits.winc : limits.binc) = *v;
        } else if (t == "movetime") {
            if (!number(0, kBig)) return false;
            limits.movetime = *v;
        } else if (t == "movestogo") {
            if (!number(1, 1'000'000)) return false;
            limits.movestogo = static_cast<int>(*v);
        } else if (t == "depth") {
            if (!number(1, search::kMaxDepth)) return false;
            limits.depth = static_cast<int>(*v);
        } else if (t == "nodes") {
            if (!number(1, kBig)) return false;
            limits.nodes = static_cast<std::uint64_t>(*v);
        } else if (t == "mate") {
            if (!number(1, search::kMaxDepth / 2)) return false;
            limits.mate = static_cast<int>(*v);
        }
    }
    return true;
}

}  // namespace

namespace {

// Starts the search (or answers with the test mover): `write` null for the line protocol's
// info and bestmove lines, else the typed caller's writer, which alone makes the reply.
void launch(const Settings& s, const ChessState& c, SearchRoom& room, search::Limits limits,
            const GoAnswerWriter* write, Reply& r) {
    // A new flag for each go ponder: a ponderhit meant for an earlier search cannot reach this one.
    std::shared_ptr<std::atomic<bool>> ponderhit;
    if (limits.ponder) {
        ponderhit = std::make_shared<std::atomic<bool>>(false);
        room.ponderhit = ponderhit;
        limits.ponderhit = ponderhit.get();
    }
    if (s.player == Settings::Player::random) return go_random(s, c, limits.infinite, ponderhit, write, r);
    limits.move_overhead = s.move_overhead_ms;
    limits.multipv = s.multipv;
    const Shown shown{s.show_wdl, s.ponder};
    if (!searcher_of(room))
        searcher_of(room) = std::make_shared<search::Searcher>(static_cast<std::size_t>(s.hash_mib));
    // The job shares the session's game rather than copying it: every request that could change
    // the game waits behind the job (PROTOCOL.md section 5), and the shared pointer keeps it alive
    // as long as the job runs. A copy of 1,000,000 pieces took longer than a short movetime.
    std::shared_ptr<const Game> game = shared_game(c);
    std::optional<GoAnswerWriter> w = write ? std::optional<GoAnswerWriter>(*write) : std::nullopt;
    r.start_job(Job{[game, limits, searcher = searcher_of(room), w, ponderhit, shown, mode = r.mode()](
                        const std::atomic<bool>& stop, const Emit& emit) {
        GoAnswer typed;
        try {
            const auto result = searcher->go(*game, limits, stop, [&](const search::Info& i) {
                if (w) return note(i, typed);
                Reply out(mode);
                info_line(i, shown, out);
                emit(out.output());
            });
            Reply out(mode);
            answer(result.best, shown.ponder ? result.ponder : std::nullopt, std::move(typed), w ? &*w : nullptr, out);
            return out.output();
        } catch (const std::exception& e) {
            Reply out(mode);
            if (w) {
                (*w)(GoAnswer{.failure = error_text(ErrorCode::internal, {token(e.what(), "what")})}, out);
                return out.output();
            }
            out.error(ErrorCode::internal, {token(e.what(), "what")});
            bestmove(std::nullopt, std::nullopt, out);
            return out.output();
        }
    }});
}

}  // namespace

void cmd_go(const Settings& s, const ChessState& c, SearchRoom& room, const Args& a, Reply& r) {
    if (a.size() >= 2 && a.tokens[1] == "perft") return UICI_CORE_NS::start_perft(c, a, 2, r);
    search::Limits limits;
    limits.received = std::chrono::steady_clock::now();
    if (!read_limits(a, limits, r)) return;
    launch(s, c, room, std::move(limits), nullptr, r);
}

void start_go(const Settings& s, const ChessState& c, SearchRoom& room, const GoParams& p, const GoAnswerWriter& write,
              Reply& r) {
    search::Limits limits;
    limits.received = std::chrono::steady_clock::now();
    limits.depth = p.depth;
    limits.movetime = p.movetime_ms;
    launch(s, c, room, std::move(limits), &write, r);
}

}  // namespace UICI_CORE_NS
