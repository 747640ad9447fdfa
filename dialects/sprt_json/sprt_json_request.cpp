// Compiled on core's wide build (engine_interface/CMakeLists.txt): the reader only turns numbers
// into ICN text, so coordinates of any length pass through exactly, and the session reading that
// text plays the position on whichever build fits it.
#include "dialects/sprt_json/sprt_json_request.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/board/limits.hpp"
#include "core/board/square.hpp"
#include "core/notation/json_guard.hpp"
#include "core/notation/json_number.hpp"
#include "core/notation/move_text.hpp"
#include "core/notation/sprt_letters.hpp"
#include "errors/errors.hpp"

namespace uici {

namespace {

using namespace UICI_CORE_NS;
using Json = nlohmann::ordered_json;

constexpr std::array<std::string_view, 6> kWinConditions{"checkmate",         "royalcapture", "allroyalscaptured",
                                                         "allpiecescaptured", "koth",         "threecheck"};

// Thrown inside the reader only, caught at its door: every refusal names the field.
struct Refusal {
    std::string code;
    std::string detail;
};

[[noreturn]] void refuse(const std::string& field, std::string_view why, std::string code = "bad_field") {
    throw Refusal{std::move(code), field + ". " + std::string(why)};
}

// A member that is present and not null, or nothing: the runner writes null for "none".
const Json* member(const Json& object, std::string_view key) {
    const auto it = object.find(key);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

const Json& need_object(const Json* v, const std::string& field) {
    if (v == nullptr) refuse(field, "missing");
    if (!v->is_object()) refuse(field, "not an object");
    return *v;
}

const Json& need_array(const Json* v, const std::string& field) {
    if (v == nullptr) refuse(field, "missing");
    if (!v->is_array()) refuse(field, "not an array");
    return *v;
}

std::string need_string(const Json* v, const std::string& field) {
    if (v == nullptr) refuse(field, "missing");
    if (!v->is_string()) refuse(field, "not a string");
    return v->get<std::string>();
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// An integer written as a JSON number or a decimal string (the runner writes coordinates as
// strings, so that they stay exact past 2^53).
Coord need_int(const Json* v, const std::string& field) {
    if (v == nullptr) refuse(field, "missing");
    Coord out = 0;
    switch (json_int(*v, out)) {
        case IntParse::ok: return out;
        case IntParse::range: refuse(field, "more than " + std::to_string(kMaxDigits) + " digits", "too_large");
        case IntParse::syntax: break;
    }
    refuse(field, "not an integer");
}

// A counter or a limit: lo..hi, which fit an int64.
std::int64_t int_in(const Json* v, const std::string& field, std::int64_t lo, std::int64_t hi) {
    const Coord n = need_int(v, field);
    if (n < lo || n > hi) refuse(field, "out of range " + std::to_string(lo) + ".." + std::to_string(hi));
    return static_cast<std::int64_t>(n);
}

std::string decimal(const Coord& c) {
    std::string out;
    append_coord(out, c);
    return out;
}

Square need_square(const Json* v, const std::string& field) {
    if (v == nullptr) refuse(field, "missing");
    Square s;
    switch (json_square(*v, s)) {
        case IntParse::ok: return s;
        case IntParse::range: refuse(field, "more than " + std::to_string(kMaxDigits) + " digits", "too_large");
        case IntParse::syntax: break;
    }
    refuse(field, "not a square \"x,y\"");
}

Color need_color(const Json* v, const std::string& field) {
    const std::string c = lower(need_string(v, field));
    if (c == "w" || c == "white") return Color::White;
    if (c == "b" || c == "black") return Color::Black;
    if (c == "n" || c == "neutral") return Color::Neutral;
    refuse(field, "not w, b or n");
}

PieceType need_type(const Json* v, const std::string& field) {
    const auto t = sprt_piece_type(need_string(v, field));
    if (!t) refuse(field, "not a piece letter");
    return *t;
}

std::string piece_code_of(PieceType t, Color c) { return piece_code(Piece{t, c}); }

// The squares named in move_history: the runner never updates special_rights, so a right on
// one of them belongs to a piece that has since moved or been captured there.
std::unordered_set<Square, SquareHash> touched_squares(const Json& root) {
    std::unordered_set<Square, SquareHash> touched;
    const Json* history = member(root, "move_history");
    if (history == nullptr) return touched;
    if (!history->is_array()) refuse("move_history", "not an array");
    for (std::size_t i = 0; i < history->size(); ++i) {
        const std::string at = "move_history[" + std::to_string(i) + "]";
        const Json& m = need_object(&(*history)[i], at);
        touched.insert(need_square(member(m, "from"), at + ".from"));
        touched.insert(need_square(member(m, "to"), at + ".to"));
    }
    return touched;
}

std::unordered_set<Square, SquareHash> rights_squares(const Json& root) {
    std::unordered_set<Square, SquareHash> rights;
    const Json* list = member(root, "special_rights");
    if (list == nullptr) return rights;
    if (!list->is_array()) refuse("special_rights", "not an array");
    for (std::size_t i = 0; i < list->size(); ++i)
        rights.insert(need_square(&(*list)[i], "special_rights[" + std::to_string(i) + "]"));
    return rights;
}

// Special rights are kept only on kings, rooks and pawns: the runner's own board update moves
// a rook for a king's two-square move and nothing else, so castling with any other partner
// would leave its board and the game apart.
bool keeps_rights(PieceType t) { return t == PieceType::King || t == PieceType::Rook || t == PieceType::Pawn; }

std::string pieces_section(const Json& root) {
    const Json& board = need_object(member(root, "board"), "board");
    const Json& pieces = need_array(member(board, "pieces"), "board.pieces");
    const auto rights = rights_squares(root);
    const auto touched = touched_squares(root);
    std::string out;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const std::string at = "board.pieces[" + std::to_string(i) + "]";
        const Json& p = need_object(&pieces[i], at);
        const Square sq{need_int(member(p, "x"), at + ".x"), need_int(member(p, "y"), at + ".y")};
        const PieceType type = need_type(member(p, "piece_type"), at + ".piece_type");
        // The runner names the colour "color"; the engines' own reader calls it "player".
        const Json* colour = member(p, "color");
        const Color c = need_color(colour != nullptr ? colour : member(p, "player"), at + ".color");
        if (spec(type).neutral != (c == Color::Neutral))
            refuse(at, spec(type).neutral ? "an obstacle or void is neutral" : "a neutral piece must be x or v");
        if (!out.empty()) out += '|';
        out += piece_code_of(type, c);
        append_square(out, sq);
        if (keeps_rights(type) && rights.contains(sq) && !touched.contains(sq)) out += '+';
    }
    return out;
}

std::string ranks_text(const Json* list, const std::string& field) {
    const Json& ranks = need_array(list, field);
    std::string out;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        if (i != 0) out += ',';
        out += decimal(need_int(&ranks[i], field + "[" + std::to_string(i) + "]"));
    }
    return out;
}

std::string promotion_codes(const Json* allowed, Color c) {
    if (allowed == nullptr) return {};
    const Json& list = need_array(allowed, "game_rules.promotions_allowed");
    if (list.empty()) refuse("game_rules.promotions_allowed", "empty");
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const PieceType t = need_type(&list[i], "game_rules.promotions_allowed[" + std::to_string(i) + "]");
        out += (i == 0 ? ';' : ',');
        out += piece_code_of(t, c);
    }
    return out;
}

std::string win_list(const Json* list, const std::string& field) {
    if (list == nullptr) return "checkmate";
    const Json& names = need_array(list, field);
    if (names.empty()) return "checkmate";
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string at = field + "[" + std::to_string(i) + "]";
        const std::string name = lower(need_string(&names[i], at));
        if (std::find(kWinConditions.begin(), kWinConditions.end(), name) == kWinConditions.end())
            refuse(at, "not a win condition");
        if (i != 0) out += ',';
        out += name;
    }
    return out;
}

