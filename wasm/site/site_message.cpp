#include "wasm/site/site_message.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include <nlohmann/json.hpp>

#include "core/board/piece.hpp"
#include "core/notation/json_guard.hpp"
#include "errors/errors.hpp"

namespace uici::wasm {
namespace {

// Read through core's JSON guard (core/notation/json_guard.hpp), which builds an ordered_json.
using In = nlohmann::ordered_json;
using Out = nlohmann::ordered_json;

// The site's raw piece types in its order (src/shared/chess/util/typeutil.ts, rawTypes: VOID 0
// to PAWN 21), as uici's types.
constexpr std::array<PieceType, 22> kSiteRawTypes = {
    PieceType::Void,   PieceType::Obstacle,    PieceType::King,       PieceType::Giraffe, PieceType::Camel,
    PieceType::Zebra,  PieceType::Knightrider, PieceType::Amazon,     PieceType::Queen,   PieceType::RoyalQueen,
    PieceType::Hawk,   PieceType::Chancellor,  PieceType::Archbishop, PieceType::Centaur, PieceType::RoyalCentaur,
    PieceType::Rose,   PieceType::Knight,      PieceType::Guard,      PieceType::Huygens, PieceType::Rook,
    PieceType::Bishop, PieceType::Pawn};
constexpr std::int64_t kSiteTypeCount = 22;

struct Bad {
    ErrorCode code;
    std::string field;
    std::string why;
};

[[noreturn]] void bad(std::string field, std::string why, ErrorCode code = ErrorCode::bad_json) {
    throw Bad{code, std::move(field), std::move(why)};
}

const In* member(const In& object, const char* key) {
    if (!object.is_object()) return nullptr;
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

std::optional<std::int64_t> whole_number(const In& v) {
    if (v.is_number_integer()) {
        if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX)) return {};
        return v.get<std::int64_t>();
    }
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) <= 9007199254740992.0)
            return static_cast<std::int64_t>(d);
    }
    return {};
}

// A number that is not a coordinate: milliseconds, counters, levels.
std::int64_t number(const In& v, const std::string& field) {
    const auto n = whole_number(v);
    if (!n) bad(field, "an integer");
    return *n;
}

// One coordinate: a JSON integer, or a bigint as a decimal string. Its size is core's to judge.
std::string coordinate(const In& v, const std::string& field) {
    if (const auto n = whole_number(v)) return std::to_string(*n);
    if (v.is_string()) {
        const auto& s = v.get_ref<const std::string&>();
        const std::size_t start = !s.empty() && s[0] == '-' ? 1 : 0;
        bool digits = s.size() > start;
        for (std::size_t i = start; i < s.size() && digits; ++i) digits = s[i] >= '0' && s[i] <= '9';
        if (digits) return s;
    }
    bad(field, "an integer or a decimal string");
}

// A Coords ([x, y]) as "x,y".
std::string square(const In& v, const std::string& field) {
    if (!v.is_array() || v.size() != 2) bad(field, "[x, y]");
    return coordinate(v[0], field) + "," + coordinate(v[1], field);
}

// A CoordsKey ("x,y") checked to be one.
std::string square_key(const std::string& key, const std::string& field) {
    const auto comma = key.find(',');
    if (comma == std::string::npos) bad(field, "\"x,y\" keys");
    return coordinate(In(key.substr(0, comma)), field) + "," + coordinate(In(key.substr(comma + 1)), field);
}

std::string piece(const In& v, const std::string& field) {
    const auto n = whole_number(v);
    const auto name = n ? site_piece_long_name(*n) : std::nullopt;
    if (!name) bad(field, "a piece number of the site's white, black or neutral pieces", ErrorCode::bad_position);
    return *name;
}

// The site's PlayerGroup ({"1": ..., "2": ...}) member of one player.
const In* of_player(const In& group, int player) { return member(group, player == 1 ? "1" : "2"); }

// A PlayerGroup of lists as uici's {"white": [...], "black": [...]}, each item through `each`;
// a player the group leaves out gets an empty list.
template <class Each>
Out per_player(const In& group, const char* field, Each&& each) {
    Out out = Out::object();
    for (int p : {1, 2}) {
        Out list = Out::array();
        if (const In* l = of_player(group, p)) {
            if (!l->is_array()) bad(field, "a list per player");
            for (const In& item : *l) list.push_back(each(item));
        }
        out[p == 1 ? "white" : "black"] = list;
    }
    return out;
}

