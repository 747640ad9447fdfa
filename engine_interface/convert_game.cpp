// `uici convert` of an ICN or long JSON game: read, replay with the rules, write. Built twice,
// like core (core/board/coord.hpp): convert.cpp runs the narrow build first and the wide one when
// a number does not fit.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "engine_interface/convert_game.hpp"
#include "pgn/egd_icn.hpp"
#if !UICI_WIDE
#include "pgn/convert.hpp"
#endif

namespace UICI_CORE_NS {
namespace {

bool looks_like_json(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '{' && nlohmann::json::accept(text.begin(), text.end());
}

int failure(std::string& err, const std::string& code, const std::string& message) {
    if (code == kNeedsWide) return kConvertNeedsWide;
    err = "error " + code + " " + message + "\n";
    return 1;
}

Parsed<GameDocument> read_document(std::string_view input) {
    if (looks_like_json(input)) return read_long_json(input);
    auto icn = read_icn(input);
    if (!icn) return icn.error();
    GameDocument doc;
    doc.start = std::move(icn->position);
    doc.has_turn = icn->has_turn;
    doc.has_fullmove = icn->has_fullmove;
    for (const auto& m : icn->moves) {
        doc.moves.push_back(m.move);
        doc.annotated = doc.annotated || m.marked;
    }
    if (!icn->has_piece_list) {
        // Site games may name their variant instead of listing the pieces.
        if (const auto* name = doc.start.metadata_value("Variant")) {
            if (auto v = variant_position(*name)) {
                auto metadata = std::move(doc.start.metadata);
                doc.start = std::move(*v);
                doc.start.metadata = std::move(metadata);
            }
        }
    }
    return doc;
}

// Special rights as the reference converter keeps them (GameToPosition): a piece loses its '+' only by
// moving or being captured. The site also takes it from partners whose castler lost its own
// (a cascade that changes no legal move); this command stands in for the reference converter,
// so it reports that converter's bookkeeping (README, section Convert).
SquareSet seed_rights(const Position& start, const History& played) {
    SquareSet rights = start.special_rights;
    for (const auto& p : played) {
        rights.erase(p.move.from);
        rights.erase(p.move.to);
        if (p.facts.castle_partner) rights.erase(*p.facts.castle_partner);
    }
    return rights;
}

// The document's result: `at` is the position after the halfmoves --at asked for (the start
// when there are no moves), `played` the game's moves with their facts.
int write_result(const GameConvert& options, GameDocument& doc, Position& at, std::span<const JsonMove> played,
                 std::string& out) {
    if (options.at && doc.moves.empty() && checkmate_incompatible(at)) {
        // What Game does to a start position: GameToPosition writes the game's position.
        switch_checkmate_to_royal_capture(at.rules);
    }
    JsonWriteOptions write;
    write.turn = doc.has_turn;
    write.fullmove = doc.has_fullmove;
    write.check_flags = doc.annotated;
    if (options.to == "json") {
        if (options.at) {
            write.moves = true;  // the reference leaves an empty move list
            out = write_long_json(at, {}, write);
        } else {
            write.moves = !doc.moves.empty();
            out = write_long_json(doc.start, played, write);
        }
        out += '\n';
        return 0;
    }
    if (options.at) {
        out = write_icn_game(at, {}, options.dialect);
    } else {
        std::vector<Move> moves;
        std::vector<char> marks;  // only for sources that marked their checks
        for (const auto& p : played) {
            moves.push_back(p.move);
            if (doc.annotated) marks.push_back(p.mate ? '#' : p.check ? '+' : 0);
        }
        out = write_icn_game(doc.start, moves, options.dialect, marks);
    }
    out += '\n';
    return 0;
}

}  // namespace

int convert_game(const GameConvert& o, std::string_view input, std::string& out, std::string& err) {
    auto doc = read_document(input);
    if (!doc) {
        const ParseError& e = doc.error();
        return failure(err, e.code, (e.located ? "at=" + std::to_string(e.column) + " " : std::string()) + e.message);
    }
    // EGD of an ICN or long JSON game (the lattice layout, on either build), and PGN for chess on
    // the 8x8 board, which a game on the wide build never is.
    if (o.to == "egd" || o.to == "egd-jsonl") {
        auto text = pgn::icn_egd(doc->start, doc->moves, o.to == "egd-jsonl");
        if (!text) return failure(err, text.error().code, text.error().message);
        out = std::move(*text);
        if (o.to == "egd") out.push_back('\n');
        return 0;
    }
    if (o.to == "pgn") {
#if UICI_WIDE
        return failure(err, "not_chess", "the game is not chess on the 8x8 board: it has a number past 2^60");
#else
        auto text = pgn::convert_lattice_game(doc->start, doc->moves, pgn::Target::pgn);
        if (!text) return failure(err, text.error().code, text.error().message);
        return out = std::move(*text), 0;
#endif
    }

    // Full moves count as ICN's documentation and the reference converter count them: every black
    // move ends one, also in a game black began. (The server follows the site, which reads "b"
    // as the turn order b:w and counts after white's moves there; PROTOCOL.md.)
    doc->start.last_in_turn_order = Color::Black;

    // A position alone is written as read: no game, so no copy of its board.
    if (doc->moves.empty()) return write_result(o, *doc, doc->start, {}, out);

    // Every move is checked and applied with the rules; the first illegal one is the error.
    Game game(doc->start);
    std::vector<JsonMove> played;
    const std::size_t stop = o.at ? std::min(*o.at, doc->moves.size()) : doc->moves.size();
    for (std::size_t i = 0; i < doc->moves.size(); ++i) {
        const Move& m = doc->moves[i];
        const Reason r = game.play(m);
        if (r != Reason::legal)
            return failure(
                err, "illegal_move",
                "index=" + std::to_string(i) + " move=" + format_move(m) + " reason=" + std::string(reason_code(r)));
        const auto& last = game.history().back();
        played.push_back({last.move, last.facts.moved, last.facts.captured, last.facts.en_passant,
                          last.facts.castle_partner, last.facts.castle_dir, last.facts.check, last.mate});
    }
    // GameToPosition: the position after `stop` halfmoves (the whole game was validated above).
    while (game.history().size() > stop) game.undo();
    Position at = game.position();
    at.special_rights = seed_rights(doc->start, game.history());
    return write_result(o, *doc, at, played, out);
}

}  // namespace UICI_CORE_NS
