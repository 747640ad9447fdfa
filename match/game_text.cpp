// Built twice, like core (game_text.hpp): the narrow build writes and reads games within
// +-2^60, the wide build every other one.
#include "match/game_text.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"

namespace UICI_CORE_NS::match {

std::string game_body(const Position& start, std::span<const Move> moves, std::span<const std::string> comments) {
    std::string out = write_icn_position(start);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        out += i == 0 ? " " : "|";
        out += format_move(moves[i]);
        // A comment holds no '}' (it would end it early).
        if (i < comments.size() && !comments[i].empty()) {
            out += " {";
            out += comments[i];
            out += '}';
        }
    }
    return out;
}

Parsed<std::vector<std::pair<std::string, std::string>>> read_game_metadata(std::string_view text) {
    auto doc = read_icn(text);
    if (!doc) return doc.error();
    return std::move(doc->position.metadata);
}

}  // namespace UICI_CORE_NS::match
