// One message of infinitechess.org's engine worker, read (docs/WASM.md, "The site's engine
// slot"). The site posts, per src/client/scripts/esm/game/misc/enginegame.ts (onMovePlayed,
// requestMovesForCurrentPosition):
//   {stringGamefile, lf, engineConfig: {engineTimeLimitPerMoveMillis, strengthLevel, multiPv},
//    youAreColor, wtime, btime, winc, binc, requestGeneratedMoves}
// where `lf` is its LongFormatIn (src/shared/chess/logic/icn/icnconverter.ts, made by
// gamecompressor.ts): the start position as a Map from "x,y" to the site's piece numbers,
// gameRules, fullMove, state_global (specialRights, enpassant, moveRuleState) and the moves.
// The worker glue (wasm/package/site_worker.js) hands it over as JSON: a Map as the array of
// its [key, value] pairs, a Set as an array, a bigint as a decimal string, stringGamefile left
// out. The text is read through core's JSON guard (nesting, keys per object, repeated keys).
//
// The reader maps `lf` onto uici's long JSON (PROTOCOL.md 4.15), which core's reader then
// reads with its own checks; it checks only what that mapping needs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace uici::wasm {

struct SiteRequest {
    std::string long_json;         // the game, start position and moves
    bool generated_moves = false;  // requestGeneratedMoves: list the legal moves, no search
    std::optional<std::int64_t> movetime, wtime, btime, winc, binc;
    std::optional<int> strength;  // engineConfig.strengthLevel
    int multipv = 1;
    std::optional<int> engine_color;  // youAreColor: the site's player number, 1 white, 2 black
};

struct SiteRead {
    std::optional<SiteRequest> request;
    std::string error;  // one error line (errors/errors.hpp) when request is empty
};

// Never throws; a message the mapping cannot take gets bad_json or bad_position with the field.
SiteRead read_site_message(std::string_view json);

// The site's piece number (raw type + 22 x player) as uici's long-JSON name ("queensW"), or
// nothing for a number the site does not define or a player uici does not have (colours past
// black). Shared with the answer's promotion suffix.
std::optional<std::string> site_piece_long_name(std::int64_t number);

}  // namespace uici::wasm
