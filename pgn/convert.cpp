#include "pgn/convert.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
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
            return Error{"not_icn", "tag " + k.substr(0, 40) + " cannot stand in ICN: " + *why, number};
        has_result = has_result || k == "Result";
        start.set_metadata(k, v);
    }
    if (!has_result) start.set_metadata("Result", g.result);
    return start;
}

std::vector<JsonMove> json_moves(const ChessGame& g) {
    std::vector<JsonMove> out;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const MoveFacts& f = g.facts[i];
        const bool mate = f.check && i + 1 == g.moves.size() && !g.moves_left;
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

Result<std::size_t> write_pgn_games(std::string_view text, Target to, std::optional<std::size_t> only, Dialect dialect,
                                    const std::function<void(std::string_view)>& write) {
    auto games = read_pgn(text);
    if (!games) return games.error();
    if (only && (*only == 0 || *only > games->size())) return Error{"no_such_game", std::to_string(games->size())};
    const std::size_t first = only ? *only - 1 : 0, last = only ? *only : games->size();
    std::string out;
    for (std::size_t i = first; i < last; ++i) {
        auto g = play_pgn((*games)[i], i + 1);
        if (!g) return g.error();
        out.clear();
        switch (to) {
            case Target::egd:
                append_egd(out, *g);
                out += "\n";
                break;
            case Target::egd_jsonl: append_egd_jsonl(out, *g, i + 1); break;
            case Target::pgn:
            case Target::icn:
                // A blank line between games, as PGN and `uici match -out` files have it.
                if (i > first) out += "\n";
                if (to == Target::pgn) {
                    append_pgn(out, *g);
                    break;
                }
                [[fallthrough]];
            case Target::json: {
                auto start = start_with_tags(*g, i + 1);
                if (!start) return start.error();
                out += to == Target::icn ? write_icn_game(*start, g->moves, dialect)
                                         : write_long_json(*start, json_moves(*g));
                out += "\n";
                break;
            }
        }
        write(out);
    }
    return last - first;
}

Result<std::string> convert_pgn(std::string_view text, Target to) {
    std::string out;
    auto done = write_pgn_games(text, to, std::nullopt, Dialect::Site, [&](std::string_view piece) { out += piece; });
    if (!done) return done.error();
    return text_result(std::move(out));
}

namespace {

// The tags of a game of coordinate moves: its start position's metadata; Result from there or "*".
Result<ChessGame> lattice_chess_game(const Position& start, std::span<const Move> moves) {
    const std::string* result = start.metadata_value("Result");
    return chess_game_of(start, moves, Tags(start.metadata.begin(), start.metadata.end()),
                         result ? *result : std::string("*"));
}

}  // namespace

Result<std::string> chess_egd(const Position& start, std::span<const Move> moves) {
    auto g = lattice_chess_game(start, moves);
    if (!g) return g.error();
    std::string out;
    append_egd(out, *g);
    return text_result(std::move(out));
}

Result<std::string> convert_lattice_game(const Position& start, std::span<const Move> moves, Target to) {
    if (to == Target::egd || to == Target::egd_jsonl) {
        auto text = icn_egd(start, moves, to == Target::egd_jsonl);
        if (!text) return text.error();
        std::string doc = std::move(*text);
        if (to == Target::egd) doc.push_back('\n');
        return text_result(std::move(doc));
    }
    if (to != Target::pgn) return Error{"bad_argument", "a game of the lattice converts to egd, egd-jsonl or pgn here"};
    auto g = lattice_chess_game(start, moves);
    if (!g) return g.error();
    std::string out;
    append_pgn(out, *g);
    return text_result(std::move(out));
}

}  // namespace uici::pgn
