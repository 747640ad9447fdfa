// Test-only: positions for the evaluation's terms, on the 8x8 board (FEN) and on the open board
// (ICN from a list of pieces), mirrored (colours swapped, ranks turned over) or moved far away.
#pragma once

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <doctest/doctest.h>

#include "core/notation/icn.hpp"
#include "pgn/chess_board.hpp"
#include "search/eval.hpp"
#include "search/eval_attacks.hpp"

namespace uici::test {

// The score from white's side, without the side to move's tempo (+10).
inline int white_view(const Position& p) {
    const int s = search::evaluate(p) - 10;
    return p.turn == Color::White ? s : -s;
}

// The bit sets of a position on a board closed to 8 by 8 squares, its pieces added as the
// evaluation adds them (eval_attacks.hpp).
inline search::eval_detail::AttackBoard attack_board_of(const Position& p) {
    namespace ed = search::eval_detail;
    const auto frame = ed::square_frame(p.rules.border);
    REQUIRE(frame.on);
    ed::AttackBoard board;
    p.board.for_each([&](const Square& s, Piece q) { board.add(ed::square_index(frame, s, Color::White), q); });
    return board;
}

// An ICN position on an 8 by 8 board whose a1 lies at (x0 + 1, y0 + 1), promoting on its top
// rank for white and its bottom one for black when `promote`, `turn` to move.
inline Position framed(const std::string& pieces, long long x0, long long y0, bool promote = true,
                       const std::string& turn = "w") {
    const auto s = [](long long v) { return std::to_string(v); };
    const std::string ranks = promote ? "(" + s(y0 + 8) + "|" + s(y0 + 1) + ") " : "";
    const std::string icn =
        turn + " 0/100 1 " + ranks + s(x0 + 1) + "," + s(x0 + 8) + "," + s(y0 + 1) + "," + s(y0 + 8) + " " + pieces;
    auto doc = read_icn(icn);
    REQUIRE(doc.has_value());
    return doc.value().position;
}

// An ICN piece list ("P4,4|K5,1+|...") with every square moved by `far` along both axes.
inline std::string shifted(const std::string& pieces, long long far) {
    std::string out;
    for (std::size_t at = 0; at < pieces.size();) {
        std::size_t bar = pieces.find('|', at);
        if (bar == std::string::npos) bar = pieces.size();
        const std::string piece = pieces.substr(at, bar - at);
        const std::size_t digits = piece.find_first_of("-0123456789"), comma = piece.find(',');
        std::size_t used = 0;
        const long long x = std::stoll(piece.substr(digits, comma - digits));
        const long long y = std::stoll(piece.substr(comma + 1), &used);
        out += (out.empty() ? "" : "|") + piece.substr(0, digits) + std::to_string(x + far) + "," +
               std::to_string(y + far) + piece.substr(comma + 1 + used);
        at = bar + 1;
    }
    return out;
}

// The counts that `count` (eval_detail's pawn_counts, piece_counts) makes of p's bit sets.
template <class Counts, class Count>
Counts counted(const Position& p, Count count) {
    Counts out;
    count(attack_board_of(p), out);
    return out;
}

// The same for a count that reads the attack sets the threats find on the way (eval_detail's
// royal_counts, space_counts), as the evaluation counts them.
template <class Counts, class Count>
Counts counted_with_sets(const Position& p, Count count) {
    const auto board = attack_board_of(p);
    search::eval_detail::AttackCounts threats;
    search::eval_detail::AttackSets sets;
    search::eval_detail::attack_counts(p, board, threats, &sets);
    Counts out;
    count(board, sets, out);
    return out;
}

// A set of feature counts (eval_attacks.hpp, eval_pawns8.hpp, ...) with every feature not named
// zero; and one with every count's sign changed.
template <class Counts>
Counts counts_with(std::initializer_list<std::pair<int, int>> named) {
    Counts c{};
    for (const auto& [feature, n] : named) c[static_cast<std::size_t>(feature)] = n;
    return c;
}
template <class Counts>
Counts negated(Counts c) {
    for (int& n : c) n = -n;
    return c;
}

inline Position fen(const std::string& f) {
    auto p = pgn::read_fen(f);
    REQUIRE(p.has_value());
    return *p;
}

// The FEN's board turned over with the colours swapped, and the other side to move (the threats
// of eval_attacks.cpp count the side to move's pieces apart), no castling.
inline std::string mirror_fen(const std::string& f) {
    const std::string board = f.substr(0, f.find(' '));
    std::vector<std::string> ranks;
    for (std::size_t at = 0;;) {
        const std::size_t slash = board.find('/', at);
        ranks.push_back(board.substr(at, slash - at));
        if (slash == std::string::npos) break;
        at = slash + 1;
    }
    std::reverse(ranks.begin(), ranks.end());
    std::string out;
    for (const std::string& r : ranks) {
        if (!out.empty()) out += '/';
        for (char ch : r)
            out += std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                                : static_cast<char>(std::toupper(ch));
    }
    const char turn = f.at(f.find(' ') + 1) == 'w' ? 'b' : 'w';
    return out + " " + turn + " - - 0 1";
}

// One piece of an open-board position: its ICN code (upper case white) and its square.
struct At {
    std::string code;
    long long x, y;
};

// The pieces on the open board, white promoting on rank 8 and black on rank 1, every square
// moved by `shift` squares along both axes; `mirror` turns the ranks over (y -> 9 - y, which
// keeps the promotion ranks) and swaps the colours.
inline Position open_board(const std::vector<At>& pieces, char turn = 'w', long long shift = 0, bool mirror = false) {
    std::string icn =
        std::string(1, turn) + " 0/100 1 (" + std::to_string(8 + shift) + "|" + std::to_string(1 + shift) + ")";
    char sep = ' ';
    for (const At& a : pieces) {
        std::string code = a.code;
        const long long y = mirror ? 9 - a.y : a.y;
        if (mirror)
            for (char& ch : code)
                ch = std::isupper(static_cast<unsigned char>(ch)) ? static_cast<char>(std::tolower(ch))
                                                                  : static_cast<char>(std::toupper(ch));
        icn += sep + code + std::to_string(a.x + shift) + "," + std::to_string(y + shift);
        sep = '|';
    }
    auto doc = read_icn(icn);
    REQUIRE(doc.has_value());
    return doc.value().position;
}

}  // namespace uici::test
