// position startpos | variant <name> | icn <ICN> | json <long JSON> [moves <move>...]: builds a new game aside
// and swaps it in only when every part read and every move was legal, so a failed line
// leaves the old position exactly as it was.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/board/limits.hpp"
#include "core/notation/icn.hpp"
#include "core/notation/long_json.hpp"
#include "core/notation/move_text.hpp"
#include "core/rules/rules.hpp"
#include "core/variants/variants.hpp"
#include "protocol/commands/commands.hpp"
#include "protocol/notation_error.hpp"
#include "protocol/text.hpp"

namespace UICI_CORE_NS {

namespace {

// The start of a position line before its moves: a position and the moves it carries itself.
struct Start {
    std::optional<Position> position;
    std::vector<IcnMove> moves;            // an ICN game's own moves, played first
    std::optional<std::string_view> tail;  // the text after "moves"
};

// The optional "moves ..." after a fixed number of tokens.
bool read_tail(const Args& a, std::size_t n, Start& st, Reply& r) {
    if (a.size() <= n) return true;
    if (a.tokens[n] != "moves") {
        r.error(ErrorCode::bad_argument, {token(a.tokens[n]), word("for", "position"), word("need", "moves")});
        return false;
    }
    st.tail = a.rest(n + 1);
    return true;
}

// Positions the rules cannot play from; nothing when the position is fine. The site itself
// loads positions with the side not to move in check, or without royals, so those pass.
std::optional<std::string_view> position_problem(const Position& p) {
    bool outside = false;
    p.board.for_each([&](Square s, const Piece&) { outside = outside || !p.rules.border.contains(s); });
    if (outside) return "piece_outside_border";
    return std::nullopt;
}

// The two notations fill a Start alike; nothing means it read.
std::optional<ParseError> read_icn_start(std::string_view text, Start& st) {
    auto doc = read_icn(text);
    if (!doc) return doc.error();
    st.position = std::move(doc->position);
    st.moves = std::move(doc->moves);
    return std::nullopt;
}

std::optional<ParseError> read_json_start(std::string_view text, Start& st) {
    auto doc = read_long_json(text);
    if (!doc) return doc.error();
    st.position = std::move(doc->start);
    for (const Move& m : doc->moves) st.moves.push_back(IcnMove{m, 0});
    return std::nullopt;
}

std::optional<Start> read_start(const Settings& s, const Args& a, Reply& r) {
    Start st;
    const std::string_view kind = a.tokens[1];
    if (kind == "startpos") {
        st.position = start_position(s);
        if (!read_tail(a, 2, st, r)) return std::nullopt;
    } else if (kind == "variant") {
        if (a.size() < 3) {
            r.error(ErrorCode::missing_argument, {token("variant"), word("need", "name")});
            return std::nullopt;
        }
        st.position = variant_position(a.tokens[2]);
        if (!st.position) {
            r.error(ErrorCode::bad_argument,
                    {token(a.tokens[2]), word("for", "variant"), word("need", "variant_name")});
            return std::nullopt;
        }
        apply_session_rules(s, *st.position);
        if (!read_tail(a, 3, st, r)) return std::nullopt;
    } else if (kind == "icn" || kind == "json") {
        const MovesSplit split = split_moves_tail(a.rest(2));
        if (split.body.empty()) {
            r.error(ErrorCode::missing_argument, {token(kind), word("need", "text")});
            return std::nullopt;
        }
        const auto failed = kind == "icn" ? read_icn_start(split.body, st) : read_json_start(split.body, st);
        if (failed) {
            notation_error(*failed, split.body, r);
            return std::nullopt;
        }
        st.tail = split.moves;
        apply_session_rules(s, *st.position);
    } else {
        r.error(ErrorCode::bad_argument,
                {token(kind), word("for", "position"), word("need", "startpos|variant|icn|json|5dpgn")});
        return std::nullopt;
    }
    return st;
}

// The tokens of `tail`, a suffix of the line that starts at a token (after "moves" and its
// blank): the line's own last tokens, so a long tail is not split a second time.
std::span<const std::string_view> tail_tokens(const Args& a, std::string_view tail) {
    const auto first = std::lower_bound(a.tokens.begin(), a.tokens.end(), tail.data(),
                                        [](std::string_view t, const char* at) { return t.data() < at; });
    // Pointer and count: the libc++ of emscripten's WebAssembly build has no iterator-pair span.
    const auto at = static_cast<std::size_t>(first - a.tokens.begin());
    return {a.tokens.data() + at, a.tokens.size() - at};
}

// Plays the start's own moves, then the tail's tokens, and makes the game the session's; on the
// first bad part an error line, and the session's game stays as it was.
void install(const Settings& s, ChessState& chess, MultiverseState& fived, Start& st,
             std::span<const std::string_view> tail, Reply& r) {
    if (const auto why = position_problem(*st.position))
        return r.error(ErrorCode::bad_position, {word("reason", *why)});
    // The tail's tokens: their count decides the limit and the reserve, then they are played.
    const std::size_t total = st.moves.size() + tail.size();
    if (total > kMaxGameMoves) return too_many_moves(total, r);
    Game g(std::move(*st.position));
    g.reserve(total);
    long index = 0;
    auto play = [&](const Move& m, std::string_view shown) {
        const Reason why = g.play(m);
        if (why == Reason::legal) return true;
        const std::string i = std::to_string(index);
        r.error(ErrorCode::illegal_move, {number("index", i), token(shown, "move"), word("reason", reason_code(why))});
        return false;
    };
    for (const IcnMove& m : st.moves) {
        if (!play(m.move, format_move(m.move))) return;
        ++index;
    }
    for (std::string_view tok : tail) {
        const auto m = read_move(tok, index, r);
        if (!m || !play(*m, tok)) return;
        ++index;
    }
    // The reader defers the board's line indices to the first query; build them here, where
    // `isready` waits for them (as UCI has it for any work of `position`), so that a `go` after a
    // position of millions of pieces is not late by their build (0.3-1 s at 1,000,000 pieces).
    g.position().board.ensure_index();
    set_game(chess, std::move(g));
    fived = MultiverseState{};
    if (s.debug) r.info("position set, " + std::to_string(index) + " moves played");
}

}  // namespace

void cmd_position(const Settings& s, ChessState& chess, MultiverseState& fived, const Args& a, Reply& r) {
    if (a.size() < 2)
        return r.error(ErrorCode::missing_argument,
                       {token("position"), word("need", "startpos|variant|icn|json|5dpgn")});
    if (a.tokens[1] == "5dpgn") return position_5dpgn(s, fived, a, r);
    auto st = read_start(s, a, r);
    if (!st) return;
    install(s, chess, fived, *st, st->tail ? tail_tokens(a, *st->tail) : std::span<const std::string_view>{}, r);
}

void set_position_icn(const Settings& s, ChessState& chess, MultiverseState& fived, std::string_view icn, Reply& r) {
    Start st;
    if (const auto failed = read_icn_start(icn, st)) return notation_error(*failed, icn, r);
    apply_session_rules(s, *st.position);
    install(s, chess, fived, st, {}, r);
}

}  // namespace UICI_CORE_NS
