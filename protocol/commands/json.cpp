// json [position]: the game or the position in the long JSON format, on one line. In JSON
// output mode the document travels as a string, so that its coordinates, which may pass 2^53,
// reach clients exactly (PROTOCOL.md section 7).
#include <string>
#include <vector>

#include "core/notation/long_json_value.hpp"
#include "protocol/commands/commands.hpp"

namespace UICI_CORE_NS {

void cmd_json(const ChessState& c, const Args& a, Reply& r) {
    const auto position_only = position_argument(a, r);
    if (!position_only) return;
    const Game& g = current_game(c);
    std::string text;
    if (*position_only) {
        text = position_to_json(g.position(), JsonWriteOptions{.moves = false})
                   .dump(-1, ' ', false, Json::error_handler_t::replace);
    } else {
        std::vector<JsonMove> moves;
        moves.reserve(g.history().size());
        for (const PlayedMove& pm : g.history()) {
            const MoveFacts& f = pm.facts;
            moves.push_back(
                JsonMove{pm.move, f.moved, f.captured, f.en_passant, f.castle_partner, f.castle_dir, f.check, pm.mate});
        }
        text = write_long_json(g.start(), moves);
    }
    if (r.json()) return r.object(Json{{"reply", "json"}, {"json", text}});
    r.line("json " + text);
}

}  // namespace UICI_CORE_NS
