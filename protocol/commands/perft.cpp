// Jobs: perft / go perft (Stockfish's divide format) and the seeded random test mover `go`.
// A job copies the position it needs, so the session may change while it runs.
#include <algorithm>
#include <charconv>
#include <random>
#include <string>
#include <thread>

#include "core/notation/move_listing.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"
#include "protocol/commands/commands.hpp"

namespace uici {

namespace {

constexpr int kMaxDepth = 64;

std::optional<int> read_depth(std::string_view t) {
    int d = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
    if (ec != std::errc() || ptr != t.data() + t.size() || d < 1 || d > kMaxDepth) return std::nullopt;
    return d;
}

// The divide, "Nodes searched: N" between empty lines, and a note when stopped early.
std::string format_perft(const PerftResult& res, int depth, OutputMode mode) {
    Reply out(mode);
    // Refusals: a slide with no end, or one too long to expand (kPerftMaxSlide squares).
    if (res.unbounded_ray) {
        out.error(ErrorCode::unbounded, {word("ray", format_slide(*res.unbounded_ray))});
        return out.output();
    }
    if (res.oversized_ray) {
        out.error(ErrorCode::unbounded, {word("ray", format_slide(*res.oversized_ray)), word("reason", "too_long")});
        return out.output();
    }
    if (res.too_many) {
        out.error(ErrorCode::too_large, {word("what", "nodes"), number("limit", "18446744073709551615")});
        return out.output();
    }
    if (out.json()) {
        Json divide = Json::array();
        for (const auto& [move, n] : divide_entries(res))
            divide.push_back(Json{{"move", move}, {"nodes", std::to_string(n)}});
        out.object(Json{{"reply", "perft"},
                        {"depth", depth},
                        {"divide", std::move(divide)},
                        {"nodes", std::to_string(res.nodes)},
                        {"aborted", res.aborted}});
        return out.output();
    }
    for (const auto& [move, n] : divide_entries(res)) out.line(move + ": " + std::to_string(n));
    out.line("");
    out.line("Nodes searched: " + std::to_string(res.nodes));
    out.line("");
    if (res.aborted) out.info("perft aborted");
    return out.output();
}

void start_perft(const SessionState& s, const Args& a, std::size_t at, Reply& r) {
    if (a.size() <= at) return r.error(ErrorCode::missing_argument, {token("perft"), word("need", "depth")});
    if (a.size() > at + 1)
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[at + 1]), word("for", "perft"), word("need", "one_depth")});
    const auto depth = read_depth(a.tokens[at]);
    if (!depth)
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[at]), word("for", "perft"), word("need", "depth_1_to_64")});
    r.start_job(Job{[pos = s.chess.game->position(), d = *depth, mode = r.mode()](const std::atomic<bool>& stop) {
        try {
            return format_perft(perft(pos, d, &stop), d, mode);
        } catch (const std::exception& e) {
            Reply out(mode);
            out.error(ErrorCode::internal, {token(e.what(), "what")});
            return out.output();
        }
    }});
}

// One bestmove line: a move, or "(none)" when there is no legal move.
void bestmove(const std::optional<Move>& m, Reply& out) {
    if (!out.json()) return out.line("bestmove " + (m ? format_move(*m) : std::string("(none)")));
    // The infinite-chess runners take the first object with "from" or "error" as the answer.
    if (!m) return out.object(Json{{"reply", "bestmove"}, {"move", nullptr}, {"error", "no_legal_moves"}});
    Json j{{"reply", "bestmove"}, {"move", format_move(*m)}, {"from", to_string(m->from)}, {"to", to_string(m->to)}};
    if (m->promotion) j["promotion"] = piece_code(Piece{m->promotion->type, Color::Black});  // lower case
    out.object(j);
}

// The test mover: a legal move drawn at random, seeded by the Seed option and the ply, so
// the same game and seed always give the same move. A slide offers its nearest square.
std::optional<Move> random_move(const SessionState& s) {
    const Game& g = *s.chess.game;
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
    return choices[std::uniform_int_distribution<std::size_t>(0, choices.size() - 1)(rng)];
}

}  // namespace

void cmd_perft(SessionState& s, const Args& a, Reply& r) { start_perft(s, a, 1, r); }

// go perft <depth>, or go [wtime ...|movetime ...|infinite ...]: the clock arguments are
// read past; `infinite` holds the bestmove back until stop, as UCI asks.
void cmd_go(SessionState& s, const Args& a, Reply& r) {
    if (a.size() >= 2 && a.tokens[1] == "perft") return start_perft(s, a, 2, r);
    bool infinite = false;
    for (std::size_t i = 1; i < a.size(); ++i) infinite = infinite || a.tokens[i] == "infinite";
    const auto m = random_move(s);
    if (!infinite) return bestmove(m, r);
    r.start_job(Job{[m, mode = r.mode()](const std::atomic<bool>& stop) {
        while (!stop.load(std::memory_order_relaxed)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        Reply out(mode);
        bestmove(m, out);
        return out.output();
    }});
}

}  // namespace uici
