// Writing positions and games in the long JSON format.
#include "core/notation/long_json_value.hpp"

#include "core/notation/display_order.hpp"
#include "core/notation/loose_pieces.hpp"
#include "core/notation/loose_text.hpp"
#include "core/notation/text_pieces.hpp"

namespace UICI_CORE_NS {
namespace {

using Json = nlohmann::ordered_json;

// A coordinate as a JSON integer; past the int64 range (wide build) as a decimal string,
// which every reader of uici takes too: a JSON number of that size would lose digits in most
// JSON libraries, this one included.
Json coord_json(const Coord& c) {
#if UICI_WIDE
    if (c >= INT64_MIN && c <= INT64_MAX) return Json(static_cast<std::int64_t>(c));
    std::string text;
    append_coord(text, c);
    return Json(std::move(text));
#else
    return Json(c);
#endif
}

Json square_json(const Square& s) { return Json::array({coord_json(s.x), coord_json(s.y)}); }

Json rank_json(const std::vector<Coord>& ranks) {
    if (ranks.empty()) return nullptr;
    if (ranks.size() == 1) return coord_json(ranks.front());
    Json out = Json::array();
    for (const Coord& r : ranks) out.push_back(coord_json(r));
    return out;
}

Json player_lists(const GameRules& rules, auto&& list_of) {
    Json out = Json::object();
    out["white"] = list_of(rules.of(Color::White));
    out["black"] = list_of(rules.of(Color::Black));
    return out;
}

Json game_rules_json(const GameRules& rules) {
    Json out = Json::object();
    if (rules.promotion_section) {
        out["promotionRanks"] = Json::array(
            {rank_json(rules.of(Color::White).promotion_ranks), rank_json(rules.of(Color::Black).promotion_ranks)});
        out["promotionsAllowed"] = player_lists(rules, [](const PlayerRules& p) {
            Json names = Json::array();
            for (auto t : p.promotions) names.push_back(std::string(spec(t).long_name));
            return names;
        });
    }
    out["winConditions"] = player_lists(rules, [](const PlayerRules& p) {
        Json names = Json::array();
        for (auto w : p.win_conditions) names.push_back(std::string(to_string(w)));
        return names;
    });
    if (rules.slide_limit) out["slideLimit"] = coord_json(*rules.slide_limit);
    if (rules.cannot_pass_turn) out["cannotPassTurn"] = *rules.cannot_pass_turn;
    if (rules.border.any()) {
        Json sides = Json::array();
        for (const auto& side : {rules.border.left, rules.border.right, rules.border.bottom, rules.border.top})
            sides.push_back(side ? coord_json(*side) : Json(nullptr));
        out["worldBorder"] = sides;
    }
    for (const auto& [key, raw] : rules.extra_options) out[key] = Json::parse(raw, nullptr, /*allow_exceptions=*/false);
    return out;
}

Json move_json(const JsonMove& m, const JsonWriteOptions& options) {
    Json out = Json::object();
    out["type"] = long_name(m.moved);
    out["startCoords"] = square_json(m.move.from);
    out["endCoords"] = square_json(m.move.to);
    if (m.captured) out["captured"] = long_name(*m.captured);
    if (m.move.promotion) out["promotion"] = long_name(*m.move.promotion);
    // The reference converter's convention: -1 when white captures en passant, 1 when black does.
    if (m.en_passant) out["enpassant"] = m.moved.color == Color::White ? -1 : 1;
    if (m.castle_partner) out["castle"] = Json{{"dir", m.castle_dir}, {"coord", square_json(*m.castle_partner)}};
    if (options.check_flags && (m.check || m.mate)) out["check"] = true;
    if (options.check_flags && m.mate) out["mate"] = true;
    return out;
}

std::string key_of(Square s) { return to_string(s); }

// Appends a member whose key is known to be new: ordered_json's operator[] searches the keys
// linearly, which made writing a 100,000-piece map quadratic.
void append_new(Json& object, std::string key, Json value) {
    object.get_ref<Json::object_t&>().emplace_back(std::move(key), std::move(value));
}

// Everything before "specialRights".
Json position_head(const Position& p, const JsonWriteOptions& options) {
    Json out = Json::object();
    Json meta = Json::object();
    for (const auto& [k, v] : p.metadata) append_new(meta, k, v);
    out["metadata"] = meta;
    if (options.turn) out["turn"] = p.turn == Color::White ? "white" : "black";
    if (p.en_passant) out["enpassant"] = square_json(p.en_passant->target);
    if (p.move_rule)
        out["moveRule"] = !p.move_rule_text.empty()
                              ? p.move_rule_text
                              : std::to_string(p.move_rule->counter) + "/" + std::to_string(p.move_rule->limit);
    if (options.fullmove) out["fullMove"] = p.fullmove;
    out["gameRules"] = game_rules_json(p.rules);
    return out;
}

// ,"specialRights":{"5,1":true,...},"startingPosition":{"5,1":"kingsW",...} as Json::dump
// spells them (keys and names are plain ASCII: nothing to escape), written straight into the
// text: a JSON value per piece was most of the time and memory of a large conversion.
// One member of either map; `flush` hands on what is written every 64 KiB when it is set.
void append_square_key(std::string& out, bool first, const Square& s) {
    out += first ? "\"" : ",\"";
    append_square(out, s);
    out += '"';
}

void append_piece_value(std::string& out, Piece piece) {
    out += ":\"";
    out += spec(piece.type).long_name;
    out += piece.color == Color::White ? 'W' : piece.color == Color::Black ? 'B' : 'N';
    out += '"';
}

void append_json_pieces(std::string& out, const Position& p) {
    const auto pieces = display_sorted(p.board);
    out.reserve(out.size() + 64 + pieces.size() * 48 + p.special_rights.size() * 32);
    out += ",\"specialRights\":{";
    bool first = true;
    for (const auto& [s, piece] : pieces) {
        if (!p.has_right(s)) continue;
        append_square_key(out, first, s);
        first = false;
        out += ":true";
    }
    out += "},\"startingPosition\":{";
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        append_square_key(out, i == 0, pieces[i].first);
        append_piece_value(out, pieces[i].second);
    }
    out += '}';
}

}  // namespace