// "(white|black) ", appended piece by piece: gcc 12 warns, wrongly, about memcpy overlap on a
// long chain of string additions.
void append_sides(std::string& out, std::string_view white, std::string_view black) {
    out += '(';
    out += white;
    out += '|';
    out += black;
    out += ") ";
}

// Move rule, promotions and win conditions. Without promotion_ranks both players promote on
// the ranks 8 and 1, as the runner's variant table defaults them and as its ICN file writes a
// Classical game.
std::string rules_sections(const Json& root) {
    const Json* rules_v = member(root, "game_rules");
    const Json empty = Json::object();
    const Json& rules = rules_v == nullptr ? empty : need_object(rules_v, "game_rules");
    const std::int64_t clock =
        member(root, "halfmove_clock") ? int_in(member(root, "halfmove_clock"), "halfmove_clock", 0, 1'000'000'000) : 0;
    const std::int64_t limit =
        member(rules, "move_rule") ? int_in(member(rules, "move_rule"), "game_rules.move_rule", 1, 1'000'000'000) : 100;
    std::string out = std::to_string(clock) + "/" + std::to_string(limit) + " ";
    const std::int64_t full = member(root, "fullmove_number")
                                  ? int_in(member(root, "fullmove_number"), "fullmove_number", 0, 1'000'000'000)
                                  : 1;
    out += std::to_string(std::max<std::int64_t>(full, 1)) + " ";
    std::string white_ranks = "8", black_ranks = "1";
    if (const Json* pr = member(rules, "promotion_ranks")) {
        const Json& ranks = need_object(pr, "game_rules.promotion_ranks");
        white_ranks = ranks_text(member(ranks, "white"), "game_rules.promotion_ranks.white");
        black_ranks = ranks_text(member(ranks, "black"), "game_rules.promotion_ranks.black");
    }
    const Json* allowed = member(rules, "promotions_allowed");
    if (!white_ranks.empty()) white_ranks += promotion_codes(allowed, Color::White);
    if (!black_ranks.empty()) black_ranks += promotion_codes(allowed, Color::Black);
    append_sides(out, white_ranks, black_ranks);
    if (const Json* wc = member(rules, "win_conditions")) {
        const Json& lists = need_object(wc, "game_rules.win_conditions");
        append_sides(out, win_list(member(lists, "white"), "game_rules.win_conditions.white"),
                     win_list(member(lists, "black"), "game_rules.win_conditions.black"));
    }
    return out;
}

std::string border_section(const Json& root) {
    const Json* wb = member(root, "world_bounds");
    if (wb == nullptr) return {};
    const Json& bounds = need_object(wb, "world_bounds");
    std::string out;
    for (const char* side : {"left", "right", "bottom", "top"}) {
        const Json* v = member(bounds, side);
        if (!out.empty()) out += ',';
        out += v == nullptr ? std::string("_") : decimal(need_int(v, std::string("world_bounds.") + side));
    }
    return out + " ";
}

std::string turn_section(const Json& root) {
    const std::string t = lower(need_string(member(root, "turn"), "turn"));
    if (t == "w" || t == "white") return "w ";
    if (t == "b" || t == "black") return "b ";
    refuse("turn", "not w or b");
}

// En passant only as the request states it: the runner's board update never removes a pawn
// taken en passant, so none is derived from move_history.
std::string en_passant_section(const Json& root) {
    const Json* ep = member(root, "en_passant");
    if (ep == nullptr) return {};
    const Json& e = need_object(ep, "en_passant");
    return to_string(need_square(member(e, "square"), "en_passant.square")) + " ";
}

SprtRequest translate(const Json& root) {
    if (!root.is_object()) refuse("request", "not a JSON object", "bad_json");
    SprtRequest r;
    r.time_limit_ms = int_in(member(root, "time_limit_ms"), "time_limit_ms", 0, 2'147'483'647);
    if (const Json* d = member(root, "depth")) r.depth = static_cast<int>(int_in(d, "depth", 1, 64));
    if (const Json* v = member(root, "variant"); v != nullptr && !v->is_string()) refuse("variant", "not a string");
    // The sections in ICN's canonical order.
    r.icn = turn_section(root);
    r.icn += en_passant_section(root);
    r.icn += rules_sections(root);
    r.icn += border_section(root);
    r.icn += pieces_section(root);
    return r;
}

}  // namespace

std::variant<SprtRequest, SprtError> read_sprt_request(std::string_view line) {
    // Integer literals past 15 digits are read as the decimal strings every numeric field also
    // takes: the JSON library would round one past 64 bits to a double, and refuse one past a
    // double's range (~309 digits) as not JSON, though coordinates may have 2,000 digits.
    std::vector<std::size_t> shifts;
    const std::optional<std::string> quoted = quote_long_integers(line, shifts);
    Json root;
    try {
        const JsonGuard guard =
            parse_json_guarded(quoted ? std::string_view(*quoted) : line, root, {}, [](auto&&...) {});
        if (guard.too_deep || guard.too_many_keys)
            return SprtError{"too_large", "request. nested or keyed past the limits"};
        if (!guard.repeated_key.empty()) return SprtError{"bad_json", guard.repeated_key + ". given twice"};
    } catch (const nlohmann::json::out_of_range& e) {
        // Valid JSON grammar (1e400) that the JSON library cannot hold: a field's value, not a
        // broken request, though which field is unknown once the parser has stopped.
        if (e.id != 406) return SprtError{"bad_json", "request. not JSON"};
        const std::string what = e.what();
        const std::size_t open = what.find('\''), close = what.rfind('\'');
        const std::string number = open < close ? what.substr(open + 1, close - open - 1) : "";
        return SprtError{"bad_field",
                         "request. " + cut_token(number) + " is past a double's range; integers are written in digits"};
    } catch (const std::exception&) {
        return SprtError{"bad_json", "request. not JSON"};
    }
    try {
        return translate(root);
    } catch (const Refusal& r) {
        return SprtError{r.code, r.detail};
    } catch (const std::exception& e) {
        // A JSON accessor that still throws would be a bug of this reader, not of the request.
        return SprtError{"internal", e.what()};
    }
}

}  // namespace uici
