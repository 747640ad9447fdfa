#include "protocol/commands/chess_state.hpp"

#include "core/board/limits.hpp"
#include "core/notation/move_text.hpp"
#include "core/variants/variants.hpp"
#include "protocol/dispatch.hpp"
#include "protocol/reply.hpp"
#include "protocol/state.hpp"

namespace UICI_CORE_NS {

void apply_session_rules(const Settings& s, Position& p) {
    if (s.slide_limit > 0 && !p.rules.slide_limit) p.rules.slide_limit = s.slide_limit;
}

Position start_position(const Settings& s) {
    // UCI_Variant only ever holds a name of variant_names(), so the lookup cannot fail.
    Position p = variant_position(s.variant).value();
    apply_session_rules(s, p);
    return p;
}

void set_game(ChessState& c, Game&& g) {
    auto made = std::make_shared<Game>(std::move(g));
#if UICI_WIDE
    c.wide = std::move(made);
    c.game.reset();
#else
    c.game = std::move(made);
    c.wide.reset();
#endif
}

void reset_game(const Settings& s, ChessState& c, MultiverseState& fived) {
    set_game(c, Game(start_position(s)));
    fived = MultiverseState{};
}

std::optional<bool> position_argument(const Args& a, Reply& r) {
    if (a.size() == 1) return false;
    if (a.size() == 2 && a.tokens[1] == "position") return true;
    // Name the first token that cannot stand where it is: the argument, or one after it.
    if (a.tokens[1] == "position")
        r.error(ErrorCode::bad_argument, {token(a.tokens[2]), word("for", a.tokens[0]), word("need", "nothing")});
    else r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", a.tokens[0]), word("need", "position")});
    return std::nullopt;
}

ErrorCode move_parse_code(const ParseError& e) {
    if (e.code == "too_large") return ErrorCode::too_large;
    return ErrorCode::syntax;
}

void coord_out_of_range(std::string_view tok, Reply& r) {
    if (!kWideCoords) return r.hand_to_wide();
    const std::string limit = std::to_string(kMaxDigits);
    r.error(ErrorCode::too_large, {word("what", "digits"), number("limit", limit), token(tok, "near")});
}

void too_many_moves(std::size_t moves, Reply& r) {
    const std::string limit = std::to_string(kMaxGameMoves), have = std::to_string(moves);
    r.error(ErrorCode::too_large, {word("what", "moves"), number("limit", limit), number("have", have)});
}

std::optional<Move> read_move(std::string_view tok, long index, Reply& r) {
    auto parsed = parse_move(tok);
    if (parsed) return *parsed;
    if (parsed.error().code == kNeedsWide) {
        r.hand_to_wide();
        return std::nullopt;
    }
    const ErrorCode code = move_parse_code(parsed.error());
    if (index < 0) {
        r.error(code, {token(tok, "move")});
    } else {
        const std::string i = std::to_string(index);
        r.error(code, {number("index", i), token(tok, "move")});
    }
    return std::nullopt;
}

}  // namespace UICI_CORE_NS
