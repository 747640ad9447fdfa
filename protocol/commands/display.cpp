// d: a text board of a window around the pieces, then ICN:, Turn: and Checkers: (always the
// last line, as Stockfish's d ends with Checkers:).
#include <algorithm>
#include <string>
#include <vector>

#include "core/notation/icn.hpp"
#include "core/rules/rules.hpp"
#include "protocol/commands/commands.hpp"

namespace UICI_CORE_NS {

namespace {

constexpr int kCap = 16;  // files and ranks drawn at most

std::string coord_text(const Coord& c) {
    std::string out;
    append_coord(out, c);
    return out;
}

struct Range {
    Coord lo, hi;
};

// The span of the pieces on one axis, or kCap squares around their median when wider.
Range window(std::vector<Coord> v) {
    if (v.empty()) return {1, 8};
    std::sort(v.begin(), v.end());
    Wide lo = v.front(), hi = v.back();
    if (hi - lo + 1 > kCap) {
        lo = static_cast<Wide>(v[v.size() / 2]) - kCap / 2;
#if !UICI_WIDE
        lo = std::clamp<Wide>(lo, INT64_MIN, static_cast<Wide>(INT64_MAX) - kCap + 1);
#endif
        hi = lo + kCap - 1;
    }
    return {static_cast<Coord>(lo), static_cast<Coord>(hi)};
}

// Enemy pieces that attack a royal of the side to move: a capture of the royal would be a
// move of theirs, were it their turn.
std::vector<Square> checkers(const Position& p) {
    std::vector<Square> out;
    if (!in_check(p, p.turn)) return out;
    Position theirs = p;
    theirs.turn = opposite(p.turn);
    theirs.en_passant.reset();
    for (const auto& [sq, piece] : p.board.sorted()) {
        if (piece.color != theirs.turn) continue;
        for (Square royal : p.board.royals(p.turn)) {
            const Reason why = check_move(theirs, Move{sq, royal, std::nullopt});
            if (why == Reason::legal || why == Reason::self_check || why == Reason::promotion_required) {
                out.push_back(sq);
                break;
            }
        }
    }
    return out;
}

// Three characters: a one-letter code centred ("K" as " K "), longer ones from the left.
std::string cell_text(const std::string& t) {
    std::string c = t.size() == 1 ? " " + t + " " : t;
    c.resize(3, ' ');
    return c;
}

std::vector<std::string> board_lines(const Position& p) {
    std::vector<Coord> xs, ys;
    const auto pieces = p.board.sorted();
    for (const auto& [sq, piece] : pieces) {
        xs.push_back(sq.x);
        ys.push_back(sq.y);
    }
    const Range fx = window(std::move(xs)), ry = window(std::move(ys));
    std::size_t label = 1;
    for (Coord y : {ry.lo, ry.hi}) label = std::max(label, coord_text(y).size());
    const std::string pad(label + 1, ' ');
    std::string rule = pad + "+";
    for (Wide x = fx.lo; x <= fx.hi; ++x) rule += "---+";

    std::vector<std::string> lines{rule};
    for (Wide y = ry.hi; y >= ry.lo; --y) {
        std::string row = coord_text(static_cast<Coord>(y));
        row = std::string(label - row.size(), ' ') + row + " |";
        for (Wide x = fx.lo; x <= fx.hi; ++x) {
            const Piece* pc = p.board.find(Square{static_cast<Coord>(x), static_cast<Coord>(y)});
            row += cell_text(pc ? piece_code(*pc) : std::string()) + "|";
        }
        lines.push_back(row);
        lines.push_back(rule);
    }
    // File labels under the columns when they fit in a cell, else the range.
    bool fit = true;
    std::string files = pad + " ";
    for (Wide x = fx.lo; x <= fx.hi && fit; ++x) {
        const std::string l = coord_text(static_cast<Coord>(x));
        fit = l.size() <= 3;
        files += cell_text(l) + " ";
    }
    while (!files.empty() && files.back() == ' ') files.pop_back();
    lines.push_back(fit ? files : pad + "files " + coord_text(fx.lo) + " to " + coord_text(fx.hi));
    std::size_t shown = 0;
    for (const auto& [sq, piece] : pieces) shown += sq.x >= fx.lo && sq.x <= fx.hi && sq.y >= ry.lo && sq.y <= ry.hi;
    if (shown < pieces.size())
        lines.push_back("Window: " + std::to_string(shown) + " of " + std::to_string(pieces.size()) + " pieces shown");
    return lines;
}

}  // namespace

void cmd_d(const Settings& s, const ChessState& chess, const Args& a, Reply& r) {
    if (a.size() > 1)
        return r.error(ErrorCode::bad_argument, {token(a.tokens[1]), word("for", "d"), word("need", "nothing")});
    const Position& p = current_game(chess).position();
    const std::string icn = write_icn_position(p, s.dialect);
    const std::string turn = p.turn == Color::White ? "w" : "b";
    std::vector<std::string> check;
    for (Square sq : checkers(p)) check.push_back(to_string(sq));
    if (r.json()) {
        return r.object(
            Json{{"reply", "d"}, {"board", board_lines(p)}, {"icn", icn}, {"turn", turn}, {"checkers", check}});
    }
    for (const std::string& l : board_lines(p)) r.line(l);
    r.line("");
    r.line("ICN: " + icn);
    r.line("Turn: " + turn);
    std::string last = "Checkers:";
    for (const std::string& c : check) last.append(" ").append(c);
    r.line(last);
}

}  // namespace UICI_CORE_NS
