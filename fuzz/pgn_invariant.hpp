// The PGN reader's invariant for fuzzing: any text either fails with a coded error or converts;
// a converted game's EGD is valid JSON with one record per move, and the PGN written for it
// reads back to the same moves and tags.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "pgn/chess_game.hpp"
#include "pgn/convert.hpp"
#include "pgn/egd.hpp"
#include "pgn/pgn_writer.hpp"

namespace uici::fuzz {

inline std::string check_pgn(std::string_view text) {
    auto games = pgn::read_pgn(text);
    if (!games) return games.error().code.empty() ? "error without a code" : "";
    for (std::size_t i = 0; i < games->size(); ++i) {
        auto g = pgn::play_pgn((*games)[i], i + 1);
        if (!g) {
            if (g.error().code.empty()) return "error without a code";
            continue;
        }
        std::string egd;
        pgn::append_egd(egd, *g);
        const auto doc = nlohmann::json::parse(egd, nullptr, false);
        if (doc.is_discarded()) return "EGD is not JSON";
        if (doc["moves"].size() != g->moves.size()) return "EGD lost a move";
        std::string written;
        pgn::append_pgn(written, *g);
        auto again = pgn::read_pgn(written);
        if (!again || again->size() != 1) return "written PGN does not read back";
        auto replayed = pgn::play_pgn((*again)[0], 1);
        if (!replayed) return "written PGN does not replay: " + replayed.error().message;
        if (replayed->moves != g->moves) return "written PGN changed the moves";
        if (replayed->start.board != g->start.board) return "written PGN changed the start";
    }
    return "";
}

}  // namespace uici::fuzz
