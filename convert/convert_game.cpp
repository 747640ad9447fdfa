// `uici convert` of an ICN or long JSON game: read, replay with the rules, write. Built twice,
// like core (core/board/coord.hpp): convert.cpp runs the narrow build first and the wide one when
// a number does not fit.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "convert/convert_game.hpp"
#include "core/game/game.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/loose_pieces.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/packed_pieces.hpp"
#include "core/notation/text_pieces.hpp"
#include "core/variants/variants.hpp"
#include "pgn/egd_icn.hpp"
#if !UICI_WIDE
#include "pgn/convert.hpp"
#endif

namespace UICI_CORE_NS {
namespace {

// An ICN document as the game the converters write: its start, what it wrote, its moves.
GameDocument document_of(IcnDocument& icn) {
    GameDocument doc;
    doc.start = std::move(icn.position);
    doc.has_turn = icn.has_turn;
    doc.has_fullmove = icn.has_fullmove;
    doc.moves.reserve(icn.moves.size());
    for (const auto& m : icn.moves) {
        doc.moves.push_back(m.move);
        doc.annotated = doc.annotated || m.marked;
    }
    return doc;
}

// The long JSON writer's options for `doc`: the optional fields as the source had them.
JsonWriteOptions json_options(const GameDocument& doc, bool moves) {
    JsonWriteOptions write;
    write.turn = doc.has_turn;
    write.fullmove = doc.has_fullmove;
    write.check_flags = doc.annotated;
    write.moves = moves;
    return write;
}

// The document, its pieces in `pieces` (display order) and not on its start position's board:
// a document that is only converted never needs a board (core/notation/loose_pieces.hpp).
Parsed<GameDocument> read_document(std::string_view input, bool json, LoosePieces& pieces) {
    if (json) return read_long_json_loose(input, pieces);
    auto icn = read_icn_loose(input, pieces);
    if (!icn) return icn.error();
    GameDocument doc = document_of(*icn);
    if (!icn->has_piece_list) {
        // Site games may name their variant instead of listing the pieces.
        if (const auto* name = doc.start.metadata_value("Variant")) {
            if (auto v = variant_position(*name)) {
                auto metadata = std::move(doc.start.metadata);
                doc.start = std::move(*v);
                doc.start.metadata = std::move(metadata);
                take_loose(doc.start, pieces);
            }
        }
    }
    return doc;
}

// Special rights as the reference converter keeps them (GameToPosition): a piece loses its '+' only by
// moving or being captured. The site also takes it from partners whose castler lost its own
// (a cascade that changes no legal move); this command stands in for the reference converter,
// so it reports that converter's bookkeeping (README, section Convert).
SquareSet seed_rights(const LoosePieces& start, const History& played) {
    SquareSet rights;
    for (const LoosePiece& p : start)
        if (p.right) rights.insert(p.square);
    if (rights.empty()) return rights;  // (none lost either)
    for (const auto& p : played) {
        rights.erase(p.move.from);
        rights.erase(p.move.to);
        if (p.facts.castle_partner) rights.erase(*p.facts.castle_partner);
    }
    return rights;
}

// --at of a document without moves: its start, on a board (Game's switch of its win conditions
// depends on the royals).
int write_start_at(const GameConvert& options, GameDocument& doc, ConvertSink& sink) {
    Position& at = doc.start;
    if (checkmate_incompatible(at)) {
        // What Game does to a start position: GameToPosition writes the game's position.
        switch_checkmate_to_royal_capture(at.rules);
    }
    std::string out;
    if (options.to == "json") {
        out = write_long_json(at, {}, json_options(doc, true));  // the reference leaves an empty move list
    } else {
        out = write_icn_game(at, {}, options.dialect);
    }
    out += '\n';
    sink.write(out);
    return 0;
}

// The document written from a piece list, `pieces` (sort_loose's order, or on the wide build
// the squares as text: text_pieces.hpp), and the moves played (for --at: the position after
// them, `head` without its pieces, and no moves). No board is needed.
template <class Listed>
int write_loose(const GameConvert& options, const GameDocument& doc, const Position& head,
                std::span<const Listed> pieces, std::span<const JsonMove> played, ConvertSink& sink) {
    constexpr bool text = !std::is_same_v<Listed, LoosePiece>;
    const auto write_json = [&](const auto&... args) {
        if constexpr (text) {
            write_long_json_text(args...);
        } else {
            write_long_json_loose(args...);
        }
    };
    const auto write_icn = [&](const auto&... args) {
        if constexpr (text) {
            write_icn_game_text(args...);
        } else {
            write_icn_game_loose(args...);
        }
    };
    if (options.to == "json") {
        // --at: the reference leaves an empty move list.
        write_json(head, pieces, played, json_options(doc, options.at || !played.empty()), sink.write);
        return 0;
    }
    std::vector<Move> moves;
    std::vector<char> marks;  // only for sources that marked their checks
    for (const auto& p : played) {
        moves.push_back(p.move);
        if (doc.annotated) marks.push_back(p.mate ? '#' : p.check ? '+' : 0);
    }
    write_icn(head, pieces, std::span<const Move>(moves), options.dialect, std::span<const char>(marks), sink.write);
    return 0;
}

#if UICI_WIDE
// A document whose squares are all written the canonical way, read with its squares kept as
// text (core/notation/text_pieces.hpp) for --to json and icn: its start is written from the
// text, and no big integer is made for a position alone. nullopt for any other document, which
// the usual way then converts or refuses exactly as without this. The text must then stay: the
// pieces point into it.
std::optional<GameDocument> read_as_text(const GameConvert& o, std::string_view input, TextPieces& pieces) {
    if (o.at || (o.to != "json" && o.to != "icn")) return std::nullopt;
    if (o.json) return read_long_json_text(input, pieces);
    auto icn = read_icn_text(input, pieces);
    if (!icn) return std::nullopt;
    return document_of(*icn);
}
#endif

}  // namespace

int convert_game(const GameConvert& o, std::string_view input, ConvertSink& sink) {
    LoosePieces pieces;
#if UICI_WIDE
    // The start read as text is written from it; a game's moves are played on a board lent
    // that text (lend_text), which makes a square's numbers only where the rules need them.
    TextPieces text;
    auto as_text = read_as_text(o, input, text);
    const bool from_text = as_text.has_value();
    if (from_text && as_text->moves.empty()) {
        as_text->start.last_in_turn_order = Color::Black;  // as below
        return write_loose<TextPiece>(o, *as_text, as_text->start, text, {}, sink);
    }
    auto doc = from_text ? Parsed<GameDocument>(std::move(*as_text)) : read_document(input, o.json, pieces);
#else
    constexpr bool from_text = false;
    auto doc = read_document(input, o.json, pieces);
#endif
    if (!doc) {
        if (doc.error().code == kNeedsWide) return kConvertNeedsWide;
        if (o.json_unchecked && !accept_json(input)) return kConvertNotJson;
        return sink.notation(doc.error(), input);
    }
    // Where the start is written from its piece list, the text stays: the list's squares point
    // into it (LoosePiece::text; on the wide build, TextPiece). Elsewhere it goes before a board
    // is built: reading needed the text and the list together, so keeping it adds nothing to the
    // peak there.
    const auto release_input = [&] {
        if (o.last && sink.release_input && !from_text) sink.release_input();
    };
    if (o.at && *o.at != SIZE_MAX && *o.at > doc->moves.size()) {
        const std::string asked = "--at " + o.at_text;
        const std::string range = "halfmoves_0_to_" + std::to_string(doc->moves.size());
        return sink.fail(ErrorCode::bad_argument, {token(asked), word("for", "convert"), word("need", range)});
    }

    const bool lattice = o.to == "egd" || o.to == "egd-jsonl" || o.to == "pgn";
    // Full moves count as ICN's documentation and the reference converter count them: every black
    // move ends one, also in a game black began. (The server follows the site, which reads "b"
    // as the turn order b:w and counts after white's moves there; PROTOCOL.md.) EGD and PGN
    // count the server's way.
    if (!lattice) doc->start.last_in_turn_order = Color::Black;
    // A position alone is written as read, from its piece list. (--at of one may switch its win
    // conditions, which depends on the board's royals: that rare case takes the board's way.)
    if (!lattice && doc->moves.empty() && !o.at) return write_loose<LoosePiece>(o, *doc, doc->start, pieces, {}, sink);
    if (!lattice && doc->moves.empty()) {
        release_input();
        place_loose(pieces, doc->start);
        LoosePieces().swap(pieces);
        return write_start_at(o, *doc, sink);
    }

    // Every move is checked and applied with the rules before anything is written; the first
    // illegal one is the error. Whether a move gives check is written only as the source's
    // marks (doc->annotated): elsewhere the rules work it out only where they need it. The
    // moves are played on a board that borrows the start's sorted list (lend_loose: no hash
    // map of every piece), and the start is written from that list.
    std::vector<JsonMove> played;
    {
        Position from = doc->start;  // no pieces yet: they are in `pieces` (or `text`), lent below
#if UICI_WIDE
        if (from_text) lend_text(text, from);
        else lend_loose(pieces, from);
#else
        lend_loose(pieces, from);
#endif
        // The game's positions are compared only with each other (repetition): its board's hash
        // need not be worked out over every piece.
        from.board.seed_hash(Board::unique_hash_seed());
        Game game(std::move(from), doc->annotated, StartCopy::without_pieces);
        game.reserve(doc->moves.size());
        if (!lattice) played.reserve(doc->moves.size());
        for (std::size_t i = 0; i < doc->moves.size(); ++i) {
            const Move& m = doc->moves[i];
            const Reason r = game.play(m);
            if (r != Reason::legal) {
                const std::string index = std::to_string(i), shown = format_move(m);
                return sink.fail(ErrorCode::illegal_move,
                                 {number("index", index), token(shown, "move"), word("reason", reason_code(r))});
            }
            if (lattice) continue;
            const auto& last = game.history().back();
            played.push_back({last.move, last.facts.moved, last.facts.captured, last.facts.en_passant,
                              last.facts.castle_partner, last.facts.castle_dir, last.facts.check, last.mate});
        }
        if (o.at && !lattice) {
            // GameToPosition: the position after `stop` halfmoves, written from its own piece list.
            const std::size_t stop = std::min(*o.at, doc->moves.size());
            while (game.history().size() > stop) game.undo();
            SquareSet rights = seed_rights(pieces, game.history());
            Position at = std::move(game).into_position();
            if (at.board.lends_sorted()) {
                // Written from the lent list and the moves' changes as they are merged: a second
                // list of the position's pieces (fresh pages) was 2-5 MB more memory and 3 % more
                // time on the bench's game.
                Board board;
                std::swap(board, at.board);
                at.special_rights.clear();  // (at: the head, without pieces or rights)
                if (o.to == "json") write_long_json_listed(at, board, rights, json_options(*doc, true), sink.write);
                else write_icn_game_listed(at, board, rights, o.dialect, sink.write);
                return 0;
            }
            at.special_rights = std::move(rights);
            LoosePieces now;  // (not into `pieces`: at's board reads it until it is taken)
            take_loose(at, now);
            return write_loose<LoosePiece>(o, *doc, at, now, {}, sink);
        }
    }
#if UICI_WIDE
    if (from_text) return write_loose<TextPiece>(o, *doc, doc->start, text, played, sink);
#endif
    if (!lattice) return write_loose<LoosePiece>(o, *doc, doc->start, pieces, played, sink);

    // EGD of an ICN or long JSON game (the lattice layout, on either build), streamed a record at
    // a time; PGN for chess on the 8x8 board, which a game on the wide build never is. Both
    // replay the game from a board of the start (the start's pieces packed while it is filled).
    release_input();
    PackedPieces packed(pieces);
    LoosePieces().swap(pieces);
    place_packed(packed, doc->start);
    PackedPieces().swap(packed);
    if (o.to == "egd" || o.to == "egd-jsonl") {
        const bool jsonl = o.to == "egd-jsonl";
        auto done = pgn::write_icn_egd(std::move(doc->start), doc->moves, jsonl, o.number, [&](std::string_view piece) {
            sink.write(piece);
            return true;
        });
        if (!done) return sink.fail(ErrorCode::internal, {token(done.error().message, "what")});
        if (!jsonl) sink.write("\n");
        return 0;
    }
#if UICI_WIDE
    return sink.fail(ErrorCode::bad_position, {word("reason", "not_chess"), message("a number past 2^60")});
#else
    auto text = pgn::convert_lattice_game(doc->start, doc->moves, pgn::Target::pgn);
    if (!text) return sink.fail(ErrorCode::bad_position, {word("reason", "not_chess"), message(text.error().message)});
    sink.write(*text);
    return 0;
#endif
}

}  // namespace UICI_CORE_NS
