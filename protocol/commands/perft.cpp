// Jobs: perft / go perft (Stockfish's divide format).
// A job copies the position it needs, so the session may change while it runs.
#include <charconv>
#include <string>

#include "core/notation/move_listing.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/perft.hpp"
#include "protocol/commands/commands.hpp"

namespace UICI_CORE_NS {

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

}  // namespace

void start_perft(const ChessState& c, const Args& a, std::size_t at, Reply& r) {
    if (a.size() <= at) return r.error(ErrorCode::missing_argument, {token("perft"), word("need", "depth")});
    if (a.size() > at + 1)
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[at + 1]), word("for", "perft"), word("need", "one_depth")});
    const auto depth = read_depth(a.tokens[at]);
    if (!depth)
        return r.error(ErrorCode::bad_argument,
                       {token(a.tokens[at]), word("for", "perft"), word("need", "depth_1_to_64")});
    r.start_job(Job{
        [pos = current_game(c).position(), d = *depth, mode = r.mode()](const std::atomic<bool>& stop, const Emit&) {
            try {
                return format_perft(perft(pos, d, &stop), d, mode);
            } catch (const std::exception& e) {
                Reply out(mode);
                out.error(ErrorCode::internal, {token(e.what(), "what")});
                return out.output();
            }
        }});
}

void cmd_perft(const ChessState& c, const Args& a, Reply& r) { UICI_CORE_NS::start_perft(c, a, 1, r); }

}  // namespace UICI_CORE_NS
