#include "core/move_text.hpp"

#include <vector>

#include "core/icn.hpp"
#include "core/icn_moves.hpp"

namespace uici {
namespace {

std::string format(const Move& m, bool equals) {
    std::string out;
    append_square(out, m.from);
    out += '>';
    append_square(out, m.to);
    if (m.promotion) {
        if (equals) out += '=';
        out += piece_code(*m.promotion);
    }
    return out;
}

}  // namespace

// One token goes through the game reader's move section, so both accept the same spellings.
Parsed<Move> parse_move(std::string_view token) {
    const std::size_t start = icn_detail::skip_spaces(token, 0);
    if (start == token.size() || !icn_detail::moves_start_at(token, start))
        return parse_error("bad_move", icn_detail::char_column(token, start),
                           "Invalid move. " + icn_detail::excerpt(token.substr(start)) + " is not like 1,2>3,4");
    std::vector<IcnMove> moves;
    if (auto e = icn_detail::read_moves(token, start, moves)) return icn_detail::in_characters(token, *e);
    if (moves.size() != 1)
        return parse_error("bad_move", icn_detail::char_column(token, start),
                           "Invalid move. " + icn_detail::excerpt(token.substr(start)) + " is not exactly one move");
    return moves.front().move;
}

std::string format_move(const Move& m) { return format(m, true); }

std::string format_move_readme(const Move& m) { return format(m, false); }

}  // namespace uici
