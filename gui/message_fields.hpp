// Reading the fields of the page's messages (PROTOCOL.md section 12) for gui/messages.cpp: each
// reader returns the field's value, or throws a Refusal (the message's one error reply) before
// anything changed. The dialect checks on engine players live here too: what a game, a limit or a
// request cannot give an engine is refused when the game is set up, not when the engine is asked.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errors/errors.hpp"
#include "gui/messages.hpp"

namespace uici::gui::fields {

// Thrown inside a handler: the message is refused with this error, before anything changed.
struct Refusal {
    Json error;
};

[[noreturn]] void refuse(ErrorCode code, std::initializer_list<Detail> details);

// One message (or one object inside it), named `type` in errors.
struct Message {
    const Json& body;
    std::string_view type;

    // A field's value of the given JSON kind, or nothing when the message leaves it out.
    const Json* field(const char* key, Json::value_t kind) const;
    std::optional<std::string> text(const char* key) const;
    // An integer field within low..high (bad_argument need=low..high outside).
    std::optional<std::int64_t> integer(const char* key, std::int64_t low, std::int64_t high) const;
};

Player read_player(const Message& m, const char* key, const std::vector<EngineInfo>& engines, Player fallback);
Square read_square(const Message& m, const char* key);

// A UCI or sprt-json engine cannot be given the game: the one error the page shows.
[[noreturn]] void refuse_unfit(const EngineInfo& e, const std::string& why);

// The first engine of `proto` among the players, if any.
const EngineInfo* player_of(const std::vector<EngineInfo>& engines, std::string_view proto,
                            std::initializer_list<Player> players);

// What the engine players' dialects cannot be given: a game a sprt-json request cannot carry, and
// (when no clock is set, so the limit is what they get) a depth past 64 for a uici or sprt-json
// player, whose `go depth` and request take 1..64 (PROTOCOL.md sections 4.17 and 10). UCI engines
// take the page's 1..256.
void check_players(const std::vector<EngineInfo>& engines, std::initializer_list<Player> players, const Game& game,
                   const EngineLimit& limit, bool clocked);

// The start of a new game: a variant, ICN or long JSON, its own moves played through core. With
// a UCI engine among the players (`uci`), the game is chess's: confined to the 8x8 board.
Game read_game(const Message& m, const EngineInfo* uci);

EngineLimit read_limit(const Message& m);
std::optional<TimeControl> read_tc(const Message& m);

}  // namespace uici::gui::fields