Out game_rules(const In& rules, Out& doc) {
    Out out = Out::object();
    const In* order = member(rules, "turnOrder");
    if (!order || !order->is_array() || order->size() != 2)
        bad("gameRules.turnOrder", "two players", ErrorCode::bad_position);
    const auto first = whole_number((*order)[0]), second = whole_number((*order)[1]);
    if (!first || !second || !((*first == 1 && *second == 2) || (*first == 2 && *second == 1)))
        bad("gameRules.turnOrder", "white and black in turn", ErrorCode::bad_position);
    doc["turn"] = *first == 1 ? "white" : "black";
    if (const In* w = member(rules, "winConditions"))
        out["winConditions"] = per_player(*w, "gameRules.winConditions", [](const In& name) {
            if (!name.is_string()) bad("gameRules.winConditions", "names");
            return Out(name.get<std::string>());
        });
    Out ranks = Out::array({nullptr, nullptr});
    if (const In* r = member(rules, "promotionRanks")) {
        for (int p : {1, 2}) {
            const In* l = of_player(*r, p);
            if (!l) continue;
            if (!l->is_array()) bad("gameRules.promotionRanks", "a list per player");
            Out list = Out::array();
            for (const In& y : *l) list.push_back(coordinate(y, "gameRules.promotionRanks"));
            ranks[p - 1] = list;
        }
    }
    out["promotionRanks"] = ranks;
    if (const In* a = member(rules, "promotionsAllowed"))
        out["promotionsAllowed"] = per_player(*a, "gameRules.promotionsAllowed", [](const In& raw) {
            const auto t = whole_number(raw);
            if (!t || *t < 0 || *t >= kSiteTypeCount)
                bad("gameRules.promotionsAllowed", "raw piece types", ErrorCode::bad_position);
            return Out(std::string(spec(kSiteRawTypes[static_cast<std::size_t>(*t)]).long_name));
        });
    if (const In* s = member(rules, "slideLimit")) out["slideLimit"] = coordinate(*s, "gameRules.slideLimit");
    if (const In* b = member(rules, "worldBorder")) {
        Out sides = Out::array();
        for (const char* side : {"left", "right", "bottom", "top"}) {
            const In* v = member(*b, side);
            sides.push_back(v ? Out(coordinate(*v, "gameRules.worldBorder")) : Out(nullptr));
        }
        out["worldBorder"] = sides;
    }
    return out;
}

std::string long_json(const In& lf) {
    if (!lf.is_object()) bad("lf", "an object");
    Out doc = Out::object();
    const In* rules = member(lf, "gameRules");
    if (!rules) bad("lf.gameRules", "an object");
    doc["gameRules"] = game_rules(*rules, doc);
    // The Map comes as its [key, value] pairs: an array, so that no JSON object of as many keys
    // as pieces is built (the guard allows kMaxJsonKeys keys an object).
    const In* position = member(lf, "position");
    if (!position || !position->is_array()) bad("lf.position", "a list of [\"x,y\", piece number]");
    // The piece map and the rights are written as text: ordered_json finds a key by a linear
    // search, so a map of n pieces would cost n^2 to build. Keys and names need no escaping.
    std::string pieces;
    for (const In& entry : *position) {
        if (!entry.is_array() || entry.size() != 2 || !entry[0].is_string())
            bad("lf.position", "a list of [\"x,y\", piece number]");
        pieces += (pieces.empty() ? "\"" : ",\"") + square_key(entry[0].get<std::string>(), "lf.position") + "\":\"" +
                  piece(entry[1], "lf.position") + "\"";
    }
    if (const In* full = member(lf, "fullMove")) doc["fullMove"] = number(*full, "lf.fullMove");
    std::int64_t counter = 0;
    std::string rights;
    if (const In* state = member(lf, "state_global")) {
        if (const In* r = member(*state, "specialRights")) {
            if (!r->is_array()) bad("lf.state_global.specialRights", "a list of \"x,y\"");
            for (const In& key : *r) {
                if (!key.is_string()) bad("lf.state_global.specialRights", "a list of \"x,y\"");
                rights += (rights.empty() ? "\"" : ",\"") +
                          square_key(key.get<std::string>(), "lf.state_global.specialRights") + "\":true";
            }
        }
        if (const In* ep = member(*state, "enpassant")) {
            const In* at = member(*ep, "square");
            if (!at) bad("lf.state_global.enpassant", "{square, pawn}");
            doc["enpassant"] = square(*at, "lf.state_global.enpassant");
        }
        if (const In* c = member(*state, "moveRuleState")) counter = number(*c, "lf.state_global.moveRuleState");
    }
    if (const In* rule = member(*rules, "moveRule"))
        doc["moveRule"] = std::to_string(counter) + "/" + std::to_string(number(*rule, "gameRules.moveRule"));
    Out moves = Out::array();
    if (const In* list = member(lf, "moves")) {
        if (!list->is_array()) bad("lf.moves", "a list");
        for (const In& m : *list) {
            const In* from = member(m, "startCoords");
            const In* to = member(m, "endCoords");
            if (!from || !to) bad("lf.moves", "moves with startCoords and endCoords");
            Out move{{"startCoords", square(*from, "lf.moves")}, {"endCoords", square(*to, "lf.moves")}};
            if (const In* p = member(m, "promotion")) move["promotion"] = piece(*p, "lf.moves");
            moves.push_back(move);
        }
    }
    doc["moves"] = moves;
    std::string text = doc.dump();
    text.pop_back();  // the closing brace: the two maps go last
    return text + ",\"startingPosition\":{" + pieces + "},\"specialRights\":{" + rights + "}}";
}

