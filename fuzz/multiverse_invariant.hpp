// The 5dpgn reader's and the replay's invariant for fuzzing: any text either fails with a place
// (line and column from 1) and a message, or reads; what reads writes a canonical text that reads
// back to the same text; a game that replays writes a canonical text that replays to the same
// state, gives JSON, and a short search of the mover's turns ends without harm.
#pragma once

#include <string>
#include <string_view>

#include "multiverse/ast.hpp"
#include "multiverse/json.hpp"
#include "multiverse/replay.hpp"
#include "multiverse/search.hpp"

namespace uici::fuzz {

inline std::string placed(const multiverse::Error& e) {
    if (e.line < 1 || e.column < 1) return "error without a place: " + e.message;
    if (e.message.empty()) return "error without a message";
    return "";
}

inline std::string check_5dpgn(std::string_view text) {
    namespace m = uici::multiverse;
    auto tree = m::read_5dpgn(text);
    if (!tree) return placed(tree.error());
    const std::string once = m::write_5dpgn(*tree);
    auto again = m::read_5dpgn(once);
    if (!again) return "written tree does not read back: " + again.error().text();
    if (m::write_5dpgn(*again) != once) return "written tree is not a fixpoint";
    auto game = m::replay(*tree);
    if (!game) return placed(game.error());
    const std::string canonical = m::write_5dpgn(game->game);
    auto reread = m::read_5dpgn(canonical);
    if (!reread) return "canonical text does not read: " + reread.error().text();
    auto regame = m::replay(*reread);
    if (!regame) return "canonical text does not replay: " + regame.error().text();
    if (regame->state.hash() != game->state.hash()) return "canonical text changed the state";
    // Written as convert and the server write it: invalid UTF-8 of the text becomes U+FFFD.
    if (m::replay_json(*game).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace).empty())
        return "no JSON";
    const m::TurnSearch s = m::game_status(*game, 300);
    if (s.verdict == m::Verdict::ongoing && s.witness.empty()) return "ongoing without a legal turn";
    if (s.nodes > 300) return "search passed its budget";
    return "";
}

}  // namespace uici::fuzz
