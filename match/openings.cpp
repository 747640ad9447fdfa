#include "match/openings.hpp"

#include <algorithm>
#include <fstream>
#include <random>

#include "core/notation/uci_map.hpp"
#include "core/variants/variants.hpp"
#include "match/opening_reader.hpp"
#include "match/sprt_json_client.hpp"
#include "match/wide_game.hpp"

namespace uici::match {

namespace {

std::string variant_of(const std::vector<std::pair<std::string, std::string>>& metadata) {
    for (const auto& [key, value] : metadata)
        if (key == "Variant") return value;
    return "";
}

// One line of the file: on the narrow build, or on the wide one when a number needs it.
std::optional<std::string> read_line(const MatchOptions& o, const std::string& line, Opening& op) {
    Position start;
    bool needs_wide = false;
    if (auto e = read_opening(line, o.opening_plies, start, needs_wide); !needs_wide) {
        if (e) return e;
        op.variant = variant_of(start.metadata);
        op.position = std::move(start);
        return std::nullopt;
    }
    if (auto e = wide::match::read_opening_icn(line, o.opening_plies, op.wide_icn)) return e;
    const auto metadata = wide::match::read_game_metadata(op.wide_icn);
    if (metadata) op.variant = variant_of(*metadata);
    return std::nullopt;
}

// Why the opening cannot be given to an engine of `proto`, or nothing.
std::optional<std::string> unfit(const Opening& op, Proto proto) {
    if (!op.position) return wide::match::unfit_for(op.wide_icn, proto);
    if (proto == Proto::sprt_json) return sprt_unfit(*op.position);
    if (proto == Proto::uci) return uci_unfit(*op.position);
    return std::nullopt;
}

}  // namespace

std::optional<std::string> load_openings(const MatchOptions& o, std::vector<Opening>& out) {
    out.clear();
    if (o.openings_file.empty()) {
        auto p = variant_position(o.variant);
        if (!p) return "unknown variant '" + o.variant + "'";
        Opening op;
        op.variant = variant_of(p->metadata);
        op.position = std::move(*p);
        out.push_back(std::move(op));
    } else {
        std::ifstream in(o.openings_file);
        if (!in) return "cannot read the openings file '" + o.openings_file + "'";
        std::string line;
        int number = 0;
        while (std::getline(in, line)) {
            ++number;
            if (line.find_first_not_of(" \t\r") == std::string::npos || line[line.find_first_not_of(" \t")] == '#')
                continue;
            Opening op;
            if (auto e = read_line(o, line, op)) return o.openings_file + " line " + std::to_string(number) + ": " + *e;
            out.push_back(std::move(op));
        }
        if (out.empty()) return "no openings in '" + o.openings_file + "'";
        const auto first = static_cast<std::size_t>(o.opening_start - 1) % out.size();
        std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first), out.end());
        if (o.openings_random) {
            std::mt19937_64 rng(o.seed);
            std::shuffle(out.begin(), out.end(), rng);
        }
    }
    for (const Proto proto : {Proto::sprt_json, Proto::uci}) {
        if (std::none_of(o.engines.begin(), o.engines.end(),
                         [proto](const EngineConfig& e) { return e.proto == proto; }))
            continue;
        for (std::size_t i = 0; i < out.size(); ++i) {
            if (auto why = unfit(out[i], proto)) {
                std::string s = "opening " + std::to_string(i + 1);
                s += proto == Proto::uci ? " cannot be given to a UCI engine: "
                                         : " cannot be given to a sprt-json engine: ";
                s += *why;
                return s;
            }
            if (proto == Proto::uci) out[i].position = on_chess_board(std::move(*out[i].position));
        }
    }
    return std::nullopt;
}

}  // namespace uici::match
