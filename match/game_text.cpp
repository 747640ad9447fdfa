// Built twice, like core (game_text.hpp): the narrow build writes and reads games within
// +-2^60, the wide build every other one.
#include "match/game_text.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "match/game_play.hpp"

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

Parsed<WrittenGame> read_written_game(std::string_view text) {
    auto doc = read_icn(text);
    if (!doc) return doc.error();
    WrittenGame g;
    Game game(doc->position);
    g.metadata = std::move(doc->position.metadata);
    for (const IcnMove& m : doc->moves) {
        // A move the rules refuse: the record is no game that was played. (Where the moves lead
        // is asked once, at their end: status() on every move would cost a move generation each.)
        if (game.play(m.move) != Reason::legal) {
            g.legal = false;
            break;
        }
        ++g.moves;
    }
    const Status s = game.status();
    g.end_result = result_text(s.outcome);
    if (s.outcome != Status::Outcome::ongoing) g.end_reason = std::string(s.reason);
    return g;
}

}  // namespace UICI_CORE_NS::match
