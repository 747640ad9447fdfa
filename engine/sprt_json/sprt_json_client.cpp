#include "engine/sprt_json/sprt_json_client.hpp"

#include <algorithm>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/notation/json_guard.hpp"
#include "core/notation/json_number.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/sprt_letters.hpp"

namespace UICI_CORE_NS::sprt_client {
namespace {

using Json = nlohmann::ordered_json;

std::string text_of(const Coord& c) {
    std::string s;
    append_coord(s, c);
    return s;
}

std::string letter(PieceType t) { return std::string(1, sprt_piece_letter(t)); }

const char* colour_of(Color c) { return c == Color::White ? "w" : c == Color::Black ? "b" : "n"; }

Json ranks_of(const PlayerRules& r) {
    Json out = Json::array();
    for (const Coord& y : r.promotion_ranks) out.push_back(text_of(y));
    return out;
}

Json wins_of(const PlayerRules& r) {
    Json out = Json::array();
    for (const WinCondition w : r.win_conditions) out.push_back(std::string(to_string(w)));
    return out;
}

Json move_of(const Move& m) {
    Json j = Json::object();
    j["from"] = to_string(m.from);
    j["to"] = to_string(m.to);
    j["promotion"] = m.promotion ? Json(letter(m.promotion->type)) : Json(nullptr);
    return j;
}

}  // namespace

std::string sprt_request(const Position& current, std::span<const Move> history, std::int64_t time_limit_ms,
                         std::optional<int> depth) {
    std::vector<std::pair<Square, Piece>> pieces;
    current.board.for_each([&](Square s, Piece pc) { pieces.emplace_back(s, pc); });
    std::sort(pieces.begin(), pieces.end(),
              [](const auto& a, const auto& b) { return display_less(a.first, b.first); });
    Json list = Json::array();
    for (const auto& [s, pc] : pieces)
        list.push_back({{"x", text_of(s.x)},
                        {"y", text_of(s.y)},
                        {"piece_type", letter(pc.type)},
                        {"color", colour_of(pc.color)}});
    std::vector<Square> rights(current.special_rights.begin(), current.special_rights.end());
    std::sort(rights.begin(), rights.end(), display_less);
    Json rights_list = Json::array();
    for (const Square& s : rights) rights_list.push_back(to_string(s));
    Json moves = Json::array();
    for (const Move& m : history) moves.push_back(move_of(m));

    const auto& white = current.rules.of(Color::White);
    const auto& black = current.rules.of(Color::Black);
    Json rules = Json::object();
    const auto& promoter = white.promotion_ranks.empty() ? black : white;
    if (!promoter.promotion_ranks.empty()) {
        Json allowed = Json::array();
        for (const PieceType t : promoter.promotions) allowed.push_back(letter(t));
        rules["promotions_allowed"] = allowed;
    }
    rules["promotion_ranks"] = {{"white", ranks_of(white)}, {"black", ranks_of(black)}};
    rules["move_rule"] = current.move_rule ? current.move_rule->limit : kNoMoveRule;
    rules["win_conditions"] = {{"white", wins_of(white)}, {"black", wins_of(black)}};

    Json j = Json::object();
    j["board"] = {{"pieces", list}};
    j["turn"] = current.turn == Color::White ? "w" : "b";
    j["special_rights"] = rights_list;
    j["move_history"] = moves;
    j["time_limit_ms"] = std::max<std::int64_t>(time_limit_ms, 1);
    if (depth) j["depth"] = *depth;
    j["game_rules"] = rules;
    if (current.rules.border.any()) {
        const Border& b = current.rules.border;
        auto side = [](const std::optional<Coord>& v) { return v ? Json(text_of(*v)) : Json(nullptr); };
        j["world_bounds"] = {
            {"left", side(b.left)}, {"right", side(b.right)}, {"bottom", side(b.bottom)}, {"top", side(b.top)}};
    }
    if (current.en_passant) j["en_passant"] = {{"square", to_string(current.en_passant->target)}};
    j["halfmove_clock"] = current.move_rule ? std::min(current.move_rule->counter, kNoMoveRule) : 0;
    j["fullmove_number"] = std::clamp<std::int64_t>(current.fullmove, 1, kNoMoveRule);
    if (const std::string* v = current.metadata_value("Variant")) j["variant"] = *v;
    return j.dump();
}

SprtReply read_sprt_reply(std::string_view line) {
    SprtReply r;
    Json j;
    try {
        if (parse_json_guarded(line, j, {}, [](auto&&...) {}).refused()) {
            r.detail = "a reply nested or keyed past the limits, or with a key twice";
            return r;
        }
    } catch (const std::exception&) {
        r.detail = "not JSON";
        return r;
    }
    if (!j.is_object()) {
        r.detail = "not a JSON object";
        return r;
    }
    r.kind = SprtReply::Kind::error;
    if (const auto e = j.find("error"); e != j.end() && !e->is_null()) {
        const std::string code = e->is_string() ? e->get<std::string>() : e->dump();
        if (code == "no_legal_moves") r.kind = SprtReply::Kind::no_legal_moves;
        r.detail = code.empty() ? "an empty error" : code.substr(0, 80);
        return r;
    }
    const auto from = j.find("from"), to = j.find("to");
    IntParse squares = IntParse::syntax;
    if (from != j.end() && to != j.end()) {
        squares = json_square(*from, r.move.from);
        if (squares == IntParse::ok) squares = json_square(*to, r.move.to);
    }
    if (squares == IntParse::range) {
        // Past the narrow build: the wide build reads the line again. Past it: too_large.
        r.kind = kWideCoords ? SprtReply::Kind::error : SprtReply::Kind::needs_wide;
        r.detail = kWideCoords ? "too_large: a square of more than 2,000 digits" : "a square past +-2^60";
        return r;
    }
    if (squares != IntParse::ok) {
        r.detail = "no from and to squares";
        return r;
    }
    if (const auto p = j.find("promotion"); p != j.end() && !p->is_null()) {
        const auto t = p->is_string() ? sprt_piece_type(p->get<std::string>()) : std::nullopt;
        if (!t) {
            r.detail = "promotion is no piece letter";
            return r;
        }
        r.move.promotion = Piece{*t, Color::White};  // the mover's colour is set by the caller
    }
    Coord v = 0;
    if (const auto e = j.find("eval");
        e != j.end() && json_int(*e, v) == IntParse::ok && v > -1'000'000 && v < 1'000'000)
        r.eval = static_cast<int>(v);
    if (const auto d = j.find("depth"); d != j.end() && json_int(*d, v) == IntParse::ok && v >= 0 && v <= 1000)
        r.depth = static_cast<int>(v);
    r.kind = SprtReply::Kind::move;
    return r;
}

SprtRead read_sprt_answer(std::string_view line, Color mover, engine::EngineAnswer& a, Move& move) {
    const SprtReply reply = read_sprt_reply(line);
    if (reply.kind == SprtReply::Kind::not_json) return SprtRead::no_reply;
    if (reply.kind == SprtReply::Kind::needs_wide) {
        a.move_text = std::string(line);
        a.fault.reset();
        return SprtRead::needs_wide;
    }
    a.move_text = std::string(line.substr(0, 200));
    if (reply.kind != SprtReply::Kind::move) {
        a.fail(engine::Fault::bad_output,
               reply.kind == SprtReply::Kind::no_legal_moves ? "claims no legal move" : "error '" + reply.detail + "'");
        return SprtRead::answered;
    }
    move = reply.move;
    if (move.promotion) move.promotion->color = mover;
    a.move_text = format_move(move);
    a.score_cp = reply.eval;
    a.depth = reply.depth;
    a.fault.reset();
    return SprtRead::answered;
}

}  // namespace UICI_CORE_NS::sprt_client
