// Questions about the current game: legal, moves, status, icn. None of them changes it.
#include <string>

#include "core/notation/icn.hpp"
#include "core/notation/move_listing.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/movegen.hpp"
#include "core/rules/rules.hpp"
#include "protocol/commands/commands.hpp"
#include "protocol/text.hpp"

namespace UICI_CORE_NS {

namespace {

// `legal no <m> <reason>`; the token as given, cut to 80 characters (control bytes as \xNN in text).
void legal_no(std::string_view tok, std::string_view reason, Reply& r) {
    if (r.json())
        return r.object(Json{{"reply", "legal"}, {"legal", false}, {"move", cut_token(tok)}, {"reason", reason}});
    r.line("legal no " + shown_token(tok) + " " + std::string(reason));
}

// ICN text is one line on the wire, whatever the writer does with long games.
std::string one_line(std::string s) {
    for (char& c : s)
        if (c == '\n' || c == '\r') c = ' ';
    return s;
}

}  // namespace

void cmd_legal(const ChessState& c, const Args& a, Reply& r) {
    if (a.size() < 2) return r.error(ErrorCode::missing_argument, {token("legal"), word("need", "move")});
    if (a.size() > 2)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[2]), word("for", "legal"), word("need", "one_move")});
    const std::string_view tok = a.tokens[1];
    const auto parsed = parse_move(tok);
    if (!parsed) {
        if (parsed.error().code == kNeedsWide) return r.hand_to_wide();
        const ErrorCode code = move_parse_code(parsed.error());
        return legal_no(tok, code == ErrorCode::too_large ? "too_large" : "syntax", r);
    }
    const Game& g = current_game(c);
    const Move& m = *parsed;
    const Reason why = g.check(m);
    if (why != Reason::legal) return legal_no(tok, reason_code(why), r);
    // The client's own token when it is canonical: writing thousands of digits again costs more
    // than the rest of the request.
    const bool canonical = is_canonical_move(tok);
    if (r.json())
        return r.object(
            Json{{"reply", "legal"}, {"legal", true}, {"move", canonical ? std::string(tok) : format_move(m)}});
    std::string line = "legal yes ";
    if (canonical) line += tok;
    else line += format_move(m);
    r.line(line);
}

void cmd_moves(const ChessState& c, const Args& a, Reply& r) {
    if (a.size() > 2)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[2]), word("for", "moves"), word("need", "one_square")});
    std::optional<Square> from;
    if (a.size() == 2) {
        Square sq;
        const IntParse p = parse_square(a.tokens[1], sq);
        if (p == IntParse::range) return coord_out_of_range(a.tokens[1], r);
        if (p != IntParse::ok)
            return r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", "moves"), word("need", "x,y")});
        from = sq;
    }
    const Position& pos = current_game(c).position();
    // A square with nothing of the side to move on it: no moves, and the reason, in `legal`'s words.
    if (from) {
        const Piece* p = pos.board.find(*from);
        if (!p || p->color != pos.turn) {
            const std::string_view why = p ? "wrong_side" : "no_piece";
            if (r.json())
                return r.object(Json{{"reply", "moves"}, {"count", "0"}, {"moves", Json::array()}, {"reason", why}});
            return r.line("moves 0 " + std::string(why));
        }
    }
    const MoveListing list = list_moves(pos, from);
    const std::string& count = list.count_text;
    if (r.json()) return r.object(Json{{"reply", "moves"}, {"count", count}, {"moves", list.tokens}});
    std::string line = "moves " + count;
    for (const std::string& t : list.tokens) line.append(" ").append(t);
    r.line(line);
}

void cmd_status(const ChessState& c, const Args& a, Reply& r) {
    if (a.size() > 1)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", "status"), word("need", "nothing")});
    const Status st = current_game(c).status();
    std::string_view result = "ongoing";
    switch (st.outcome) {
        case Status::Outcome::ongoing: break;
        case Status::Outcome::white_wins: result = "1-0"; break;
        case Status::Outcome::black_wins: result = "0-1"; break;
        case Status::Outcome::draw: result = "1/2-1/2"; break;
    }
    const bool over = st.outcome != Status::Outcome::ongoing;
    if (r.json()) {
        Json j{{"reply", "status"}, {"result", result}};
        if (over) j["reason"] = st.reason;
        return r.object(j);
    }
    std::string line = "status " + std::string(result);
    if (over) line.append(" ").append(st.reason);
    r.line(line);
}

void cmd_icn(const Settings& s, const ChessState& c, const Args& a, Reply& r) {
    const auto position_only = position_argument(a, r);
    if (!position_only) return;
    const Game& g = current_game(c);
    std::string text;
    if (*position_only) {
        text = write_icn_position(g.position(), s.dialect);
    } else {
        std::vector<Move> moves;
        moves.reserve(g.history().size());
        for (const PlayedMove& pm : g.history()) moves.push_back(pm.move);
        text = write_icn_game(g.start(), moves, s.dialect);
    }
    text = one_line(std::move(text));
    if (r.json()) return r.object(Json{{"reply", "icn"}, {"icn", text}});
    r.line("icn " + text);
}

}  // namespace UICI_CORE_NS