Json position_to_json(const Position& p, const JsonWriteOptions& options) {
    Json out = position_head(p, options);
    const auto pieces = display_sorted(p.board);
    Json rights = Json::object();
    for (const auto& [s, piece] : pieces)
        if (p.has_right(s)) append_new(rights, key_of(s), true);
    out["specialRights"] = std::move(rights);
    Json placement = Json::object();
    placement.get_ref<Json::object_t&>().reserve(pieces.size());
    for (const auto& [s, piece] : pieces) append_new(placement, key_of(s), long_name(piece));
    out["startingPosition"] = std::move(placement);
    return out;
}

std::string write_long_json(const Position& start, std::span<const JsonMove> moves, const JsonWriteOptions& options) {
    std::string out = position_head(start, options).dump();
    out.pop_back();  // the closing '}' (the head is never empty: it always has "metadata")
    append_json_pieces(out, start);
    if (options.moves) {
        Json list = Json::array();
        for (const auto& m : moves) list.push_back(move_json(m, options));
        out += ",\"moves\":";
        out += list.dump();
    }
    out += '}';
    return out;
}

namespace {

// write_long_json_loose of the pieces that each(f) hands to f in display order; the rights from
// those that rights_each(f) hands to f, in the same order (each, or nothing when none has one).
template <class RightsEach, class Each>
void write_long_json_from(const Position& start, const RightsEach& rights_each, const Each& each,
                          std::span<const JsonMove> moves, const JsonWriteOptions& options, const TextSink& sink) {
    std::string out = position_head(start, options).dump();
    out.pop_back();  // the closing '}', as in write_long_json
    out.reserve(kTextChunk + loose_text::Batch::kBlock + 256);
    const auto flush = [&] {
        if (out.size() < kTextChunk) return;
        sink(out);
        out.clear();
    };
    out += ",\"specialRights\":{";
    bool first = true;
    {
        loose_text::Batch batch(out);
        rights_each([&](const auto& p) {
            if (!p.right) return;
#if UICI_WIDE
            if (const std::string_view kept = loose_text::kept_text(p); loose_text::batched(kept)) {
                static_assert(2 + loose_text::kKeptRoom + 6 <= loose_text::Batch::kRoom);
                char* at = loose_text::put(batch.room(loose_text::Batch::kRoom), first ? "\"" : ",\"");
                batch.done(loose_text::put(loose_text::put(at, kept), "\":true"));
            } else {
                batch.drain();
                out += first ? "\"" : ",\"";
                append_listed_square(out, p);
                out += "\":true";
            }
#else
            static_assert(2 + loose_text::kListedSquareRoom + 6 <= loose_text::Batch::kRoom);
            char* at = loose_text::put(batch.room(loose_text::Batch::kRoom), first ? "\"" : ",\"");
            batch.done(loose_text::put(loose_text::put_listed_square(at, p), "\":true"));
#endif
            first = false;
            flush();
        });
    }
    out += "},\"startingPosition\":{";
    first = true;
    {
        loose_text::Batch batch(out);
        each([&](const auto& p) {
            // ,"x,y":"kingsW": the name after the square's `at`.
            const auto name_after = [&](char* at) {
                at = loose_text::put(at, "\":\"");
                const loose_text::PaddedName& name =
                    loose_text::long_names()[static_cast<std::size_t>(index(p.piece.type))]
                                            [static_cast<std::size_t>(index(p.piece.color))];
                std::memcpy(at, name.text.data(), name.text.size());  // the whole padded name: one copy
                batch.done(at + name.size);
            };
#if UICI_WIDE
            if (const std::string_view kept = loose_text::kept_text(p); loose_text::batched(kept)) {
                static_assert(2 + loose_text::kKeptRoom + 3 + 32 <= loose_text::Batch::kRoom);
                char* at = loose_text::put(batch.room(loose_text::Batch::kRoom), first ? "\"" : ",\"");
                name_after(loose_text::put(at, kept));
            } else {
                batch.drain();
                out += first ? "\"" : ",\"";
                append_listed_square(out, p);
                out += '"';
                append_piece_value(out, p.piece);
            }
#else
            static_assert(2 + loose_text::kListedSquareRoom + 3 + 32 <= loose_text::Batch::kRoom);
            char* at = loose_text::put(batch.room(loose_text::Batch::kRoom), first ? "\"" : ",\"");
            name_after(loose_text::put_listed_square(at, p));
#endif
            first = false;
            flush();
        });
    }
    out += '}';
    if (options.moves) {
        out += ",\"moves\":[";
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (i > 0) out += ',';
            out += move_json(moves[i], options).dump();
            flush();
        }
        out += ']';
    }
    out += "}\n";
    sink(out);
}

}  // namespace

