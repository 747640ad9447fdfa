#include "match/openings.hpp"

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>

#include "core/notation/icn.hpp"
#include "core/notation/uci_map.hpp"
#include "core/variants/variants.hpp"
#include "engine/sprt_json/sprt_fit.hpp"
#include "match/match_error.hpp"
#include "match/opening_reader.hpp"
#include "match/opening_suites.hpp"
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
    if (proto == Proto::sprt_json) return sprt_client::sprt_unfit(*op.position);
    if (proto == Proto::uci) return uci_unfit(*op.position);
    return std::nullopt;
}

}  // namespace

std::optional<std::string> load_openings(const MatchOptions& o, std::vector<Opening>& out) {
    out.clear();
    if (o.openings_file.empty()) {
        auto p = variant_position(o.variant);
        if (!p) return usage_error(o.variant, "variant");
        Opening op;
        op.variant = variant_of(p->metadata);
        op.text = write_icn_position(*p);
        op.position = std::move(*p);
        out.push_back(std::move(op));
    } else if (o.openings_format != "icn") {
        std::ifstream in(o.openings_file, std::ios::binary);
        std::stringstream text;
        if (in) text << in.rdbuf();
        if (!in || in.bad()) return io_error_text(o.openings_file, "read", errno);
        const SuiteFormat format = o.openings_format == "pgn" ? SuiteFormat::pgn : SuiteFormat::epd;
        if (auto e = read_suite(format, text.str(), o.opening_plies, out)) {
            const std::string line = std::to_string(e->line), game = std::to_string(e->game);
            if (e->game > 0 && e->line == 0)
                return error_text(ErrorCode::bad_position,
                                  {token(o.openings_file, "path"), number("game", game), token(e->reason, "reason")});
            if (e->game > 0)
                return error_text(ErrorCode::bad_position, {token(o.openings_file, "path"), number("line", line),
                                                            number("game", game), token(e->reason, "reason")});
            return error_text(ErrorCode::bad_position,
                              {token(o.openings_file, "path"), number("line", line), token(e->reason, "reason")});
        }
    } else {
        std::ifstream in(o.openings_file);
        if (!in) return io_error_text(o.openings_file, "read", errno);
        std::string line;
        int line_number = 0;
        while (std::getline(in, line)) {
            ++line_number;
            if (line.find_first_not_of(" \t\r") == std::string::npos || line[line.find_first_not_of(" \t")] == '#')
                continue;
            Opening op;
            op.index = static_cast<int>(out.size()) + 1;
            op.text = line.substr(0, line.find_last_not_of(" \t\r") + 1);
            if (auto e = read_line(o, line, op)) {
                // A number of more than 2,000 digits is too_large, as everywhere in uici.
                const bool large = e->starts_with("too_large: ");
                return error_text(large ? ErrorCode::too_large : ErrorCode::bad_position,
                                  {token(o.openings_file, "path"), number("line", std::to_string(line_number)),
                                   token(large ? e->substr(11) : *e, "reason")});
            }
            out.push_back(std::move(op));
        }
    }
    if (!o.openings_file.empty()) {
        if (out.empty())
            return error_text(ErrorCode::bad_position, {token(o.openings_file, "path"), word("reason", "no_openings")});
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
                return error_text(ErrorCode::bad_position,
                                  {number("opening", std::to_string(i + 1)),
                                   word("proto", proto == Proto::uci ? "uci" : "sprt-json"), token(*why, "reason")});
            }
            if (proto == Proto::uci) {
                out[i].position = on_chess_board(std::move(*out[i].position));
                // What is played is chess on its 8x8 board, the rules' "Chess" (Classical's
                // pieces inside a border): so says the record, never "Classical", whose board
                // has no edge. Another variant's start on that board is no variant's game.
                const bool chess = out[i].variant == "Classical" || out[i].variant == "Chess";
                out[i].variant = chess ? "Chess" : "";
            }
        }
    }
    // The games of a match run on several threads and read their opening through one shared
    // `const Position&`. A board read in bulk builds its indices and its hash on demand, which
    // makes a query a write (core/board/board.hpp): build them all here, before any thread.
    for (Opening& op : out) {
        if (!op.position) continue;
        op.position->board.ensure_index();
        (void)op.position->board.hash();
    }
    return std::nullopt;
}

}  // namespace uici::match