std::optional<std::int64_t> milliseconds(const In& msg, const char* key) {
    const In* v = member(msg, key);
    if (!v) return {};
    return number(*v, key);
}

}  // namespace

std::optional<std::string> site_piece_long_name(std::int64_t n) {
    if (n < 0 || n >= 3 * kSiteTypeCount) return {};
    const PieceType type = kSiteRawTypes[static_cast<std::size_t>(n % kSiteTypeCount)];
    const std::int64_t player = n / kSiteTypeCount;
    const bool neutral_type = spec(type).neutral;
    if ((player == 0) != neutral_type) return {};
    const Color color = player == 0 ? Color::Neutral : player == 1 ? Color::White : Color::Black;
    return long_name(Piece{type, color});
}

SiteRead read_site_message(std::string_view json) {
    In msg;
    JsonGuard guard;
    try {
        guard = parse_json_guarded(json, msg, {}, [](auto&&...) {});
    } catch (const std::exception&) {
        msg = nullptr;
    }
    if (guard.too_deep || guard.too_many_keys)
        return {{}, error_text(ErrorCode::too_large, {word("what", guard.too_deep ? "json_depth" : "json_keys")})};
    if (!guard.repeated_key.empty())
        return {{}, error_text(ErrorCode::bad_json, {token(guard.repeated_key, "field"), message("Given twice.")})};
    if (!msg.is_object()) return {{}, error_text(ErrorCode::bad_json, {message("Expected one JSON object.")})};
    try {
        SiteRequest r;
        const In* lf = member(msg, "lf");
        if (!lf) bad("lf", "the game (LongFormatIn)");
        r.long_json = long_json(*lf);
        if (const In* g = member(msg, "requestGeneratedMoves")) r.generated_moves = g->is_boolean() && g->get<bool>();
        r.wtime = milliseconds(msg, "wtime");
        r.btime = milliseconds(msg, "btime");
        r.winc = milliseconds(msg, "winc");
        r.binc = milliseconds(msg, "binc");
        if (const In* c = member(msg, "youAreColor")) r.engine_color = static_cast<int>(number(*c, "youAreColor"));
        if (const In* config = member(msg, "engineConfig")) {
            if (const In* t = member(*config, "engineTimeLimitPerMoveMillis"))
                r.movetime = number(*t, "engineConfig.engineTimeLimitPerMoveMillis");
            if (const In* s = member(*config, "strengthLevel"))
                r.strength =
                    static_cast<int>(std::clamp<std::int64_t>(number(*s, "engineConfig.strengthLevel"), 0, 100));
            if (const In* m = member(*config, "multiPv"))
                r.multipv = static_cast<int>(std::clamp<std::int64_t>(number(*m, "engineConfig.multiPv"), 1, 16));
        }
        return {std::move(r), {}};
    } catch (const Bad& b) {
        return {{}, error_text(b.code, {word("field", b.field), message("Expected " + b.why + ".")})};
    }
}

}  // namespace uici::wasm