void write_long_json_loose(const Position& start, std::span<const LoosePiece> sorted, std::span<const JsonMove> moves,
                           const JsonWriteOptions& options, const TextSink& sink) {
    const auto each = [&](const auto& f) {
        for (const auto& p : sorted) f(p);
    };
    write_long_json_from(start, each, each, moves, options, sink);
}

void write_long_json_listed(const Position& head, const Board& board, const SquareSet& rights,
                            const JsonWriteOptions& options, const TextSink& sink) {
    const auto with_rights = [&](const auto& f) { for_each_listed_piece(board, rights, f); };
    // The pieces' pass reads no right: the board's listing as it is, without a lookup a piece.
    const auto pieces = [&](const auto& f) { board.for_each_listed(f); };
    const auto none = [](const auto&) {};
    if (rights.empty()) write_long_json_from(head, none, pieces, {}, options, sink);
    else write_long_json_from(head, with_rights, pieces, {}, options, sink);
}

#if UICI_WIDE
void write_long_json_text(const Position& start, std::span<const TextPiece> sorted, std::span<const JsonMove> moves,
                          const JsonWriteOptions& options, const TextSink& sink) {
    const auto each = [&](const auto& f) {
        for (const auto& p : sorted) f(p);
    };
    write_long_json_from(start, each, each, moves, options, sink);
}
#endif

}  // namespace UICI_CORE_NS
