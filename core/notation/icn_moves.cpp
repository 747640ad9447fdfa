#include "core/notation/icn_moves.hpp"

#include "core/board/limits.hpp"

namespace UICI_CORE_NS::icn_detail {
namespace {

struct MoveShape {
    std::size_t prefix_end;        // end of the optional piece letters
    std::size_t from_end;          // end of the start square (it begins at prefix_end)
    std::size_t to_begin, to_end;  // the target square
};

std::size_t letters_end(std::string_view text, std::size_t i) {
    while (i < text.size() && is_alpha(text[i])) ++i;
    return i;
}

// "LETTERS? INT,INT ws* (>|x) ws* INT,INT" at i, by shape only (numbers are read later).
std::optional<MoveShape> move_shape(std::string_view text, std::size_t i) {
    MoveShape m{};
    m.prefix_end = letters_end(text, i);
    m.from_end = scan_square(text, m.prefix_end);
    if (m.from_end == m.prefix_end) return std::nullopt;
    const std::size_t sep = skip_spaces(text, m.from_end);
    if (sep >= text.size() || (text[sep] != '>' && text[sep] != 'x')) return std::nullopt;
    m.to_begin = skip_spaces(text, sep + 1);
    m.to_end = scan_square(text, m.to_begin);
    if (m.to_end == m.to_begin) return std::nullopt;
    return m;
}

// "12." or, as ICN's documentation writes a black move, "1 ..." (its number has no dot).
bool move_number_at(std::string_view text, std::size_t i) {
    std::size_t j = i;
    while (j < text.size() && is_digit(text[j])) ++j;
    if (j == i || j == text.size()) return false;
    return text[j] == '.' || (space_at(text, j) && text.substr(skip_spaces(text, j), 3) == "...");
}

bool ep_mark_at(std::string_view text, std::size_t i) { return text.substr(i, 4) == "e.p."; }

// Reads the promotion piece written at text[i] (letters); sets `end` past them.
MaybeError read_promotion(std::string_view text, std::size_t i, std::size_t& end, Move& m) {
    end = letters_end(text, i);
    const auto code = text.substr(i, end - i);
    if (code.empty()) return parse_error("bad_move", i, "Invalid move. '=' must be followed by a piece code");
    const auto piece = piece_from_icn_code(code);
    if (!piece)
        return parse_error("bad_piece", i, "Unknown promotion piece. " + excerpt(code) + " is not a piece code");
    m.promotion = piece;
    return std::nullopt;
}

// Everything after the target square: "=Q", "Q" (the seed dialect's style), " =R", " N", then + # ! ? e.p.
// Letters after whitespace are a promotion only when no square follows them; otherwise they
// are the next move's piece prefix (the reference converter swallows them as a promotion;
// PROTOCOL.md sections 1.4 and 1.7).
MaybeError read_suffix(std::string_view text, std::size_t q, std::size_t& end, IcnMove& im) {
    Move& m = im.move;
    const std::size_t t = skip_spaces(text, q);
    if (t < text.size() && text[t] == '=') {
        if (auto e = read_promotion(text, skip_spaces(text, t + 1), q, m)) return e;
    } else if (t < text.size() && is_alpha(text[t]) && !ep_mark_at(text, t)) {
        const std::size_t run = letters_end(text, t);
        const bool next_move = run < text.size() && (is_digit(text[run]) || text[run] == '-');
        if (t == q || !next_move)
            if (auto e = read_promotion(text, t, q, m)) return e;
    }
    while (true) {
        const std::size_t k = skip_spaces(text, q);
        if (k < text.size() && (text[k] == '+' || text[k] == '#' || text[k] == '!' || text[k] == '?')) {
            im.marked = im.marked || text[k] == '+' || text[k] == '#';
            q = k + 1;
        } else if (ep_mark_at(text, k)) q = k + 4;
        else break;
    }
    if (q < text.size() && !space_at(text, q) && text[q] != '|' && text[q] != '.' && text[q] != '{')
        return parse_error("bad_move", q, "Invalid move. Unexpected " + excerpt(text.substr(q, 12)) + " after it");
    end = q;
    return std::nullopt;
}

MaybeError read_one_move(std::string_view text, std::size_t i, const MoveShape& shape, std::size_t& end,
                         std::vector<IcnMove>& out) {
    if (shape.prefix_end > i && !piece_from_icn_code(text.substr(i, shape.prefix_end - i)))
        return parse_error("bad_piece", i,
                           "Unknown piece. " + excerpt(text.substr(i, shape.prefix_end - i)) + " is not a piece code");
    if (out.size() == kMaxGameMoves)
        return parse_error("too_large", i, "Too many moves. At most " + std::to_string(kMaxGameMoves) + " in one game");
    IcnMove m;
    m.column = i;
    if (auto e = read_square(text, shape.prefix_end, shape.from_end, m.move.from)) return e;
    if (auto e = read_square(text, shape.to_begin, shape.to_end, m.move.to)) return e;
    if (auto e = read_suffix(text, shape.to_end, end, m)) return e;
    out.push_back(m);
    return std::nullopt;
}

}  // namespace

bool moves_start_at(std::string_view text, std::size_t i) {
    return move_shape(text, i) || move_number_at(text, i) || text.substr(i, 3) == "...";
}

MaybeError read_moves(std::string_view text, std::size_t begin, std::vector<IcnMove>& out) {
    std::size_t i = begin;
    while (true) {
        i = skip_spaces(text, i);
        if (i >= text.size()) return std::nullopt;
        const char c = text[i];
        if (c == '|' || c == '.') {
            ++i;
        } else if (c == '{') {
            // A comment runs to the first '}'; brackets inside it ([%clk ...]) mean nothing.
            const std::size_t close = text.find('}', i + 1);
            if (close == std::string_view::npos)
                return parse_error("icn_syntax", i, "Unclosed comment. '{' without a matching '}'");
            i = close + 1;
        } else if (c == '}') {
            return parse_error("icn_syntax", i, "Unmatched '}'. It closes no comment");
        } else if (auto shape = move_shape(text, i)) {
            if (auto e = read_one_move(text, i, *shape, i, out)) return e;
        } else if (move_number_at(text, i)) {
            while (is_digit(text[i])) ++i;
        } else {
            return parse_error(
                "bad_move", i,
                "Invalid move. Expected a move like 1,2>3,4 at " + excerpt(text.substr(i, token_end(text, i) - i)));
        }
    }
}

}  // namespace UICI_CORE_NS::icn_detail
