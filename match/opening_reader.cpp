// Built twice (opening_reader.hpp); the wide build also gives openings.cpp its entry points
// (wide_game.hpp), which carry a wide start position as ICN text.
#include "match/opening_reader.hpp"

#include <algorithm>

#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/variants/variants.hpp"
#include "engine/sprt_json/sprt_fit.hpp"
#include "match/wide_game.hpp"

namespace UICI_CORE_NS::match {

std::optional<std::string> read_opening(std::string_view line, int plies, Position& out, bool& needs_wide) {
    needs_wide = false;
    auto doc = read_icn(line);
    if (!doc && doc.error().code == kNeedsWide) {
        needs_wide = true;
        return std::string(kNeedsWide);
    }
    if (!doc && doc.error().code == "too_large") return "too_large: " + doc.error().message;
    if (!doc) return doc.error().message;
    Position start = doc->position;
    if (!doc->has_piece_list) {
        const std::string* v = start.metadata_value("Variant");
        auto p = v ? variant_position(*v) : std::nullopt;
        if (!p) return "no piece list and no known Variant";
        start = std::move(*p);
    }
    Game game(start);
    std::size_t count = doc->moves.size();
    if (plies >= 0) count = std::min<std::size_t>(count, static_cast<std::size_t>(plies));
    for (std::size_t i = 0; i < count; ++i)
        if (Reason r = game.play(doc->moves[i].move); r != Reason::legal)
            return "move " + std::to_string(i + 1) + " is illegal (" + std::string(reason_code(r)) + ")";
    if (game.status().outcome != Status::Outcome::ongoing) return "the game is already over";
    out = game.position();
    return std::nullopt;
}

#if UICI_WIDE
std::optional<std::string> read_opening_icn(std::string_view line, int plies, std::string& icn) {
    Position start;
    bool needs_wide = false;
    if (auto e = read_opening(line, plies, start, needs_wide)) return e;
    // The seed dialect keeps a move rule's own spelling; the metadata (Variant) come along.
    icn = write_icn_game(start, {}, Dialect::Seed);
    return std::nullopt;
}

std::optional<std::string> unfit_for(const std::string& icn, Proto proto) {
    if (proto == Proto::uci) return "a number past +-2^60, off the 8x8 board";
    if (proto != Proto::sprt_json) return std::nullopt;
    auto doc = read_icn(icn);
    if (!doc) return doc.error().message;
    return sprt_client::sprt_unfit(doc->position);
}
#endif

}  // namespace UICI_CORE_NS::match
