#include "gui/message_fields.hpp"

#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/parse_error_details.hpp"
#include "core/notation/uci_map.hpp"
#include "core/variants/variants.hpp"
#include "gui/engine_text.hpp"

namespace uici::gui::fields {

[[noreturn]] void refuse(ErrorCode code, std::initializer_list<Detail> details) {
    throw Refusal{error_json(code, details)};
}

const Json* Message::field(const char* key, Json::value_t kind) const {
    const auto it = body.find(key);
    if (it == body.end() || it->is_null()) return nullptr;
    const bool number = kind == Json::value_t::number_integer;
    if (number ? !it->is_number_integer() : it->type() != kind)
        refuse(ErrorCode::bad_argument,
               {token(key), word("for", type), word("need", number ? "integer" : it->type_name())});
    return &*it;
}

std::optional<std::string> Message::text(const char* key) const {
    const Json* v = field(key, Json::value_t::string);
    return v ? std::optional(v->get<std::string>()) : std::nullopt;
}

std::optional<std::int64_t> Message::integer(const char* key, std::int64_t low, std::int64_t high) const {
    const Json* v = field(key, Json::value_t::number_integer);
    if (!v) return std::nullopt;
    // A non-negative number is read as unsigned (it may pass int64's range).
    const bool fits = v->is_number_unsigned() ? v->get<std::uint64_t>() <= static_cast<std::uint64_t>(high) &&
                                                    static_cast<std::int64_t>(v->get<std::uint64_t>()) >= low
                                              : v->get<std::int64_t>() >= low && v->get<std::int64_t>() <= high;
    if (!fits)
        refuse(ErrorCode::bad_argument,
               {token(v->dump()), word("for", key), word("need", std::to_string(low) + ".." + std::to_string(high))});
    return v->get<std::int64_t>();
}

namespace {

void notation_refusal(const ParseError& e, std::string_view text) {
    if (e.code == kNeedsWide)  // the page plays the int64 build (docs/GUI.md)
        refuse(ErrorCode::too_large,
               {word("reason", "needs_wide"), message("coordinates past +-2^60 are not shown by the board page")});
    with_parse_error_details(e, text,
                             [](ErrorCode code, std::initializer_list<Detail> details) { refuse(code, details); });
}

}  // namespace

Player read_player(const Message& m, const char* key, const std::vector<EngineInfo>& engines, Player fallback) {
    const auto it = m.body.find(key);
    if (it == m.body.end() || it->is_null()) return fallback;
    if (it->is_string() && *it == "human") return Player{};
    if (it->is_number_unsigned()) {
        const auto n = it->get<std::uint64_t>();
        if (n < engines.size()) return Player{static_cast<int>(n)};
    }
    refuse(ErrorCode::bad_argument, {token(it->dump()), word("for", key), word("need", "human|engine_index")});
}

Square read_square(const Message& m, const char* key) {
    const auto t = m.text(key);
    if (!t) refuse(ErrorCode::missing_argument, {token(m.type), word("need", key)});
    Square s{};
    const IntParse r = parse_square(*t, s);
    if (r == IntParse::range) refuse(ErrorCode::too_large, {token(*t), word("reason", "needs_wide")});
    if (r != IntParse::ok) refuse(ErrorCode::syntax, {token(*t), word("need", "x,y")});
    return s;
}

[[noreturn]] void refuse_unfit(const EngineInfo& e, const std::string& why) {
    refuse(ErrorCode::bad_position, {word("proto", e.proto), token(e.name, "engine"), token(why, "reason")});
}

const EngineInfo* player_of(const std::vector<EngineInfo>& engines, std::string_view proto,
                            std::initializer_list<Player> players) {
    for (const Player& p : players)
        if (p.engine && engines[static_cast<std::size_t>(*p.engine)].proto == proto)
            return &engines[static_cast<std::size_t>(*p.engine)];
    return nullptr;
}

void check_players(const std::vector<EngineInfo>& engines, std::initializer_list<Player> players, const Game& game,
                   const EngineLimit& limit, bool clocked) {
    if (const EngineInfo* sprt = player_of(engines, "sprt-json", players))
        if (auto why = unfit_for("sprt-json", game)) refuse_unfit(*sprt, *why);
    constexpr int kMostDepth = 64;
    if (clocked || !limit.depth || *limit.depth <= kMostDepth) return;
    for (const char* proto : {"uici", "sprt-json"})
        if (const EngineInfo* e = player_of(engines, proto, players))
            refuse(ErrorCode::bad_argument,
                   {token(std::to_string(*limit.depth)), word("for", "depth"),
                    word("need", "1.." + std::to_string(kMostDepth)), word("proto", proto), token(e->name, "engine")});
}

Game read_game(const Message& m, const EngineInfo* uci) {
    const auto variant = m.text("variant");
    const auto icn = m.text("icn");
    const auto json = m.text("json");
    if (int(bool(variant)) + int(bool(icn)) + int(bool(json)) != 1)
        refuse(ErrorCode::missing_argument, {token(m.type), word("need", "variant|icn|json")});
    Position start;
    std::vector<Move> moves;
    if (variant) {
        auto p = variant_position(*variant);
        if (!p)
            refuse(ErrorCode::bad_argument, {token(*variant), word("for", "variant"), word("need", "variant_name")});
        start = std::move(*p);
    } else if (icn) {
        auto doc = read_icn(*icn);
        if (!doc) notation_refusal(doc.error(), *icn);
        start = std::move(doc->position);
        for (const IcnMove& im : doc->moves) moves.push_back(im.move);
    } else {
        auto doc = read_long_json(*json);
        if (!doc) notation_refusal(doc.error(), *json);
        start = std::move(doc->start);
        moves = std::move(doc->moves);
    }
    bool outside = false;
    start.board.for_each([&](Square s, const Piece&) { outside = outside || !start.rules.border.contains(s); });
    if (outside) refuse(ErrorCode::bad_position, {word("reason", "piece_outside_border")});
    if (uci) {
        if (auto why = uci_unfit(start)) refuse_unfit(*uci, *why);
        start = on_chess_board(std::move(start));
    }
    Game game(std::move(start));
    game.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Reason r = game.play(moves[i]);
        if (r != Reason::legal)
            refuse(ErrorCode::illegal_move, {number("index", std::to_string(i + 1)),
                                             token(format_move(moves[i]), "move"), word("reason", reason_code(r))});
    }
    return game;
}

EngineLimit read_limit(const Message& m) {
    EngineLimit l;
    const Json* v = m.field("limit", Json::value_t::object);
    if (!v) return l;
    const Message inner{*v, "limit"};
    if (auto t = inner.integer("movetime_ms", 1, 3'600'000)) l.movetime_ms = *t;
    if (auto n = inner.integer("nodes", 1, std::int64_t{1} << 50)) l.nodes = *n;
    if (auto d = inner.integer("depth", 1, 256)) l.depth = static_cast<int>(*d);
    return l;
}

std::optional<TimeControl> read_tc(const Message& m) {
    const Json* v = m.field("tc", Json::value_t::object);
    if (!v) return std::nullopt;
    const Message inner{*v, "tc"};
    TimeControl tc;
    const auto base = inner.integer("base_ms", 1, std::int64_t{1} << 40);
    if (!base) refuse(ErrorCode::missing_argument, {token("tc"), word("need", "base_ms")});
    tc.base_ms = *base;
    tc.inc_ms = inner.integer("inc_ms", 0, std::int64_t{1} << 40).value_or(0);
    return tc;
}

}  // namespace uici::gui::fields
