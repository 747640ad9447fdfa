// EGD for games of the lattice: positions in ICN (the site dialect), squares as "x,y", piece
// codes as ICN writes them (the case gives the colour), features from the game's own status.
// Compiled twice, once on each coordinate build (pgn/CMakeLists.txt).
#include "pgn/egd_icn.hpp"
#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/move_text.hpp"
#include "pgn/json_text.hpp"

namespace UICI_CORE_NS::pgn {
#if UICI_WIDE
using uici::pgn::append_json_field;
using uici::pgn::append_json_string;
using uici::pgn::Error;
using uici::pgn::text_result;
#endif
namespace {

void append_features(std::string& out, const Game& g) {
    const Position& p = g.position();
    const bool check = p.turn != Color::Neutral && in_check(p, p.turn);
    const Status s = g.status();
    out += "{";
    bool first = true;
    const auto flag = [&](std::string_view key) {
        if (!first) out.push_back(',');
        first = false;
        append_json_string(out, key);
        out += ":true";
    };
    if (check) flag("check");
    if (s.reason == "checkmate") flag("checkmate");
    if (s.reason == "stalemate") flag("stalemate");
    if (!s.reason.empty() && s.reason != "checkmate" && s.reason != "stalemate")
        append_json_field(out, "ended", s.reason, first);
    out += "}";
}

void append_position(std::string& out, const Game& g) {
    out += "{\"icn\":";
    append_json_string(out, write_icn_position(g.position(), Dialect::Site));
    out += ",\"features\":";
    append_features(out, g);
    out += "}";
}

std::string_view move_type(const PlayedMove& pm) {
    if (pm.facts.castle_dir) return "castle";
    if (pm.facts.en_passant) return "ep_capture";
    if (pm.move.promotion) return pm.facts.captured ? "promotion_capture" : "promotion";
    return pm.facts.captured ? "capture" : "move";
}

void append_move(std::string& out, Color turn, const PlayedMove& pm) {
    out += "{\"player\":\"";
    out += turn == Color::White ? "w" : "b";
    out += "\"";
    append_json_field(out, "move", format_move(pm.move));
    append_json_field(out, "from_square", to_string(pm.move.from));
    append_json_field(out, "to_square", to_string(pm.move.to));
    append_json_field(out, "piece", piece_code(pm.facts.moved));
    append_json_field(out, "move_type", move_type(pm));
    if (pm.facts.captured) append_json_field(out, "captured_piece", piece_code(*pm.facts.captured));
    if (pm.move.promotion) append_json_field(out, "promotion", piece_code(*pm.move.promotion));
    if (pm.facts.castle_partner) append_json_field(out, "castle_partner", to_string(*pm.facts.castle_partner));
    out += "}";
}

}  // namespace

Result<std::size_t> write_icn_egd(Position start, std::span<const Move> moves, bool jsonl, std::size_t number,
                                  const EgdWrite& write) {
    Game g(std::move(start), true, StartCopy::without_pieces);
    const Position& tags = g.start();  // its metadata (the pieces are in g.position())
    std::string out;
    std::size_t written = 0;
    const auto flush = [&] {
        written += out.size();
        const bool more = write(out);
        out.clear();
        return more;
    };
    if (!jsonl) {
        out += "{\"game_tags\":{\"Result\":";
        const std::string* result = tags.metadata_value("Result");
        append_json_string(out, result ? *result : "*");
        for (const auto& [k, v] : tags.metadata)
            if (k != "Result") append_json_field(out, k, v);
        out += "},\"moves\":{";
        if (!flush()) return written;
    }
    // Each record's start position is the previous record's end position: written once.
    std::string position;
    if (!moves.empty()) append_position(position, g);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Color turn = g.position().turn;
        std::string key = std::to_string(g.position().fullmove) + (turn == Color::White ? "w" : "b");
        if (jsonl) {
            out += "{\"game\":" + std::to_string(number) + ",\"key\":";
            append_json_string(out, key);
            out += ",";
        } else {
            if (i) out += ",";
            append_json_string(out, key);
            out += ":{";
        }
        out += "\"start_position\":";
        out += position;
        const Reason r = g.play(moves[i]);
        if (r != Reason::legal)
            return Error{"illegal_move", "index=" + std::to_string(i) + " move=" + format_move(moves[i]) +
                                             " reason=" + std::string(reason_code(r))};
        out += ",\"move\":";
        append_move(out, turn, g.history().back());
        out += ",\"end_position\":";
        position.clear();
        append_position(position, g);
        out += position;
        out += jsonl ? "}\n" : "}";
        if (!flush()) return written;
    }
    if (!jsonl) {
        out += "}}";
        flush();
    }
    return written;
}

Result<std::string> icn_egd(const Position& start, std::span<const Move> moves, bool jsonl, std::size_t number) {
    std::string text;
    auto done = write_icn_egd(start, moves, jsonl, number, [&](std::string_view piece) {
        text += piece;
        return true;
    });
    if (!done) return done.error();
    return text_result(std::move(text));
}

}  // namespace UICI_CORE_NS::pgn
