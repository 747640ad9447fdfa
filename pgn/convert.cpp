#include "pgn/convert.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/rules/apply.hpp"
#include "core/rules/movegen.hpp"
#include "pgn/chess_game.hpp"
#include "pgn/egd.hpp"
#include "pgn/pgn_writer.hpp"

namespace uici::pgn {
namespace {

// The start position carrying the game's tags as metadata (Result included), for the ICN and
// long JSON writers.
Result<Position> start_with_tags(const ChessGame& g, std::size_t number) {
    Position start = g.start;
    bool has_result = false;
    for (const auto& [k, v] : g.tags) {
        if (const auto why = metadata_problem(k, v))
            return Error{"not_icn", "game=" + std::to_string(number) + " tag " + k.substr(0, 40) + " cannot stand in ICN: " + *why};
        has_result = has_result || k == "Result";
        start.set_metadata(k, v);
    }
    if (!has_result) start.set_metadata("Result", g.result);
    return start;
}

std::string one_line(std::string s) {
    for (char& c : s)
        if (c == '\n' || c == '\r') c = ' ';
    return s;
}

std::vector<JsonMove> json_moves(const ChessGame& g) {
    std::vector<JsonMove> out;
    Position p = g.start;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        MoveFacts f;
        apply_move(p, g.moves[i], &f);
        const bool mate = f.check && i + 1 == g.moves.size() && !has_legal_move(p);
        out.push_back({g.moves[i], f.moved, f.captured, f.en_passant, f.castle_partner, f.castle_dir, f.check, mate});
    }
    return out;
}

}  // namespace

std::optional<Target> target_from_name(std::string_view name) {
    if (name == "egd") return Target::egd;
    if (name == "egd-jsonl") return Target::egd_jsonl;
    if (name == "icn") return Target::icn;
    if (name == "json") return Target::json;
    if (name == "pgn") return Target::pgn;
    return std::nullopt;
}

Result<std::string> convert_pgn(std::string_view text, Target to) {
    auto games = read_pgn(text);
    if (!games) return games.error();
    std::string out;
    for (std::size_t i = 0; i < games->size(); ++i) {
        auto g = play_pgn((*games)[i], i + 1);
        if (!g) return g.error();
        switch (to) {
            case Target::egd:
                append_egd(out, *g);
                out += "\n";
                break;
            case Target::egd_jsonl:
                append_egd_jsonl(out, *g, i + 1);
                break;
            case Target::pgn:
                if (i) out += "\n";
                append_pgn(out, *g);
                break;
            case Target::icn:
            case Target::json: {
                auto start = start_with_tags(*g, i + 1);
                if (!start) return start.error();
                if (to == Target::icn) {
                    out += one_line(write_icn_game(*start, g->moves, Dialect::Site));
                } else {
                    out += write_long_json(*start, json_moves(*g));
                }
                out += "\n";
                break;
            }
        }
    }
    return text_result(std::move(out));
}

Result<std::string> convert_lattice_game(const Position& start, std::span<const Move> moves, Target to) {
    if (to == Target::egd || to == Target::egd_jsonl) {
        auto text = icn_egd(start, moves, to == Target::egd_jsonl);
        if (!text) return text.error();
        return text_result(to == Target::egd ? *text + "\n" : *text);
    }
    if (to != Target::pgn) return Error{"bad_argument", "a game of the lattice converts to egd, egd-jsonl or pgn here"};
    Tags tags;
    std::string result = "*";
    for (const auto& [k, v] : start.metadata) {
        if (k == "Result") result = v;
        tags.emplace_back(k, v);
    }
    auto g = chess_game_of(start, moves, std::move(tags), result);
    if (!g) return g.error();
    std::string out;
    append_pgn(out, *g);
    return text_result(std::move(out));
}

}  // namespace uici::pgn
