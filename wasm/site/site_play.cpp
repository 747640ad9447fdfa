#include "wasm/site/site_play.hpp"

#include <algorithm>
#include <atomic>
#include <memory>
#include <set>

#include <nlohmann/json.hpp>

#include "core/game/game.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/movegen.hpp"
#include "errors/errors.hpp"
#include "search/search.hpp"

namespace UICI_CORE_NS::site {
namespace {

using Json = nlohmann::ordered_json;

// The squares of a slide listed for the site's move-generation display: its first few only (a
// slide may have no end; the display marks destination squares).
constexpr int kShownSlideSquares = 32;
// The strength levels the site offers (1..3, engine.ts maxStrengthLevel) as depth limits; 3
// and above search to the time limit.
constexpr int kDepthOfLevel[] = {1, 1, 3};

std::string reply(const char* type, Json data, const std::string& error = {}) {
    Json j{{"type", type}, {"data", std::move(data)}};
    if (!error.empty()) j["error"] = error;
    return j.dump();
}

// The from>to of every legal move, promotions once (the display marks squares), sorted.
std::string generated(const Game& game) {
    GeneratedMoves gen;
    generate_moves(game.position(), gen);
    sort_moves(gen);
    std::vector<std::string> out;
    std::set<std::string> seen;
    const auto add = [&](const Square& from, const Square& to) {
        std::string s = to_string(from) + ">" + to_string(to);
        if (seen.insert(s).second) out.push_back(std::move(s));
    };
    for (const Move& m : gen.finite) add(m.from, m.to);
    for (const SlideSet& slide : gen.slides) {
        Count n = slide.first;
        for (int shown = 0; shown < kShownSlideSquares && (!slide.last || n <= *slide.last); ++n) {
            if (!slide.contains(n)) continue;
            const auto to = slide.square(n);
            if (!to) break;
            add(slide.from, *to);
            ++shown;
        }
    }
    return reply("generatedMoves", out);
}

search::Searcher& searcher() {
    // One table for the worker's life: the site asks once per move of the same game.
    static search::Searcher s(32);
    return s;
}

}  // namespace

std::optional<std::string> answer(const uici::wasm::SiteRequest& r) {
    auto doc = read_long_json(r.long_json);
    if (!doc) {
        if (doc.error().code == kNeedsWide) return std::nullopt;
        return reply(
            "move", nullptr,
            error_text(ErrorCode::bad_position, {word("reason", doc.error().code), message(doc.error().message)}));
    }
    Game game(doc->start);
    game.reserve(doc->moves.size());
    for (std::size_t i = 0; i < doc->moves.size(); ++i) {
        const Reason why = game.play(doc->moves[i]);
        if (why != Reason::legal)
            return reply("move", nullptr,
                         error_text(ErrorCode::illegal_move,
                                    {number("index", std::to_string(i)), token(format_move(doc->moves[i]), "move"),
                                     word("reason", reason_code(why))}));
    }
    if (r.generated_moves) return generated(game);
    const Color turn = game.position().turn;
    if (r.engine_color && *r.engine_color != (turn == Color::White ? 1 : 2))
        return reply("move", nullptr,
                     error_text(ErrorCode::bad_position,
                                {word("reason", "not_engine_turn"), message("youAreColor is not the side to move.")}));
    if (game.status().decisive()) return reply("move", nullptr);
    search::Limits limits;
    limits.movetime = r.movetime;
    limits.wtime = r.wtime;
    limits.btime = r.btime;
    limits.winc = r.winc;
    limits.binc = r.binc;
    limits.multipv = r.multipv;
    const int level = r.strength.value_or(3);
    if (level < 3) limits.depth = kDepthOfLevel[std::max(level, 0)];
    if (!limits.movetime && !limits.wtime && !limits.btime && !limits.depth) limits.movetime = 1000;
    const std::atomic<bool> stop{false};
    const search::Result result = searcher().go(game, limits, stop, {});
    if (!result.best) return reply("move", nullptr);
    return reply("move", format_move(*result.best));
}

}  // namespace UICI_CORE_NS::site
