// Readers of the small position sections: turn, move rule, full move, border, promotions,
// win conditions and the site's annotations.
#include <algorithm>
#include <charconv>

#include "core/board/limits.hpp"
#include "core/notation/icn_parts.hpp"

namespace UICI_CORE_NS::icn_detail {
namespace {

// Calls f(part, offset_of_part) for each `sep`-separated part of text, stopping at an error.
template <class F>
MaybeError for_each_part(std::string_view text, char sep, F&& f) {
    std::size_t start = 0;
    while (true) {
        const std::size_t stop = std::min(text.find(sep, start), text.size());
        if (auto e = f(text.substr(start, stop - start), start)) return e;
        if (stop == text.size()) return std::nullopt;
        start = stop + 1;
    }
}

std::size_t count_parts(std::string_view text, char sep) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), sep)) + 1;
}

// The error moved from a sub-text's offsets to the whole input's.
MaybeError shifted(MaybeError e, std::size_t by) {
    if (e) e->column += by;
    return e;
}

// Reads a whole part as one integer; `bad` names the error code for any other shape.
MaybeError read_whole_int(std::string_view part, std::size_t column, Coord& out, const char* bad, const char* what) {
    if (part.empty() || scan_int(part, 0) != part.size())
        return parse_error(bad, column, std::string("Invalid ") + what + ". " + excerpt(part) + " is not an integer");
    return shifted(read_coord(part, 0, part.size(), out), column);
}

bool unsigned_int(std::string_view text) {
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return is_digit(c); });
}

std::string decimal(std::int64_t v) {
    char buf[24];
    return {buf, std::to_chars(buf, buf + sizeof buf, v).ptr};
}

const std::vector<PieceType> kDefaultPromotions = PlayerRules{}.promotions;

// Order carries no meaning in a promotion list: the default set in another order is stored in
// its standard order, because the writers leave it out. A piece named twice is kept as written
// (nothing read is dropped, and the reference converter keeps it too); move generation offers
// each piece once.
void normalise_promotions(std::vector<PieceType>& list) {
    if (std::is_permutation(list.begin(), list.end(), kDefaultPromotions.begin(), kDefaultPromotions.end()))
        list = kDefaultPromotions;
}

// An empty part: the player never promotes and has no allowed list, as both converters read it
// (the reference's promotionsAllowed [], the site's missing entry).
MaybeError read_player_promotion(std::string_view part, std::size_t column, PlayerRules& player) {
    player.promotion_ranks.clear();
    player.promotions.clear();
    if (part.empty()) return std::nullopt;
    player.promotions = kDefaultPromotions;
    const std::size_t semi = std::min(part.find(';'), part.size());
    auto e = for_each_part(part.substr(0, semi), ',', [&](std::string_view rank, std::size_t at) {
        Coord y = 0;
        if (auto err = read_whole_int(rank, column + at, y, "bad_promotion", "promotion rank")) return err;
        player.promotion_ranks.push_back(y);
        return MaybeError{};
    });
    if (e || semi == part.size()) return e;
    // The reference ignores anything after a second ';' ("8;Q;R" allows only the queen).
    auto list = part.substr(semi + 1);
    list = list.substr(0, std::min(list.find(';'), list.size()));
    player.promotions.clear();
    e = for_each_part(list, ',', [&](std::string_view code, std::size_t at) -> MaybeError {
        const auto type = type_from_icn_code(code);
        if (!type)
            return parse_error("bad_promotion", column + semi + 1 + at,
                               "Invalid promotion piece. " + excerpt(code) + " is not a piece code");
        player.promotions.push_back(*type);
        return std::nullopt;
    });
    normalise_promotions(player.promotions);
    return e;
}

MaybeError read_win_list(std::string_view part, std::size_t column, std::vector<WinCondition>& out) {
    out.clear();
    return for_each_part(part, ',', [&](std::string_view name, std::size_t at) -> MaybeError {
        const auto w = win_condition_from_name(name);
        if (!w)
            return parse_error("bad_win_condition", column + at,
                               "Unknown win condition. " + excerpt(name) +
                                   " is none of checkmate, royalcapture, allroyalscaptured, "
                                   "allpiecescaptured, koth, threecheck");
        if (std::find(out.begin(), out.end(), *w) == out.end()) out.push_back(*w);
        return std::nullopt;
    });
}

}  // namespace

MaybeError read_turn(std::string_view token, std::size_t column, Position& p) {
    if (token == "w" || token == "w:b") {
        p.turn = Color::White;
        p.last_in_turn_order = Color::Black;
    } else if (token == "b" || token == "b:w") {
        p.turn = Color::Black;
        p.last_in_turn_order = Color::White;
    } else {
        return parse_error("bad_turn", column,
                           "Unsupported turn order. " + excerpt(token) + " (two players: w, b, w:b or b:w)");
    }
    return std::nullopt;
}

