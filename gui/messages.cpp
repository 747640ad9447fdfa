#include "gui/messages.hpp"

#include <stdexcept>

#include "core/notation/icn.hpp"
#include "core/notation/json_guard.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/parse_error_details.hpp"
#include "core/notation/uci_map.hpp"
#include "core/variants/variants.hpp"
#include "errors/errors.hpp"
#include "gui/engine_text.hpp"

namespace uici::gui {

namespace {

// Thrown inside a handler: the message is refused with this error, before anything changed.
struct Refusal {
    Json error;
};

[[noreturn]] void refuse(ErrorCode code, std::initializer_list<Detail> details) {
    throw Refusal{error_json(code, details)};
}

struct Message {
    const Json& body;
    std::string_view type;

    // A field's value of the given JSON kind, or nothing when the message leaves it out.
    const Json* field(const char* key, Json::value_t kind) const {
        const auto it = body.find(key);
        if (it == body.end() || it->is_null()) return nullptr;
        const bool number = kind == Json::value_t::number_integer;
        if (number ? !it->is_number_integer() : it->type() != kind)
            refuse(ErrorCode::bad_argument,
                   {token(key), word("for", type), word("need", number ? "integer" : it->type_name())});
        return &*it;
    }
    std::optional<std::string> text(const char* key) const {
        const Json* v = field(key, Json::value_t::string);
        return v ? std::optional(v->get<std::string>()) : std::nullopt;
    }
    std::optional<std::int64_t> integer(const char* key, std::int64_t low, std::int64_t high) const {
        const Json* v = field(key, Json::value_t::number_integer);
        if (!v) return std::nullopt;
        // A non-negative number is read as unsigned (it may pass int64's range).
        const bool fits = v->is_number_unsigned() ? v->get<std::uint64_t>() <= static_cast<std::uint64_t>(high) &&
                                                        static_cast<std::int64_t>(v->get<std::uint64_t>()) >= low
                                                  : v->get<std::int64_t>() >= low && v->get<std::int64_t>() <= high;
        if (!fits)
            refuse(ErrorCode::bad_argument, {token(v->dump()), word("for", key),
                                             word("need", std::to_string(low) + ".." + std::to_string(high))});
        return v->get<std::int64_t>();
    }
};

void notation_refusal(const ParseError& e, std::string_view text) {
    if (e.code == kNeedsWide)  // the page plays the int64 build (docs/GUI.md)
        refuse(ErrorCode::too_large,
               {word("reason", "needs_wide"), message("coordinates past +-2^60 are not shown by the board page")});
    with_parse_error_details(e, text,
                             [](ErrorCode code, std::initializer_list<Detail> details) { refuse(code, details); });
}

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

// A UCI or sprt-json engine cannot be given the game: the one error the page shows.
[[noreturn]] void refuse_unfit(const EngineInfo& e, const std::string& why) {
    refuse(ErrorCode::bad_position, {word("proto", e.proto), token(e.name, "engine"), token(why, "reason")});
}

// The first engine of `proto` among the players, if any.
const EngineInfo* player_of(const std::vector<EngineInfo>& engines, std::string_view proto,
                            std::initializer_list<Player> players) {
    for (const Player& p : players)
        if (p.engine && engines[static_cast<std::size_t>(*p.engine)].proto == proto)
            return &engines[static_cast<std::size_t>(*p.engine)];
    return nullptr;
}

// A sprt-json player is refused a game its request cannot carry.
void check_sprt_players(const std::vector<EngineInfo>& engines, std::initializer_list<Player> players,
                        const Game& game) {
    if (const EngineInfo* sprt = player_of(engines, "sprt-json", players))
        if (auto why = unfit_for("sprt-json", game)) refuse_unfit(*sprt, *why);
}

// The start of a new game: a variant, ICN or long JSON, its own moves played through core. With
// a UCI engine among the players (`uci`), the game is chess's: confined to the 8x8 board.
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

Json hello(const std::vector<EngineInfo>& engines) {
    Json out{{"reply", "hello"},
             {"variants", Json::array()},
             {"engines", Json::array()},
             {"max_message_bytes", kMaxMessageBytes}};
    for (const auto v : variant_names()) out["variants"].push_back(std::string(v));
    for (std::size_t i = 0; i < engines.size(); ++i)
        out["engines"].push_back({{"index", i}, {"name", engines[i].name}, {"proto", engines[i].proto}});
    return out;
}

Dispatch apply(const Message& m, GameRoom& room, const std::vector<EngineInfo>& engines, std::int64_t now) {
    Dispatch d;
    const std::string_view t = m.type;
    if (t == "hello") {
        d.to_sender.push_back(hello(engines));
        d.to_sender.push_back(room.state(now));
    } else if (t == "state") {
        const auto ply = m.integer("ply", 0, std::int64_t{1} << 40);
        d.to_sender.push_back(room.state(now, ply ? std::optional<std::size_t>(*ply) : std::nullopt));
    } else if (t == "new_game") {
        // Everything is read before anything changes.
        const Player white = read_player(m, "white", engines, Player{});
        const Player black = read_player(m, "black", engines, Player{});
        Game game = read_game(m, player_of(engines, "uci", {white, black}));
        check_sprt_players(engines, {white, black}, game);
        const auto tc = read_tc(m);
        const EngineLimit limit = read_limit(m);
        room.reset(std::move(game), white, black, tc, limit, now);
        d.broadcast_state = true;
    } else if (t == "players") {
        const Player white = read_player(m, "white", engines, room.player(Color::White));
        const Player black = read_player(m, "black", engines, room.player(Color::Black));
        const EngineLimit limit = m.body.contains("limit") ? read_limit(m) : room.limit();
        // A UCI engine joins only a game of chess's board (else a move could leave it).
        if (const EngineInfo* uci = player_of(engines, "uci", {white, black})) {
            if (auto why = unfit_for("uci", room.game())) refuse_unfit(*uci, *why);
            if (!on_8x8(room.game().start()))
                refuse_unfit(*uci, "the game is not confined to the 8x8 board: start a new game with this engine");
        }
        check_sprt_players(engines, {white, black}, room.game());
        room.set_players(white, black, limit);
        d.broadcast_state = true;
    } else if (t == "targets") {
        d.to_sender.push_back(room.targets(read_square(m, "square")));
    } else if (t == "move") {
        const auto text = m.text("move");
        if (!text) refuse(ErrorCode::missing_argument, {token("move"), word("need", "move")});
        const auto mv = parse_move(*text);
        if (!mv) {
            if (mv.error().code == kNeedsWide)
                refuse(ErrorCode::too_large, {token(*text), word("reason", "needs_wide")});
            refuse(ErrorCode::syntax, {token(*text), word("reason", mv.error().code)});
        }
        if (room.engine_to_move())
            refuse(ErrorCode::illegal_move, {token(*text, "move"), word("reason", "engine_to_move")});
        const bool was_over = room.over();
        const Reason r = room.play(*mv, now);
        if (r != Reason::legal) {
            Json e =
                error_json(ErrorCode::illegal_move, {token(format_move(*mv), "move"), word("reason", reason_code(r))});
            e["re"] = "move";
            d.to_sender.push_back(std::move(e));
            d.broadcast_state = !was_over && room.over();  // a flag that fell before the move is news
            return d;
        }
        d.broadcast_state = true;
    } else if (t == "undo") {
        const auto plies = m.integer("plies", 1, std::int64_t{1} << 40).value_or(1);
        if (!room.undo(static_cast<std::size_t>(plies), now))
            refuse(ErrorCode::no_history, {number("played", std::to_string(room.game().history().size())),
                                           number("asked", std::to_string(plies))});
        d.broadcast_state = true;
    } else if (t == "resign") {
        const auto c = m.text("color").value_or(room.game().position().turn == Color::White ? "w" : "b");
        if (c != "w" && c != "b")
            refuse(ErrorCode::bad_argument, {token(c), word("for", "color"), word("need", "w|b")});
        if (room.over()) refuse(ErrorCode::illegal_move, {token("resign"), word("reason", "game_over")});
        room.resign(c == "w" ? Color::White : Color::Black);
        d.broadcast_state = true;
    } else if (t == "export") {
        d.to_sender.push_back({{"reply", "export"}, {"icn", room.export_icn()}});
    } else if (t == "analyse") {
        const auto e = m.integer("engine", 0, static_cast<std::int64_t>(engines.size()) - 1);
        if (engines.empty() || !e) refuse(ErrorCode::missing_argument, {token("analyse"), word("need", "engine")});
        const EngineInfo& info = engines[static_cast<std::size_t>(*e)];
        // The sprt-json dialect answers one move a request and has no analysis stream.
        if (info.proto == "sprt-json")
            refuse(ErrorCode::bad_argument,
                   {token(info.name, "engine"), word("proto", info.proto), word("need", "uici|uci"),
                    message("a sprt-json engine answers one move a request and sends no analysis")});
        if (auto why = unfit_for(info.proto, room.game())) refuse_unfit(info, *why);
        d.analyse = Dispatch::Analyse{static_cast<int>(*e), static_cast<int>(m.integer("multipv", 1, 256).value_or(1))};
    } else if (t == "stop") {
        d.stop_analysis = true;
    } else {
        refuse(ErrorCode::unknown_command, {token(t)});
    }
    return d;
}

}  // namespace

Json oversized_error(std::size_t bytes) {
    Json e = error_json(ErrorCode::too_large,
                        {number("bytes", std::to_string(bytes)), number("max", std::to_string(kMaxMessageBytes))});
    e["re"] = "?";
    return e;
}

Dispatch dispatch(std::string_view text, GameRoom& room, const std::vector<EngineInfo>& engines, std::int64_t now_ms) {
    if (text.size() > kMaxMessageBytes) {
        Dispatch d;
        d.to_sender.push_back(oversized_error(text.size()));
        return d;
    }
    Json body;
    std::string type = "?";
    Json id;
    try {
        JsonGuard guard;
        try {
            guard = parse_json_guarded(text, body, {}, [](auto&&...) {});
        } catch (const std::exception& e) {
            refuse(ErrorCode::bad_json, {token(e.what(), "detail")});
        }
        if (guard.refused())
            refuse(guard.too_deep || guard.too_many_keys ? ErrorCode::too_large : ErrorCode::bad_json,
                   {token(guard.repeated_key.empty() ? "nesting" : guard.repeated_key, "detail")});
        if (!body.is_object()) refuse(ErrorCode::bad_json, {word("need", "object")});
        if (const auto it = body.find("id"); it != body.end() && (it->is_number_integer() || it->is_string()))
            id = it->is_string() ? Json(cut_token(it->get<std::string>())) : *it;
        const auto it = body.find("type");
        if (it == body.end() || !it->is_string()) refuse(ErrorCode::missing_argument, {word("need", "type")});
        type = it->get<std::string>();
        Dispatch d = apply(Message{body, type}, room, engines, now_ms);
        if (!id.is_null())
            for (Json& r : d.to_sender) r["id"] = id;
        return d;
    } catch (Refusal& r) {
        Dispatch d;
        r.error["re"] = cut_token(type);
        if (!id.is_null()) r.error["id"] = id;
        d.to_sender.push_back(std::move(r.error));
        return d;
    }
}

}  // namespace uici::gui
