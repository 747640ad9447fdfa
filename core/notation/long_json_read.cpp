// Reading the long JSON format into a GameDocument.
#include <algorithm>
#include <optional>
#include <vector>

#include "core/board/limits.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/json_guard.hpp"
#include "core/notation/json_number.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"

namespace UICI_CORE_NS {
namespace {

using Json = nlohmann::ordered_json;

class LongJsonReader {
public:
    Parsed<GameDocument> run(std::string_view text);

private:
    bool fail(std::string code, std::string message) {
        if (!error_) error_ = field_error(std::move(code), std::move(message));
        return false;
    }
    bool square(const Json& v, Square& out, const char* what);
    bool metadata(const Json& v);
    bool move_rule(const Json& v);
    bool game_rules(const Json& v);
    bool promotion_ranks(const Json& v);
    bool promotions_allowed(const Json& v);
    bool win_conditions(const Json& v);
    bool world_border(const Json& v);
    bool starting_position(const Json& v);
    bool moves(const Json& v);
    bool move_object(const Json& v, Move& out);

    using Members = std::vector<std::pair<std::string, Json>>;

    GameDocument doc_;
    std::optional<ParseError> error_;
    std::optional<Square> en_passant_;
    // The piece maps' members in document order, read past the DOM (core/notation/json_guard.hpp).
    Members placement_, rights_;
};

bool LongJsonReader::square(const Json& v, Square& out, const char* what) {
    switch (json_square(v, out)) {
        case IntParse::ok: return true;
        case IntParse::range:
            return fail(coord_range_code(),
                        std::string(what) + ". A coordinate has more than " + std::to_string(kMaxDigits) + " digits.");
        case IntParse::syntax: break;
    }
    return fail("bad_json",
                std::string(what) + ". Expected [x, y] or \"x,y\" with integers (a float literal only within 2^53).");
}

bool LongJsonReader::metadata(const Json& v) {
    if (!v.is_object()) return fail("bad_json", "metadata. Expected an object.");
    for (const auto& [key, value] : v.items()) {
        const std::string text = value.is_string() ? value.get<std::string>() : value.dump();
        if (text.empty()) continue;  // an empty value is no value, as in ICN
        if (const auto why = metadata_problem(key, text))
            return fail("bad_json", "metadata. \"" + key.substr(0, 20) + "\" holds " + *why + ".");
        doc_.start.set_metadata(key, text);
    }
    return true;
}

bool LongJsonReader::move_rule(const Json& v) {
    if (!v.is_string()) return fail("bad_move_rule", "moveRule. Expected a string \"N/M\".");
    const auto& text = v.get_ref<const std::string&>();
    const auto slash = text.find('/');
    MoveRule rule;
    if (slash == std::string::npos ||
        parse_int64(std::string_view(text).substr(0, slash), rule.counter) != IntParse::ok ||
        parse_int64(std::string_view(text).substr(slash + 1), rule.limit) != IntParse::ok || rule.counter < 0 ||
        rule.limit < 0)
        return fail("bad_move_rule", "moveRule. Expected \"N/M\" with non-negative integers.");
    if (rule.counter > kMaxCounter)
        return fail("too_large", "moveRule. Counter past " + std::to_string(kMaxCounter) + ".");
    // N > M: played on past the move-rule draw, as the ICN reader takes it.
    doc_.start.move_rule = rule;
    const std::string canonical = std::to_string(rule.counter) + "/" + std::to_string(rule.limit);
    doc_.start.move_rule_text = text == canonical ? std::string() : text;
    return true;
}

bool LongJsonReader::promotion_ranks(const Json& v) {
    auto& rules = doc_.start.rules;
    rules.promotion_section = true;
    auto one = [&](const Json& side, Color c) {
        auto& ranks = rules.of(c).promotion_ranks;
        ranks.clear();
        if (side.is_null()) return true;
        const Json list = side.is_array() ? side : Json::array({side});
        for (const auto& r : list) {
            Coord y = 0;
            const auto got = json_int(r, y);
            if (got == IntParse::range)
                return fail(coord_range_code(),
                            "promotionRanks. A rank has more than " + std::to_string(kMaxDigits) + " digits.");
            if (got != IntParse::ok) return fail("bad_promotion", "promotionRanks. A rank must be an integer or null.");
            if (std::find(ranks.begin(), ranks.end(), y) == ranks.end()) ranks.push_back(y);
        }
        return true;
    };
    if (v.is_array() && v.size() == 2) return one(v[0], Color::White) && one(v[1], Color::Black);
    if (v.is_object() && v.contains("white") && v.contains("black"))
        return one(v["white"], Color::White) && one(v["black"], Color::Black);
    return fail("bad_promotion", "promotionRanks. Expected [white, black].");
}

// {"white": [...], "black": [...]}: calls f(colour, list) for each player's list.
template <class F>
bool for_each_player_list(const Json& v, F&& f) {
    if (!v.is_object()) return false;
    for (const auto& [key, list] : v.items()) {
        const Color c = key == "white" ? Color::White : key == "black" ? Color::Black : Color::Neutral;
        if (c == Color::Neutral || !list.is_array() || !f(c, list)) return false;
    }
    return true;
}

bool LongJsonReader::promotions_allowed(const Json& v) {
    const bool ok = for_each_player_list(v, [&](Color c, const Json& list) {
        auto& out = doc_.start.rules.of(c).promotions;
        out.clear();
        for (const auto& name : list) {
            const std::string text = name.is_string() ? name.get<std::string>() : name.dump();
            auto type = type_from_plural(text);
            if (!type) type = type_from_code_any_case(text);
            if (!type) return fail("bad_piece", "promotionsAllowed. Unknown piece \"" + text.substr(0, 40) + "\".");
            out.push_back(*type);
        }
        return true;
    });
    return ok || fail("bad_promotion", "promotionsAllowed. Expected {\"white\": [...], \"black\": [...]}.");
}

bool LongJsonReader::win_conditions(const Json& v) {
    const bool ok = for_each_player_list(v, [&](Color c, const Json& list) {
        auto& out = doc_.start.rules.of(c).win_conditions;
        out.clear();
        for (const auto& name : list) {
            const auto w = name.is_string() ? win_condition_from_name(name.get<std::string>()) : std::nullopt;
            if (!w)
                return fail("bad_win_condition", "winConditions. Unknown condition " + name.dump().substr(0, 40) + ".");
            if (std::find(out.begin(), out.end(), *w) == out.end()) out.push_back(*w);
        }
        return true;
    });
    return ok || fail("bad_win_condition", "winConditions. Expected {\"white\": [...], \"black\": [...]}.");
}

bool LongJsonReader::world_border(const Json& v) {
    if (!v.is_array() || v.size() != 4) return fail("bad_border", "worldBorder. Expected [left, right, bottom, top].");
    std::optional<Coord>* sides[] = {&doc_.start.rules.border.left, &doc_.start.rules.border.right,
                                     &doc_.start.rules.border.bottom, &doc_.start.rules.border.top};
    for (int i = 0; i < 4; ++i) {
        if (v[i].is_null()) continue;
        Coord c = 0;
        const auto got = json_int(v[i], c);
        if (got == IntParse::range)
            return fail(coord_range_code(),
                        "worldBorder. A side has more than " + std::to_string(kMaxDigits) + " digits.");
        if (got != IntParse::ok) return fail("bad_border", "worldBorder. A side must be an integer or null.");
        *sides[i] = c;
    }
    const auto& b = doc_.start.rules.border;
    if ((b.left && b.right && *b.left > *b.right) || (b.bottom && b.top && *b.bottom > *b.top))
        return fail("bad_border", "worldBorder. An empty box.");
    return true;
}

bool LongJsonReader::game_rules(const Json& v) {
    if (!v.is_object()) return fail("bad_json", "gameRules. Expected an object.");
    auto& rules = doc_.start.rules;
    for (const auto& [key, value] : v.items()) {
        if (key == "promotionRanks") {
            if (!promotion_ranks(value)) return false;
        } else if (key == "promotionsAllowed") {
            if (!promotions_allowed(value)) return false;
        } else if (key == "winConditions") {
            if (!win_conditions(value)) return false;
        } else if (key == "worldBorder") {
            if (!world_border(value)) return false;
        } else if (key == "slideLimit") {
            if (value.is_null() || (value.is_string() && value.get<std::string>() == "Infinity")) {
                rules.slide_limit.reset();
                continue;
            }
            Coord limit = 0;
            if (json_int(value, limit) != IntParse::ok || limit < 0)
                return fail("bad_json", "slideLimit. Expected a non-negative integer or \"Infinity\".");
            rules.slide_limit = limit;
        } else if (key == "cannotPassTurn") {
            if (!value.is_boolean()) return fail("bad_json", "cannotPassTurn. Expected true or false.");
            rules.cannot_pass_turn = value.get<bool>();
        } else {
            auto& extra = rules.extra_options;
            const std::string& name = key;  // clang 14 cannot capture a structured binding
            auto it = std::find_if(extra.begin(), extra.end(), [&](const auto& e) { return e.first == name; });
            if (it == extra.end()) extra.emplace_back(key, value.dump());
            else it->second = value.dump();
        }
    }
    return true;
}

bool LongJsonReader::starting_position(const Json& v) {
    auto& board = doc_.start.board;
    if (v.is_string()) {
        // A short piece list, as LongToShort_Format accepts.
        auto parsed = read_icn(v.get_ref<const std::string&>());
        if (!parsed) return fail(parsed.error().code, "startingPosition. " + parsed.error().message);
        board = std::move(parsed->position.board);
        for (const auto& s : parsed->position.special_rights) doc_.start.special_rights.insert(s);
        return true;
    }
    if (!v.is_object()) return fail("bad_json", "startingPosition. Expected an object or a piece list.");
    for (const auto& [key, name] : placement_) {
        Square s;
        if (!square(Json(key), s, "startingPosition")) return false;
        const auto piece = name.is_string() ? piece_from_long_name(name.get<std::string>()) : std::nullopt;
        if (!piece) return fail("bad_piece", "startingPosition. Unknown piece " + name.dump().substr(0, 40) + ".");
        // Two pieces for one square: JSON.parse would keep the last without a word, ICN refuses
        // it, and so does this reader (also for two spellings of the square, "1,1" and "01,1").
        if (board.occupied(s)) return fail("bad_json", "startingPosition. Square " + to_string(s) + " given twice.");
        if (board.size() == kMaxPieces)
            return fail("too_large", "startingPosition. At most " + std::to_string(kMaxPieces) + " pieces.");
        board.put(s, *piece);
    }
    return true;
}

bool LongJsonReader::move_object(const Json& v, Move& out) {
    if (!v.contains("startCoords") || !v.contains("endCoords"))
        return fail("bad_move", "moves. A move object needs startCoords and endCoords.");
    if (!square(v["startCoords"], out.from, "startCoords") || !square(v["endCoords"], out.to, "endCoords"))
        return false;
    for (const char* key : {"promotion", "promote"}) {
        if (!v.contains(key) || v[key].is_null()) continue;
        const auto p = v[key].is_string() ? piece_from_long_name(v[key].get<std::string>()) : std::nullopt;
        if (!p) return fail("bad_piece", "moves. Unknown promotion piece " + v[key].dump().substr(0, 40) + ".");
        out.promotion = *p;
    }
    if (v.contains("check") || v.contains("mate")) doc_.annotated = true;
    return true;
}

bool LongJsonReader::moves(const Json& v) {
    if (!v.is_array()) return fail("bad_json", "moves. Expected an array.");
    if (v.size() > kMaxGameMoves)
        return fail("too_large", "moves. At most " + std::to_string(kMaxGameMoves) + " moves in one game.");
    doc_.moves.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) {
        Move m;
        if (v[i].is_string()) {
            const auto& token = v[i].get_ref<const std::string&>();
            auto parsed = parse_move(token);
            if (!parsed)
                return fail(parsed.error().code, "moves[" + std::to_string(i) + "]. " + parsed.error().message);
            m = *parsed;
            if (token.find_first_of("+#") != std::string::npos) doc_.annotated = true;
        } else if (v[i].is_object()) {
            if (!move_object(v[i], m)) return false;
        } else {
            return fail("bad_move", "moves[" + std::to_string(i) + "]. Expected a string or an object.");
        }
        doc_.moves.push_back(m);
    }
    return true;
}

Parsed<GameDocument> LongJsonReader::run(std::string_view original) {
    std::vector<std::size_t> shifts;
    const std::optional<std::string> quoted = quote_long_integers(original, shifts);
    const std::string_view text = quoted ? std::string_view(*quoted) : original;
    // An offset into `text` as an offset into what the client sent.
    const auto back = [&](std::size_t at) {
        std::size_t before = 0;
        while (before < shifts.size() && shifts[before] < at) ++before;
        return at - std::min(at, 2 * before);
    };
    Json root;
    JsonGuard guard;
    try {
        guard = parse_json_guarded(text, root, {"startingPosition", "specialRights"},
                                   [&](const std::string& object, std::string key, Json value) {
                                       Members& m = object == "startingPosition" ? placement_ : rights_;
                                       m.emplace_back(std::move(key), std::move(value));
                                   });
    } catch (const Json::parse_error& e) {
        return parse_error("bad_json", back(e.byte > 0 ? e.byte - 1 : 0),
                           "JSON syntax. " + std::string(e.what()).substr(0, 120));
    } catch (const Json::exception& e) {  // e.g. a number too large for a double
        return field_error("bad_json", "JSON. " + std::string(e.what()).substr(0, 120));
    }
    if (guard.too_deep)
        return field_error("too_large", "JSON nesting deeper than " + std::to_string(kMaxJsonDepth) + " levels.");
    if (!guard.repeated_key.empty())
        return field_error("bad_json", "Long format. Key \"" + guard.repeated_key.substr(0, 40) + "\" given twice.");
    if (guard.too_many_keys)
        return field_error("too_large", "JSON object with more than " + std::to_string(kMaxJsonKeys) + " keys.");
    if (!root.is_object()) return field_error("bad_json", "Long format. Expected a JSON object.");

    doc_.has_turn = doc_.has_fullmove = false;
    bool ok = true;
    for (const auto& [key, value] : root.items()) {
        if (key == "metadata") ok = metadata(value);
        else if (key == "turn") {
            if (!value.is_string() || (value != "white" && value != "black"))
                ok = fail("bad_turn", "turn. Expected \"white\" or \"black\".");
            else {
                doc_.start.turn = value == "white" ? Color::White : Color::Black;
                doc_.start.last_in_turn_order = opposite(doc_.start.turn);
                doc_.has_turn = true;
            }
        } else if (key == "enpassant") {
            Square s;
            ok = square(value, s, "enpassant");
            if (ok) en_passant_ = s;
        } else if (key == "moveRule") ok = value.is_null() || move_rule(value);
        else if (key == "fullMove") {
            std::int64_t n = 0;
            if (json_int64(value, n) != IntParse::ok || n < 0)
                ok = fail("bad_json", "fullMove. Expected a non-negative integer.");
            else if (n > kMaxCounter) ok = fail("too_large", "fullMove. Past " + std::to_string(kMaxCounter) + ".");
            // The reference treats 0 as absent; so do we.
            doc_.start.fullmove = n == 0 ? 1 : n;
            doc_.has_fullmove = n != 0;
        } else if (key == "gameRules") ok = game_rules(value);
        else if (key == "specialRights") {
            if (!value.is_object()) ok = fail("bad_json", "specialRights. Expected an object.");
            for (const auto& [k, flag] : rights_) {
                Square s;
                if (!(ok = square(Json(k), s, "specialRights"))) break;
                if (flag.is_boolean() ? flag.get<bool>() : !flag.is_null()) doc_.start.special_rights.insert(s);
            }
        } else if (key == "startingPosition") ok = starting_position(value);
        else if (key == "moves") ok = moves(value);
        else if (key == "shortposition") continue;  // the reference's raw copy of the piece list
        else ok = fail("bad_json", "Long format. Unknown key \"" + key.substr(0, 40) + "\".");
        if (!ok) break;
    }
    if (!ok) return *error_;
    // An allowed list only means something for a player with promotion ranks; the ICN reader
    // keeps it the same way, so both formats hold one state for one meaning.
    auto& rules = doc_.start.rules;
    for (auto& player : rules.player) {
        if (!rules.promotion_section) player.promotions = default_promotions();
        else if (player.promotion_ranks.empty()) player.promotions.clear();
    }
    // A special right belongs to a piece; on an empty square it means nothing (ICN cannot even
    // write one there), so it is not kept.
    boost::unordered::erase_if(doc_.start.special_rights, [&](Square s) { return !doc_.start.board.occupied(s); });
    if (en_passant_) {
        // The pawn that passed the square stands one step beyond it, seen from the player who
        // just moved (the one not to move).
        const Coord forward = opposite(doc_.start.turn) == Color::White ? 1 : -1;
        const auto pawn = offset(*en_passant_, 0, forward);
        if (!pawn) return field_error(coord_range_code(), "enpassant. The pawn's square is out of range.");
        doc_.start.en_passant = EnPassant{*en_passant_, *pawn};
    }
    return std::move(doc_);
}

}  // namespace

Parsed<GameDocument> read_long_json(std::string_view text) { return LongJsonReader().run(text); }

}  // namespace UICI_CORE_NS
