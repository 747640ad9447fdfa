#include "match/openings.hpp"

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/variants/variants.hpp"
#include "match/sprt_json_client.hpp"
#include "match/uci_map.hpp"

namespace uici::match {

std::optional<std::string> load_openings(const MatchOptions& o, std::vector<Position>& out) {
    out.clear();
    if (o.openings_file.empty()) {
        auto p = variant_position(o.variant);
        if (!p) return "unknown variant '" + o.variant + "'";
        out.push_back(std::move(*p));
    } else {
        std::ifstream in(o.openings_file);
        if (!in) return "cannot read the openings file '" + o.openings_file + "'";
        std::string line;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            if (line.find_first_not_of(" \t\r") == std::string::npos || line[line.find_first_not_of(" \t")] == '#')
                continue;
            const std::string where = o.openings_file + " line " + std::to_string(number);
            auto doc = read_icn(line);
            // The referee plays on 64-bit coordinates (README, "Coordinates of any size").
            if (!doc && doc.error().code == kNeedsWide)
                return where + ": too_large: a coordinate past +-2^60, which uici match cannot referee";
            if (!doc) return where + ": " + doc.error().message;
            Position start = doc->position;
            if (!doc->has_piece_list) {
                const std::string* v = start.metadata_value("Variant");
                auto p = v ? variant_position(*v) : std::nullopt;
                if (!p) return where + ": no piece list and no known Variant";
                start = std::move(*p);
            }
            Game game(start);
            std::size_t count = doc->moves.size();
            if (o.opening_plies >= 0) count = std::min<std::size_t>(count, static_cast<std::size_t>(o.opening_plies));
            for (std::size_t i = 0; i < count; ++i)
                if (Reason r = game.play(doc->moves[i].move); r != Reason::legal)
                    return where + ": move " + std::to_string(i + 1) + " is illegal (" + std::string(reason_code(r)) +
                           ")";
            if (game.status().outcome != Status::Outcome::ongoing) return where + ": the game is already over";
            out.push_back(game.position());
        }
        if (out.empty()) return "no openings in '" + o.openings_file + "'";
        const auto first = static_cast<std::size_t>(o.opening_start - 1) % out.size();
        std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
        if (o.openings_random) {
            std::mt19937_64 rng(o.seed);
            std::shuffle(out.begin(), out.end(), rng);
        }
    }
    for (const EngineConfig& e : o.engines) {
        if (e.proto != Proto::sprt_json) continue;
        for (std::size_t i = 0; i < out.size(); ++i)
            if (auto why = sprt_unfit(out[i]))
                return "opening " + std::to_string(i + 1) + " cannot be given to a sprt-json engine: " + *why;
    }
    const bool uci =
        std::any_of(o.engines.begin(), o.engines.end(), [](const EngineConfig& e) { return e.proto == Proto::uci; });
    if (uci) {
        for (std::size_t i = 0; i < out.size(); ++i) {
            if (auto why = uci_unfit(out[i]))
                return "opening " + std::to_string(i + 1) + " cannot be given to a UCI engine: " + *why;
            out[i] = on_chess_board(std::move(out[i]));
        }
    }
    return std::nullopt;
}

}  // namespace uici::match
