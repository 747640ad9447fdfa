// What the infinite-chess SPRT runner's JSON request (PROTOCOL.md section 10) cannot carry, so that
// a game is refused before a sprt-json engine is asked to play it (`uici match`, `uici gui`).
// Inline on purpose: the board page's message layer (gui/messages.cpp, also compiled into the
// WebAssembly build, which has no engine client) refuses such a game with it, header only.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/board/position.hpp"

namespace UICI_CORE_NS::sprt_client {

// The request reader takes integers of 1..10^9 for the move rule; a game without one is
// given the largest, which no game reaches.
inline constexpr std::int64_t kNoMoveRule = 1'000'000'000;

// Why `p` cannot be written as such a request, or nothing when it can.
inline std::optional<std::string> sprt_unfit(const Position& p) {
    if (p.rules.slide_limit) return "the runner's JSON has no slide limit";
    const auto& w = p.rules.of(Color::White);
    const auto& b = p.rules.of(Color::Black);
    // One list of promotion pieces serves both players there.
    if (!w.promotion_ranks.empty() && !b.promotion_ranks.empty() && w.promotions != b.promotions)
        return "the runner's JSON has one list of promotion pieces for both players";
    if (p.move_rule && (p.move_rule->limit < 1 || p.move_rule->limit > kNoMoveRule))
        return "the runner's JSON takes a move rule of 1..10^9";
    return std::nullopt;
}

}  // namespace UICI_CORE_NS::sprt_client