// N > M is read: it is a game played on past its move-rule draw (which uici allows), as the
// writer writes it; the status of such a position is that draw.
MaybeError read_move_rule(std::string_view token, std::size_t column, Position& p) {
    const std::size_t slash = token.find('/');
    const auto n_text = token.substr(0, slash), m_text = token.substr(slash + 1);
    if (slash == std::string_view::npos || !unsigned_int(n_text) || !unsigned_int(m_text))
        return parse_error("icn_syntax", column, "Invalid move rule. " + excerpt(token) + " is not N/M");
    MoveRule rule;
    if (auto e = read_int64(token, 0, slash, rule.counter)) return shifted(e, column);
    if (auto e = read_int64(token, slash + 1, token.size(), rule.limit)) return shifted(e, column);
    if (rule.counter > kMaxCounter)
        return parse_error("too_large", column,
                           "Move rule counter past " + decimal(kMaxCounter) + ", where moves could overflow it");
    p.move_rule = rule;
    const bool canonical = token == decimal(rule.counter) + "/" + decimal(rule.limit);
    p.move_rule_text = canonical ? std::string() : std::string(token);
    return std::nullopt;
}

MaybeError read_fullmove(std::string_view token, std::size_t column, Position& p) {
    std::int64_t n = 0;
    if (auto e = read_int64(token, 0, token.size(), n)) return shifted(e, column);
    if (n > kMaxCounter)
        return parse_error("too_large", column,
                           "Full move past " + decimal(kMaxCounter) + ", where moves could overflow it");
    p.fullmove = n == 0 ? 1 : n;  // the reference treats 0 as "not given"
    return std::nullopt;
}

MaybeError read_border(std::string_view token, std::size_t column, Border& border) {
    if (count_parts(token, ',') != 4)
        return parse_error("bad_border", column,
                           "Invalid world border. " + excerpt(token) + " is not left,right,bottom,top");
    std::optional<Coord> sides[4];
    int index = 0;
    auto e = for_each_part(token, ',', [&](std::string_view part, std::size_t at) -> MaybeError {
        if (part == "_") return ++index, std::nullopt;
        Coord v = 0;
        if (auto err = read_whole_int(part, column + at, v, "bad_border", "world border side")) return err;
        sides[index++] = v;
        return std::nullopt;
    });
    if (e) return e;
    if ((sides[0] && sides[1] && *sides[0] > *sides[1]) || (sides[2] && sides[3] && *sides[2] > *sides[3]))
        return parse_error("bad_border", column, "Invalid world border. " + excerpt(token) + " is an empty box");
    border = Border{sides[0], sides[1], sides[2], sides[3]};
    return std::nullopt;
}

MaybeError read_promotions(std::string_view inside, std::size_t column, GameRules& rules) {
    if (count_parts(inside, '|') != 2)
        return parse_error(
            "bad_promotion", column,
            "Invalid promotion section. " + excerpt(inside) + " needs one part per player: (WHITE|BLACK)");
    const std::size_t bar = inside.find('|');
    if (auto e = read_player_promotion(inside.substr(0, bar), column, rules.of(Color::White))) return e;
    if (auto e = read_player_promotion(inside.substr(bar + 1), column + bar + 1, rules.of(Color::Black))) return e;
    rules.promotion_section = true;
    return std::nullopt;
}

MaybeError read_win_conditions(std::string_view inside, std::size_t column, GameRules& rules) {
    const std::size_t parts = count_parts(inside, '|');
    if (parts > 2)
        return parse_error("bad_win_condition", column,
                           "Invalid win conditions. " + excerpt(inside) + " has more parts than players");
    const std::size_t bar = std::min(inside.find('|'), inside.size());
    auto& white = rules.of(Color::White).win_conditions;
    auto& black = rules.of(Color::Black).win_conditions;
    if (auto e = read_win_list(inside.substr(0, bar), column, white)) return e;
    if (parts == 1) {
        black = white;
        return std::nullopt;
    }
    return read_win_list(inside.substr(bar + 1), column + bar + 1, black);
}

MaybeError read_annotation(std::string_view token, std::size_t column) {
    const bool rays = token.starts_with("Rays:");
    const std::size_t skip = rays ? 5 : 8;  // "Rays:" or "Squares:"
    return for_each_part(token.substr(skip), '|', [&](std::string_view item, std::size_t at) -> MaybeError {
        const std::size_t where = column + skip + at;
        const std::size_t first = scan_square(item, 0);
        bool ok = first != 0;
        if (ok && rays)  // "x,y>dx,dy"
            ok = first + 1 < item.size() && item[first] == '>' && scan_square(item, first + 1) == item.size();
        else if (ok)  // "x,y"
            ok = first == item.size();
        if (!ok) return parse_error("icn_syntax", where, "Invalid annotation. " + excerpt(item));
        Square s;
        if (auto e = read_square(item, 0, first, s)) return shifted(e, where);
        if (rays) return shifted(read_square(item, first + 1, item.size(), s), where);
        return std::nullopt;
    });
}

}  // namespace UICI_CORE_NS::icn_detail
