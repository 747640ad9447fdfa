#include "gui/messages.hpp"

#include <stdexcept>

#include "core/notation/json_guard.hpp"
#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "errors/errors.hpp"
#include "gui/engine_text.hpp"
#include "gui/message_fields.hpp"

namespace uici::gui {

namespace {

using namespace fields;

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
        const auto tc = read_tc(m);
        const EngineLimit limit = read_limit(m);
        check_players(engines, {white, black}, game, limit, tc.has_value());
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
        check_players(engines, {white, black}, room.game(), limit, room.time_control().has_value());
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
